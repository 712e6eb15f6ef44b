import './recipes';
import billingEnglish from '@/i18n/locales/en/billing.json';
import listsEnglish from '@/i18n/locales/en/lists.json';
import { addEnglish } from '@/i18n';
import type { ComponentType } from 'react';
import { BillingDetailsPage } from './account/billing-details.page';
import { BillingPage } from './account/billing.page';
import { InvoicePage } from './account/invoice.page';
import { ManageSubscriptionPage } from './account/manage-subscription.page';
import { ConfirmOrderPage } from './checkout/confirm-order.page';
import { PaymentCancelPage } from './checkout/payment-cancel.page';
import { PaymentMethodPage } from './checkout/payment-method.page';
import { PaymentSuccessPage } from './checkout/payment-success.page';
import { SubscribeFormPage } from './checkout/subscribe-form.page';
import { PricingPage } from './pricing/pricing.page';

// The English this area shows (tests/i18n/area-english.test.ts checks the list).
addEnglish(billingEnglish, listsEnglish);

/** The area's pages, by their name in the route table (`src/app/route-table.ts`). */
export const pages = {
  pricing: PricingPage,
  subscribe_form: SubscribeFormPage,
  payment_method: PaymentMethodPage,
  confirm_order: ConfirmOrderPage,
  payment_success: PaymentSuccessPage,
  payment_cancel: PaymentCancelPage,
  manage_subscription: ManageSubscriptionPage,
  billing: BillingPage,
  billing_invoice: InvoicePage,
  billing_details: BillingDetailsPage,
} satisfies Record<string, ComponentType>;
