import { hasDemoSwitches, SWITCHES_PATH, withoutStoreSwitches } from './demo-address';

/**
 * Under `npm start` the development server answers the API itself, over one store on disk that every local page
 * shares (scripts/vite-demo-api.ts), so the app starts no worker: it only hands the demo switches of its address
 * (`?demo-reset=1`, `?demo-seed=large`, `?demo-fault=…`) to that backend before its first call.
 */
export async function startDemoBackend(): Promise<void> {
  if (!hasDemoSwitches(window.location.search)) return;
  await fetch(`${SWITCHES_PATH}${window.location.search}`, { method: 'POST' });
  const cleaned = withoutStoreSwitches(window.location.href);
  if (cleaned) window.history.replaceState(window.history.state, '', cleaned);
}
