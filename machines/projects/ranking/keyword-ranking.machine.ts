import { assign, fromPromise, setup } from 'xstate';
import type { RankingData, RankingOutcome, RankingView } from './keyword-ranking.types';
import { DEFAULT_VIEW } from './view';
import { toFailure, type ApiFailure } from '@machines/shared/failure';

export type * from './keyword-ranking.types';

/**
 * The keyword ranking page (a graph and a table of positions): loads the
 * graph, the table and the project for one search engine; an empty graph sends the person to the
 * project list; a failure shows a retry. Switching the engine reloads while the last data stays on
 * screen. The view (sort, filters, the compared dates, competitors, graph range and keywords) lives
 * in context; the feature mirrors it in the address through the provided `viewChanged` action.
 */

export interface RankingInput {
  projectId: number;
  seId: number;
  view?: RankingView;
}

export interface RankingContext {
  projectId: number;
  seId: number;
  data: RankingData | null;
  failure: ApiFailure | null;
  view: RankingView;
}

export type RankingEvent =
  | { type: 'keywordRanking.retry' }
  | { type: 'keywordRanking.engineSelected'; seId: number }
  | { type: 'keywordRanking.viewChanged'; patch: Partial<RankingView> }
  | { type: 'keywordRanking.compareChanged'; from: string | null; to: string | null }
  | { type: 'keywordRanking.competitorToggled'; id: number }
  | { type: 'keywordRanking.viewReplaced'; view: RankingView };

/** The graph answered without dates or series: nothing to show, so the person goes to the project list. */
export const isEmptyOutcome = (outcome: RankingOutcome): boolean => outcome.kind === 'empty';

/** An engine other than the one on screen. */
export const isOtherEngine = (current: number, next: number): boolean =>
  Number.isInteger(next) && next > 0 && next !== current;

/** A comparison needs two different dates, in order (null keeps the default end). */
export function isValidComparison(
  dates: readonly string[] | undefined,
  from: string | null,
  to: string | null,
): boolean {
  if (from === null || to === null) return true;
  if (!dates) return false;
  const a = dates.indexOf(from);
  const b = dates.indexOf(to);
  return a >= 0 && b >= 0 && a < b;
}

export const keywordRankingMachine = setup({
  types: {} as { context: RankingContext; events: RankingEvent; input: RankingInput },
  actors: {
    loadRanking: fromPromise<RankingOutcome, { projectId: number; seId: number }>(async () => {
      throw new Error('loadRanking actor not provided');
    }),
  },
  actions: {
    /** Filled by the feature: navigate to /admin-site-list. */
    redirectToList: () => {},
    /** Filled by the feature: write the view into the address. */
    viewChanged: (_, _params: { view: RankingView }) => {},
  },
  guards: {
    isEmpty: (_, params: { outcome: RankingOutcome }) => isEmptyOutcome(params.outcome),
    isOtherEngine: ({ context, event }) =>
      event.type === 'keywordRanking.engineSelected' && isOtherEngine(context.seId, event.seId),
    isValidComparison: ({ context, event }) =>
      event.type === 'keywordRanking.compareChanged' && isValidComparison(context.data?.dates, event.from, event.to),
  },
}).createMachine({
  id: 'keywordRanking',
  context: ({ input }) => ({
    projectId: input.projectId,
    seId: input.seId,
    data: null,
    failure: null,
    view: input.view ?? DEFAULT_VIEW,
  }),
  initial: 'loading',
  on: {
    'keywordRanking.viewChanged': {
      actions: [
        assign({ view: ({ context, event }) => ({ ...context.view, ...event.patch }) }),
        { type: 'viewChanged', params: ({ context }) => ({ view: context.view }) },
      ],
    },
    'keywordRanking.viewReplaced': { actions: assign({ view: ({ event }) => event.view }) },
    'keywordRanking.compareChanged': {
      guard: 'isValidComparison',
      actions: [
        assign({ view: ({ context, event }) => ({ ...context.view, from: event.from, to: event.to }) }),
        { type: 'viewChanged', params: ({ context }) => ({ view: context.view }) },
      ],
    },
    'keywordRanking.competitorToggled': {
      actions: [
        assign({
          view: ({ context, event }) => {
            const hidden = context.view.hidden.includes(event.id)
              ? context.view.hidden.filter((id) => id !== event.id)
              : [...context.view.hidden, event.id];
            return { ...context.view, hidden };
          },
        }),
        { type: 'viewChanged', params: ({ context }) => ({ view: context.view }) },
      ],
    },
  },
  states: {
    loading: {
      on: {
        // A newer choice wins: the running load is cancelled (its signal aborts the requests).
        'keywordRanking.engineSelected': {
          guard: 'isOtherEngine',
          target: 'loading',
          reenter: true,
          actions: assign({ seId: ({ event }) => event.seId }),
        },
      },
      invoke: {
        id: 'loadRanking',
        src: 'loadRanking',
        input: ({ context }) => ({ projectId: context.projectId, seId: context.seId }),
        onDone: [
          { guard: { type: 'isEmpty', params: ({ event }) => ({ outcome: event.output }) }, target: 'empty' },
          {
            target: 'ready',
            actions: assign({
              data: ({ event }) => (event.output.kind === 'data' ? event.output.data : null),
              failure: null,
            }),
          },
        ],
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
      },
    },
    ready: {
      on: {
        'keywordRanking.engineSelected': {
          guard: 'isOtherEngine',
          target: 'loading',
          // The view (in the address) stays: the same filters on the other engine.
          actions: assign({ seId: ({ event }) => event.seId }),
        },
      },
    },
    failed: {
      on: {
        'keywordRanking.retry': { target: 'loading', actions: assign({ failure: null }) },
        'keywordRanking.engineSelected': {
          guard: 'isOtherEngine',
          target: 'loading',
          actions: assign({ seId: ({ event }) => event.seId, failure: null }),
        },
      },
    },
    empty: {
      type: 'final',
      entry: 'redirectToList',
    },
  },
});
