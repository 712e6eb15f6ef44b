import { and, assign, fromPromise, setup } from 'xstate';
import { notifyDone, notifyFailed } from '@machines/shared/call-alerts';
import {
  hasChosenList,
  toFailure,
  type LeadSyncFailure,
  type MessageOutput,
  type ProviderDetails,
} from './lead-sync.types';
import { listAccountStates, type ListAccountContext, type ListAccountEvent } from './list-account.states';

/**
 * Constant Contact: OAuth 2 authorization code with PKCE, then the account, its lists and Save.
 * loggedOut → authorizing (starting | waiting) → exchanging → loading → loggedIn.
 * A window that comes back from the provider with `code` and `state` starts in `returning`: the feature's
 * `resolveReturn` actor decides whether this window exchanges the code (its own pending authorization
 * matches the state), hands it to the window that started the flow, or refuses it (missing or other state:
 * nothing is sent). The PKCE verifier never enters the machine: the feature keeps it in sessionStorage.
 */

/** What the provider put in the address of the return. */
export interface OAuthReturn {
  code?: string;
  state?: string;
  error?: string;
}

export type ReturnOutcome = 'exchange' | 'relayed' | 'refused' | 'denied';

export type CcNotice = 'state_mismatch' | 'access_denied' | 'handed_over';

export interface ConstantContactContext extends ListAccountContext {
  redirectUri: string;
  /** The `state` of the authorization this window started (compared with what comes back). */
  pendingState: string | null;
  /** The code/state this window was given (its own return, or relayed by the window it opened). */
  returned: OAuthReturn | null;
}

export type ConstantContactEvent =
  | { type: 'cc.connect'; target: unknown }
  | { type: 'cc.returned'; code?: string; state?: string; error?: string }
  | { type: 'cc.cancel' }
  | ListAccountEvent;

export const OAUTH_SCOPES = ['contact_data', 'offline_access', 'account_read'] as const;

/** The OAuth 2 authorization-code request (RFC 6749) with PKCE (RFC 7636). */
export function buildAuthorizationUrl(options: {
  authorizeUrl: string;
  clientId: string;
  redirectUri: string;
  state: string;
  codeChallenge: string;
}): string {
  const url = new URL(options.authorizeUrl);
  url.searchParams.set('client_id', options.clientId);
  url.searchParams.set('redirect_uri', options.redirectUri);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('scope', OAUTH_SCOPES.join(' '));
  url.searchParams.set('state', options.state);
  url.searchParams.set('code_challenge', options.codeChallenge);
  url.searchParams.set('code_challenge_method', 'S256');
  return url.toString();
}

/** A return is only accepted for the exact state this window sent. */
export const isExpectedState = (expected: string | null, received: string | undefined): boolean =>
  !!expected && !!received && expected === received;

// Constant Contact's calls take nothing besides their own data.
const { loading, loadFailed, loggedIn, loggingOut } = listAccountStates<
  ConstantContactContext,
  ConstantContactEvent,
  Record<never, never>
>('constantContact', () => ({}));

export const constantContactMachine = setup({
  types: {} as {
    context: ConstantContactContext;
    events: ConstantContactEvent;
    input: { redirectUri: string; returned: OAuthReturn | null };
  },
  actors: {
    loadDetails: fromPromise<ProviderDetails>(async () => {
      throw new Error('loadDetails actor not provided');
    }),
    /** Creates state + verifier, keeps them, and sends `target` (or this window) to the provider; resolves to the state. */
    startAuthorization: fromPromise<{ state: string }, { target: unknown; redirectUri: string }>(async () => {
      throw new Error('startAuthorization actor not provided');
    }),
    resolveReturn: fromPromise<{ outcome: ReturnOutcome }, OAuthReturn>(async () => {
      throw new Error('resolveReturn actor not provided');
    }),
    exchangeCode: fromPromise<MessageOutput, { code: string; redirectUri: string }>(async () => {
      throw new Error('exchangeCode actor not provided');
    }),
    saveLists: fromPromise<MessageOutput, { ids: string[] }>(async () => {
      throw new Error('saveLists actor not provided');
    }),
    logout: fromPromise<MessageOutput>(async () => {
      throw new Error('logout actor not provided');
    }),
    checkConnection: fromPromise<MessageOutput>(async () => {
      throw new Error('checkConnection actor not provided');
    }),
  },
  actions: {
    notifySuccess: (_, _params: { message?: string }) => {},
    notifyFailure: (_, _params: { failure: LeadSyncFailure }) => {},
    notifyNotice: (_, _params: { notice: CcNotice }) => {},
    /** Tells the window that relayed the return that it may close (the feature answers over BroadcastChannel). */
    acknowledgeReturn: (_, _params: { state: string }) => {},
  },
  guards: {
    hasReturn: ({ context }) => context.returned !== null,
    isConnected: (_, params: { details: ProviderDetails }) => !!params.details.profile,
    hasAccess: ({ context }) => !!context.details?.hasAccess,
    isListMissing: ({ context }) => !!context.details?.hasAccess && !hasChosenList(context.selection),
    isOutcome: (_, params: { outcome: ReturnOutcome; expected: ReturnOutcome }) => params.outcome === params.expected,
    isExpectedReturn: ({ context, event }) =>
      event.type === 'cc.returned' && isExpectedState(context.pendingState, event.state),
    hasCode: ({ event }) => event.type === 'cc.returned' && !!event.code,
  },
}).createMachine({
  id: 'constantContact',
  context: ({ input }) => ({
    redirectUri: input.redirectUri,
    details: null,
    pendingState: null,
    returned: input.returned,
    selection: [],
    lastFailure: null,
    loadFailure: null,
    checkResult: null,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'hasReturn', target: 'returning' }, { target: 'loading' }],
    },
    returning: {
      invoke: {
        id: 'resolveReturn',
        src: 'resolveReturn',
        input: ({ context }) => context.returned ?? {},
        onDone: [
          {
            guard: {
              type: 'isOutcome',
              params: ({ event }) => ({ outcome: event.output.outcome, expected: 'exchange' }),
            },
            target: 'exchanging',
          },
          {
            guard: {
              type: 'isOutcome',
              params: ({ event }) => ({ outcome: event.output.outcome, expected: 'relayed' }),
            },
            target: 'handedOver',
            actions: [assign({ returned: null }), { type: 'notifyNotice', params: { notice: 'handed_over' } }],
          },
          {
            guard: {
              type: 'isOutcome',
              params: ({ event }) => ({ outcome: event.output.outcome, expected: 'denied' }),
            },
            target: 'loading',
            actions: [assign({ returned: null }), { type: 'notifyNotice', params: { notice: 'access_denied' } }],
          },
          {
            target: 'loading',
            actions: [assign({ returned: null }), { type: 'notifyNotice', params: { notice: 'state_mismatch' } }],
          },
        ],
        onError: {
          target: 'loading',
          actions: [assign({ returned: null }), { type: 'notifyNotice', params: { notice: 'state_mismatch' } }],
        },
      },
    },
    /** This window gave its code to the window that started the flow; nothing more happens here. */
    handedOver: {},
    loading,
    loadFailed,
    loggedOut: {
      on: { 'cc.connect': { guard: 'hasAccess', target: 'authorizing' } },
    },
    authorizing: {
      initial: 'starting',
      on: {
        'cc.cancel': { target: 'loggedOut', actions: assign({ pendingState: null }) },
      },
      states: {
        starting: {
          invoke: {
            id: 'startAuthorization',
            src: 'startAuthorization',
            input: ({ context, event }) => ({
              target: event.type === 'cc.connect' ? event.target : null,
              redirectUri: context.redirectUri,
            }),
            onDone: { target: 'waiting', actions: assign({ pendingState: ({ event }) => event.output.state }) },
            onError: {
              target: '#constantContact.loggedOut',
              actions: notifyFailed(),
            },
          },
        },
        /** The provider's page is open in another window; its return arrives as `cc.returned`. */
        waiting: {
          on: {
            'cc.connect': { target: 'starting', reenter: true },
            'cc.returned': [
              {
                guard: and(['isExpectedReturn', 'hasCode']),
                target: '#constantContact.exchanging',
                actions: [
                  { type: 'acknowledgeReturn', params: ({ event }) => ({ state: event.state ?? '' }) },
                  assign({ returned: ({ event }) => ({ code: event.code, state: event.state }), pendingState: null }),
                ],
              },
              {
                guard: 'isExpectedReturn',
                target: '#constantContact.loggedOut',
                actions: [
                  { type: 'acknowledgeReturn', params: ({ event }) => ({ state: event.state ?? '' }) },
                  assign({ pendingState: null }),
                  { type: 'notifyNotice', params: { notice: 'access_denied' } },
                ],
              },
            ],
          },
        },
      },
    },
    exchanging: {
      invoke: {
        id: 'exchangeCode',
        src: 'exchangeCode',
        input: ({ context }) => ({ code: context.returned?.code ?? '', redirectUri: context.redirectUri }),
        onDone: {
          target: 'loading',
          actions: [assign({ returned: null, lastFailure: null }), notifyDone()],
        },
        onError: {
          target: 'loading',
          actions: [assign({ returned: null, lastFailure: ({ event }) => toFailure(event.error) }), notifyFailed()],
        },
      },
    },
    loggedIn,
    loggingOut,
  },
});

export type ConstantContactMachine = typeof constantContactMachine;
