import { assign, fromPromise, setup } from 'xstate';
import { toFailure, type ApiFailure } from '@machines/shared/failure';

export type SignInCredentials =
  { method: 'password'; email: string; password: string } | { method: 'google'; accessToken: string };
export type SignInEvent =
  | { type: 'signIn.submit'; email: string; password: string }
  | { type: 'signIn.google'; accessToken: string }
  | { type: 'signIn.edited' };

export interface SignInContext {
  /** What the last attempt answered; cleared (with the missing-field flags) when the person edits. */
  failure: ApiFailure | null;
  /** Which fields are missing, checked before any call. */
  missing: { email: boolean; password: boolean };
  token: string | null;
  /** Who is signing in: the typed e-mail, or null for Google (which names nobody before the answer). */
  signer: string | null;
}

/** Both fields are required: an empty one is marked before any call to the server. */
export const missingFields = (email: string, password: string) => ({
  email: email.trim() === '',
  password: password === '',
});

/**
 * Sign-in: idle → submitting → signedIn (final), or back to idle with the failure kept for the form.
 * The `authenticate` slot is filled by the feature with the real login or Google call; `startSession` is the
 * feature's effect of a sign-in (store the token, go to the next page).
 */
export const signInMachine = setup({
  types: {} as { context: SignInContext; events: SignInEvent; output: { token: string } },
  actors: {
    authenticate: fromPromise<{ token: string }, SignInCredentials>(async () => {
      throw new Error('authenticate actor not provided');
    }),
  },
  actions: {
    /** The feature keeps the session (the token) and takes the person to the page they asked for. */
    startSession: (_, _params: { token: string; signer: string | null }) => {},
  },
  guards: {
    hasMissingField: ({ event }) => {
      if (event.type !== 'signIn.submit') return false;
      const missing = missingFields(event.email, event.password);
      return missing.email || missing.password;
    },
  },
}).createMachine({
  id: 'signIn',
  context: { failure: null, missing: { email: false, password: false }, token: null, signer: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'signIn.submit': [
          {
            guard: 'hasMissingField',
            actions: assign({ missing: ({ event }) => missingFields(event.email, event.password), failure: null }),
          },
          {
            target: 'submitting',
            actions: assign({
              missing: { email: false, password: false },
              failure: null,
              signer: ({ event }) => event.email.trim(),
            }),
          },
        ],
        'signIn.google': { target: 'submitting', actions: assign({ failure: null, signer: null }) },
        'signIn.edited': { actions: assign({ failure: null, missing: { email: false, password: false } }) },
      },
    },
    submitting: {
      invoke: {
        src: 'authenticate',
        input: ({ event }): SignInCredentials =>
          event.type === 'signIn.google'
            ? { method: 'google', accessToken: event.accessToken }
            : event.type === 'signIn.submit'
              ? { method: 'password', email: event.email.trim(), password: event.password }
              : { method: 'password', email: '', password: '' },
        onDone: {
          target: 'signedIn',
          actions: [
            assign({ token: ({ event }) => event.output.token }),
            {
              type: 'startSession',
              params: ({ context, event }) => ({ token: event.output.token, signer: context.signer }),
            },
          ],
        },
        onError: {
          target: 'idle',
          actions: assign({
            failure: ({ event }) => toFailure(event.error),
          }),
        },
      },
    },
    signedIn: { type: 'final' },
  },
  output: ({ context }) => ({ token: context.token ?? '' }),
});
