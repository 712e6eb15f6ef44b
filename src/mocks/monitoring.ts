import { MONITOR_CHANGE_KINDS, MONITOR_CHECKS } from '@/api/monitor-values';
import { hash, mulberry32, pick, type Rng } from './prng';
import type { Db, DbMonitor, DbMonitorChange } from './model';
import type { S } from './types';

/**
 * The demo's page checker. Nothing is fetched: what a check "sees" is derived from the address and
 * from (monitor id, check number), so the same page gives the same history on every run.
 */

type Kind = S['MonitorChangeKind'];
type Check = S['MonitorCheck'];

export const KINDS = MONITOR_CHANGE_KINDS;
export const CHECKS = MONITOR_CHECKS;

/** A page added in this session gets its second check this long after the first (the demo's "a change soon after"). */
export const FIRST_RECHECK_MS = 30_000;

function textHash(text: string): number {
  return hash(...Array.from(text, (char) => char.charCodeAt(0)));
}

const hex = (value: number) => (value >>> 0).toString(16).padStart(8, '0');
const titleCase = (text: string) => text.replace(/\b\p{L}/gu, (c) => c.toUpperCase());

/** The topic and brand a page address suggests: https://www.bakery.nl/sourdough-bread → "Sourdough Bread", "Bakery". */
function topicOf(url: string): { topic: string; brand: string; origin: string } {
  try {
    const parsed = new URL(url);
    const segments = parsed.pathname.split('/').filter(Boolean);
    const last =
      segments
        .at(-1)
        ?.replace(/\.\w+$/, '')
        .replace(/[-_]+/g, ' ') ?? '';
    const brand = titleCase(
      parsed.hostname
        .replace(/^www\./, '')
        .split('.')[0]
        ?.replace(/-/g, ' ') ?? 'Site',
    );
    return { topic: last ? titleCase(decodeURIComponent(last)) : 'Home', brand, origin: parsed.origin };
  } catch {
    return { topic: 'Home', brand: 'Site', origin: url };
  }
}

const DESCRIPTIONS = [
  (topic: string, brand: string) => `${topic} from ${brand}: prices, opening hours and how to order online.`,
  (topic: string, brand: string) =>
    `Everything about ${topic.toLowerCase()} at ${brand}. Read reviews and order today.`,
  (topic: string, brand: string) => `${brand} - ${topic}. Free delivery from 25 euros, same-day pick-up in store.`,
];
const TITLE_SUFFIXES = ['', ' - Order online', ' | 2026 offers', ' - Updated', ' | Official site'];

/** What the first check of a page sees. */
export function firstValues(url: string): S['MonitorValues'] {
  const seed = textHash(url);
  const { topic, brand } = topicOf(url);
  const describe = DESCRIPTIONS[seed % DESCRIPTIONS.length] ?? DESCRIPTIONS[0]!;
  return {
    title: `${topic} | ${brand}`,
    meta_description: describe(topic, brand),
    canonical: url,
    status_code: 200,
    indexable: true,
    content_hash: hex(seed),
  };
}

/** The checks in which a page has a problem (the per-check views show these first). */
export function problemsOf(monitor: Pick<DbMonitor, 'url' | 'values' | 'check_count'>): Check[] {
  if (monitor.check_count === 0) return [];
  const { title, meta_description: description, canonical, status_code: status, indexable } = monitor.values;
  const problems: Check[] = [];
  if (!title || title.length > 60 || !description || description.length > 160) problems.push('on_page');
  if (status !== 200) problems.push('http_status');
  if (indexable === false) problems.push('indexing');
  if (canonical !== monitor.url) problems.push('canonical');
  return problems;
}

/** A value as the change log shows it. */
function shown(kind: Kind, values: S['MonitorValues']): string | null {
  switch (kind) {
    case 'title':
      return values.title;
    case 'meta_description':
      return values.meta_description;
    case 'canonical':
      return values.canonical;
    case 'status_code':
      return values.status_code === null ? null : String(values.status_code);
    case 'indexing':
      return values.indexable === null ? null : values.indexable ? 'index' : 'noindex';
    case 'content_hash':
      return values.content_hash;
  }
}

/** The next value of one kind: a plausible edit of the page. */
function changed(kind: Kind, monitor: DbMonitor, rng: Rng): S['MonitorValues'] {
  const values = { ...monitor.values };
  const { topic, brand, origin } = topicOf(monitor.url);
  switch (kind) {
    case 'title': {
      const options = TITLE_SUFFIXES.map((suffix) => `${topic} | ${brand}${suffix}`).filter(
        (title) => title !== values.title,
      );
      values.title = pick(rng, options);
      break;
    }
    case 'meta_description': {
      const options = [...DESCRIPTIONS.map((describe) => describe(topic, brand)), null].filter(
        (text) => text !== values.meta_description,
      );
      values.meta_description = pick(rng, options);
      break;
    }
    case 'canonical':
      values.canonical =
        values.canonical === monitor.url ? pick(rng, [`${origin}/`, null, `${monitor.url}?ref=menu`]) : monitor.url;
      break;
    case 'status_code':
      values.status_code = values.status_code === 200 ? pick(rng, [301, 404, 500, 503]) : 200;
      break;
    case 'indexing':
      values.indexable = !values.indexable;
      break;
    case 'content_hash':
      values.content_hash = hex(hash(monitor.id, monitor.check_count, 31));
      break;
  }
  return values;
}

/**
 * Runs one check of a page at `at` and records what changed. The second check of a page always finds a new
 * title and new content (so a freshly added page shows a change soon after); later checks change something
 * about half the time.
 */
export function runCheck(db: Db, monitor: DbMonitor, at: string): DbMonitorChange[] {
  monitor.check_count += 1;
  monitor.last_check_at = at;
  const rng = mulberry32(hash(monitor.id, monitor.check_count, 7));
  let kinds: Kind[] = [];
  if (monitor.check_count === 2) kinds = ['title', 'content_hash'];
  else if (monitor.check_count > 2 && rng() < 0.55) {
    const kind = pick(rng, KINDS);
    kinds = kind === 'title' ? ['title', 'content_hash'] : [kind];
  }
  const changes: DbMonitorChange[] = [];
  for (const kind of kinds) {
    const before = shown(kind, monitor.values);
    monitor.values = changed(kind, monitor, rng);
    const after = shown(kind, monitor.values);
    if (before === after) continue;
    const id = db.nextId.monitorChange ?? 1;
    db.nextId.monitorChange = id + 1;
    changes.push({
      id,
      user_id: monitor.user_id,
      monitor_id: monitor.id,
      url: monitor.url,
      kind,
      before,
      after,
      detected_at: at,
    });
  }
  if (changes.length > 0) monitor.last_change_at = at;
  (db.monitorChanges ??= []).push(...changes);
  return changes;
}

/** A page the person just added: its first check (the baseline; nothing to compare with yet). */
export function newMonitor(
  db: Db,
  userId: number,
  url: string,
  frequency: S['MonitorFrequency'],
  at: string,
): DbMonitor {
  const id = db.nextId.monitor ?? 1;
  db.nextId.monitor = id + 1;
  const monitor: DbMonitor = {
    id,
    user_id: userId,
    url,
    frequency,
    paused: false,
    status: 'active',
    created_at: at,
    last_check_at: at,
    last_change_at: null,
    check_count: 1,
    values: firstValues(url),
  };
  (db.monitors ??= []).push(monitor);
  return monitor;
}

/** Pages added in this session whose second check fell due run it now (seeded pages keep their fixed history). */
export function runDueChecks(db: Db, userId: number, now: number): void {
  for (const monitor of db.monitors ?? []) {
    if (monitor.user_id !== userId || monitor.status !== 'active' || monitor.paused || monitor.check_count !== 1)
      continue;
    if (Date.parse(monitor.created_at) + FIRST_RECHECK_MS <= now) runCheck(db, monitor, new Date(now).toISOString());
  }
}

const DAY = 86_400_000;

const MINUTE = 60_000;
/** How long before today (the seeding) a seeded page was last checked: always less than its frequency. */
const SINCE_LAST_CHECK: Record<S['MonitorFrequency'], (index: number) => number> = {
  hourly: (index) => (12 + index * 4) * MINUTE,
  daily: (index) => (2 + (index % 8)) * 60 * MINUTE,
  weekly: (index) => (1 + (index % 5)) * DAY,
};

/**
 * The demo account's watched pages with a month of history; the Pro account watches two pages. `referenceDate` is
 * the last day with data (yesterday): today is the day after it.
 */
export function seedMonitoring(db: Db, referenceDate: string): void {
  db.monitors = [];
  db.monitorChanges = [];
  db.nextId.monitor = 1;
  db.nextId.monitorChange = 1;
  const ref = Date.parse(referenceDate);
  const at = (days: number, hours = 0) => new Date(ref + days * DAY + hours * 3_600_000).toISOString();
  const pages: [number, string, S['MonitorFrequency'], number][] = [
    [1, 'https://www.bakkerij-amsterdam.nl/', 'daily', 9],
    [1, 'https://www.bakkerij-amsterdam.nl/sourdough-bread', 'daily', 7],
    [1, 'https://www.bakkerij-amsterdam.nl/wedding-cake', 'weekly', 4],
    [1, 'https://www.bakkerij-amsterdam.nl/opening-hours', 'hourly', 12],
    [1, 'https://greengarden.example.com/raised-beds', 'daily', 8],
    [1, 'https://greengarden.example.com/compost-bin', 'weekly', 5],
    [1, 'https://greengarden.example.com/sale', 'hourly', 10],
    [1, 'https://greengarden.example.com/old-catalogue', 'weekly', 3],
    [3, 'https://petra-consulting.example.com/', 'daily', 6],
    [3, 'https://petra-consulting.example.com/seo-training', 'weekly', 3],
  ];
  pages.forEach(([userId, url, frequency, checks], index) => {
    const created = at(-40 + index);
    const monitor = newMonitor(db, userId, url, frequency, created);
    for (let n = 1; n < checks - 1; n++)
      runCheck(db, monitor, at(-30 + Math.floor((n * 30) / checks), 1 + ((index + n) % 8)));
    // The last check lies within the page's frequency of today (the seeding): an hourly page was checked minutes
    // ago, a daily one hours ago, a weekly one days ago.
    runCheck(db, monitor, new Date(ref + DAY - SINCE_LAST_CHECK[frequency](index)).toISOString());
  });
  const byUrl = (url: string) => db.monitors?.find((monitor) => monitor.url === url);
  // A paused page and a page no longer watched, for the list's states.
  const paused = byUrl('https://greengarden.example.com/compost-bin');
  if (paused) paused.paused = true;
  const removed = byUrl('https://greengarden.example.com/old-catalogue');
  if (removed) removed.status = 'deleted';
}
