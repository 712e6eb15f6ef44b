/** Client state is written to browser storage at most once per second. */
export const SAVE_DEBOUNCE_MS = 1000;

export interface PersistedStore<T extends object> {
  get(): T;
  /** Changes part of the state; the write to storage follows after the debounce. */
  set(patch: Partial<T>): void;
  subscribe(listener: () => void): () => void;
  /** Writes a pending change now (the page is going away). */
  flush(): void;
  /** Back to the defaults, in memory only (tests, sign-out). */
  reset(): void;
}

interface Options<T> {
  key: string;
  defaults: T;
  /** Reads what was stored into a valid state; anything unusable falls back to the defaults. */
  restore: (stored: unknown, defaults: T) => T;
  storage: () => Storage | undefined;
  debounceMs?: number;
}

/**
 * A small state object kept in memory, restored from browser storage when created and saved
 * back debounced. Storage that is missing, full or throwing never breaks the app: the state
 * simply lives in memory for this visit.
 */
export function createPersistedStore<T extends object>({
  key,
  defaults,
  restore,
  storage,
  debounceMs = SAVE_DEBOUNCE_MS,
}: Options<T>): PersistedStore<T> {
  const read = (): T => {
    try {
      const raw = storage()?.getItem(key);
      return raw ? restore(JSON.parse(raw) as unknown, defaults) : defaults;
    } catch {
      return defaults;
    }
  };
  let state = read();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();

  const write = () => {
    timer = undefined;
    try {
      storage()?.setItem(key, JSON.stringify(state));
    } catch {
      // Quota exceeded, private mode, disabled storage: keep going in memory.
    }
  };

  return {
    get: () => state,
    set(patch) {
      const changed = (Object.keys(patch) as (keyof T)[]).some((name) => !Object.is(state[name], patch[name]));
      if (!changed) return;
      state = { ...state, ...patch };
      listeners.forEach((listener) => listener());
      clearTimeout(timer);
      timer = setTimeout(write, debounceMs);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    flush() {
      if (timer === undefined) return;
      clearTimeout(timer);
      write();
    },
    reset() {
      clearTimeout(timer);
      timer = undefined;
      state = defaults;
      listeners.forEach((listener) => listener());
    },
  };
}
