import createClient from 'openapi-fetch';
import { apiBase } from './base-url';
import { requestRules, responseRules } from './middleware';
import type { ApiFailure } from '@contract/api-failure';
import type { components, paths } from '@contract/schema.gen';

export type Schemas = components['schemas'];
export type ErrorBody = Schemas['ErrorBody'];

/**
 * The one client of the app: every call is an operation of openapi.yaml, sent through the
 * middleware that implements the spec's global rules. `fetch` is looked up per call so that
 * test interceptors installed later still see the requests.
 */
export const api = createClient<paths>({
  baseUrl: apiBase(),
  fetch: (request: Request) => globalThis.fetch(request),
});
api.use(requestRules, responseRules);

/** Why a call failed (an HTTP answer, or none at all): the one failure model, shared with machines/ via contract/. */
export type { ApiFailure } from '@contract/api-failure';

export function isApiFailure(value: unknown): value is ApiFailure {
  return (
    !!value &&
    typeof value === 'object' &&
    ((value as ApiFailure).kind === 'http' || (value as ApiFailure).kind === 'network')
  );
}

/** The server's own words for a failure: message, detail or the first non-field error. */
export function serverMessage(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const { message, detail, non_field_errors: nonField } = body as ErrorBody;
  const first = Array.isArray(nonField) ? nonField[0] : undefined;
  return [message, detail, first].find((text): text is string => typeof text === 'string' && text.length > 0);
}

/**
 * Resolves to the body of a 2xx answer and throws an {@link ApiFailure} otherwise: the shape actors use.
 * A lost network already rejects the call with `{ kind: 'network' }` (the middleware's `onError`), which passes through.
 */
export async function unwrap<T>(call: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  const { data, error, response } = await call;
  if (response.ok) return data as T;
  throw {
    kind: 'http',
    status: response.status,
    message: serverMessage(error),
    body: error as ErrorBody,
  } satisfies ApiFailure;
}
