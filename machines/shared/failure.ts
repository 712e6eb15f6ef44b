import type { ApiFailure } from '../../contract/api-failure';

export type { ApiFailure, HttpFailure } from '../../contract/api-failure';

/**
 * The one mapping from an actor's rejection to the failure a machine keeps: an `http` failure (a numeric status)
 * stays as it is, with whatever the feature added; anything else is a lost network (spec part 1 §8).
 */
export function toFailure<F extends ApiFailure = ApiFailure>(error: unknown): F {
  const candidate = error as { kind?: unknown; status?: unknown } | null | undefined;
  if (candidate?.kind === 'http' && typeof candidate.status === 'number') return candidate as F;
  return { kind: 'network' } as F;
}
