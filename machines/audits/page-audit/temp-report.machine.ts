import { assign, fromPromise, setup } from 'xstate';
import { toFailure } from '@machines/shared/failure';
import type { AuditFailure } from './run-audit.machine';

/** The part of a temporary report the machine needs; the screen reads the rest. */
export interface TempReportBase {
  temp_id: string;
}

/** A temporary audit report (/audit-report/temp/{temp_id}): loading → ready, or failed with a retry. */
export const tempReportMachine = setup({
  types: {} as {
    context: { tempId: string; report: TempReportBase | null; failure: AuditFailure | null };
    events: { type: 'report.retry' };
    input: { tempId: string } | undefined;
  },
  actors: {
    loadTempReport: fromPromise<TempReportBase, { tempId: string }>(async () => {
      throw new Error('loadTempReport actor not provided');
    }),
  },
}).createMachine({
  id: 'tempReport',
  context: ({ input }) => ({ tempId: input?.tempId ?? '', report: null, failure: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadTempReport',
        input: ({ context }) => ({ tempId: context.tempId }),
        onDone: { target: 'ready', actions: assign({ report: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
      },
    },
    failed: { on: { 'report.retry': { target: 'loading', actions: assign({ failure: null }) } } },
    ready: {},
  },
});
