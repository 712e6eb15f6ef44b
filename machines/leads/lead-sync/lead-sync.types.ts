/**
 * Shapes the lead sync machines need (each provider's connection, account and lists), declared here because
 * machines import nothing of src/. The feature maps the API's answers onto them.
 */

import type { Schemas } from '@contract/schemas';
import type { HttpFailure } from '@machines/shared/failure';

export type LeadSyncProvider = Schemas['LeadSyncService'];
export type ApiKeyProvider = Extract<LeadSyncProvider, 'sendinblue' | 'mailchimp'>;

/** Why a call failed; `providerStatus` is the provider's own refusal (401/403) when the server passes it on. */
export type LeadSyncFailure = (HttpFailure & { providerStatus?: number }) | { kind: 'network' };

export interface ProviderList {
  id: string;
  name: string;
}

/** A connected account as the panels show it: one shape for all three providers. */
export interface ProviderProfile {
  name: string;
  email: string;
  /** Sendinblue only: plan entries (type + credits). */
  plan: { type: string; credits: number }[];
}

export interface ProviderDetails {
  hasAccess: boolean;
  /** null when not connected. */
  profile: ProviderProfile | null;
  lists: ProviderList[];
  /** Saved list ids (as strings, whatever the provider's type). */
  listIds: string[];
  /** The provider refused the saved connection the last time it was used. */
  providerError: { status: number; message: string } | null;
}

export interface WebhookDetails {
  hasAccess: boolean;
  url: string;
  /** A token is saved; the token itself never comes back (write-only). */
  tokenSaved: boolean;
}

/** Outcome of a save/login/logout/exchange: the server's message. */
export interface MessageOutput {
  message?: string;
}

export type Badge = 'connected' | 'not_connected' | 'needs_attention' | 'needs_list';

export { toFailure } from '@machines/shared/failure';

/** The provider (not our server) refused the key/token: the connection needs attention. */
export const isProviderRefusal = (failure: LeadSyncFailure | null): boolean =>
  !!failure && failure.kind === 'http' && (failure.providerStatus === 401 || failure.providerStatus === 403);

/** Saved list ids the provider no longer has. */
export const missingListIds = (details: Pick<ProviderDetails, 'lists' | 'listIds'>): string[] =>
  details.listIds.filter((id) => !details.lists.some((list) => list.id === id));

/** A connected account sends leads nowhere until at least one list is chosen: saving none is refused. */
export const hasChosenList = (listIds: readonly string[]): boolean => listIds.length > 0;

/** The status badge of a provider tab (beyond the spec); connected with no list saved needs a list. */
export function badgeOf(details: ProviderDetails | null, lastFailure: LeadSyncFailure | null): Badge | null {
  if (!details) return null;
  if (isProviderRefusal(lastFailure) || details.providerError) return 'needs_attention';
  if (!details.profile) return 'not_connected';
  if (missingListIds(details).length > 0) return 'needs_attention';
  return hasChosenList(details.listIds) ? 'connected' : 'needs_list';
}

/** Non-blocking format hints while a key is typed: a key of the wrong shape is flagged, never refused. */
export const MAILCHIMP_KEY = /^[0-9a-f]{32}-us\d{1,2}$/;
export const BREVO_KEY_PREFIX = 'xkeysib-';

export type KeyHint = 'mailchimp_format' | 'brevo_prefix' | null;

export function keyFormatHint(provider: ApiKeyProvider, key: string): KeyHint {
  const value = key.trim();
  if (!value) return null;
  if (provider === 'mailchimp') return MAILCHIMP_KEY.test(value) ? null : 'mailchimp_format';
  return value.startsWith(BREVO_KEY_PREFIX) ? null : 'brevo_prefix';
}
