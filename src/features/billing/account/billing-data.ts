import { api, unwrap, type Schemas } from '@/api/client';

export type Invoice = Schemas['Invoice'];
export type BillingInfo = Schemas['BillingInfo'];
export type Payment = Schemas['Payment'];
export type SubscriptionInfo = Schemas['SubscriptionInfo'];

export async function fetchBilling(signal: AbortSignal): Promise<{ billing_info: BillingInfo; invoices: Invoice[] }> {
  return unwrap(api.GET('/api/v1/account/billing/', { signal }));
}

export async function fetchPayments(signal: AbortSignal): Promise<Payment[]> {
  return (await unwrap(api.GET('/api/v1/account/subscriptions/', { signal }))).all_payments;
}

export async function fetchSubscription(id: number, signal: AbortSignal): Promise<SubscriptionInfo> {
  return (await unwrap(api.GET('/api/v1/account/subscriptions/{id}/', { params: { path: { id } }, signal }))).details;
}

/** GET of the invoice PDF as a blob, for the download button. */
export const invoicePdfRequest = (id: number) => () =>
  api.GET('/api/v1/account/invoice/{id}/pdf/', { params: { path: { id } }, parseAs: 'blob' });

/** The invoice's number as the invoice itself prints it (INV-<year>-<id, 4 digits>). */
export const invoiceNumber = (invoice: Pick<Invoice, 'id' | 'date'>): string =>
  `INV-${invoice.date.slice(0, 4)}-${String(invoice.id).padStart(4, '0')}`;

export const invoiceFileName = (invoice: Pick<Invoice, 'id' | 'date'>): string => `${invoiceNumber(invoice)}.pdf`;
