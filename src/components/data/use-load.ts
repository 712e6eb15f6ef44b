import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useRef } from 'react';
import { fromPromise } from 'xstate';
import { isApiFailure, type ApiFailure } from '@/api/client';
import { loadMachine } from '@machines/shared/load/load.machine';
import { sameAnswer } from './same-answer';

export interface Loaded<T> {
  data: T | null;
  failure: ApiFailure | null;
  loading: boolean;
  reload: () => void;
}

/**
 * One GET for a read-only screen: the load machine as an actor of the screen, so the call is cancelled on leave.
 * `key` names what is loaded: `load` is called again only when it changes (or on reload). `initial` (what a
 * prerendered page was drawn with) shows until the call answers.
 */
export function useLoad<T>(load: (signal: AbortSignal) => Promise<T>, key: string, initial?: T): Loaded<T> {
  // The actor always calls the latest `load` (useActorRef takes the newest implementations on every render).
  const actor = useActorRef(loadMachine.provide({ actors: { fetch: fromPromise(({ signal }) => load(signal)) } }), {
    input: { data: initial },
  });
  const loadedKey = useRef(key);
  useEffect(() => {
    actor.send({ type: loadedKey.current === key ? 'load' : 'reload' });
    loadedKey.current = key;
  }, [actor, key]);
  const status = useSelector(actor, (snapshot) => snapshot.value);
  const data = useSelector(actor, (snapshot) => snapshot.context.data, sameAnswer) as T | null;
  const failure = useSelector(actor, (snapshot) => snapshot.context.failure);
  const reload = useCallback(() => actor.send({ type: 'reload' }), [actor]);
  return {
    data,
    failure: status === 'failure' ? (isApiFailure(failure) ? failure : { kind: 'network' }) : null,
    loading: status === 'idle' || status === 'loading',
    reload,
  };
}
