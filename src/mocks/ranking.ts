import { hash, mulberry32 } from './prng';
import { dateOnly, daysFromRef } from './seed';
import type { DbKeyword, DbProject, DbSearchEngine } from './model';

/** Rank history is derived from the keyword, not stored: 30 days ending on the reference date. */
export const HISTORY_DAYS = 30;
export const RANK_DATES: string[] = Array.from({ length: HISTORY_DAYS }, (_, index) =>
  dateOnly(daysFromRef(index - HISTORY_DAYS + 1)),
);
export const LAST_DATE = RANK_DATES[HISTORY_DAYS - 1] ?? '';

const DAY = 86_400_000;

/**
 * The dates a project has rankings for: up to 30 days ending on its last rank update and starting no earlier than
 * the day it was created. A project is checked as soon as its keywords are saved, so one created today has one date,
 * today, and says it was updated today; a seeded project has 30 days ending yesterday. None before its first check.
 */
export function projectDates(project: Pick<DbProject, 'created_at' | 'last_rank_update'>): string[] {
  if (!project.last_rank_update) return [];
  const end = Date.parse(project.last_rank_update);
  const first = dateOnly(project.created_at);
  return Array.from({ length: HISTORY_DAYS }, (_, index) =>
    dateOnly(new Date(end - (HISTORY_DAYS - 1 - index) * DAY).toISOString()),
  ).filter((date) => date >= first);
}

/** One rank per date (null when outside the top 100) for the site (competitor -1) or a competitor. */
export function rankHistory(
  keyword: DbKeyword,
  seId: number,
  competitor = -1,
  /** How many dates the project has (`projectDates`): the history's last ones. */
  days = HISTORY_DAYS,
): (number | null)[] {
  const rng = mulberry32(hash(keyword.key_id, seId, competitor + 7));
  let rank = Math.max(1, keyword.base + (competitor >= 0 ? Math.round((rng() - 0.4) * 30) : 0) + (seId % 3) * 2);
  const drift = rng() < 0.5 ? -0.25 : 0.2;
  return Array.from({ length: HISTORY_DAYS }, () => {
    rank = Math.min(160, Math.max(1, Math.round(rank + drift + (rng() - 0.5) * Math.min(8, 1 + rank / 10))));
    return rank <= 100 ? rank : null;
  }).slice(HISTORY_DAYS - days);
}

export const latestRank = (keyword: DbKeyword, seId: number): number | null =>
  rankHistory(keyword, seId).at(-1) ?? null;

export function rankingUrl(project: DbProject, keyword: DbKeyword): string {
  const slug = keyword.keyword.replace(/[^a-z0-9]+/gi, '-').toLowerCase();
  return `${project.url.replace(/\/+$/, '')}/${slug}`;
}

/** Counts in the top 5, 10 and 30, and average positions on the last date and a week before (when there is one). */
export function summary(keywords: DbKeyword[], engines: DbSearchEngine[], days = HISTORY_DAYS) {
  const top: [number, number, number] = [0, 0, 0];
  const now: number[] = [];
  const before: number[] = [];
  // Across several engines a keyword counts once, at its best position.
  const best = (values: (number | null | undefined)[]) => {
    const ranks = values.filter((value): value is number => typeof value === 'number');
    return ranks.length ? Math.min(...ranks) : null;
  };
  for (const keyword of keywords) {
    const histories = engines.map((engine) => rankHistory(keyword, engine.se_id, -1, days));
    const last = best(histories.map((history) => history[days - 1]));
    const earlier = best(histories.map((history) => history[days - 8]));
    if (last !== null) {
      now.push(last);
      if (last <= 5) top[0]++;
      if (last <= 10) top[1]++;
      if (last <= 30) top[2]++;
    }
    if (earlier !== null) before.push(earlier);
  }
  const avg = (values: number[]) =>
    values.length ? Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 10) / 10 : null;
  return { top, avg_position: [avg(now), avg(before)] as [number | null, number | null] };
}
