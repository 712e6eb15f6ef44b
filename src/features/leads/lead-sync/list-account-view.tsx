import type { ReactElement, ReactNode } from 'react';
import type { ListAccountContext } from '@machines/leads/lead-sync/list-account.states';
import type { LeadSyncProvider, ProviderDetails, ProviderProfile } from '@machines/leads/lead-sync/lead-sync.types';
import { ConnectedAccount, type ConnectedEvent } from './connected-account';
import { LoadState } from './load-state';

/** What a list provider's snapshot offers (the states of machines/leads/lead-sync/list-account.states.ts). */
interface ListAccountSnapshot {
  context: ListAccountContext;
  matches(
    state:
      | 'loading'
      | 'loadFailed'
      | 'loggedIn'
      | 'loggingOut'
      | { loggedIn: 'saving' | 'noList' | 'checking' | 'confirmingLogout' },
  ): boolean;
}

interface ListAccountViewOptions {
  provider: LeadSyncProvider;
  snapshot: ListAccountSnapshot;
  send: (event: ConnectedEvent | { type: 'provider.retry' }) => void;
  /** What the provider shows between the connected account and its lists. */
  extra?: (profile: ProviderProfile) => ReactNode;
}

/**
 * The part of a list provider's panel (API key or OAuth) that doesn't depend on how it connects: the load state,
 * or the connected account with its lists. Otherwise the details, for the panel's own way to connect.
 */
export function listAccountView({
  provider,
  snapshot,
  send,
  extra,
}: ListAccountViewOptions): { view: ReactElement } | { details: ProviderDetails } {
  const { details, selection, loadFailure, checkResult } = snapshot.context;
  if (!details || snapshot.matches('loading') || snapshot.matches('loadFailed')) {
    const failure = snapshot.matches('loadFailed') ? loadFailure : null;
    return { view: <LoadState failure={failure} onRetry={() => send({ type: 'provider.retry' })} /> };
  }
  if (!details.profile || !(snapshot.matches('loggedIn') || snapshot.matches('loggingOut'))) return { details };
  return {
    view: (
      <ConnectedAccount
        provider={provider}
        details={details}
        profile={details.profile}
        selection={selection}
        saving={snapshot.matches({ loggedIn: 'saving' })}
        listMissing={snapshot.matches({ loggedIn: 'noList' })}
        loggingOut={snapshot.matches('loggingOut')}
        confirmingLogout={snapshot.matches({ loggedIn: 'confirmingLogout' })}
        checking={snapshot.matches({ loggedIn: 'checking' })}
        checkResult={checkResult}
        send={send}
      >
        {extra?.(details.profile)}
      </ConnectedAccount>
    ),
  };
}
