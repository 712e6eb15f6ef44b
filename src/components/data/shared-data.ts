import { useEffect, useSyncExternalStore } from 'react';

/** The request cycle every data group follows: begin → success | fail. */
export type DataStatus = 'idle' | 'loading' | 'success' | 'failure';

export interface DataSnapshot<T> {
  status: DataStatus;
  /** The last good data: a cached copy until the first answer, then the server's. */
  data: T | null;
  failure: unknown;
}

export interface SharedData<T> {
  get(): DataSnapshot<T>;
  subscribe(listener: () => void): () => void;
  /** Loads unless loaded or loading: every user calls it, one request serves them all. */
  load(): Promise<void>;
  /** Loads again, keeping the data shown meanwhile (joins a load already running). */
  refresh(): Promise<void>;
  /** Forgets the data and drops any answer still on its way (sign-out). */
  reset(): void;
  /** Data that arrived another way, e.g. an update that answered with the new value. */
  set(data: T): void;
}

interface Options<T> {
  fetch: (signal: AbortSignal) => Promise<T>;
  /** The cached copy to show before the first answer. */
  cached?: () => T | null;
  onData?: (data: T) => void;
}

/** One piece of server data shared by the whole app, with one request in flight at most. */
export function createSharedData<T>({ fetch, cached, onData }: Options<T>): SharedData<T> {
  let snapshot: DataSnapshot<T> = { status: 'idle', data: cached?.() ?? null, failure: null };
  let inFlight: Promise<void> | null = null;
  let controller: AbortController | null = null;
  const listeners = new Set<() => void>();
  const update = (next: Partial<DataSnapshot<T>>) => {
    snapshot = { ...snapshot, ...next };
    listeners.forEach((listener) => listener());
  };

  const start = (): Promise<void> => {
    if (inFlight) return inFlight;
    const own = new AbortController();
    controller = own;
    update({ status: 'loading' });
    const run = fetch(own.signal).then(
      (data) => {
        if (controller !== own) return;
        update({ status: 'success', data, failure: null });
        onData?.(data);
      },
      (failure: unknown) => {
        if (controller !== own) return;
        update({ status: 'failure', failure });
      },
    );
    inFlight = run.finally(() => {
      if (controller === own) {
        inFlight = null;
        controller = null;
      }
    });
    return inFlight;
  };

  return {
    get: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    load: () => (snapshot.status === 'success' ? Promise.resolve() : start()),
    refresh: start,
    reset() {
      controller?.abort();
      controller = null;
      inFlight = null;
      update({ status: 'idle', data: null, failure: null });
    },
    set(data) {
      update({ status: 'success', data, failure: null });
      onData?.(data);
    },
  };
}

/** Subscribes a component to shared data and makes sure it is loaded. */
export function useSharedData<T>(
  source: SharedData<T>,
  { enabled = true }: { enabled?: boolean } = {},
): DataSnapshot<T> {
  const snapshot = useSyncExternalStore(source.subscribe, source.get, source.get);
  useEffect(() => {
    if (enabled) void source.load();
  }, [source, enabled]);
  return snapshot;
}
