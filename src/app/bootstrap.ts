import { getToken, setToken } from '@/api/session';
import { loginLinkCase } from '@machines/auth/login-link/login-link.rules';
import type { LoginLinkInput } from '@machines/auth/login-link/login-link.machine';

/**
 * A `login-token` on the address leaves the address (and history) at once. It becomes the session only when there is
 * none; with another session the app asks first (LoginLinkPrompt).
 */
export function takeLoginToken(
  location: Location = window.location,
  history: History = window.history,
): LoginLinkInput {
  const url = new URL(location.href);
  const link = url.searchParams.get('login-token') || null;
  const session = getToken();
  if (url.searchParams.has('login-token')) {
    url.searchParams.delete('login-token');
    history.replaceState(history.state, '', url.pathname + url.search + url.hash);
  }
  const adopted = loginLinkCase(link, session) === 'adopt';
  if (adopted) setToken(link);
  return { link, session, adopted };
}
