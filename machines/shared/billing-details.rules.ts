import type { Schemas } from '@contract/schemas';
import { isValidEmail } from './email';
import { TEXT_LIMITS, textProblem } from './text-limits';

/** Used by more than one flow, so it lives in the shared kit: no machine imports another flow's folder. */

/** The typed details (the version they were loaded at travels beside them). */
export type BillingDetails = Omit<Schemas['BillingInfo'], 'version'>;
export type BillingField = keyof BillingDetails;

/** The GET's billing_info as the forms use it: the typed fields, and the version a versioned save sends. */
export function detailsOf(info: Schemas['BillingInfo']): { details: BillingDetails; version: number } {
  const { version, ...details } = info;
  return { details, version: version ?? 1 };
}
/** `too_long` covers control characters too: the field itself says which (the shared text limit's message). */
export type DetailError = 'required' | 'email' | 'terms' | 'too_long';
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

/** The free-text billing fields with their contract limits (and whether line breaks are allowed). */
export const BILLING_TEXT_LIMITS = {
  name: { max: TEXT_LIMITS.billingShort, multiline: false },
  company_name: { max: TEXT_LIMITS.billingShort, multiline: false },
  zipcode: { max: TEXT_LIMITS.billingShort, multiline: false },
  tax_number: { max: TEXT_LIMITS.billingShort, multiline: false },
  street: { max: TEXT_LIMITS.billingLine, multiline: false },
  invoice_note: { max: TEXT_LIMITS.billingNote, multiline: true },
} as const satisfies Partial<Record<BillingField, { max: number; multiline: boolean }>>;

/** Name and e-mail required, the e-mail well formed. Shared by the subscribe form and the billing-details form. */
export function validateBilling(details: BillingDetails): DetailErrors {
  const errors: DetailErrors = {};
  if (!details.name.trim()) errors.name = 'required';
  if (!details.email.trim()) errors.email = 'required';
  else if (!isValidEmail(details.email)) errors.email = 'email';
  for (const [field, { max, multiline }] of Object.entries(BILLING_TEXT_LIMITS)) {
    const key = field as keyof typeof BILLING_TEXT_LIMITS;
    if (!errors[key] && textProblem(details[key], max, multiline)) errors[key] = 'too_long';
  }
  return errors;
}

export const hasNoErrors = (errors: DetailErrors): boolean => Object.keys(errors).length === 0;
