import type { Bucket, GraphRange, Rank, RankingData, RankingView, RankRow, SortDir } from './keyword-ranking.types';
import { csvText } from '@machines/shared/csv';

/** Pure rules of the ranking view: URL round trip, filters, sort, date diff, CSV, graph summary. */

export const BUCKETS: readonly Bucket[] = ['all', '3', '10', '30', '100', 'none'];
export const RANGES: readonly GraphRange[] = ['7', '30', '90', 'all'];
export const DEFAULT_VIEW: RankingView = {
  sort: 'keyword',
  dir: 'asc',
  text: '',
  group: 'all',
  bucket: 'all',
  from: null,
  to: null,
  range: '30',
  hidden: [],
  picked: [],
};

const isDate = (value: string | null): value is string => value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value);
const ids = (value: string | null) =>
  value
    ? value
        .split(',')
        .map(Number)
        .filter((id) => Number.isInteger(id) && id > 0)
    : [];
const isSortKey = (value: string) => /^(keyword|group|url|best|change|d:\d+|c:\d+)$/.test(value);

/** The view a page address describes; anything unknown falls back to the default. */
export function parseView(search: string): RankingView {
  const params = new URLSearchParams(search);
  const sort = params.get('sort') ?? '';
  const bucket = params.get('top') as Bucket | null;
  const range = params.get('range') as GraphRange | null;
  const group = params.get('group') ?? 'all';
  return {
    sort: isSortKey(sort) ? sort : DEFAULT_VIEW.sort,
    dir: params.get('dir') === 'desc' ? 'desc' : 'asc',
    text: params.get('q') ?? '',
    group: group === 'none' || /^\d+$/.test(group) ? group : 'all',
    bucket: bucket && BUCKETS.includes(bucket) ? bucket : 'all',
    from: isDate(params.get('from')) ? params.get('from') : null,
    to: isDate(params.get('to')) ? params.get('to') : null,
    range: range && RANGES.includes(range) ? range : DEFAULT_VIEW.range,
    hidden: ids(params.get('hide')),
    picked: ids(params.get('kw')),
  };
}

/** The address query of a view: only what differs from the default, so a link stays short. */
export function viewToSearch(view: RankingView): string {
  const params = new URLSearchParams();
  if (view.sort !== DEFAULT_VIEW.sort) params.set('sort', view.sort);
  if (view.dir !== DEFAULT_VIEW.dir) params.set('dir', view.dir);
  if (view.text) params.set('q', view.text);
  if (view.group !== 'all') params.set('group', view.group);
  if (view.bucket !== 'all') params.set('top', view.bucket);
  if (view.from) params.set('from', view.from);
  if (view.to) params.set('to', view.to);
  if (view.range !== DEFAULT_VIEW.range) params.set('range', view.range);
  if (view.hidden.length) params.set('hide', view.hidden.join(','));
  if (view.picked.length) params.set('kw', view.picked.join(','));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Indexes of the compared dates: the chosen ones when they exist in the data, else the first and the last. */
export function compareIndexes(
  dates: readonly string[],
  view: Pick<RankingView, 'from' | 'to'>,
): [from: number, to: number] {
  const last = Math.max(0, dates.length - 1);
  const from = view.from ? dates.indexOf(view.from) : -1;
  const to = view.to ? dates.indexOf(view.to) : -1;
  return [from >= 0 ? from : 0, to >= 0 ? to : last];
}

/** The date diff: positions gained from `from` to `to` (positive is better: a smaller position); null when either is unranked. */
export function rankChange(ranks: readonly Rank[], from: number, to: number): number | null {
  const before = ranks[from];
  const after = ranks[to];
  return before == null || after == null ? null : before - after;
}

export function bestRank(ranks: readonly Rank[]): Rank {
  let best: Rank = null;
  for (const rank of ranks) if (rank !== null && (best === null || rank < best)) best = rank;
  return best;
}

/** A position bucket: top 3 / 10 / 30 / 100, or not ranked. */
export function inBucket(rank: Rank, bucket: Bucket): boolean {
  if (bucket === 'all') return true;
  if (bucket === 'none') return rank === null;
  return rank !== null && rank <= Number(bucket);
}

/** A rank as a sortable number: unranked after every position whichever the direction. */
const sortable = (rank: Rank | undefined, dir: SortDir) =>
  rank == null ? (dir === 'asc' ? Infinity : -Infinity) : rank;

/** The rows the table shows: filtered by text, group and the bucket of the `to` date, then sorted. */
export function visibleRows(
  data: RankingData,
  view: RankingView,
  groupName: (id: number | null) => string = () => '',
): RankRow[] {
  const [from, to] = compareIndexes(data.dates, view);
  const text = view.text.trim().toLowerCase();
  const rows = data.rows.filter(
    (row) =>
      (!text || row.keyword.toLowerCase().includes(text) || (row.url ?? '').toLowerCase().includes(text)) &&
      (view.group === 'all' || (view.group === 'none' ? row.groupId === null : row.groupId === Number(view.group))) &&
      inBucket(row.ranks[to] ?? null, view.bucket),
  );
  const sign = view.dir === 'asc' ? 1 : -1;
  const key = view.sort;
  let value: (row: RankRow) => number | string;
  if (key === 'keyword') value = (row) => row.keyword;
  else if (key === 'group') value = (row) => groupName(row.groupId);
  else if (key === 'url') value = (row) => row.url ?? '';
  else if (key === 'best') value = (row) => sortable(row.best, view.dir);
  else if (key === 'change')
    value = (row) => rankChange(row.ranks, from, to) ?? (view.dir === 'asc' ? Infinity : -Infinity);
  else if (key.startsWith('d:')) {
    const index = Number(key.slice(2));
    value = (row) => sortable(row.ranks[index], view.dir);
  } else {
    const id = Number(key.slice(2));
    value = (row) => sortable(row.competitors[id]?.[to], view.dir);
  }
  const keyed = rows.map((row) => ({ row, v: value(row) }));
  keyed.sort((a, b) => {
    const order =
      typeof a.v === 'string' ? a.v.localeCompare(b.v as string) : a.v === b.v ? 0 : a.v < (b.v as number) ? -1 : 1;
    return order * sign || a.row.keyword.localeCompare(b.row.keyword);
  });
  return keyed.map((item) => item.row);
}

export interface CsvHeadings {
  keyword: string;
  group: string;
  url: string;
  change: string;
  best: string;
}

/** The current view as CSV: the shown rows and columns (dates, change, best, active competitors on the `to` date). */
export function rankingCsv(
  data: RankingData,
  rows: readonly RankRow[],
  view: RankingView,
  headings: CsvHeadings,
  groupName: (id: number | null) => string,
): string {
  const [from, to] = compareIndexes(data.dates, view);
  const competitors = data.competitors.filter((competitor) => !view.hidden.includes(competitor.id));
  const head = [
    headings.keyword,
    headings.group,
    headings.url,
    ...data.dates,
    headings.change,
    headings.best,
    ...competitors.map((competitor) => competitor.url),
  ];
  const lines = rows.map((row) => [
    row.keyword,
    groupName(row.groupId),
    row.url,
    ...row.ranks,
    rankChange(row.ranks, from, to),
    row.best,
    ...competitors.map((competitor) => row.competitors[competitor.id]?.[to] ?? null),
  ]);
  return csvText([head, ...lines]);
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '') || 'export';

/** rankings-<project>-<engine>-<date>.csv */
export const csvFileName = (project: string, engine: string, date: string) =>
  `rankings-${slug(project)}-${slug(engine)}-${date}.csv`;

/** The dates the graph shows for a range (the last N). */
export function rangeStart(count: number, range: GraphRange): number {
  return range === 'all' ? 0 : Math.max(0, count - Number(range));
}

/** Average position per date over the ranked keywords; null where none ranked. */
export function averageSeries(series: readonly { ranks: readonly Rank[] }[], length: number): Rank[] {
  return Array.from({ length }, (_, index) => {
    let sum = 0;
    let count = 0;
    for (const item of series) {
      const rank = item.ranks[index];
      if (rank != null) {
        sum += rank;
        count++;
      }
    }
    return count ? Math.round((sum / count) * 10) / 10 : null;
  });
}

export interface ChangeSummary {
  best: { label: string; change: number } | null;
  worst: { label: string; change: number } | null;
  average: number | null;
}

/** Best, worst and average change (positions gained) between the first and last date of the range, for the text summary. */
export function changeSummary(
  series: readonly { label: string; ranks: readonly Rank[] }[],
  from: number,
  to: number,
): ChangeSummary {
  let best: ChangeSummary['best'] = null;
  let worst: ChangeSummary['worst'] = null;
  let sum = 0;
  let count = 0;
  for (const item of series) {
    const change = rankChange(item.ranks, from, to);
    if (change === null) continue;
    sum += change;
    count++;
    if (!best || change > best.change) best = { label: item.label, change };
    if (!worst || change < worst.change) worst = { label: item.label, change };
  }
  return { best, worst, average: count ? Math.round((sum / count) * 10) / 10 : null };
}
