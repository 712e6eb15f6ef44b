import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api } from '../../src/api/client';
import { setToken } from '../../src/api/session';
import { DB_STORAGE_KEY, DEMO_TOKEN, enablePersistence } from '../../src/mocks/db';
import { isHttpUrl } from '../../src/mocks/handlers/common';

/** The handler kit of src/mocks/handlers/common.ts and src/mocks/http.ts, seen from the client. */
const stored = () =>
  JSON.parse(localStorage.getItem(DB_STORAGE_KEY) ?? 'null') as {
    data: { projectGroups: { name: string }[]; paymentAttempts?: { method: string }[] };
  } | null;
const afterDebounce = () => new Promise((resolve) => setTimeout(resolve, 350));

describe('demo handler kit', () => {
  let disable: () => void = () => undefined;
  beforeEach(() => {
    setToken(DEMO_TOKEN);
    disable = enablePersistence(localStorage, { reset: true });
    localStorage.removeItem(DB_STORAGE_KEY);
  });
  afterEach(() => {
    disable();
    localStorage.removeItem(DB_STORAGE_KEY);
  });

  it('authed(): no session, no answer but 401 Invalid token', async () => {
    setToken('no-such-token');
    const { response, error } = await api.GET('/api/v1/widget/{id}/', { params: { path: { id: 2 } } });
    expect(response.status).toBe(401);
    expect(error).toEqual({ detail: 'Invalid token' });
  });

  it('orNotFound(): an id of nobody answers 404 with the handler message', async () => {
    const { response, error } = await api.GET('/api/v1/widget/{id}/', { params: { path: { id: 9999 } } });
    expect(response.status).toBe(404);
    expect(error).toEqual({ message: 'Widget not found.', detail: 'Not found.' });
  });

  it('isHttpUrl(): the redirect addresses the backend accepts are http(s) only', () => {
    expect(isHttpUrl('http://localhost/payment/success/9')).toBe(true);
    expect(isHttpUrl('https://app.example.com/oauth/callback')).toBe(true);
    expect(isHttpUrl('javascript:alert(1)')).toBe(false);
    expect(isHttpUrl('data:text/html,hi')).toBe(false);
    expect(isHttpUrl('/payment/success/9')).toBe(false);
    expect(isHttpUrl(42)).toBe(false);
  });

  it('persists after a mutating 2xx answer, and not after a refused one or a read', async () => {
    await api.GET('/api/v1/project/group/list/');
    const refused = await api.DELETE('/api/v1/project/group/{id}/', { params: { path: { id: 9999 } } });
    expect(refused.response.status).toBe(404);
    await afterDebounce();
    expect(stored()).toBeNull();
    const created = await api.POST('/api/v1/project/group/create/', { body: { group_name: 'Kept by the kit' } });
    expect(created.response.status).toBe(200);
    expect(stored()).toBeNull(); // debounced
    await afterDebounce();
    expect(stored()?.data.projectGroups.map((group) => group.name)).toContain('Kept by the kit');
  });

  it('writes at once when the payment provider window must read the store next', async () => {
    const { data: sub } = await api.POST('/api/v1/account/subscribe/', { body: { plan_id: 2, period: 'monthly' } });
    const { response } = await api.POST('/api/v1/account/subscription/payment/{subscription_id}/', {
      params: { path: { subscription_id: sub?.subscription_id ?? 0 }, header: { 'Idempotency-Key': 'kit-key-0001' } },
      body: {
        type: 'paypal',
        return_url: 'http://localhost/payment/success/9',
        cancel_url: 'http://localhost/payment/cancel/9',
      },
    });
    expect(response.status).toBe(200);
    expect(stored()?.data.paymentAttempts?.map((attempt) => attempt.method)).toEqual(['paypal']);
  });
});
