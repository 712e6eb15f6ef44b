import { assign, fromPromise, setup } from 'xstate';
import { toFailure, type ApiFailure } from '@machines/shared/failure';

export type EmailConfirmationEvent = { type: 'confirmation.retry' };

export interface EmailConfirmationContext {
  key: string;
  email: string | null;
  message: string | null;
  failure: ApiFailure | null;
}

/** A key is something to send: letters, digits, dot, dash and underscore, up to 200 characters. */
export const isConfirmationKey = (key: string): boolean => /^[A-Za-z0-9._-]{1,200}$/.test(key);

/**
 * /email-confirmation?key=…: sends the link's key once, then shows confirmed or why not. A missing
 * or malformed key never reaches the server. A failed call (network, 500) can be retried.
 */
export const emailConfirmationMachine = setup({
  types: {} as { context: EmailConfirmationContext; events: EmailConfirmationEvent; input: { key: string } },
  actors: {
    confirmEmail: fromPromise<{ message: string; email: string }, { key: string }>(async () => {
      throw new Error('confirmEmail actor not provided');
    }),
  },
  guards: {
    hasKey: ({ context }) => isConfirmationKey(context.key),
  },
}).createMachine({
  id: 'emailConfirmation',
  context: ({ input }) => ({ key: input.key.trim(), email: null, message: null, failure: null }),
  initial: 'checking',
  states: {
    checking: { always: [{ guard: 'hasKey', target: 'confirming' }, { target: 'missingKey' }] },
    missingKey: { type: 'final' },
    confirming: {
      entry: assign({ failure: null }),
      invoke: {
        id: 'confirmEmail',
        src: 'confirmEmail',
        input: ({ context }) => ({ key: context.key }),
        onDone: {
          target: 'confirmed',
          actions: assign(({ event }) => ({ email: event.output.email, message: event.output.message })),
        },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
      },
    },
    confirmed: { type: 'final' },
    failed: { on: { 'confirmation.retry': 'confirming' } },
  },
});
