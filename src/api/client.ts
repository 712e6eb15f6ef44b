import createClient from 'openapi-fetch';
import { apiBase } from './base-url';
import { requestRules, responseRules, NETWORK_ERROR_HEADER } from './middleware';
import type { components, paths } from './schema.gen';

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

/** Why a call failed, in the terms the spec's messages need (part 1 §8). */
export type ApiFailure =
  | { kind: 'http'; status: number; message?: string; body?: ErrorBody }
  | { kind: 'network' };

export function isApiFailure(value: unknown): value is ApiFailure {
  return !!value && typeof value === 'object' && ((value as ApiFailure).kind === 'http' || (value as ApiFailure).kind === 'network');
}

/** The server's own words for a failure: message, detail or the first non-field error. */
export function serverMessage(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const { message, detail, non_field_errors: nonField } = body as ErrorBody;
  const first = Array.isArray(nonField) ? nonField[0] : undefined;
  return [message, detail, first].find((text): text is string => typeof text === 'string' && text.length > 0);
}

/** Resolves to the body of a 2xx answer and throws an {@link ApiFailure} otherwise: the shape actors use. */
export async function unwrap<T>(call: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  const { data, error, response } = await call;
  if (response.ok) return data as T;
  if (response.headers.get(NETWORK_ERROR_HEADER)) throw { kind: 'network' } satisfies ApiFailure;
  throw { kind: 'http', status: response.status, message: serverMessage(error), body: error as ErrorBody } satisfies ApiFailure;
}
