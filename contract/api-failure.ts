import type { components } from './schema.gen';

/**
 * Why a call failed, in the terms the spec's messages need (part 1 §8). `unwrap()` (src/api/client.ts) throws it,
 * machines keep it as is (machines/shared/failure.ts), screens turn it into the §8 alert (`alertFromFailure()`).
 * - `http`: the server answered non-2xx; `message` is its own words, `body` its ErrorBody.
 * - `network`: no answer at all (lost network, timeout). §8 treats it as status 500 with "network error": there
 *   are no server words to show, so the person sees the same "went wrong" alert as for a 500 without a message.
 */
export type ApiFailure =
  { kind: 'http'; status: number; message?: string; body?: components['schemas']['ErrorBody'] } | { kind: 'network' };

/** The `http` half of {@link ApiFailure}, for failures a feature enriches (e.g. the provider's status of lead sync). */
export type HttpFailure = Extract<ApiFailure, { kind: 'http' }>;
