import type { Schemas } from '../../contract/schemas';
import { isValidEmail } from './email';

/** Used by more than one flow, so it lives in the shared kit: no machine imports another flow's folder. */

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

/** Name and e-mail required, the e-mail well formed. Shared by the subscribe form and the billing-details form. */
export function validateBilling(details: BillingDetails): DetailErrors {
  const errors: DetailErrors = {};
  if (!details.name.trim()) errors.name = 'required';
  if (!details.email.trim()) errors.email = 'required';
  else if (!isValidEmail(details.email)) errors.email = 'email';
  return errors;
}

export const hasNoErrors = (errors: DetailErrors): boolean => Object.keys(errors).length === 0;
