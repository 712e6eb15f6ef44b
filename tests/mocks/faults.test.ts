import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, unwrap } from '../../src/api/client';
import { onApiEvent, type ApiEvent } from '../../src/api/events';
import { getToken, setToken } from '../../src/api/session';
import { DEMO_TOKEN } from '../../src/mocks/db';
import {
  clearFaults,
  configureFaultsFromUrl,
  currentFaults,
  FAULTS_STORAGE_KEY,
  setFaults,
} from '../../src/mocks/faults';

describe('fault injection', () => {
  beforeEach(() => setToken(DEMO_TOKEN));
  afterEach(() => vi.useRealTimers());

  it('answers 500 with an ErrorBody, and unwrap reports it as an http failure', async () => {
    setFaults({ kind: 'status' });
    const { response, error } = await api.GET('/api/v1/account/');
    expect(response.status).toBe(500);
    expect(error).toEqual({ message: 'Internal server error.' });
    await expect(unwrap(api.GET('/api/v1/account/'))).rejects.toMatchObject({ kind: 'http', status: 500 });
  });

  // How the client reads a lost network is tested in tests/api/client.test.ts; here, that the switch causes one.
  it('fails the matching calls as a lost network', async () => {
    setFaults({ kind: 'network', path: '/widget/list/' });
    await expect(unwrap(api.GET('/api/v1/widget/list/'))).rejects.toEqual({ kind: 'network' });
    // Other paths are untouched.
    expect((await api.GET('/api/v1/account/')).response.status).toBe(200);
  });

  it('401 clears the token through the middleware and ends the session', async () => {
    const events: ApiEvent[] = [];
    const stop = onApiEvent((event) => events.push(event));
    setFaults({ kind: 'unauthorized' });
    const { response, error } = await api.GET('/api/v1/account/');
    stop();
    expect(response.status).toBe(401);
    expect(error).toEqual({ detail: 'Invalid token' });
    expect(getToken()).toBeNull();
    expect(events).toContainEqual({ type: 'session.ended' });
  });

  it('restrict answers the matching method with 403 and a restrict_error body', async () => {
    setFaults({ kind: 'restrict', method: 'POST' });
    expect((await api.GET('/api/v1/account/')).response.status).toBe(200);
    const { response, error } = await api.POST('/api/v1/project/group/create/', { body: { group_name: 'X' } });
    expect(response.status).toBe(403);
    expect(error).toMatchObject({ restrict_error: true, message: 'Your plan does not include this feature.' });
  });

  it('applies latency before answering', async () => {
    setFaults({ latencyMs: 120 });
    const started = performance.now();
    const { response } = await api.GET('/api/v1/account/');
    expect(response.status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(100);
  });

  it('clears itself after `times` matching calls', async () => {
    setFaults({ kind: 'status', status: 503, times: 2 });
    expect((await api.GET('/api/v1/account/')).response.status).toBe(503);
    expect(currentFaults()).toMatchObject({ times: 1 });
    expect((await api.GET('/api/v1/account/')).response.status).toBe(503);
    expect(currentFaults()).toBeNull();
    expect((await api.GET('/api/v1/account/')).response.status).toBe(200);
  });

  it('reads the switches from the page address and keeps them in sessionStorage', () => {
    const config = configureFaultsFromUrl(
      { search: '?demo-fault=network&demo-fault-path=/widget/&demo-fault-times=3&demo-latency=400' },
      sessionStorage,
    );
    expect(config).toEqual({ kind: 'network', path: '/widget/', times: 3, latencyMs: 400 });
    expect(JSON.parse(sessionStorage.getItem(FAULTS_STORAGE_KEY) ?? 'null')).toEqual(config);
    // A later page without the parameters keeps them.
    expect(configureFaultsFromUrl({ search: '' }, sessionStorage)).toEqual(config);
    expect(configureFaultsFromUrl({ search: '?demo-fault=401' }, sessionStorage)).toEqual({ kind: 'unauthorized' });
    expect(configureFaultsFromUrl({ search: '?demo-fault=restrict' }, sessionStorage)).toEqual({ kind: 'restrict' });
    expect(configureFaultsFromUrl({ search: '?demo-fault=503' }, sessionStorage)).toEqual({
      kind: 'status',
      status: 503,
    });
    expect(configureFaultsFromUrl({ search: '?demo-fault=off' }, sessionStorage)).toBeNull();
    expect(sessionStorage.getItem(FAULTS_STORAGE_KEY)).toBeNull();
    clearFaults();
  });
});
