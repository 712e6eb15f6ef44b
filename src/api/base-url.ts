import { resolveApiBase } from './resolve-api-base';
import { writeItem } from './storage';

/** Local storage key under which the chosen API base address is kept (one of api-hosts.json). */
export const MAIN_URL_KEY = 'mainUrl';

export function apiBase(): string {
  // The build's prerender runs without a page address: the same origin, as a page would have.
  const location = globalThis.location ?? { host: '', origin: '' };
  const base = resolveApiBase(location, import.meta.env.VITE_API_URL as string | undefined);
  writeItem('local', MAIN_URL_KEY, base);
  return base;
}
