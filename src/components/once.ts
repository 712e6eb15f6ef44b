/**
 * What a feature keeps for the page's lifetime lives in these closures, not in module-level `let`s (lint refuses
 * those in src/features): a value made on first use, and a change counter. A load shared by every caller is
 * `intentModule()` (src/components/intent-module.ts).
 */

/** `make()` on the first call; its result ever after. */
export function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}

/** A number that goes up on every change, for useSyncExternalStore: whoever reads it reads again after a change. */
export function changeCounter(): {
  changed: () => void;
  subscribe: (listener: () => void) => () => void;
  read: () => number;
} {
  let version = 0;
  const listeners = new Set<() => void>();
  return {
    changed: () => {
      version += 1;
      listeners.forEach((listener) => listener());
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    read: () => version,
  };
}
