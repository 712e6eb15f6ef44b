import type { Middleware } from 'openapi-fetch';
import type { ApiFailure } from '@contract/api-failure';
import { emitApiEvent } from './events';
import { getLanguage, getToken, setToken } from './session';

/** Answer codes that mean the sign-in is no longer valid: the session ends and the person signs in again. */
const INVALID_AUTH_CODES = new Set([
  'jwt_auth_invalid_token',
  'jwt_auth_bad_iss',
  'jwt_auth_bad_request',
  'jwt_auth_no_user_found',
  'jwt_auth_bad_config',
]);

export function isInvalidAuth(status: number, body: unknown): boolean {
  if (status === 401) return true;
  if (!body || typeof body !== 'object') return false;
  const { detail, code } = body as { detail?: unknown; code?: unknown };
  return detail === 'Invalid token' || (typeof code === 'string' && INVALID_AUTH_CODES.has(code));
}

async function readJson(response: Response): Promise<unknown> {
  if (!response.headers.get('content-type')?.includes('json')) return undefined;
  try {
    return await response.clone().json();
  } catch {
    return undefined;
  }
}

/**
 * Auth header, JSON content type, the interface language as `Accept-Language` on every request (a write's answer
 * message reads in it), and as the `lang` query on every GET (the spec's rule).
 */
export const requestRules: Middleware = {
  onRequest({ request }) {
    const token = getToken();
    if (token) request.headers.set('Authorization', `Token ${token}`);
    if (!request.headers.has('Content-Type')) request.headers.set('Content-Type', 'application/json');
    request.headers.set('Accept-Language', getLanguage());
    if (request.method !== 'GET') return request;
    const url = new URL(request.url);
    if (url.searchParams.has('lang')) return request;
    url.searchParams.set('lang', getLanguage());
    return new Request(url, request);
  },
};

/** Global answer rules: invalid sign-in logs out, `restrict_error` notifies, a lost network fails the call as `{ kind: 'network' }`. */
export const responseRules: Middleware = {
  async onResponse({ response }) {
    if (response.ok) return undefined;
    const body = await readJson(response);
    if (isInvalidAuth(response.status, body) && getToken()) {
      setToken(null);
      emitApiEvent({ type: 'session.ended' });
    }
    const restricted = body as { restrict_error?: unknown; message?: unknown } | undefined;
    if (restricted?.restrict_error) {
      emitApiEvent({ type: 'restricted', message: typeof restricted.message === 'string' ? restricted.message : '' });
    }
    return undefined;
  },
  onError({ error, request }) {
    // A cancelled call (a stopped actor, a left page) neither answers nor fails: whoever cancelled has
    // moved on, and a late rejection must not reach an actor that React restarted from its snapshot
    // (StrictMode's effect replay). A timeout is not a cancellation: it counts as a network error.
    const timedOut =
      (error instanceof Error && error.name === 'TimeoutError') ||
      (request.signal.reason as Error | undefined)?.name === 'TimeoutError';
    if (!timedOut && (request.signal.aborted || (error instanceof Error && error.name === 'AbortError'))) {
      return new Promise<never>(() => {});
    }
    // No answer at all: the call rejects with the failure model's network failure, shown as a status 500
    // "network error" (see ApiFailure and alertFromFailure). Thrown, not returned: openapi-fetch takes only a Response or an Error.
    throw { kind: 'network' } satisfies ApiFailure;
  },
};
