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

export function useColorMode(): { mode: ColorMode; toggle: () => void } {
  const mode = useSyncExternalStore(clientState.subscribe, resolvedColorMode, resolvedColorMode);
  return { mode, toggle: () => setColorMode(mode === 'dark' ? 'light' : 'dark') };
}
