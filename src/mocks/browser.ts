import { setupWorker } from 'msw/browser';
import { enablePersistence, flushDb, setLargeSeed } from './db';
import { configureFaultsFromUrl } from './faults';
import { handlers } from './handlers';

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
  const reset = url.searchParams.get('demo-reset') === '1' || seed !== null;
  enablePersistence(window.localStorage, { reset });
  if (reset) {
    url.searchParams.delete('demo-reset');
    url.searchParams.delete('demo-seed');
    window.history.replaceState(window.history.state, '', url);
  }
  window.addEventListener('pagehide', flushDb);
  await setupWorker(...handlers).start({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url: '/mockServiceWorker.js' } });
}
