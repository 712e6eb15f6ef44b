import { createActor, fromPromise } from 'xstate';
import { loadMachine, type LoadEvent, type LoadStatus } from '@machines/shared/load/load.machine';

export interface LoadActorOptions<T> {
  fetch: (signal: AbortSignal) => Promise<T>;
  onData?: (data: T) => void;
  /** The data to start from (a cached copy, or none). */
  data: T | null;
  /** Every change of state, as the binding shows it. */
  onChange: (status: LoadStatus, data: T | null, failure: unknown) => void;
}

/** The load machine as one running actor, for data the whole app shares (loaded on demand with xstate). */
export function startLoadActor<T>({ fetch, onData, data, onChange }: LoadActorOptions<T>) {
  const logic = loadMachine.provide({
    actors: { fetch: fromPromise(({ signal }) => fetch(signal)) },
    actions: { keep: (_, params) => onData?.(params.data as T) },
  });
  const actor = createActor(logic, { input: { data } });
  actor.subscribe((snapshot) => onChange(snapshot.value, snapshot.context.data as T | null, snapshot.context.failure));
  actor.start();
  return { send: (event: LoadEvent) => actor.send(event) };
}
