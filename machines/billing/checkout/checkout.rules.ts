import {
  type BillingDetails,
  type BillingField,
  type DetailErrors,
  validateBilling,
} from '@machines/shared/billing-details.rules';
import { isHttpUrl } from '@machines/shared/http-url';

/**
 * Pure rules of the checkout (choosing a plan, billing details, then paying on the provider's page): the
 * subscribe form's validation, the provider answer that may be followed, and what the saved order needs to resume.
 */

export type Period = 'monthly' | 'yearly';
export type PaymentMethod = 'paypal' | 'paypro';
export type ProviderOutcome = 'success' | 'cancel' | 'closed' | 'confirm' | 'payment';

/** The loaded details under what was typed: a field keeps its typed value, an empty one takes the loaded one. */
export function prefillDetails(typed: BillingDetails, loaded: BillingDetails): BillingDetails {
  const merged = { ...typed };
  for (const key of Object.keys(typed) as BillingField[]) merged[key] = typed[key] || loaded[key] || '';
  return merged;
}

/** The subscribe form: the billing rules plus the accepted terms. */
export function validateDetails(details: BillingDetails, termsAccepted: boolean): DetailErrors {
  const errors = validateBilling(details);
  if (!termsAccepted) errors.terms = 'terms';
  return errors;
}

export interface PaymentAnswer {
  message: string;
  code: string;
  payment_id: number | null;
  redirect_link: string | null;
}

/** The provider's page may be opened: code "success", a payment id and an http(s) link. */
export function isPaymentAccepted(answer: PaymentAnswer): boolean {
  return answer.code === 'success' && answer.payment_id !== null && isHttpUrl(answer.redirect_link);
}

/** Where the provider sends the person back: the app's own origin, the order in the path. */
export function returnUrls(origin: string, orderId: number): { return_url: string; cancel_url: string } {
  return { return_url: `${origin}/payment/success/${orderId}`, cancel_url: `${origin}/payment/cancel/${orderId}` };
}

/** A new key per payment attempt; reused when the same attempt is sent again. */
export function newIdempotencyKey(): string {
  const cryptoApi = (globalThis as { crypto?: { randomUUID?: () => string } }).crypto;
  if (cryptoApi?.randomUUID) return cryptoApi.randomUUID();
  return `k-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}
