import { assign, fromPromise, setup } from 'xstate';
import { toFailure, type ApiFailure } from '@machines/shared/failure';

export type DeleteAccountEvent =
  | { type: 'delete.open' }
  | { type: 'delete.cancel' }
  | { type: 'delete.type'; value: string }
  | { type: 'delete.confirm' };

export interface DeleteAccountContext {
  /** The account's e-mail: what has to be typed to confirm. */
  email: string;
  typed: string;
  failure: ApiFailure | null;
}

/** The typed text confirms when it is the account's e-mail (spaces around and letter case do not matter). */
export function confirmsEmail(typed: string, email: string): boolean {
  return email.length > 0 && typed.trim().toLowerCase() === email.trim().toLowerCase();
}

/**
 * Account deletion: a dialog asks for the e-mail, then DELETE /account/delete/;
 * on 200 `accountDeleted` (the feature clears the session and goes to /). A failure keeps the dialog
 * open with what was typed.
 */
export const deleteAccountMachine = setup({
  types: {} as { context: DeleteAccountContext; events: DeleteAccountEvent; input: { email: string } },
  actors: {
    deleteAccount: fromPromise<{ message?: string }>(async () => {
      throw new Error('deleteAccount actor not provided');
    }),
  },
  actions: {
    accountDeleted: (_, _params: { message?: string }) => {},
    notifyDeleteFailed: (_, _params: { failure: ApiFailure }) => {},
  },
  guards: {
    isEmailTyped: ({ context }) => confirmsEmail(context.typed, context.email),
  },
}).createMachine({
  id: 'deleteAccount',
  context: ({ input }) => ({ email: input.email, typed: '', failure: null }),
  initial: 'closed',
  states: {
    closed: { on: { 'delete.open': { target: 'confirming', actions: assign({ typed: '', failure: null }) } } },
    confirming: {
      on: {
        'delete.cancel': 'closed',
        'delete.type': { actions: assign({ typed: ({ event }) => event.value }) },
        'delete.confirm': { guard: 'isEmailTyped', target: 'deleting' },
      },
    },
    deleting: {
      entry: assign({ failure: null }),
      invoke: {
        id: 'deleteAccount',
        src: 'deleteAccount',
        onDone: {
          target: 'deleted',
          actions: { type: 'accountDeleted', params: ({ event }) => ({ message: event.output.message }) },
        },
        onError: {
          target: 'confirming',
          actions: [
            assign({ failure: ({ event }) => toFailure(event.error) }),
            { type: 'notifyDeleteFailed', params: ({ event }) => ({ failure: toFailure(event.error) }) },
          ],
        },
      },
    },
    deleted: { type: 'final' },
  },
});
