import { api, unwrap } from '@/api/client';
import { getToken, onTokenChange } from '@/api/session';
import { clientState, type AccountDetails } from '@/components/client-state/client-state';
import { noteOwner } from '@/components/drafts/kept-drafts';
import { createSharedData, useSharedData, useSharedDataOnly, type DataSnapshot } from './shared-data';

export type { AccountDetails };

/** GET /api/v1/account/: plan, expiry, quotas and the person's e-mail (data.details). */
export const account = createSharedData<AccountDetails>({
  fetch: async (signal) => {
    // A screen whose effect runs just after a sign-out must not call without a session (it would answer 401).
    if (!getToken()) throw new Error('signed out');
    return (await unwrap(api.GET('/api/v1/account/', { signal }))).details;
  },
  cached: () => (getToken() ? clientState.get().account : null),
  onData: (details) => {
    clientState.set({ account: details });
    noteOwner(details.email);
  },
});

// Another person's account must never show: a new sign-in or a sign-out starts from nothing.
onTokenChange(() => {
  account.reset();
  clientState.set({ account: null });
});

/** Loaded only with a session: signed out, there is no account to ask for. */
const whenSignedIn = () => ({ enabled: Boolean(getToken()) });

/** The signed-in account, shared by everyone who asks; loads once. */
export function useAccount(): DataSnapshot<AccountDetails> {
  return useSharedData(account, whenSignedIn());
}

/** The account alone: what shows it draws again when it changes, not on each step of loading it (a refresh). */
export function useAccountData(): AccountDetails | null {
  return useSharedDataOnly(account, whenSignedIn());
}
