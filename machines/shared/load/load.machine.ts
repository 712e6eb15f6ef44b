import { assign, fromPromise, setup } from 'xstate';

/**
 * Server data read and shown as it is: load, show, retry. The one way the app loads data that nothing edits; a
 * screen binds it for its own lifetime (`useLoad`) and app-wide data binds it for the app's (`createSharedData`).
 * `refresh` loads again keeping the data shown meanwhile and joins a load already running; `reload` starts over,
 * dropping a request still on its way (what it asked for changed); `reset` forgets the data and drops any answer
 * still on its way (sign-out). Pure TypeScript: the binding fills `fetch` and `keep` through `.provide()`.
 */

export interface LoadContext {
  /** The last good data: a cached copy until the first answer, then the server's. */
  data: unknown;
  /** Why the last load failed, kept until one succeeds. */
  failure: unknown;
}

export interface LoadInput {
  /** The cached copy to show before the first answer. */
  data?: unknown;
}

export type LoadEvent = { type: 'load' } | { type: 'refresh' } | { type: 'reload' } | { type: 'reset' };

/** The states a load is in, as the bindings show them. */
export type LoadStatus = 'idle' | 'loading' | 'success' | 'failure';

export const loadMachine = setup({
  types: {} as { context: LoadContext; events: LoadEvent; input: LoadInput },
  actors: {
    fetch: fromPromise<unknown>(async () => {
      throw new Error('fetch actor not provided');
    }),
  },
  actions: {
    /** Filled by the binding: the data arrived (e.g. keep a local copy). */
    keep: (_, _params: { data: unknown }) => {},
  },
}).createMachine({
  id: 'load',
  context: ({ input }) => ({ data: input.data ?? null, failure: null }),
  initial: 'idle',
  on: {
    reset: { target: '.idle', actions: assign({ data: null, failure: null }) },
  },
  states: {
    idle: {
      on: { load: 'loading', refresh: 'loading', reload: 'loading' },
    },
    loading: {
      invoke: {
        src: 'fetch',
        onDone: {
          target: 'success',
          actions: [
            assign({ data: ({ event }) => event.output, failure: null }),
            { type: 'keep', params: ({ event }) => ({ data: event.output }) },
          ],
        },
        onError: { target: 'failure', actions: assign({ failure: ({ event }) => event.error }) },
      },
      on: { reload: { target: 'loading', reenter: true } },
    },
    success: {
      on: { refresh: 'loading', reload: 'loading' },
    },
    failure: {
      on: { load: 'loading', refresh: 'loading', reload: 'loading' },
    },
  },
});
