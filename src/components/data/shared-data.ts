import { useEffect, useSyncExternalStore } from 'react';
import type { LoadEvent, LoadStatus } from '@machines/shared/load/load.machine';
import { sameAnswer } from './same-answer';

export type DataStatus = LoadStatus;

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
  load(): void;
  /** Loads again, keeping the data shown meanwhile (joins a load already running). */
  refresh(): void;
  /** Forgets the data and drops any answer still on its way (sign-out). */
  reset(): void;
}

interface Options<T> {
  fetch: (signal: AbortSignal) => Promise<T>;
  /** The cached copy to show before the first answer. */
  cached?: () => T | null;
  onData?: (data: T) => void;
}

/**
 * One piece of server data shared by the whole app: the load machine (machines/shared/load) as one actor for the
 * app's lifetime. The actor and xstate load on the first call, so the first paint does not carry them.
 */
export function createSharedData<T>({ fetch, cached, onData }: Options<T>): SharedData<T> {
  let snapshot: DataSnapshot<T> = { status: 'idle', data: cached?.() ?? null, failure: null };
  let send: ((event: LoadEvent) => void) | null = null;
  let starting: Promise<(event: LoadEvent) => void> | null = null;
  const listeners = new Set<() => void>();
  const onChange = (status: DataStatus, answer: T | null, failure: unknown) => {
    const data = sameAnswer(snapshot.data, answer) ? snapshot.data : answer;
    if (snapshot.status === status && snapshot.data === data && snapshot.failure === failure) return;
    snapshot = { status, data, failure };
    listeners.forEach((listener) => listener());
  };
  const start = () =>
    (starting ??= import('./load-actor').then(({ startLoadActor }) => {
      send = startLoadActor({ fetch, onData, data: snapshot.data, onChange }).send;
      return send;
    }));
  // Events wait for the actor only until it runs; from then on they reach it at once.
  const dispatch = (event: LoadEvent) => (send ? send(event) : void start().then((ready) => ready(event)));

  return {
    get: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    load: () => dispatch({ type: 'load' }),
    refresh: () => dispatch({ type: 'refresh' }),
    reset() {
      if (send || starting) dispatch({ type: 'reset' });
      else onChange('idle', null, null);
    },
  };
}

/** Subscribes a component to shared data and makes sure it is loaded. */
export function useSharedData<T>(
  source: SharedData<T>,
  { enabled = true }: { enabled?: boolean } = {},
): DataSnapshot<T> {
  const snapshot = useSyncExternalStore(source.subscribe, source.get, source.get);
  useLoaded(source, enabled);
  return snapshot;
}

/**
 * The data alone: the component renders again when the data changes, not on each step of loading it. None while
 * React adopts a prerendered page, as the build drew it: data arriving meanwhile follows once the page is adopted.
 */
export function useSharedDataOnly<T>(source: SharedData<T>, { enabled = true }: { enabled?: boolean } = {}): T | null {
  const data = () => source.get().data;
  const value = useSyncExternalStore(source.subscribe, data, noData);
  useLoaded(source, enabled);
  return value;
}

const noData = () => null;

function useLoaded<T>(source: SharedData<T>, enabled: boolean): void {
  useEffect(() => {
    if (enabled) source.load();
  }, [source, enabled]);
}
