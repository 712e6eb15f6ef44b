import { useSyncExternalStore } from 'react';

/** The mobile layout is a window narrower than 990 px (the theme's `lg`). */
export const NARROW_QUERY = '(max-width: 989.98px)';

const media = () => {
  try {
    return globalThis.matchMedia?.(NARROW_QUERY);
  } catch {
    return undefined;
  }
};

function subscribe(listener: () => void) {
  const list = media();
  list?.addEventListener?.('change', listener);
  window.addEventListener('resize', listener);
  return () => {
    list?.removeEventListener?.('change', listener);
    window.removeEventListener('resize', listener);
  };
}

const isNarrow = () => media()?.matches ?? false;

export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, isNarrow, () => false);
}
