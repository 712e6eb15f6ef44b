import { toFailure, type ApiFailure } from '@machines/shared/failure';
import { assign, fromPromise, setup } from 'xstate';

/**
 * Loading one crawl report screen (overview, issue report, comparison): loading → loaded | failed, with a
 * retry, and a reload when the screen asks for other data (another crawl to compare with). The feature fills
 * `load` per screen; what it answers is kept as is for the screen to render.
 */

export interface CrawlReportInput {
  projectId: number;
  crawlId: number;
  /** The other crawl of a comparison; null elsewhere or before one is chosen. */
  otherId: number | null;
}

export interface CrawlReportContext {
  input: CrawlReportInput;
  data: unknown;
  failure: ApiFailure | null;
}

export type CrawlReportEvent = { type: 'report.retry' } | { type: 'report.inputChanged'; input: CrawlReportInput };

/** Whether an input names other data than the screen holds. */
export const isOtherInput = (a: CrawlReportInput, b: CrawlReportInput): boolean =>
  a.projectId !== b.projectId || a.crawlId !== b.crawlId || a.otherId !== b.otherId;

export const crawlReportMachine = setup({
  types: {} as {
    context: CrawlReportContext;
    events: CrawlReportEvent;
    input: CrawlReportInput;
  },
  actors: {
    load: fromPromise<unknown, CrawlReportInput>(async () => {
      throw new Error('load actor not provided');
    }),
  },
  guards: {
    isOtherInput: ({ context, event }) =>
      event.type === 'report.inputChanged' && isOtherInput(context.input, event.input),
  },
}).createMachine({
  id: 'crawlReport',
  // Without input (a graph walk) it stands for no crawl: the load answers 404.
  context: ({ input }) => ({ input: input ?? { projectId: 0, crawlId: 0, otherId: null }, data: null, failure: null }),
  initial: 'loading',
  on: {
    'report.inputChanged': {
      guard: 'isOtherInput',
      target: '.loading',
      reenter: true,
      actions: assign({ input: ({ event }) => event.input, failure: null }),
    },
  },
  states: {
    loading: {
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => context.input,
        onDone: { target: 'loaded', actions: assign({ data: ({ event }) => event.output, failure: null }) },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
      },
    },
    loaded: {},
    failed: {
      on: { 'report.retry': { target: 'loading', actions: assign({ failure: null }) } },
    },
  },
});
