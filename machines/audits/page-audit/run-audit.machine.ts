import { toFailure, type ApiFailure } from '@machines/shared/failure';
import { assign, fromPromise, setup } from 'xstate';
import {
  auditFormErrors,
  isAuditFormValid,
  isRunDone,
  isRunFailed,
  type AuditFormErrors,
  type AuditFormValues,
  type AuditRun,
} from './run-audit.rules';

/** A failed call (the shared model), or an audit the server ran and reported as failed. */
export type AuditFailure = ApiFailure | { kind: 'audit'; message: string | null };

export interface StartAuditInput extends AuditFormValues {
  advanced: boolean;
}
export interface RunIdInput {
  runId: string;
}

export interface RunAuditContext {
  values: AuditFormValues;
  advanced: boolean;
  errors: AuditFormErrors;
  /** Once a submit was tried, errors follow every edit; before that they stay quiet. */
  submitted: boolean;
  run: AuditRun | null;
  failure: AuditFailure | null;
}

export type RunAuditEvent =
  | { type: 'audit.edit'; field: keyof AuditFormValues; value: string }
  | { type: 'audit.submit' }
  | { type: 'audit.cancel' }
  /** Basic or advanced (the SEO analyzer lets the person choose when the plan allows it). */
  | { type: 'audit.advancedChanged'; advanced: boolean };

/**
 * Running one page audit: idle → validating → starting → running (poll the progress every
 * `pollDelay`) → done | failed; cancellable while it starts or runs. Everything typed stays in `values`
 * through failures. The feature fills the three calls and the two effects (open the result, alert a failure).
 */
export const runAuditMachine = setup({
  types: {} as {
    context: RunAuditContext;
    events: RunAuditEvent;
    input: { advanced: boolean; values?: Partial<AuditFormValues> } | undefined;
  },
  actors: {
    startAudit: fromPromise<AuditRun, StartAuditInput>(async () => {
      throw new Error('startAudit actor not provided');
    }),
    pollAudit: fromPromise<AuditRun, RunIdInput>(async () => {
      throw new Error('pollAudit actor not provided');
    }),
    cancelAudit: fromPromise<unknown, RunIdInput>(async () => {
      throw new Error('cancelAudit actor not provided');
    }),
  },
  actions: {
    /** Filled by the feature: open the saved report or the temporary one. */
    showResult: (_, _params: { auditId: number | null; tempId: string | null }) => {},
    /** Filled by the feature: the alert for a failed call (the server's words, else "went wrong"). */
    notifyFailed: (_, _params: { failure: AuditFailure }) => {},
    /** Filled by the feature: "cancelled" note. */
    notifyCancelled: () => {},
  },
  guards: {
    isFormValid: ({ context }) => isAuditFormValid(context.values),
    isRunDone: (_, run: AuditRun) => isRunDone(run),
    isRunFailed: (_, run: AuditRun) => isRunFailed(run),
  },
  delays: { pollDelay: 700 },
}).createMachine({
  id: 'runAudit',
  context: ({ input }) => ({
    values: { url: input?.values?.url ?? '', keyword: input?.values?.keyword ?? '' },
    advanced: input?.advanced ?? false,
    errors: {},
    submitted: false,
    run: null,
    failure: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'audit.edit': {
          actions: assign(({ context, event }) => {
            const values = { ...context.values, [event.field]: event.value };
            return { values, errors: context.submitted ? auditFormErrors(values) : context.errors };
          }),
        },
        'audit.submit': { target: 'validating' },
        'audit.advancedChanged': { actions: assign({ advanced: ({ event }) => event.advanced }) },
      },
    },
    validating: {
      entry: assign(({ context }) => ({ submitted: true, errors: auditFormErrors(context.values), failure: null })),
      always: [{ guard: 'isFormValid', target: 'starting' }, { target: 'idle' }],
    },
    starting: {
      invoke: {
        src: 'startAudit',
        input: ({ context }) => ({
          url: context.values.url.trim(),
          keyword: context.values.keyword.trim(),
          advanced: context.advanced,
        }),
        onDone: { target: 'running', actions: assign({ run: ({ event }) => event.output }) },
        onError: {
          target: 'failed',
          actions: [
            assign({ failure: ({ event }) => toFailure(event.error) }),
            { type: 'notifyFailed', params: ({ event }) => ({ failure: toFailure(event.error) }) },
          ],
        },
      },
      on: { 'audit.cancel': { target: 'idle' } },
    },
    running: {
      initial: 'waiting',
      on: { 'audit.cancel': { target: 'cancelling' } },
      states: {
        waiting: { after: { pollDelay: { target: 'polling' } } },
        polling: {
          invoke: {
            src: 'pollAudit',
            input: ({ context }) => ({ runId: context.run?.run_id ?? '' }),
            onDone: [
              {
                guard: { type: 'isRunDone', params: ({ event }) => event.output },
                target: '#runAudit.done',
                actions: [
                  assign({ run: ({ event }) => event.output }),
                  {
                    type: 'showResult',
                    params: ({ event }) => ({ auditId: event.output.audit_id, tempId: event.output.temp_id }),
                  },
                ],
              },
              {
                guard: { type: 'isRunFailed', params: ({ event }) => event.output },
                target: '#runAudit.failed',
                actions: assign({
                  run: ({ event }) => event.output,
                  failure: ({ event }) => ({ kind: 'audit' as const, message: event.output.message }),
                }),
              },
              { target: 'waiting', actions: assign({ run: ({ event }) => event.output }) },
            ],
            onError: {
              target: '#runAudit.failed',
              actions: [
                assign({ failure: ({ event }) => toFailure(event.error) }),
                { type: 'notifyFailed', params: ({ event }) => ({ failure: toFailure(event.error) }) },
              ],
            },
          },
        },
      },
    },
    cancelling: {
      invoke: {
        src: 'cancelAudit',
        input: ({ context }) => ({ runId: context.run?.run_id ?? '' }),
        onDone: { target: 'idle', actions: [assign({ run: null }), 'notifyCancelled'] },
        // The run is abandoned either way; the person is back at the form.
        onError: { target: 'idle', actions: [assign({ run: null }), 'notifyCancelled'] },
      },
    },
    failed: {
      on: {
        'audit.edit': {
          target: 'idle',
          actions: assign(({ context, event }) => {
            const values = { ...context.values, [event.field]: event.value };
            return { values, errors: auditFormErrors(values), failure: null, run: null };
          }),
        },
        'audit.submit': { target: 'validating' },
      },
    },
    done: {},
  },
});
