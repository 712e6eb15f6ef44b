import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, unwrap, type ApiFailure } from '../../src/api/client';
import { onApiEvent } from '../../src/api/events';
import { getToken, setLanguage, setToken } from '../../src/api/session';
import { server } from '../../src/mocks/node';

const seen: Request[] = [];
const record = ({ request }: { request: Request }) => void seen.push(request.clone());
server.events.on('request:start', record);

/** Answers GET account with an error body of the test's choosing. */
const capture = (status: number, body: Record<string, unknown>) =>
  server.use(http.get('*/api/v1/account/', () => HttpResponse.json(body, { status })));

afterEach(() => {
  seen.length = 0;
});

describe('the client middleware (spec part 1 §6–§8)', () => {
  it('sends the token header, JSON content type and the active language on GET', async () => {
    setToken('tok-1');
    setLanguage('de');
    await api.GET('/api/v1/account/');
    const request = seen[0]!;
    expect(request.headers.get('Authorization')).toBe('Token tok-1');
    expect(request.headers.get('Content-Type')).toBe('application/json');
    expect(new URL(request.url).searchParams.get('lang')).toBe('de');
  });

  it('sends no auth header when signed out', async () => {
    await api.GET('/api/v1/account/');
    expect(seen[0]!.headers.get('Authorization')).toBeNull();
  });

  it.each([
    [401, { detail: 'Authentication credentials were not provided.' }],
    [403, { detail: 'Invalid token' }],
    [403, { code: 'jwt_auth_invalid_token' }],
    [400, { code: 'jwt_auth_bad_iss' }],
    [400, { code: 'jwt_auth_bad_request' }],
    [400, { code: 'jwt_auth_no_user_found' }],
    [400, { code: 'jwt_auth_bad_config' }],
  ])('status %i with %j clears the token and ends the session', async (status, body) => {
    setToken('tok-2');
    capture(status, body);
    const events: string[] = [];
    const off = onApiEvent((event) => events.push(event.type));
    await api.GET('/api/v1/account/');
    off();
    expect(getToken()).toBeNull();
    expect(events).toEqual(['session.ended']);
  });

  it('keeps the session on other errors', async () => {
    setToken('tok-3');
    capture(400, { message: 'Bad input' });
    await api.GET('/api/v1/account/');
    expect(getToken()).toBe('tok-3');
  });

  it('raises a danger notification for a restrict_error body', async () => {
    capture(403, { message: 'Upgrade to use this.', restrict_error: true });
    const listener = vi.fn();
    const off = onApiEvent(listener);
    await api.GET('/api/v1/account/');
    off();
    expect(listener).toHaveBeenCalledWith({ type: 'restricted', message: 'Upgrade to use this.' });
  });

  // §8's "status 500 with 'network error'" is the failure model's network failure; its alert is in tests/app/alerts.test.tsx.
  it('fails a call that gets no answer as a network failure, and unwrap passes it on', async () => {
    server.use(http.get('*/api/v1/account/', () => HttpResponse.error()));
    await expect(api.GET('/api/v1/account/')).rejects.toEqual({ kind: 'network' } satisfies ApiFailure);
    await expect(unwrap(api.GET('/api/v1/account/'))).rejects.toEqual({ kind: 'network' } satisfies ApiFailure);
  });

  it('unwrap carries the server message of a non-2xx answer', async () => {
    capture(500, { message: 'Database is resting' });
    await expect(unwrap(api.GET('/api/v1/account/'))).rejects.toMatchObject({
      kind: 'http',
      status: 500,
      message: 'Database is resting',
    });
  });

  it('a cancelled request neither answers nor fails (nobody is waiting for it any more)', async () => {
    server.use(http.get('*/api/v1/account/', async () => new Promise(() => {})));
    const controller = new AbortController();
    const pending = api.GET('/api/v1/account/', { signal: controller.signal });
    controller.abort();
    const settled = await Promise.race([
      pending.then(
        () => 'settled',
        () => 'settled',
      ),
      new Promise((resolve) => setTimeout(() => resolve('pending'), 100)),
    ]);
    expect(settled).toBe('pending');
  });
});
