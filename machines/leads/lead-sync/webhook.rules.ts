import { isPublicAddress } from '@machines/shared/address-rule';
import { TEXT_LIMITS, textProblem, type TextProblem } from '@machines/shared/text-limits';
import type { WebhookDetails } from './lead-sync.types';

/** The webhook's rules: pure, used as the machine's guards and as the panel's field errors. */

/**
 * A token is required, one line within the contract's limit (the webhook sends it with each lead). A saved token
 * never comes back, so an empty field keeps it.
 */
export function webhookTokenError(token: string, saved: boolean): 'required' | TextProblem | null {
  if (token.trim() === '') return saved ? null : 'required';
  return textProblem(token, TEXT_LIMITS.webhookToken);
}

export type WebhookUrlError = 'required' | 'invalid';

/**
 * Leads are sent to the URL, so a webhook has one (blank is refused: a token alone connects nothing), and lead data
 * leaves only for a public https:// address (the one address rule, https only).
 */
export function webhookUrlError(url: string): WebhookUrlError | null {
  const address = url.trim();
  if (address === '') return 'required';
  return isPublicAddress(address, { httpsOnly: true }) ? null : 'invalid';
}

/** Test sends to the saved URL: there must be one, and no unsaved change. */
export const canTest = (context: { details: WebhookDetails | null; dirty: boolean }): boolean =>
  !!context.details?.hasAccess &&
  !context.dirty &&
  /^https?:\/\//i.test(context.details.url) &&
  context.details.tokenSaved;
