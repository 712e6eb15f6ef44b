import type { Schemas } from '../../contract/schemas';
import { isValidEmail } from '../shared/email';
/**
 * Pure rules of the checkout (spec part 2 §4 "Subscription flow", issue 13): the subscribe form's
 * validation, the provider answer that may be followed, and what the saved order needs to resume.
 */

export type Period = 'monthly' | 'yearly';
export type PaymentMethod = 'paypal' | 'paypro';
export type ProviderOutcome = 'success' | 'cancel' | 'closed' | 'confirm' | 'payment';

export type BillingDetails = Schemas['BillingInfo'];
export type BillingField = keyof BillingDetails;
export type DetailError = 'required' | 'email' | 'terms';
export type DetailErrors = Partial<Record<BillingField | 'terms', DetailError>>;

export const emptyDetails = (): BillingDetails => ({
  name: '',
  company_name: '',
  phone: '',
  email: '',
  zipcode: '',
  street: '',
  country: '',
  tax_number: '',
  invoice_note: '',
});

/** The loaded details under what was typed: a field keeps its typed value, an empty one takes the loaded one. */
export function prefillDetails(typed: BillingDetails, loaded: BillingDetails): BillingDetails {
  const merged = { ...typed };
  for (const key of Object.keys(typed) as BillingField[]) merged[key] = typed[key] || loaded[key] || '';
  return merged;
}

/** Name and e-mail required, the e-mail well formed. Shared by the subscribe form and the billing-details form. */
export function validateBilling(details: BillingDetails): DetailErrors {
  const errors: DetailErrors = {};
  if (!details.name.trim()) errors.name = 'required';
  if (!details.email.trim()) errors.email = 'required';
  else if (!isValidEmail(details.email)) errors.email = 'email';
  return errors;
}

/** The subscribe form: the billing rules plus the accepted terms. */
export function validateDetails(details: BillingDetails, termsAccepted: boolean): DetailErrors {
  const errors = validateBilling(details);
  if (!termsAccepted) errors.terms = 'terms';
  return errors;
}

export const hasNoErrors = (errors: DetailErrors): boolean => Object.keys(errors).length === 0;

/** Only http(s) addresses may be opened (an address taken from data). */
export function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
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
