import type { ApiFailure } from '@contract/api-failure';

export type { ApiFailure, HttpFailure } from '@contract/api-failure';

/**
 * The one mapping from an actor's rejection to the failure a machine keeps: a call ends in an HTTP answer or a lost network, and a lost network has no words of its own (screens show "went wrong"). An `http` failure (a
 * numeric status) keeps its status, its message when it has one, and what a feature added (e.g. lead sync's
 * `providerStatus`); the raw `body` stays with the feature. Anything else is a lost network.
 */
export function toFailure<F extends ApiFailure = ApiFailure>(error: unknown): F {
  const candidate = error as { kind?: unknown; status?: unknown; message?: unknown; body?: unknown } | null | undefined;
  if (candidate?.kind === 'http' && typeof candidate.status === 'number') {
    const { body: _body, message, ...rest } = candidate;
    return (typeof message === 'string' && message ? { ...rest, message } : rest) as F;
  }
  return { kind: 'network' } as F;
}

/**
 * The guard of a save another session overtook: its error event says the version it started from is stale (409,
 * nothing changed).
 */
export const isConflict = ({ event }: { event: unknown }): boolean => {
  const failure = toFailure((event as { error?: unknown }).error);
  return failure.kind === 'http' && failure.status === 409;
};
