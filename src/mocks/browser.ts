import { setupWorker } from 'msw/browser';
import { enablePersistence, flushDb } from './db';
import { withoutStoreSwitches } from './demo-address';
import { applyDemoSwitches } from './demo-switches';
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
 * Starts the demo backend in the browser: the store persisted in localStorage, the address's demo switches (faults
 * kept in sessionStorage, `?demo-reset=1`, `?demo-seed=large`), and the MSW worker answering every API call.
 */
export async function startDemoBackend(): Promise<void> {
  enablePersistence(window.localStorage);
  applyDemoSwitches(window.location.search, window.sessionStorage);
  const cleaned = withoutStoreSwitches(window.location.href);
  if (cleaned) window.history.replaceState(window.history.state, '', cleaned);
  window.addEventListener('pagehide', flushDb);
  watchWorkerUpdates();
  await setupWorker(...handlers).start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: '/demo-worker.js' },
  });
}
