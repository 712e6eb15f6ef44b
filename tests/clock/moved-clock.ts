/**
 * Moves the computer's clock (and time zone) for the date-sensitive suites (issue 49): `TEST_CLOCK` is where
 * `Date` starts, running on in real time; `TZ` (set in the project's env) is the zone. The demo backend keeps its
 * own pinned clock (src/mocks/seed.ts), so these suites prove that no rule reads the browser's clock beside a date
 * from the server. Runs before tests/setup.ts, so everything the app imports sees the moved clock.
 */
const target = process.env.TEST_CLOCK;
if (target) {
  // Files share a worker's globals: each file moves the real clock again, never a clock already moved.
  const RealDate: DateConstructor = ((globalThis as { realDate?: DateConstructor }).realDate ??= Date);
  const offset = RealDate.parse(target) - RealDate.now();
  if (Number.isNaN(offset)) throw new Error(`TEST_CLOCK is not a date: ${target}`);
  class MovedDate extends RealDate {
    constructor(...args: [] | ConstructorParameters<DateConstructor>) {
      if (args.length === 0) super(RealDate.now() + offset);
      else super(...(args as ConstructorParameters<DateConstructor>));
    }
    static override now(): number {
      return RealDate.now() + offset;
    }
  }
  globalThis.Date = MovedDate as DateConstructor;
}
