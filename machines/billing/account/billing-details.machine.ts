import { assign, fromPromise, setup } from 'xstate';
import {
  emptyDetails,
  hasNoErrors,
  validateBilling,
  type BillingDetails,
  type BillingField,
  type DetailErrors,
} from '@machines/shared/billing-details.rules';
import { notifyFailed } from '@machines/shared/call-alerts';
import { isConflict, toFailure, type ApiFailure } from '@machines/shared/failure';
import { typedOverLatest } from '@machines/shared/typed-over-latest';

/**
 * The billing-details form (/billing-details, the company and address invoices are made out to): load, edit
 * with validation, save. What was typed stays after a failed save; `isDirty` tells the page to guard leaving.
 * A save another session overtook (409) goes to `editing.conflict`: typing goes on, saving waits until
 * *Load their changes* has laid what was typed over theirs.
 */

/** The details as loaded, with the version a save sends. */
export interface LoadedDetails {
  details: BillingDetails;
  version: number;
}

export interface BillingDetailsContext {
  saved: BillingDetails;
  values: BillingDetails;
  /** The server's version of `saved`: a save sends it, and a stale one is refused (409). */
  version: number;
  errors: DetailErrors;
  submitted: boolean;
  failure: ApiFailure | null;
}

export type BillingDetailsEvent =
  | { type: 'billing.fieldChanged'; field: BillingField; value: string }
  | { type: 'billing.submit' }
  | { type: 'billing.retry' }
  | { type: 'billing.loadLatest' };

/** Unsaved changes: any field differs from what the server has. */
export function isDirty(context: Pick<BillingDetailsContext, 'saved' | 'values'>): boolean {
  return (Object.keys(context.values) as BillingField[]).some((key) => context.values[key] !== context.saved[key]);
}

export const billingDetailsMachine = setup({
  types: {} as { context: BillingDetailsContext; events: BillingDetailsEvent },
  actors: {
    loadDetails: fromPromise<LoadedDetails, void>(async () => {
      throw new Error('loadDetails actor not provided');
    }),
    saveDetails: fromPromise<{ message?: string; version: number }, LoadedDetails>(async () => {
      throw new Error('saveDetails actor not provided');
    }),
  },
  actions: {
    notifySaved: (_, _params: { message?: string }) => {},
    notifyFailure: (_, _params: { failure: ApiFailure }) => {},
  },
  guards: {
    isValid: ({ context }) => hasNoErrors(validateBilling(context.values)),
    isConflict,
  },
}).createMachine({
  id: 'billingDetails',
  context: { saved: emptyDetails(), values: emptyDetails(), version: 1, errors: {}, submitted: false, failure: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadDetails',
        onDone: {
          target: 'editing',
          actions: assign(({ event }) => ({
            saved: event.output.details,
            values: event.output.details,
            version: event.output.version,
            failure: null,
          })),
        },
        onError: { target: 'loadFailed', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
      },
    },
    loadFailed: {
      on: { 'billing.retry': 'loading' },
    },
    editing: {
      initial: 'idle',
      states: {
        idle: {},
        // Someone else saved since the load: nothing was saved here, and nothing is until theirs is loaded.
        conflict: {
          on: {
            'billing.submit': undefined,
            'billing.loadLatest': '#billingDetails.loadingLatest',
          },
        },
      },
      on: {
        'billing.fieldChanged': {
          actions: assign(({ context, event }) => {
            const values = { ...context.values, [event.field]: event.value };
            return { values, errors: context.submitted ? validateBilling(values) : {} };
          }),
        },
        'billing.submit': [
          { guard: 'isValid', target: 'saving', actions: assign({ submitted: true, errors: {} }) },
          { actions: assign(({ context }) => ({ submitted: true, errors: validateBilling(context.values) })) },
        ],
      },
    },
    saving: {
      invoke: {
        src: 'saveDetails',
        input: ({ context }) => ({ details: context.values, version: context.version }),
        onDone: {
          target: 'editing',
          actions: [
            assign(({ context, event }) => ({
              saved: context.values,
              version: event.output.version,
              submitted: false,
              failure: null,
            })),
            { type: 'notifySaved', params: ({ event }) => ({ message: event.output.message }) },
          ],
        },
        onError: [
          { guard: 'isConflict', target: 'editing.conflict' },
          {
            target: 'editing',
            actions: [assign({ failure: ({ event }) => toFailure(event.error) }), notifyFailed()],
          },
        ],
      },
    },
    loadingLatest: {
      invoke: {
        src: 'loadDetails',
        onDone: {
          target: 'editing',
          actions: assign(({ context, event }) => ({
            values: typedOverLatest(context.saved, context.values, event.output.details),
            saved: event.output.details,
            version: event.output.version,
          })),
        },
        onError: {
          target: 'editing.conflict',
          actions: notifyFailed(),
        },
      },
    },
  },
});
