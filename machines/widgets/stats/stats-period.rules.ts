/**
 * The periods a widget's figures are asked for (issue 47): the last 7, 30 or 90 days, today included, or the days
 * from one date to another (both included, dates as YYYY-MM-DD in the server's days). One rule for the screen and the
 * demo backend.
 */
export const STATS_DAYS = [7, 30, 90] as const;
export type StatsDays = (typeof STATS_DAYS)[number];
/** The longest chosen period: a year, a leap year's included. */
export const MAX_PERIOD_DAYS = 366;

export type PeriodProblem = 'required' | 'order' | 'future' | 'too_long';

const DAY_MS = 86_400_000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date written YYYY-MM-DD (not 2026-02-30). */
export const isCalendarDate = (text: string): boolean =>
  DATE.test(text) && !Number.isNaN(Date.parse(text)) && new Date(Date.parse(text)).toISOString().startsWith(text);

/** The days from `from` to `to`, both included. */
export const daysInPeriod = (from: string, to: string): number =>
  Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1;

/** The date `days` days before or after `date`. */
export const shiftDate = (date: string, days: number): string =>
  new Date(Date.parse(date) + days * DAY_MS).toISOString().slice(0, 10);

/** What is wrong with a chosen period, or null: both dates, in order, none after `today`, at most a year. */
export function periodProblem(from: string, to: string, today: string): PeriodProblem | null {
  if (!isCalendarDate(from) || !isCalendarDate(to)) return 'required';
  if (from > to) return 'order';
  if (to > today) return 'future';
  if (daysInPeriod(from, to) > MAX_PERIOD_DAYS) return 'too_long';
  return null;
}
