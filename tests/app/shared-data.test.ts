import { describe, expect, it, vi } from 'vitest';
import { createSharedData } from '../../src/components/data/shared-data';

/** A fetch the test answers by hand, recording each call's abort signal. */
function manualFetch() {
  const calls: { signal: AbortSignal; resolve: (data: string) => void }[] = [];
  const fetch = (signal: AbortSignal) => new Promise<string>((resolve) => calls.push({ signal, resolve }));
  const call = (index: number) => {
    const found = calls[index];
    if (!found) throw new Error(`no call ${index}`);
    return found;
  };
  return { calls, call, fetch };
}

describe('shared data (the load machine for the app lifetime)', () => {
  it('shows the cached copy, serves every caller with one request and keeps the data', async () => {
    const { calls, call, fetch } = manualFetch();
    const kept: string[] = [];
    const shared = createSharedData({ fetch, cached: () => 'cached', onData: (data) => kept.push(data) });
    expect(shared.get()).toEqual({ status: 'idle', data: 'cached', failure: null });
    shared.load();
    shared.load();
    shared.refresh();
    await vi.waitFor(() => expect(shared.get().status).toBe('loading'));
    expect(calls).toHaveLength(1);
    call(0).resolve('fresh');
    await vi.waitFor(() => expect(shared.get()).toEqual({ status: 'success', data: 'fresh', failure: null }));
    expect(kept).toEqual(['fresh']);
    shared.load();
    expect(calls).toHaveLength(1);
  });

  it('forgets the data on reset and drops the answer still on its way', async () => {
    const { call, fetch } = manualFetch();
    const shared = createSharedData({ fetch, cached: () => 'cached' });
    shared.reset();
    expect(shared.get()).toEqual({ status: 'idle', data: null, failure: null });
    shared.load();
    await vi.waitFor(() => expect(shared.get().status).toBe('loading'));
    shared.reset();
    expect(call(0).signal.aborted).toBe(true);
    call(0).resolve('late');
    await Promise.resolve();
    expect(shared.get()).toEqual({ status: 'idle', data: null, failure: null });
  });

  it('keeps the shown reference when a refresh answers the same data, and takes a changed answer', async () => {
    const calls: ((data: { plan: string }) => void)[] = [];
    const shared = createSharedData<{ plan: string }>({
      fetch: () => new Promise((resolve) => calls.push(resolve)),
    });
    shared.load();
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    calls[0]!({ plan: 'pro' });
    await vi.waitFor(() => expect(shared.get().status).toBe('success'));
    const shown = shared.get().data;

    shared.refresh();
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    calls[1]!({ plan: 'pro' });
    await vi.waitFor(() => expect(shared.get().status).toBe('success'));
    expect(shared.get().data).toBe(shown);

    shared.refresh();
    await vi.waitFor(() => expect(calls).toHaveLength(3));
    calls[2]!({ plan: 'agency' });
    await vi.waitFor(() => expect(shared.get().data).toEqual({ plan: 'agency' }));
  });
});
