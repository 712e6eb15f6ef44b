import { assign, fromPromise, setup } from 'xstate';
import type { components } from '@contract/schema.gen';
import { notifyDone, notifyFailed } from '@machines/shared/call-alerts';
import { toFailure, type ApiFailure } from '@machines/shared/failure';
import { weightProblem, type SplitTest } from './split.rules';

export type SplitChange = components['schemas']['SplitChange'];
type Answer = { message?: string };

export interface SplitTestContext {
  widgetId: number;
  test: SplitTest | null;
  failure: ApiFailure | null;
  /** The change being sent for one variant. */
  pending: SplitChange | null;
  /** The variant waiting for the person's go-ahead to become the widget. */
  winner: number | null;
  /** The variant just made, to open in the editor. */
  created: number | null;
}

export type SplitTestEvent =
  | { type: 'split.retry' }
  | { type: 'split.create' }
  | { type: 'split.pause'; variantId: number }
  | { type: 'split.resume'; variantId: number }
  /** A typed weight; sent only when it is a whole number from 1 to 100 (split.rules.ts). */
  | { type: 'split.weigh'; variantId: number; weight: string }
  | { type: 'split.winnerRequested'; variantId: number }
  | { type: 'winner.cancelled' }
  | { type: 'winner.confirmed' };

/**
 * A widget's split test (issue 47): loading → ready or loadFailed (Retry). In ready: creating a variant (then
 * `created`, where the page opens it in the editor), changing one variant (pause, resume, weight), or making one the
 * widget after a confirmation (confirmingWinner → ending → loading again). Every call tells how it went; a failed one
 * leaves the test as it was.
 */
export const splitTestMachine = setup({
  types: {} as { context: SplitTestContext; events: SplitTestEvent; input: { widgetId: number } },
  actors: {
    loadSplit: fromPromise<SplitTest, { id: number }>(async () => {
      throw new Error('loadSplit actor not provided');
    }),
    createVariant: fromPromise<Answer & { variant_id: number }, { id: number }>(async () => {
      throw new Error('createVariant actor not provided');
    }),
    changeVariant: fromPromise<Answer & { data: SplitTest }, { id: number; change: SplitChange }>(async () => {
      throw new Error('changeVariant actor not provided');
    }),
    endTest: fromPromise<Answer, { id: number; variantId: number }>(async () => {
      throw new Error('endTest actor not provided');
    }),
  },
  actions: {
    notifySuccess: (_, _params: { message?: string; key: string }) => {},
    notifyFailure: (_, _params: { failure: ApiFailure; key?: string }) => {},
  },
  guards: {
    weightAllowed: ({ event }) => event.type === 'split.weigh' && weightProblem(event.weight) === null,
  },
}).createMachine({
  id: 'splitTest',
  context: ({ input }) => ({
    widgetId: input.widgetId,
    test: null,
    failure: null,
    pending: null,
    winner: null,
    created: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadSplit',
        id: 'loadSplit',
        input: ({ context }) => ({ id: context.widgetId }),
        onDone: { target: 'ready', actions: assign({ test: ({ event }) => event.output, failure: null }) },
        onError: { target: 'loadFailed', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
      },
    },
    loadFailed: { on: { 'split.retry': 'loading' } },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'split.create': 'creating',
            'split.pause': {
              target: 'changing',
              actions: assign({ pending: ({ event }) => ({ variant_id: event.variantId, paused: true }) }),
            },
            'split.resume': {
              target: 'changing',
              actions: assign({ pending: ({ event }) => ({ variant_id: event.variantId, paused: false }) }),
            },
            'split.weigh': {
              guard: 'weightAllowed',
              target: 'changing',
              actions: assign({
                pending: ({ event }) => ({ variant_id: event.variantId, weight: Number(event.weight) }),
              }),
            },
            'split.winnerRequested': {
              target: 'confirmingWinner',
              actions: assign({ winner: ({ event }) => event.variantId }),
            },
          },
        },
        creating: {
          invoke: {
            src: 'createVariant',
            id: 'createVariant',
            input: ({ context }) => ({ id: context.widgetId }),
            onDone: {
              target: 'created',
              actions: [assign({ created: ({ event }) => event.output.variant_id }), notifyDone('widgetSplit.created')],
            },
            onError: { target: 'idle', actions: notifyFailed() },
          },
        },
        created: {},
        changing: {
          invoke: {
            src: 'changeVariant',
            id: 'changeVariant',
            input: ({ context }) => ({ id: context.widgetId, change: context.pending ?? { variant_id: 0 } }),
            onDone: {
              target: 'idle',
              actions: [
                assign({ test: ({ event }) => event.output.data, pending: null }),
                notifyDone('widgetSplit.changed'),
              ],
            },
            onError: { target: 'idle', actions: [assign({ pending: null }), notifyFailed()] },
          },
        },
        confirmingWinner: {
          on: {
            'winner.cancelled': { target: 'idle', actions: assign({ winner: null }) },
            'winner.confirmed': 'ending',
          },
        },
        ending: {
          invoke: {
            src: 'endTest',
            id: 'endTest',
            input: ({ context }) => ({ id: context.widgetId, variantId: context.winner ?? 0 }),
            onDone: {
              target: '#splitTest.loading',
              actions: [assign({ winner: null }), notifyDone('widgetSplit.ended')],
            },
            onError: { target: 'idle', actions: [assign({ winner: null }), notifyFailed()] },
          },
        },
      },
    },
  },
});
