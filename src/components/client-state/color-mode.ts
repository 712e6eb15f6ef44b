import { useSyncExternalStore } from 'react';
import { clientState, type ColorMode } from './client-state';

const DARK_QUERY = '(prefers-color-scheme: dark)';

function systemMode(): ColorMode {
  try {
    return globalThis.matchMedia?.(DARK_QUERY).matches ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

export const resolvedColorMode = (): ColorMode => clientState.get().colorMode ?? systemMode();

/** Chakra's `_dark` condition follows the `dark` class on <html>; `color-scheme` styles the native controls. */
export function applyColorMode(
  mode: ColorMode = resolvedColorMode(),
  root: HTMLElement = document.documentElement,
): void {
  root.classList.toggle('dark', mode === 'dark');
  root.classList.toggle('light', mode === 'light');
  root.style.colorScheme = mode;
}

/** The class first, then the state: what redraws on the change (the ranking chart) reads the new mode's colours. */
export function setColorMode(mode: ColorMode): void {
  applyColorMode(mode);
  clientState.set({ colorMode: mode });
}

const systemListeners = new Set<() => void>();

/**
 * Until the person chooses a mode, the app follows the system's as it changes (no reload): the class first, then
 * whoever shows the mode hears of it. Called once at start; it hands back how to stop.
 */
export function followSystemColorMode(): () => void {
  const query = globalThis.matchMedia?.(DARK_QUERY);
  const onChange = () => {
    if (clientState.get().colorMode === null) applyColorMode();
    for (const listener of systemListeners) listener();
  };
  query?.addEventListener?.('change', onChange);
  return () => query?.removeEventListener?.('change', onChange);
}

/** A change of the chosen mode, or of the system's (followed while nothing is chosen). */
function subscribeMode(listener: () => void): () => void {
  const stop = clientState.subscribe(listener);
  systemListeners.add(listener);
  return () => {
    stop();
    systemListeners.delete(listener);
  };
}

export function useColorMode(): { mode: ColorMode; toggle: () => void } {
  const mode = useSyncExternalStore(subscribeMode, resolvedColorMode, resolvedColorMode);
  return { mode, toggle: () => setColorMode(mode === 'dark' ? 'light' : 'dark') };
}
