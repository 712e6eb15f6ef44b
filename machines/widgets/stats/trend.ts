import { csvText } from '@machines/shared/csv';
import { isCalendarDate, STATS_DAYS, type StatsDays } from './stats-period.rules';

/** The period a trend shows: the last N days, or the days from one date to another. */
export type TrendPeriod = { days: StatsDays } | { from: string; to: string };

export interface DayFigures {
  date: string;
  views: number;
  leads: number;
}

/** The period an address asks for (?days=7, ?from=…&to=…); the last 30 days when it asks for none it can show. */
export function periodOf(params: URLSearchParams): TrendPeriod {
  const [from, to] = [params.get('from') ?? '', params.get('to') ?? ''];
  if (isCalendarDate(from) && isCalendarDate(to)) return { from, to };
  const days = Number(params.get('days'));
  return { days: STATS_DAYS.find((choice) => choice === days) ?? 30 };
}

/** The address parameters of a period, the inverse of periodOf. */
export const periodParams = (period: TrendPeriod): Record<string, string> =>
  'days' in period ? { days: String(period.days) } : { from: period.from, to: period.to };

/** Leads ÷ views, or null when there were no views (no rate to show). */
export const conversionRate = (figures: { views: number; leads: number }): number | null =>
  figures.views > 0 ? figures.leads / figures.views : null;

/** A conversion as the CSV writes it: a percentage to one decimal (33.3), empty without views. */
const csvPercent = (figures: { views: number; leads: number }) => {
  const rate = conversionRate(figures);
  return rate === null ? '' : Math.round(rate * 1000) / 10;
};

/**
 * A widget's daily figures as a CSV file: one row per day, oldest first, then the period's total, the figures the
 * widget list shows for the same days.
 */
export function trendCsv(
  daily: readonly DayFigures[],
  total: { views: number; leads: number },
  headings: { date: string; views: string; leads: string; conversion: string; total: string },
): string {
  return csvText([
    [headings.date, headings.views, headings.leads, headings.conversion],
    ...daily.map((day) => [day.date, day.views, day.leads, csvPercent(day)]),
    [headings.total, total.views, total.leads, csvPercent(total)],
  ]);
}
