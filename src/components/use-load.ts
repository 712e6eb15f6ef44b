import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { isApiFailure, type ApiFailure } from '../api/client';

export interface Loaded<T> {
  data: T | null;
  failure: ApiFailure | null;
  loading: boolean;
  reload: () => void;
}

interface Answer<T> {
  request: string;
  data: T | null;
  failure: ApiFailure | null;
}

/**
 * One GET for a read-only screen: loading, data or failure, and a retry; the call is cancelled on leave.
 * `key` names what is loaded: `load` is called again only when it changes (or on reload). `initial` (what a
 * prerendered page was drawn with) shows until the call answers.
 */
export function useLoad<T>(load: (signal: AbortSignal) => Promise<T>, key: string, initial?: T): Loaded<T> {
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<Answer<T> | null>(() =>
    initial === undefined ? null : { request: `${key}#0`, data: initial, failure: null },
  );
  const start = useEffectEvent((signal: AbortSignal) => load(signal));
  const request = `${key}#${attempt}`;
  useEffect(() => {
    const controller = new AbortController();
    start(controller.signal).then(
      (data) => !controller.signal.aborted && setAnswer({ request, data, failure: null }),
      (error: unknown) =>
        !controller.signal.aborted &&
        setAnswer((previous) => ({
          request,
          data: previous?.data ?? null,
          failure: isApiFailure(error) ? error : { kind: 'network' },
        })),
    );
    return () => controller.abort();
  }, [request]);
  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  const current = answer?.request === request;
  return { data: answer?.data ?? null, failure: current ? (answer?.failure ?? null) : null, loading: !current, reload };
}
