import { useSyncExternalStore } from 'react';
import type { Schemas } from '@/api/client';
import { hasKeys, isRecord } from '@/api/storage';
import { createPersistedStore } from './persisted-store';

export type ColorMode = 'light' | 'dark';
export type SiteSettings = Schemas['SiteSettings'];
export type AccountDetails = Schemas['AccountDetails'];

/** What the app keeps between visits: layout choices, and the last known server data for an instant first paint. */
export interface ClientState {
  sidebarCollapsed: boolean;
  /** null: follow the system setting. */
  colorMode: ColorMode | null;
  settings: SiteSettings | null;
  account: AccountDetails | null;
}

export const CLIENT_STATE_KEY = 'clientState';

const defaults: ClientState = { sidebarCollapsed: false, colorMode: null, settings: null, account: null };

// What the first paint reads of the stored server data (the white label and the plan notice).
const SETTINGS_KEYS = ['logo', 'show_support', 'show_multilangual', 'show_cookie_settings'] as const;
const ACCOUNT_KEYS = ['email', 'subscription_name', 'expired_at', 'subscription_details'] as const;

/** Only values of the right kind come back; a stored state from an older version never breaks the app. */
export function restoreClientState(stored: unknown, base: ClientState = defaults): ClientState {
  if (!isRecord(stored)) return base;
  return {
    sidebarCollapsed: typeof stored.sidebarCollapsed === 'boolean' ? stored.sidebarCollapsed : base.sidebarCollapsed,
    colorMode: stored.colorMode === 'light' || stored.colorMode === 'dark' ? stored.colorMode : base.colorMode,
    settings: hasKeys<SiteSettings>(stored.settings, SETTINGS_KEYS) ? stored.settings : base.settings,
    account: hasKeys<AccountDetails>(stored.account, ACCOUNT_KEYS) ? stored.account : base.account,
  };
}

export const clientState = createPersistedStore<ClientState>({
  key: CLIENT_STATE_KEY,
  defaults,
  restore: restoreClientState,
  storage: () => globalThis.localStorage,
});

if (typeof window !== 'undefined') {
  // The last change of a visit is not lost to the debounce.
  window.addEventListener('pagehide', () => clientState.flush());
}

export function useClientState<K extends keyof ClientState>(key: K): ClientState[K] {
  const read = () => clientState.get()[key];
  return useSyncExternalStore(clientState.subscribe, read, read);
}
