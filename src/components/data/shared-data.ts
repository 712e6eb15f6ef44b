import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import { loadMachine, type LoadStatus } from '@machines/shared/load/load.machine';

export type DataStatus = LoadStatus;

export interface DataSnapshot<T> {
  status: DataStatus;
  /** The last good data: a cached copy until the first answer, then the server's. */
  data: T | null;
  failure: unknown;
}

export interface SharedData<T> {
  /** The app-lifetime load actor (`machines/shared/load`); read it through `useSharedData`. */
  actor: ActorRefFrom<typeof loadMachine>;
  /** Loads unless loaded or loading: every user calls it, one request serves them all. */
  load(): void;
  /** Loads again, keeping the data shown meanwhile (joins a load already running). */
  refresh(): void;
  /** Forgets the data and drops any answer still on its way (sign-out). */
  reset(): void;
  /** A phantom of the data's type, so `useSharedData` knows it. */
  readonly type?: T;
}

interface Options<T> {
  fetch: (signal: AbortSignal) => Promise<T>;
  /** The cached copy to show before the first answer. */
  cached?: () => T | null;
  onData?: (data: T) => void;
}

/** One piece of server data shared by the whole app: the load machine as one actor for the app's lifetime. */
export function createSharedData<T>({ fetch, cached, onData }: Options<T>): SharedData<T> {
  const logic = loadMachine.provide({
    actors: { fetch: fromPromise(({ signal }) => fetch(signal)) },
    actions: { keep: (_, { data }) => onData?.(data as T) },
  });
  const actor = createActor(logic, { input: { data: cached?.() ?? null } }).start();
  return {
    actor,
    load: () => actor.send({ type: 'load' }),
    refresh: () => actor.send({ type: 'refresh' }),
    reset: () => actor.send({ type: 'reset' }),
  };
}

/** Subscribes a component to shared data and makes sure it is loaded. */
export function useSharedData<T>(
  source: SharedData<T>,
  { enabled = true }: { enabled?: boolean } = {},
): DataSnapshot<T> {
  const status = useSelector(source.actor, (snapshot) => snapshot.value);
  const data = useSelector(source.actor, (snapshot) => snapshot.context.data) as T | null;
  const failure = useSelector(source.actor, (snapshot) => snapshot.context.failure);
  useEffect(() => {
    if (enabled) source.load();
  }, [source, enabled]);
  return { status, data, failure };
}
