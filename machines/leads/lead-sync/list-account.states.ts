import type { DoneActorEvent, ErrorActorEvent, EventObject } from 'xstate';
import { notifyDone, notifyFailed } from '@machines/shared/call-alerts';
import { sharedAssign } from '@machines/shared/state-fragment';
import { toFailure, type LeadSyncFailure, type ProviderDetails } from './lead-sync.types';

/**
 * What the two list providers (API key: Sendinblue and Mailchimp; OAuth: Constant Contact) share once they know
 * whether the account is connected: load the details, retry a failed load, choose and save
 * lists, test the connection, log out after a confirmation. Both machines spread these states into theirs and declare
 * the actors (`loadDetails`, `saveLists`, `checkConnection`, `logout`), guards (`isConnected`, `hasAccess`,
 * `isListMissing`) and notify actions they name.
 */

export interface ListAccountContext {
  details: ProviderDetails | null;
  /** Chosen list ids in the logged-in view. */
  selection: string[];
  /** The last failed call (drives the "needs attention" badge), null after a success. */
  lastFailure: LeadSyncFailure | null;
  loadFailure: LeadSyncFailure | null;
  /** The provider's answer to the last Test of the connection, shown beside it; null before one or after a change. */
  checkResult: string | null;
}

/** The connection events every list provider takes (the connected view sends them). */
export type ListAccountEvent =
  | { type: 'lists.changed'; ids: string[] }
  | { type: 'lists.save' }
  | { type: 'provider.check' }
  | { type: 'provider.logout' }
  | { type: 'provider.logoutConfirmed' }
  | { type: 'provider.logoutCancelled' }
  | { type: 'provider.retry' };

/** Saved lists that still exist preselect the multi-select. */
export const initialSelection = (details: ProviderDetails): string[] =>
  details.listIds.filter((id) => details.lists.some((list) => list.id === id));

/** After a successful save: the saved lists are the selection, and the provider's error is gone. */
export const withSavedLists = (details: ProviderDetails | null, selection: string[]): ProviderDetails | null =>
  details ? { ...details, listIds: selection, providerError: null } : null;

type Loaded = { event: DoneActorEvent<ProviderDetails> };
type Checked = { event: DoneActorEvent<{ message?: string }> };
type Failed = { event: ErrorActorEvent };
type ListsChanged = { type: 'lists.changed'; ids: string[] };

/**
 * The states `loading`, `loadFailed`, `loggedIn` (idle | saving) and `loggingOut` of the machine `machineId`.
 * `callInput` is what each of its calls takes besides its own data (the API-key machine names its provider).
 */
export function listAccountStates<
  TContext extends ListAccountContext,
  TEvent extends EventObject,
  TCallInput extends object,
>(machineId: string, callInput: (context: TContext) => TCallInput) {
  const update = sharedAssign<TContext, TEvent, ListAccountContext>();
  const callFailed = update(({ event }: Failed) => ({ lastFailure: toFailure<LeadSyncFailure>(event.error) }));
  /** What the connected view accepts while no call runs. */
  const listsChanged = {
    target: 'idle',
    actions: update(({ event }: { event: ListsChanged }) => ({ selection: event.ids })),
  } as const;
  /** Disconnect asks first: it stops sending new leads to the provider. */
  const logout = { target: 'confirmingLogout' } as const;
  return {
    loading: {
      invoke: {
        id: 'loadDetails',
        src: 'loadDetails',
        input: ({ context }: { context: TContext }) => callInput(context),
        onDone: [
          {
            guard: { type: 'isConnected', params: ({ event }: Loaded) => ({ details: event.output }) },
            target: 'loggedIn',
            actions: update(({ event }: Loaded) => ({
              details: event.output,
              selection: initialSelection(event.output),
              loadFailure: null,
            })),
          },
          {
            target: 'loggedOut',
            actions: update(({ event }: Loaded) => ({ details: event.output, loadFailure: null })),
          },
        ],
        onError: {
          target: 'loadFailed',
          actions: update(({ event }: Failed) => ({ loadFailure: toFailure<LeadSyncFailure>(event.error) })),
        },
      },
    },
    loadFailed: {
      on: { 'provider.retry': 'loading' },
    },
    loggedIn: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'lists.changed': listsChanged,
            'lists.save': [
              { guard: 'isListMissing', target: 'noList' },
              { guard: 'hasAccess', target: 'saving' },
            ],
            'provider.logout': logout,
            'provider.check': { guard: 'hasAccess', target: 'checking' },
          },
        },
        /** Save with no list ticked: "Choose at least one list" until the choice changes; nothing is sent. */
        noList: {
          on: { 'lists.changed': listsChanged, 'provider.logout': logout },
        },
        /** "Disconnect <provider>?": new leads stop going there; nothing already sent is removed. */
        confirmingLogout: {
          on: {
            'provider.logoutConfirmed': { target: `#${machineId}.loggingOut` },
            'provider.logoutCancelled': { target: 'idle' },
          },
        },
        /** Test: the provider is asked whether it still takes the saved connection (no lead is sent). */
        checking: {
          entry: update(() => ({ checkResult: null })),
          invoke: {
            id: 'checkConnection',
            src: 'checkConnection',
            input: ({ context }: { context: TContext }) => callInput(context),
            onDone: {
              target: 'idle',
              actions: update(({ event }: Checked) => ({ checkResult: event.output.message ?? '', lastFailure: null })),
            },
            onError: { target: 'idle', actions: [callFailed, notifyFailed()] },
          },
        },
        saving: {
          invoke: {
            id: 'saveLists',
            src: 'saveLists',
            input: ({ context }: { context: TContext }) => ({ ...callInput(context), ids: context.selection }),
            onDone: {
              target: 'idle',
              actions: [
                update(({ context }) => ({
                  details: withSavedLists(context.details, context.selection),
                  lastFailure: null,
                })),
                notifyDone(),
              ],
            },
            onError: { target: 'idle', actions: [callFailed, notifyFailed()] },
          },
        },
      },
    },
    loggingOut: {
      invoke: {
        id: 'logout',
        src: 'logout',
        input: ({ context }: { context: TContext }) => callInput(context),
        onDone: {
          target: 'loading',
          actions: [update(() => ({ selection: [], lastFailure: null, checkResult: null })), notifyDone()],
        },
        onError: { target: 'loggedIn', actions: [callFailed, notifyFailed()] },
      },
    },
  } as const;
}
