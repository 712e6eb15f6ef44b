import { assign, fromPromise, setup } from 'xstate';
import {
  emptyDetails,
  hasNoErrors,
  validateBilling,
  type BillingDetails,
  type BillingField,
  type DetailErrors,
} from '../../shared/billing-details.rules';
import { toFailure, type ApiFailure } from '../../shared/failure';

/**
 * The billing-details form (/billing-details, the company and address invoices are made out to): load, edit
 * with validation, save. What was typed stays after a failed save; `isDirty` tells the page to guard leaving.
 */

export interface BillingDetailsContext {
  saved: BillingDetails;
  values: BillingDetails;
  errors: DetailErrors;
  submitted: boolean;
  failure: ApiFailure | null;
}

export type BillingDetailsEvent =
  | { type: 'billing.fieldChanged'; field: BillingField; value: string }
  | { type: 'billing.submit' }
  | { type: 'billing.retry' };

/** Unsaved changes: any field differs from what the server has. */
export function isDirty(context: Pick<BillingDetailsContext, 'saved' | 'values'>): boolean {
  return (Object.keys(context.values) as BillingField[]).some((key) => context.values[key] !== context.saved[key]);
}

export const billingDetailsMachine = setup({
  types: {} as { context: BillingDetailsContext; events: BillingDetailsEvent },
  actors: {
    loadDetails: fromPromise<BillingDetails, void>(async () => {
      throw new Error('loadDetails actor not provided');
    }),
    saveDetails: fromPromise<{ message?: string }, BillingDetails>(async () => {
      throw new Error('saveDetails actor not provided');
    }),
  },
  actions: {
    notifySaved: (_, _params: { message?: string }) => {},
    notifyFailure: (_, _params: { failure: ApiFailure }) => {},
  },
  guards: {
    isValid: ({ context }) => hasNoErrors(validateBilling(context.values)),
  },
}).createMachine({
  id: 'billingDetails',
  context: { saved: emptyDetails(), values: emptyDetails(), errors: {}, submitted: false, failure: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadDetails',
        onDone: {
          target: 'editing',
          actions: assign({ saved: ({ event }) => event.output, values: ({ event }) => event.output, failure: null }),
        },
        onError: { target: 'loadFailed', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
      },
    },
    loadFailed: {
      on: { 'billing.retry': 'loading' },
    },
    editing: {
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
        input: ({ context }) => context.values,
        onDone: {
          target: 'editing',
          actions: [
            assign({ saved: ({ context }) => context.values, submitted: false, failure: null }),
            { type: 'notifySaved', params: ({ event }) => ({ message: event.output.message }) },
          ],
        },
        onError: {
          target: 'editing',
          actions: [
            assign({ failure: ({ event }) => toFailure(event.error) }),
            { type: 'notifyFailure', params: ({ event }) => ({ failure: toFailure(event.error) }) },
          ],
        },
      },
    },
  },
});
