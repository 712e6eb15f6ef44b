import { HttpResponse } from 'msw';
import { demoToday, getDb } from '@/mocks/db';
import type { Db, DbUser } from '@/mocks/model';
import type { S } from '@/mocks/types';
import { isHttpUrl } from '@machines/shared/http-url';
import { contentFor, fill, type AnswerKey } from '@/mocks/content';

/** Helpers every area's handlers share: auth, error bodies, ids, paging. */

export const INVALID_TOKEN: S['ErrorBody'] = { detail: 'Invalid token' };

export function tokenOf(request: Request): string | null {
  const header = request.headers.get('Authorization') ?? '';
  const match = /^Token\s+(\S+)$/i.exec(header.trim());
  return match?.[1] ?? null;
}

/** The signed-in user of a request, or undefined when the token maps to no session. */
export function userOf(request: Request): DbUser | undefined {
  const token = tokenOf(request);
  if (!token) return undefined;
  const db = getDb();
  const id = db.sessions[token];
  return id === undefined ? undefined : db.users.find((user) => user.id === id);
}

export const errorBody = (status: number, body: S['ErrorBody']) => HttpResponse.json<S['ErrorBody']>(body, { status });
export const unauthorized = () => errorBody(401, INVALID_TOKEN);
export const notFound = (what = 'Not found.') => errorBody(404, { message: what, detail: 'Not found.' });
/** x-assumed 409: the request clashes with the current state, e.g. restoring what is already active. */
export const conflict = (message: string) => errorBody(409, { message });
/** x-assumed 429 of a rate limit, with the seconds to wait. */
export const tooManyRequests = (retryAfterSeconds: number) =>
  HttpResponse.json<S['ErrorBody']>(
    { message: 'Too many submissions. Please try again later.' },
    { status: 429, headers: { 'Retry-After': String(retryAfterSeconds) } },
  );
export const badRequest = (message: string, errors?: Record<string, string[]>) =>
  errorBody(400, errors ? { message, errors } : { message });
export const restricted = (message = 'Your plan does not include this feature.') =>
  errorBody(403, { message, restrict_error: true });

/** Reads a JSON body; undefined when it is missing or not JSON (the handler answers 400). */
export async function jsonBody<T>(request: Request): Promise<T | undefined> {
  try {
    const text = await request.text();
    return text ? (JSON.parse(text) as T) : undefined;
  } catch {
    return undefined;
  }
}

export const isObject = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/** A redirect address the demo backend accepts (payment return/cancel, OAuth redirect_uri): http(s) only. */
export { isHttpUrl };

export function nextId(db: Db, table: string): number {
  const id = db.nextId[table] ?? 1;
  db.nextId[table] = id + 1;
  return id;
}

/** A numeric path id, or undefined for anything else (answered with 404). */
export function idParam(value: string | readonly string[] | undefined): number | undefined {
  const raw = Array.isArray(value) ? value[0] : value;
  return typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : undefined;
}

/** The demo backend's time (its own clock, never the browser's: issue 49). */
export const nowIso = (): string => new Date(demoToday()).toISOString();

/** One page of a list: `page_item` (default 20) and `page` (from 1) from the query. */
export function paginate<T>(
  items: T[],
  url: URL,
): { items: T[]; total_page: number; current_page: number; total: number } {
  const size = Math.max(1, Number.parseInt(url.searchParams.get('page_item') ?? '', 10) || 20);
  const page = Math.max(1, Number.parseInt(url.searchParams.get('page') ?? '', 10) || 1);
  return {
    items: items.slice((page - 1) * size, page * size),
    total_page: Math.max(1, Math.ceil(items.length / size)),
    current_page: page,
    total: items.length,
  };
}

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Body ids for the soft deletes: {id: number[]} with at least one integer. */
export function idsOf(body: unknown): number[] | undefined {
  if (!isObject(body) || !Array.isArray(body.id) || body.id.length === 0) return undefined;
  return body.id.every((id) => Number.isInteger(id)) ? (body.id as number[]) : undefined;
}

/**
 * The language a request asks for: the `lang` query (every GET carries it), else the first language of its
 * `Accept-Language` header (every write carries it), else English.
 */
export function requestLang(request: Request): string {
  const query = new URL(request.url).searchParams.get('lang');
  if (query) return query;
  const first = request.headers.get('Accept-Language')?.split(',')[0]?.split(';')[0]?.trim() ?? '';
  return first.split('-')[0]?.toLowerCase() || 'en';
}

/** The answer text `key` in the request's language (English for a language the demo lacks), its `{name}`s filled. */
export const say = (request: Request, key: AnswerKey, values: Record<string, string | number> = {}): string =>
  fill(contentFor(requestLang(request)).answers[key], values);

/*
 * How a handler is written (copy this):
 *
 *   http.post('/api/v1/thing/{id}/', authed(async ({ user, request, params, response }) => {
 *     const thing = orNotFound(thingsOf(user).find((item) => item.id === idParam(params.id)), 'Thing not found.');
 *     ...change the store...
 *     return response(200).json({ message: 'Saved.' });
 *   })),
 *
 * - `authed(resolver)`: answers 401 {detail: 'Invalid token'} when the request's token maps to no session,
 *   else calls the resolver with the signed-in `user` added to MSW's resolver info.
 * - `orNotFound(item, message)`: the item, or throws the 404 answer (MSW answers a thrown Response as is).
 *   `userProject(user, id)` and `userWidget(user, id)` (views.ts) are the lookups by path id built on it.
 * - Persisting is automatic: a POST/PUT/PATCH/DELETE handler that answers 2xx persists the store
 *   (src/mocks/http.ts). Never persist by hand in a handler; tests/build/handler-patterns.test.ts checks it.
 */

/** Wraps a resolver that needs a signed-in user (see above). */
export function authed<Info extends { request: Request }, Result>(
  resolver: (info: Info & { user: DbUser }) => Result,
): (info: Info) => Result | ReturnType<typeof unauthorized> {
  return (info) => {
    const user = userOf(info.request);
    return user ? resolver({ ...info, user }) : unauthorized();
  };
}

/** `item` when it is there, else throws the 404 answer with `message` (see above). */
export function orNotFound<T>(item: T | null | undefined, message = 'Not found.'): T {
  if (item === null || item === undefined) throw notFound(message);
  return item;
}

/**
 * For an operation open to signed-out visitors too (page audits): the resolver gets `caller`, the signed-in user or
 * null without a token; a token that maps to no session still answers 401, like `authed`.
 */
export function withCaller<Info extends { request: Request }, Result>(
  resolver: (info: Info & { caller: DbUser | null }) => Result,
): (info: Info) => Result | ReturnType<typeof unauthorized> {
  return (info) => {
    const user = userOf(info.request);
    if (user) return resolver({ ...info, caller: user });
    return tokenOf(info.request) ? unauthorized() : resolver({ ...info, caller: null });
  };
}
