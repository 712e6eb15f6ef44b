import { assign, fromPromise, setup } from 'xstate';
import {
  toFailure,
  type ApiKeyProvider,
  type LeadSyncFailure,
  type MessageOutput,
  type ProviderDetails,
} from './lead-sync.types';

/**
 * Sendinblue and Mailchimp (spec part 2 §2/§4/§5): one machine, configured per provider by its input.
 * loading → loggedOut (editing | invalid) → loggingIn → loading → loggedIn (idle | saving) → loggingOut → loading.
 * Every call is an actor slot the feature fills; alerts leave through the two notify actions.
 * A failure keeps what was typed (the key, the chosen lists).
 */

export interface ApiKeyProviderContext {
  provider: ApiKeyProvider;
  details: ProviderDetails | null;
  /** The API key being typed; never persisted, cleared once the login succeeded. */
  key: string;
  /** Chosen list ids in the logged-in view. */
  selection: string[];
  /** The last failed call (drives the "needs attention" badge), null after a success. */
  lastFailure: LeadSyncFailure | null;
  loadFailure: LeadSyncFailure | null;
}

export type ApiKeyProviderEvent =
  | { type: 'key.changed'; value: string }
  | { type: 'key.login' }
  | { type: 'lists.changed'; ids: string[] }
  | { type: 'lists.save' }
  | { type: 'provider.logout' }
  | { type: 'provider.retry' };

export const isKeyBlank = (key: string): boolean => key.trim() === '';
export const hasAccess = (details: ProviderDetails | null): boolean => !!details?.hasAccess;
/** Saved lists that still exist preselect the multi-select. */
export const initialSelection = (details: ProviderDetails): string[] =>
  details.listIds.filter((id) => details.lists.some((list) => list.id === id));

/** After a successful save: the saved lists are the selection, and the provider's error is gone. */
export const withSavedLists = (details: ProviderDetails | null, selection: string[]): ProviderDetails | null =>
  details ? { ...details, listIds: selection, providerError: null } : null;

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
  },
  actions: {
    /** Filled by the feature: the server's message as a success alert. */
    notifySuccess: (_, _params: { message?: string }) => {},
    /** Filled by the feature: §8's danger alert. */
    notifyFailure: (_, _params: { failure: LeadSyncFailure }) => {},
  },
  guards: {
    isConnected: (_, params: { details: ProviderDetails }) => !!params.details.profile,
    canLogin: ({ context }) => hasAccess(context.details) && !isKeyBlank(context.key),
    isKeyMissing: ({ context }) => hasAccess(context.details) && isKeyBlank(context.key),
    hasAccess: ({ context }) => hasAccess(context.details),
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
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadDetails',
        src: 'loadDetails',
        input: ({ context }) => ({ provider: context.provider }),
        onDone: [
          {
            guard: { type: 'isConnected', params: ({ event }) => ({ details: event.output }) },
            target: 'loggedIn',
            actions: assign({
              details: ({ event }) => event.output,
              selection: ({ event }) => initialSelection(event.output),
              loadFailure: null,
            }),
          },
          { target: 'loggedOut', actions: assign({ details: ({ event }) => event.output, loadFailure: null }) },
        ],
        onError: { target: 'loadFailed', actions: assign({ loadFailure: ({ event }) => toFailure(event.error) }) },
      },
    },
    loadFailed: {
      on: { 'provider.retry': 'loading' },
    },
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
        /** Login without a key: error styling until the next keystroke (§5). */
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
          actions: [
            { type: 'notifySuccess', params: ({ event }) => ({ message: event.output.message }) },
            assign({ key: '', lastFailure: null }),
          ],
        },
        onError: {
          target: 'loggedOut',
          actions: [
            assign({ lastFailure: ({ event }) => toFailure(event.error) }),
            { type: 'notifyFailure', params: ({ event }) => ({ failure: toFailure(event.error) }) },
          ],
        },
      },
    },
    loggedIn: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'lists.changed': { actions: assign({ selection: ({ event }) => event.ids }) },
            'lists.save': { guard: 'hasAccess', target: 'saving' },
            'provider.logout': { target: '#apiKeyProvider.loggingOut' },
          },
        },
        saving: {
          invoke: {
            id: 'saveLists',
            src: 'saveLists',
            input: ({ context }) => ({ provider: context.provider, ids: context.selection }),
            onDone: {
              target: 'idle',
              actions: [
                assign({
                  details: ({ context }) => withSavedLists(context.details, context.selection),
                  lastFailure: null,
                }),
                { type: 'notifySuccess', params: ({ event }) => ({ message: event.output.message }) },
              ],
            },
            onError: {
              target: 'idle',
              actions: [
                assign({ lastFailure: ({ event }) => toFailure(event.error) }),
                { type: 'notifyFailure', params: ({ event }) => ({ failure: toFailure(event.error) }) },
              ],
            },
          },
        },
      },
    },
    loggingOut: {
      invoke: {
        id: 'logout',
        src: 'logout',
        input: ({ context }) => ({ provider: context.provider }),
        onDone: {
          target: 'loading',
          actions: [
            { type: 'notifySuccess', params: ({ event }) => ({ message: event.output.message }) },
            assign({ selection: [], lastFailure: null }),
          ],
        },
        onError: {
          target: 'loggedIn',
          actions: [
            assign({ lastFailure: ({ event }) => toFailure(event.error) }),
            { type: 'notifyFailure', params: ({ event }) => ({ failure: toFailure(event.error) }) },
          ],
        },
      },
    },
  },
});

export type ApiKeyProviderMachine = typeof apiKeyProviderMachine;
