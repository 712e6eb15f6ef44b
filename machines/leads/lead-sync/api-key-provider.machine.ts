import { assign, fromPromise, setup } from 'xstate';
import { notifyDone, notifyFailed } from '@machines/shared/call-alerts';
import {
  hasChosenList,
  toFailure,
  type ApiKeyProvider,
  type LeadSyncFailure,
  type MessageOutput,
  type ProviderDetails,
} from './lead-sync.types';
import { listAccountStates, type ListAccountContext, type ListAccountEvent } from './list-account.states';

/**
 * Sendinblue and Mailchimp (API key login, then lists): one machine, configured per provider by its input.
 * loading → loggedOut (editing | invalid) → loggingIn → loading → loggedIn (idle | saving | checking |
 * confirmingLogout) → loggingOut → loading.
 * Every call is an actor slot the feature fills; alerts leave through the two notify actions.
 * A failure keeps what was typed (the key, the chosen lists).
 */

export interface ApiKeyProviderContext extends ListAccountContext {
  provider: ApiKeyProvider;
  /** The API key being typed; never persisted, cleared once the login succeeded. */
  key: string;
}

export type ApiKeyProviderEvent = { type: 'key.changed'; value: string } | { type: 'key.login' } | ListAccountEvent;

export const isKeyBlank = (key: string): boolean => key.trim() === '';
export const hasAccess = (details: ProviderDetails | null): boolean => !!details?.hasAccess;
export { initialSelection } from './list-account.states';

const { loading, loadFailed, loggedIn, loggingOut } = listAccountStates<
  ApiKeyProviderContext,
  ApiKeyProviderEvent,
  { provider: ApiKeyProvider }
>('apiKeyProvider', (context) => ({ provider: context.provider }));

export const apiKeyProviderMachine = setup({
  types: {} as {
    context: ApiKeyProviderContext;
    events: ApiKeyProviderEvent;
    input: { provider: ApiKeyProvider };
  },
  actors: {
    loadDetails: fromPromise<ProviderDetails, { provider: ApiKeyProvider }>(async () => {
      throw new Error('loadDetails actor not provided');
    }),
    login: fromPromise<MessageOutput, { provider: ApiKeyProvider; key: string }>(async () => {
      throw new Error('login actor not provided');
    }),
    saveLists: fromPromise<MessageOutput, { provider: ApiKeyProvider; ids: string[] }>(async () => {
      throw new Error('saveLists actor not provided');
    }),
    logout: fromPromise<MessageOutput, { provider: ApiKeyProvider }>(async () => {
      throw new Error('logout actor not provided');
    }),
    checkConnection: fromPromise<MessageOutput, { provider: ApiKeyProvider }>(async () => {
      throw new Error('checkConnection actor not provided');
    }),
  },
  actions: {
    /** Filled by the feature: the server's message as a success alert. */
    notifySuccess: (_, _params: { message?: string }) => {},
    /** Filled by the feature: the danger alert (the server's message, or "went wrong" when the call failed). */
    notifyFailure: (_, _params: { failure: LeadSyncFailure }) => {},
  },
  guards: {
    isConnected: (_, params: { details: ProviderDetails }) => !!params.details.profile,
    canLogin: ({ context }) => hasAccess(context.details) && !isKeyBlank(context.key),
    isKeyMissing: ({ context }) => hasAccess(context.details) && isKeyBlank(context.key),
    hasAccess: ({ context }) => hasAccess(context.details),
    isListMissing: ({ context }) => !!context.details?.hasAccess && !hasChosenList(context.selection),
  },
}).createMachine({
  id: 'apiKeyProvider',
  context: ({ input }) => ({
    provider: input.provider,
    details: null,
    key: '',
    selection: [],
    lastFailure: null,
    loadFailure: null,
    checkResult: null,
  }),
  initial: 'loading',
  states: {
    loading,
    loadFailed,
    loggedOut: {
      initial: 'editing',
      on: {
        'key.changed': { target: '.editing', actions: assign({ key: ({ event }) => event.value }) },
        'key.login': [
          { guard: 'canLogin', target: 'loggingIn' },
          { guard: 'isKeyMissing', target: '.invalid' },
        ],
      },
      states: {
        editing: {},
        /** Login without a key: error styling until the next keystroke; the key is required. */
        invalid: {},
      },
    },
    loggingIn: {
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ context }) => ({ provider: context.provider, key: context.key.trim() }),
        onDone: {
          target: 'loading',
          actions: [notifyDone(), assign({ key: '', lastFailure: null })],
        },
        onError: {
          target: 'loggedOut',
          actions: [assign({ lastFailure: ({ event }) => toFailure(event.error) }), notifyFailed()],
        },
      },
    },
    loggedIn,
    loggingOut,
  },
});

export type ApiKeyProviderMachine = typeof apiKeyProviderMachine;
