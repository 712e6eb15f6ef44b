import type { DoneActorEvent, ErrorActorEvent, EventObject } from 'xstate';
import { notifyDone, notifyFailed } from '../../shared/call-alerts';
import { sharedAssign } from '../../shared/state-fragment';
import { toFailure, type LeadSyncFailure, type ProviderDetails } from './lead-sync.types';

/**
 * What the two list providers (API key: Sendinblue and Mailchimp; OAuth: Constant Contact) share once they know
 * whether the account is connected: load the details, retry a failed load, choose and save
 * lists, log out. Both machines spread these states into theirs and declare the actors (`loadDetails`,
 * `saveLists`, `logout`), guards (`isConnected`, `hasAccess`, `isListMissing`) and notify actions they name.
 */

export interface ListAccountContext {
  details: ProviderDetails | null;
  /** Chosen list ids in the logged-in view. */
  selection: string[];
  /** The last failed call (drives the "needs attention" badge), null after a success. */
  lastFailure: LeadSyncFailure | null;
  loadFailure: LeadSyncFailure | null;
}

/** Saved lists that still exist preselect the multi-select. */
export const initialSelection = (details: ProviderDetails): string[] =>
  details.listIds.filter((id) => details.lists.some((list) => list.id === id));

/** After a successful save: the saved lists are the selection, and the provider's error is gone. */
export const withSavedLists = (details: ProviderDetails | null, selection: string[]): ProviderDetails | null =>
  details ? { ...details, listIds: selection, providerError: null } : null;

type Loaded = { event: DoneActorEvent<ProviderDetails> };
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
  const logout = { target: `#${machineId}.loggingOut` } as const;
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
          },
        },
        /** Save with no list ticked: "Choose at least one list" until the choice changes; nothing is sent. */
        noList: {
          on: { 'lists.changed': listsChanged, 'provider.logout': logout },
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
          actions: [update(() => ({ selection: [], lastFailure: null })), notifyDone()],
        },
        onError: { target: 'loggedIn', actions: [callFailed, notifyFailed()] },
      },
    },
  } as const;
}
