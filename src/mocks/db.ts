import { buildSeed, startDemoClock } from './seed';
import { extendWithLargeData } from './seed-large';
import type { Db } from './model';

export { DEMO_TOKEN, FREE_TOKEN, PRO_TOKEN, demoToday } from './seed';
export type { Db } from './model';

/** localStorage key of the persisted store in the browser, and the shape version it must carry. */
export const DB_STORAGE_KEY = 'demo-db';
export const DB_VERSION = 3;
const PERSIST_DELAY_MS = 300;

let seedJson: string | undefined;
let db: Db | undefined;
let persistence: Storage | undefined;
let timer: ReturnType<typeof setTimeout> | undefined;

let largeSeed = false;

/** Chooses the seed a reset starts from: the default or the large data set (`?demo-seed=large`). */
export function setLargeSeed(on: boolean): void {
  if (on !== largeSeed) seedJson = undefined;
  largeSeed = on;
}

/** A fresh copy of the seed (the seed is built once; copies are cheap), its clock starting now. */
function freshSeed(): Db {
  seedJson ??= JSON.stringify(largeSeed ? extendWithLargeData(buildSeed()) : buildSeed());
  return { ...(JSON.parse(seedJson) as Db), clockStartedAt: Date.now() };
}

/** The store in use, with the demo's clock running on from when it was seeded. */
function inUse(store: Db): Db {
  store.clockStartedAt ??= Date.now();
  startDemoClock(store.clockStartedAt);
  return store;
}

function load(storage: Storage): Db | undefined {
  try {
    const raw = storage.getItem(DB_STORAGE_KEY);
    if (!raw) return undefined;
    const parsed = JSON.parse(raw) as { version?: unknown; data?: unknown };
    if (parsed.version !== DB_VERSION || !parsed.data || typeof parsed.data !== 'object') return undefined;
    const data = parsed.data as Db;
    return Array.isArray(data.users) && data.sessions && data.nextId ? data : undefined;
  } catch {
    return undefined;
  }
}

/** The one store of the demo backend: in memory in Node; in the browser loaded from localStorage once persistence is on. */
export function getDb(): Db {
  db ??= inUse((persistence && load(persistence)) || freshSeed());
  return db;
}

/** Back to the seed (tests call it after every test; `?demo-reset=1` calls it in the browser). */
export function resetDb(): void {
  if (timer) clearTimeout(timer);
  timer = undefined;
  db = inUse(freshSeed());
  if (persistence) writeNow();
}

function writeNow(): void {
  timer = undefined;
  if (!persistence || !db) return;
  try {
    persistence.setItem(DB_STORAGE_KEY, JSON.stringify({ version: DB_VERSION, data: db }));
  } catch {
    // Quota or private mode: the demo keeps working in memory.
  }
}

/** Schedules a write of the store (debounced); a no-op unless persistence is enabled. */
export function persistDb(): void {
  if (!persistence) return;
  if (timer) clearTimeout(timer);
  timer = setTimeout(writeNow, PERSIST_DELAY_MS);
}

let writeAtOnce = false;

/**
 * For a handler whose answer another window acts on at once (the payment provider's window): the automatic
 * persist after this answer writes the store immediately instead of debounced.
 */
export function persistAtOnce(): void {
  writeAtOnce = true;
}

/**
 * Runs after every mutating handler (a non-GET that answered 2xx; see src/mocks/http.ts): handlers never
 * call persistDb themselves.
 */
export function persistAfterChange(): void {
  persistDb();
  if (writeAtOnce) flushDb();
  writeAtOnce = false;
}

/**
 * The one exception to "only mutating answers persist": a GET that moves the demo's simulated clock on (a crawl or
 * an audit advancing while it is polled, a monitor's due check found on read) keeps what it moved.
 */
export function persistSimulatedClock(): void {
  persistDb();
}

/**
 * Picks up what another window of the same demo wrote (the payment provider's window settles a payment
 * in its own copy of the store). Skipped while this window has a write pending, which would be lost.
 */
export function reloadDbFromStorage(): void {
  if (!persistence || timer) return;
  const stored = load(persistence);
  if (stored) db = inUse(stored);
}

/** Writes a pending change at once (page hide). */
export function flushDb(): void {
  if (timer) {
    clearTimeout(timer);
    writeNow();
  }
}

/**
 * Turns on browser persistence: the store is (re)loaded from `storage`; a missing, corrupt or
 * other-version copy is replaced by the seed. Returns a function that turns it off again.
 */
export function enablePersistence(storage: Storage, options: { reset?: boolean } = {}): () => void {
  persistence = storage;
  const stored = options.reset ? undefined : load(storage);
  db = inUse(stored ?? freshSeed());
  if (!stored) writeNow();
  return () => {
    flushDb();
    persistence = undefined;
  };
}
