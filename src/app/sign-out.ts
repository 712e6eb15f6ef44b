import { setToken } from '../api/session';

/**
 * Ends the session and lands on the signed-out home. The address changes first, so the
 * signed-out router that replaces the signed-in one starts there.
 */
export function signOut(reason: 'logout' | 'expired'): void {
  const here = window.location.pathname + window.location.search;
  const target = reason === 'logout' ? '/?logout=success' : `/?session=expired&next=${encodeURIComponent(here)}`;
  window.history.pushState(null, '', target);
  setToken(null);
}
