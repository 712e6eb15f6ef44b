import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { loadMachine } from '../../machines/shared/load/load.machine';
import { pathCoverage } from './path-coverage';

describe('load (xstate/graph)', () => {
  const coverage = pathCoverage(
    loadMachine,
    [
      { type: 'load' },
      { type: 'refresh' },
      { type: 'reload' },
      { type: 'reset' },
      { type: 'xstate.done.actor.0.load.loading', output: { plan: 'Pro' } },
      { type: 'xstate.error.actor.0.load.loading', error: { kind: 'network' } },
    ],
    (snapshot) => JSON.stringify([snapshot.value, snapshot.context.data, snapshot.context.failure]),
    {},
  );
  it('reaches every state', () => expect(coverage.unreachedStates).toEqual([]));
  it('takes every transition', () => expect(coverage.untakenTransitions).toEqual([]));
});

/** A fetch the test answers by hand, recording each call's abort signal. */
function manualFetch() {
  const calls: { signal: AbortSignal; resolve: (data: string) => void; reject: (error: unknown) => void }[] = [];
  const fetch = fromPromise<unknown>(
    ({ signal }) => new Promise((resolve, reject) => calls.push({ signal, resolve, reject })),
  );
  const call = (index: number) => {
    const found = calls[index];
    if (!found) throw new Error(`no call ${index}`);
    return found;
  };
  return { calls, call, fetch };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('load machine', () => {
  it('keeps the data shown while a refresh runs, and a refresh joins a load already running', async () => {
    const { calls, call, fetch } = manualFetch();
    const kept: unknown[] = [];
    const actor = createActor(
      loadMachine.provide({ actors: { fetch }, actions: { keep: (_, { data }) => kept.push(data) } }),
      { input: { data: 'cached' } },
    ).start();
    actor.send({ type: 'load' });
    actor.send({ type: 'refresh' });
    actor.send({ type: 'load' });
    expect(calls).toHaveLength(1);
    expect(actor.getSnapshot().context.data).toBe('cached');
    call(0).resolve('first');
    await flush();
    expect(actor.getSnapshot().value).toBe('success');
    expect(kept).toEqual(['first']);
    actor.send({ type: 'load' });
    expect(calls).toHaveLength(1);
    actor.send({ type: 'refresh' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context.data).toBe('first');
    call(1).reject({ kind: 'http', status: 500, message: 'Down' });
    await flush();
    expect(actor.getSnapshot().value).toBe('failure');
    expect(actor.getSnapshot().context).toEqual({
      data: 'first',
      failure: { kind: 'http', status: 500, message: 'Down' },
    });
  });

  it('starts over on reload and forgets everything on reset, dropping the answer on its way', async () => {
    const { calls, call, fetch } = manualFetch();
    const actor = createActor(loadMachine.provide({ actors: { fetch } }), { input: {} }).start();
    actor.send({ type: 'load' });
    actor.send({ type: 'reload' });
    expect(calls).toHaveLength(2);
    expect(call(0).signal.aborted).toBe(true);
    call(1).resolve('second');
    await flush();
    expect(actor.getSnapshot().context.data).toBe('second');
    actor.send({ type: 'refresh' });
    actor.send({ type: 'reset' });
    expect(call(2).signal.aborted).toBe(true);
    call(2).resolve('late');
    await flush();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toEqual({ data: null, failure: null });
  });
});
