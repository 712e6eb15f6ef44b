import apiHosts from './api-hosts.json';
import { writeItem } from './storage';

/** Local storage key under which the chosen API base address is kept (one of api-hosts.json). */
export const MAIN_URL_KEY = 'mainUrl';

/**
 * Serving hosts with an API of their own. Any other host (localhost, a preview, a static demo)
 * uses the development default: the serving origin, where the demo backend or a proxy answers.
 */
const API_BY_HOST: Record<string, string> = apiHosts;

export function resolveApiBase(location: { host: string; origin: string }, override?: string): string {
  const chosen = override?.trim() || API_BY_HOST[location.host] || location.origin;
  return chosen.replace(/\/+$/, '');
}

export function apiBase(): string {
  // The build's prerender runs without a page address: the same origin, as a page would have.
  const location = globalThis.location ?? { host: '', origin: '' };
  const base = resolveApiBase(location, import.meta.env.VITE_API_URL as string | undefined);
  writeItem('local', MAIN_URL_KEY, base);
  return base;
}
