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

/** The widget a split test variant belongs to (src/mocks/widget-split.ts), or the widget itself. */
export const rootOf = (widget: DbWidget): DbWidget =>
  (widget.variant && getDb().widgets.find((item) => item.id === widget.variant?.of)) || widget;

/**
 * Seeded widgets had visitors every day from their creation until the store was seeded (its day up to that hour):
 * around the widget's own level, fewer at weekends, and the same on every run. A widget made on the seeding day or
 * later has only the views its embed script recorded. A seeded split test shares its widget's visitors evenly
 * between the variants there were that day.
 */
function seededViews(root: DbWidget, member: DbWidget | null, date: string): number {
  const seededAt = Date.parse(daysFromRef(1));
  const seedDay = dayOf(seededAt);
  const created = dayOf(root.created_at);
  if (created >= seedDay || date < created || date > seedDay) return 0;
  const level = 14 + ((root.id * 7) % 23);
  const swing = ((hash(root.id, Date.parse(date) / 86_400_000) % 41) - 20) / 100;
  const weekend = [0, 6].includes(new Date(Date.parse(date)).getUTCDay()) ? 0.7 : 1;
  const share = date === seedDay ? new Date(seededAt).getUTCHours() / 24 : 1;
  const views = Math.round(level * weekend * (1 + swing) * share);
  if (!member) return views;
  const members = [
    root,
    ...getDb().widgets.filter(
      (item) =>
        item.variant?.of === root.id && Date.parse(item.created_at) < seededAt && dayOf(item.created_at) <= date,
    ),
  ];
  const place = members.indexOf(member);
  if (place < 0) return 0;
  return Math.floor(views / members.length) + (place < views % members.length ? 1 : 0);
}

/**
 * A widget's views and leads on each day from `from` to `to` (both included): the seeded visitors plus the views the
 * embed script recorded, and its active leads. Every lead came through a view: a day never has more leads than views.
 * A widget's figures hold all of its split test's; a variant's (or, with `ownOnly`, the original's) its own share.
 */
export function dailyFigures(widget: DbWidget, from: string, to: string, ownOnly = false): S['DailyFigures'][] {
  const db = getDb();
  const root = rootOf(widget);
  const member = ownOnly || widget !== root ? widget : null;
  const counted = (item: { widget_id: number | null; variant_id?: number }) =>
    item.widget_id === root.id && (!member || (item.variant_id ?? item.widget_id) === member.id);
  const countByDay = (times: string[]) => {
    const counts = new Map<string, number>();
    for (const time of times) counts.set(dayOf(time), (counts.get(dayOf(time)) ?? 0) + 1);
    return counts;
  };
  const recorded = countByDay((db.widgetImpressions ?? []).filter(counted).map((item) => item.at));
  const leads = countByDay(
    db.leads.filter((lead) => counted(lead) && lead.status === 'active').map((lead) => lead.created_at),
  );
  return Array.from({ length: daysInPeriod(from, to) }, (_, index) => {
    const date = shiftDate(from, index);
    const dayLeads = leads.get(date) ?? 0;
    return {
      date,
      views: Math.max(seededViews(root, member, date) + (recorded.get(date) ?? 0), dayLeads),
      leads: dayLeads,
    };
  });
}

/** The sums of a period's days. */
export const totalsOf = (daily: S['DailyFigures'][]) => ({
  views: daily.reduce((sum, day) => sum + day.views, 0),
  leads: daily.reduce((sum, day) => sum + day.leads, 0),
});
