import { useSyncExternalStore } from 'react';
import type { Schemas } from '../../api/client';
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

const isObject = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/** Only values of the right kind come back; a stored state from an older version never breaks the app. */
export function restoreClientState(stored: unknown, base: ClientState = defaults): ClientState {
  if (!isObject(stored)) return base;
  return {
    sidebarCollapsed: typeof stored.sidebarCollapsed === 'boolean' ? stored.sidebarCollapsed : base.sidebarCollapsed,
    colorMode: stored.colorMode === 'light' || stored.colorMode === 'dark' ? stored.colorMode : base.colorMode,
    settings: isObject(stored.settings) ? (stored.settings as unknown as SiteSettings) : base.settings,
    account:
      isObject(stored.account) && isObject(stored.account.subscription_details)
        ? (stored.account as unknown as AccountDetails)
        : base.account,
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
