import { getDb } from '@/mocks/db';
import type { DbWidget } from '@/mocks/model';
import { hash } from '@/mocks/prng';
import { daysFromRef, demoToday } from '@/mocks/seed';
import type { S } from '@/mocks/types';
import { daysInPeriod, shiftDate } from '@machines/widgets/stats/stats-period.rules';

/** The server's (UTC) day of a time, as YYYY-MM-DD. */
export const dayOf = (time: number | string): string =>
  new Date(typeof time === 'string' ? Date.parse(time) : time).toISOString().slice(0, 10);

/** The last `days` days, today included. */
export function lastDays(days: number): { from: string; to: string } {
  const to = dayOf(demoToday());
  return { from: shiftDate(to, 1 - days), to };
}

/**
 * Seeded widgets had visitors every day from their creation until the store was seeded (its day up to that hour):
 * around the widget's own level, fewer at weekends, and the same on every run. A widget made on the seeding day or
 * later has only the views its embed script recorded.
 */
function seededViews(widget: DbWidget, date: string): number {
  const seededAt = Date.parse(daysFromRef(1));
  const seedDay = dayOf(seededAt);
  const created = dayOf(widget.created_at);
  if (created >= seedDay || date < created || date > seedDay) return 0;
  const level = 14 + ((widget.id * 7) % 23);
  const swing = ((hash(widget.id, Date.parse(date) / 86_400_000) % 41) - 20) / 100;
  const weekend = [0, 6].includes(new Date(Date.parse(date)).getUTCDay()) ? 0.7 : 1;
  const share = date === seedDay ? new Date(seededAt).getUTCHours() / 24 : 1;
  return Math.round(level * weekend * (1 + swing) * share);
}

/**
 * A widget's views and leads on each day from `from` to `to` (both included): the seeded visitors plus the views the
 * embed script recorded, and its active leads. Every lead came through a view: a day never has more leads than views.
 */
export function dailyFigures(widget: DbWidget, from: string, to: string): S['DailyFigures'][] {
  const db = getDb();
  const countByDay = (times: string[]) => {
    const counts = new Map<string, number>();
    for (const time of times) counts.set(dayOf(time), (counts.get(dayOf(time)) ?? 0) + 1);
    return counts;
  };
  const recorded = countByDay(
    (db.widgetImpressions ?? []).filter((item) => item.widget_id === widget.id).map((item) => item.at),
  );
  const leads = countByDay(
    db.leads.filter((lead) => lead.widget_id === widget.id && lead.status === 'active').map((lead) => lead.created_at),
  );
  return Array.from({ length: daysInPeriod(from, to) }, (_, index) => {
    const date = shiftDate(from, index);
    const dayLeads = leads.get(date) ?? 0;
    return {
      date,
      views: Math.max(seededViews(widget, date) + (recorded.get(date) ?? 0), dayLeads),
      leads: dayLeads,
    };
  });
}

/** The sums of a period's days. */
export const totalsOf = (daily: S['DailyFigures'][]) => ({
  views: daily.reduce((sum, day) => sum + day.views, 0),
  leads: daily.reduce((sum, day) => sum + day.leads, 0),
});
