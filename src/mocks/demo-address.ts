/*
 * The demo switches on the app's address, without the store (the development tab loads this much, not the backend).
 */

/** The paths the demo backend answers over HTTP (the API, and the widget preview images it hands out). */
const SERVED_PATHS = ['/api/', '/files/'];

export const isDemoBackendPath = (url: string | undefined): boolean =>
  SERVED_PATHS.some((prefix) => (url ?? '/').startsWith(prefix));

/** Where the app hands its address's demo switches to the development server's backend (src/mocks/dev-backend.ts). */
export const SWITCHES_PATH = '/api/demo-switches';

/** The switches that only set up the store: dropped from the address once applied, so a reload doesn't repeat them. */
const STORE_SWITCHES = ['demo-reset', 'demo-seed'];

/** Whether an address carries any demo switch (`demo-reset`, `demo-seed`, `demo-fault…`, `demo-latency`). */
export const hasDemoSwitches = (search: string): boolean =>
  [...new URLSearchParams(search).keys()].some((name) => name.startsWith('demo-'));

/** The page's address without the store's switches, or null when it has none. */
export function withoutStoreSwitches(href: string): URL | null {
  const url = new URL(href);
  if (!STORE_SWITCHES.some((name) => url.searchParams.has(name))) return null;
  for (const name of STORE_SWITCHES) url.searchParams.delete(name);
  return url;
}
