import { assign, fromPromise, setup } from 'xstate';
import { toFailure, type ApiFailure } from '@machines/shared/failure';

/**
 * The public, read-only report a share link opens (a feature beyond the original site): loading → ready; a key
 * the server does not know (revoked, mistyped: 404) is `gone`, "this link no longer works"; any other failure
 * can be retried.
 */
export const sharedReportMachine = setup({
  types: {} as {
    context: { shareKey: string; report: object | null; failure: ApiFailure | null };
    events: { type: 'report.retry' };
    input: { shareKey: string };
  },
  actors: {
    loadSharedReport: fromPromise<object, { shareKey: string }>(async () => {
      throw new Error('loadSharedReport actor not provided');
    }),
  },
  guards: {
    isGone: (_, params: { failure: ApiFailure }) => params.failure.kind === 'http' && params.failure.status === 404,
  },
}).createMachine({
  id: 'sharedReport',
  context: ({ input }) => ({ shareKey: input.shareKey, report: null, failure: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadSharedReport',
        src: 'loadSharedReport',
        input: ({ context }) => ({ shareKey: context.shareKey }),
        onDone: { target: 'ready', actions: assign({ report: ({ event }) => event.output }) },
        onError: [
          { guard: { type: 'isGone', params: ({ event }) => ({ failure: toFailure(event.error) }) }, target: 'gone' },
          { target: 'failed', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
        ],
      },
    },
    failed: { on: { 'report.retry': { target: 'loading', actions: assign({ failure: null }) } } },
    gone: { type: 'final' },
    ready: { type: 'final' },
  },
});
