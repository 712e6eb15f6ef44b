import { flushDb, getDb, persistDb, resetDb, setLargeSeed } from './db';
import { configureFaultsFromUrl } from './faults';

/**
 * Applies the demo switches of an address to the store in use and the faults, wherever the demo backend runs (the
 * browser's worker, the development server): `?demo-fault=…` and `&demo-latency=ms` (src/mocks/faults.ts, kept in
 * `faultStorage` when given), `?demo-seed=large|default` (another data set, the same signed-in sessions) and
 * `?demo-reset=1` (back to the seed). Call it once the store's persistence is on.
 */
export function applyDemoSwitches(search: string, faultStorage?: Storage): void {
  configureFaultsFromUrl({ search }, faultStorage);
  const params = new URLSearchParams(search);
  const seed = params.get('demo-seed');
  if (seed) setLargeSeed(seed === 'large');
  if (params.get('demo-reset') === '1') {
    resetDb();
  } else if (seed !== null) {
    // Another data set, the same signed-in sessions (the bench and a person switch data sets signed in).
    const { sessions, tokenCounter } = getDb();
    resetDb();
    const db = getDb();
    db.sessions = { ...db.sessions, ...sessions };
    db.tokenCounter = Math.max(db.tokenCounter, tokenCounter);
    persistDb();
    flushDb();
  }
}
