import { fromPromise } from 'xstate';
import { api, unwrap } from '@/api/client';
import type {
  BillingDetails,
  CreatePaymentInput,
  OrderStatus,
  Period,
  SubscribeOutput,
} from '@machines/billing/checkout/checkout.machine';
import type { PaymentAnswer } from '@machines/billing/checkout/checkout.rules';
import { detailsOf } from '@machines/shared/billing-details.rules';
import type {
  ManagedSubscription,
  SubscriptionChangeResult,
} from '@machines/billing/account/manage-subscription.machine';

/** The real calls of the checkout machine's slots, each through the one client with the actor's signal. */

/** GET /api/v1/account/billing/: the subscribe form's prefill. */
export const loadBilling = fromPromise<BillingDetails, void>(async ({ signal }) => {
  const body = await unwrap(api.GET('/api/v1/account/billing/', { signal }));
  return detailsOf(body.billing_info).details;
});

/** POST /api/v1/account/billing/update/: the details typed in the subscribe form go on the invoice. */
export const saveBilling = fromPromise<void, BillingDetails>(async ({ input, signal }) => {
  await unwrap(api.POST('/api/v1/account/billing/update/', { body: input, signal }));
});

/** POST /api/v1/account/subscribe/. */
export const subscribe = fromPromise<SubscribeOutput, { planId: number; period: Period }>(async ({ input, signal }) => {
  const body = await unwrap(
    api.POST('/api/v1/account/subscribe/', { body: { plan_id: input.planId, period: input.period }, signal }),
  );
  return { subscription_id: body.subscription_id, subscription_name: body.subscription_name, price: body.price };
});

/** POST /api/v1/account/subscription/payment/{subscription_id}/ with the attempt's Idempotency-Key. */
export const createPayment = fromPromise<PaymentAnswer, CreatePaymentInput>(async ({ input, signal }) => {
  const body = await unwrap(
    api.POST('/api/v1/account/subscription/payment/{subscription_id}/', {
      params: { path: { subscription_id: input.subscriptionId }, header: { 'Idempotency-Key': input.idempotencyKey } },
      body: { type: input.method, return_url: input.return_url, cancel_url: input.cancel_url },
      signal,
    }),
  );
  return { message: body.message, code: body.code, payment_id: body.payment_id, redirect_link: body.redirect_link };
});

/** GET /api/v1/account/order/{id}/: the server's word on an order. */
export const getOrderStatus = fromPromise<OrderStatus, { orderId: number }>(async ({ input, signal }) => {
  return unwrap(api.GET('/api/v1/account/order/{id}/', { params: { path: { id: input.orderId } }, signal }));
});

/** DELETE /api/v1/account/order/{id}/cancle/. */
export const cancelOrder = fromPromise<{ message?: string }, { orderId: number }>(async ({ input, signal }) => {
  const body = await unwrap(
    api.DELETE('/api/v1/account/order/{id}/cancle/', { params: { path: { id: input.orderId } }, body: {}, signal }),
  );
  return { message: body.message };
});

/* Self-service subscription (/manage-subscription): the slots of machines/billing/account. */

/** GET /api/v1/account/subscription/: the paid plan, or null. */
export const loadSubscription = fromPromise<ManagedSubscription | null, void>(async ({ signal }) => {
  return (await unwrap(api.GET('/api/v1/account/subscription/', { signal }))).subscription;
});

/** POST /api/v1/account/subscription/cancel/. */
export const cancelSubscription = fromPromise<SubscriptionChangeResult, void>(async ({ signal }) =>
  unwrap(api.POST('/api/v1/account/subscription/cancel/', { signal })),
);

/** POST /api/v1/account/subscription/resume/. */
export const resumeSubscription = fromPromise<SubscriptionChangeResult, void>(async ({ signal }) =>
  unwrap(api.POST('/api/v1/account/subscription/resume/', { signal })),
);

/** POST /api/v1/account/subscription/change/. */
export const changePlan = fromPromise<SubscriptionChangeResult, { planId: number }>(async ({ input, signal }) =>
  unwrap(api.POST('/api/v1/account/subscription/change/', { body: { plan_id: input.planId }, signal })),
);

/** POST /api/v1/account/subscription/auto-renew/. */
export const setAutoRenew = fromPromise<SubscriptionChangeResult, { autoRenew: boolean }>(async ({ input, signal }) =>
  unwrap(api.POST('/api/v1/account/subscription/auto-renew/', { body: { auto_renew: input.autoRenew }, signal })),
);
