import { assign, fromPromise, setup } from 'xstate';
import { toFailure } from '@machines/shared/failure';
import type { AuditFailure } from './run-audit.machine';

export interface TempSaveInput {
  tempId: string;
}

/**
 * Keeping a temporary audit report after signing in (/temp-audit-save/{id}): saving → saved (the feature
 * opens the saved report) or failed with a retry.
 */
export const tempSaveMachine = setup({
  types: {} as {
    context: { tempId: string; failure: AuditFailure | null; auditId: number | null };
    events: { type: 'save.retry' };
    input: TempSaveInput;
  },
  actors: {
    saveTempAudit: fromPromise<{ audit_id: number }, TempSaveInput>(async () => {
      throw new Error('saveTempAudit actor not provided');
    }),
  },
  actions: {
    /** Filled by the feature: open /audit-report/{id}. */
    showSaved: (_, _params: { auditId: number }) => {},
  },
}).createMachine({
  id: 'tempSave',
  context: ({ input }) => ({ tempId: input?.tempId ?? '', failure: null, auditId: null }),
  initial: 'saving',
  states: {
    saving: {
      invoke: {
        src: 'saveTempAudit',
        input: ({ context }) => ({ tempId: context.tempId }),
        onDone: {
          target: 'saved',
          actions: [
            assign({ auditId: ({ event }) => event.output.audit_id }),
            { type: 'showSaved', params: ({ event }) => ({ auditId: event.output.audit_id }) },
          ],
        },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
      },
    },
    failed: { on: { 'save.retry': { target: 'saving', actions: assign({ failure: null }) } } },
    saved: { type: 'final' },
  },
});
