import { setupWorker } from 'msw/browser';
import { enablePersistence, flushDb, getDb, persistDb, resetDb, setLargeSeed } from './db';
import { configureFaultsFromUrl } from './faults';
import { handlers } from './handlers';

/**
 * MSW starts an update check of its registered worker on every page load and leaves the promise unwatched
 * (`existingRegistration.update()` in msw/browser's getWorkerInstance). When the page is left before that check
 * settles (an address typed, a reload, the language switch, the payment return: any full load), the browser
 * rejects it with "Failed to update a ServiceWorker … Not found" and the rejection surfaces as an uncaught page
 * error. A failed check changes nothing (the registered worker keeps answering), so every update promise gets a
 * handler here; whoever awaits it still sees the rejection.
 */
function watchWorkerUpdates(): void {
  if (typeof ServiceWorkerRegistration === 'undefined') return;
  const proto = ServiceWorkerRegistration.prototype as ServiceWorkerRegistration & { rankpilotWatched?: true };
  if (proto.rankpilotWatched) return;
  const update = proto.update;
  proto.update = function watchedUpdate(this: ServiceWorkerRegistration) {
    const pending = update.call(this);
    pending.catch(() => {});
    return pending;
  };
  proto.rankpilotWatched = true;
}

/**
 * Starts the demo backend in the browser: fault switches from the address, the store persisted in
 * localStorage (`?demo-reset=1` reseeds it), and the MSW worker answering every API call.
 */
export async function startDemoBackend(): Promise<void> {
  configureFaultsFromUrl(window.location, window.sessionStorage);
  const url = new URL(window.location.href);
  // `?demo-seed=large` (and `=default`) reseeds with that data set.
  const seed = url.searchParams.get('demo-seed');
  if (seed) setLargeSeed(seed === 'large');
  const reset = url.searchParams.get('demo-reset') === '1';
  enablePersistence(window.localStorage, { reset });
  if (seed !== null) {
    // Another data set, the same signed-in sessions (the bench and a person switch data sets signed in).
    const { sessions, tokenCounter } = getDb();
    resetDb();
    const db = getDb();
    db.sessions = { ...db.sessions, ...sessions };
    db.tokenCounter = Math.max(db.tokenCounter, tokenCounter);
    persistDb();
    flushDb();
  }
  if (reset || seed !== null) {
    url.searchParams.delete('demo-reset');
    url.searchParams.delete('demo-seed');
    window.history.replaceState(window.history.state, '', url);
  }
  window.addEventListener('pagehide', flushDb);
  watchWorkerUpdates();
  await setupWorker(...handlers).start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: '/demo-worker.js' },
  });
}
