import apiHosts from './api-hosts.json';

/**
 * Serving hosts with an API of their own. Any other host (localhost, a preview, a static demo)
 * uses the development default: the serving origin, where the demo backend or a proxy answers.
 * The app and the embed script (from the address that served it) decide alike.
 */
const API_BY_HOST: Record<string, string> = apiHosts;

export function resolveApiBase(location: { host: string; origin: string }, override?: string): string {
  const chosen = override?.trim() || API_BY_HOST[location.host] || location.origin;
  return chosen.replace(/\/+$/, '');
}
