import { setToken } from '../api/session';

/** A `login-token` on the address becomes the session, then leaves the address (and history). */
export function consumeLoginToken(location: Location = window.location, history: History = window.history): boolean {
  const url = new URL(location.href);
  const token = url.searchParams.get('login-token');
  if (token === null) return false;
  if (token) setToken(token);
  url.searchParams.delete('login-token');
  history.replaceState(history.state, '', url.pathname + url.search + url.hash);
  return Boolean(token);
}
