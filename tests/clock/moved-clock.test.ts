import { describe, expect, it } from 'vitest';
import { demoToday } from '../../src/mocks/seed';

/** The moved-clock projects really move the clock, and leave the demo backend's own (issue 49). */
describe.runIf(process.env.TEST_CLOCK)('the moved clock', () => {
  it('starts where TEST_CLOCK says, in the TZ zone', () => {
    const target = Date.parse(process.env.TEST_CLOCK ?? '');
    expect(Math.abs(Date.now() - target)).toBeLessThan(10 * 60_000);
    expect(Math.abs(new Date().getTime() - target)).toBeLessThan(10 * 60_000);
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(process.env.TZ);
  });

  it('keeps the demo backend on its pinned day', () => {
    expect(new Date(demoToday()).toISOString().slice(0, 10)).toBe('2026-11-17');
  });
});
