import { and, assign, fromPromise, not, setup } from 'xstate';
import {
  isPaymentAccepted,
  newIdempotencyKey,
  prefillDetails,
  returnUrls,
  validateDetails,
  type PaymentAnswer,
  type PaymentMethod,
  type Period,
  type ProviderOutcome,
} from './checkout.rules';
import { isHttpUrl } from '@machines/shared/http-url';
import {
  emptyDetails,
  hasNoErrors,
  type BillingDetails,
  type BillingField,
  type DetailErrors,
} from '@machines/shared/billing-details.rules';
import { toFailure, type ApiFailure } from '@machines/shared/failure';

/**
 * The checkout: plan → billing details → subscribe → payment method →
 * payment (PayPal / paypro redirect) → confirm → the provider's page → paid, cancelled or still open.
 * Pure TypeScript. Calls are actor slots the billing feature fills; navigation, alerts, the saved
 * order and the same-window redirect leave through provided actions.
 */

export interface OrderInfo {
  subscriptionId: number;
  name: string;
  price: number;
  period: Period;
}

export interface OrderStatus {
  order_id: number;
  status: 'open' | 'paid' | 'cancelled';
  subscription_name: string;
  period: Period;
  price: number;
  payment_id: number | null;
  method: string | null;
  /** The provider's page of the attempt still open, so any tab or session can pay it. */
  redirect_link: string | null;
  expires: string | null;
  invoice_id: number | null;
}

export interface PaymentInfo {
  paymentId: number;
  redirectLink: string;
}

/** What is saved per order (session storage) to resume on the confirm, success or cancel page. */
export interface SavedCheckout {
  planId: number | null;
  period: Period;
  order: OrderInfo;
  method: PaymentMethod | null;
  payment: PaymentInfo | null;
  idempotencyKey: string | null;
}

export type CheckoutPage = 'pricing' | 'subscribe' | 'paymentMethod' | 'confirm' | 'success' | 'cancel';
export interface NavigateParams {
  page: CheckoutPage;
  planId?: number | null;
  period?: Period;
  orderId?: number;
  paymentId?: number;
}

export interface CheckoutInput {
  /** The app's own origin: the provider's return and cancel addresses are built on it. */
  origin: string;
  planId?: number;
  period?: Period;
  /** Landing on a page of an order already under way (after a reload, in the provider's window). */
  resume?: { stage: Exclude<ProviderOutcome, 'closed'>; orderId: number; saved: SavedCheckout | null };
}

export interface CheckoutContext {
  origin: string;
  planId: number | null;
  period: Period;
  details: BillingDetails;
  termsAccepted: boolean;
  errors: DetailErrors;
  /** Set once the person tried to continue: errors show from then on. */
  submitted: boolean;
  detailsLoaded: boolean;
  order: OrderInfo | null;
  method: PaymentMethod | null;
  payment: PaymentInfo | null;
  idempotencyKey: string | null;
  outcome: ProviderOutcome | null;
  status: OrderStatus | null;
  statusChecks: number;
  failure: ApiFailure | null;
}

export type CheckoutEvent =
  | { type: 'checkout.planChosen'; planId: number; period: Period }
  | { type: 'checkout.periodChanged'; period: Period }
  | { type: 'checkout.fieldChanged'; field: BillingField; value: string }
  | { type: 'checkout.termsChanged'; accepted: boolean }
  | { type: 'checkout.submitDetails' }
  | { type: 'checkout.methodChosen'; method: PaymentMethod }
  | { type: 'checkout.submitMethod' }
  | { type: 'checkout.changeMethod' }
  /** Back on the subscribe form while the order is still unpaid: edit the details, keep the order. */
  | { type: 'checkout.detailsReopened' }
  | { type: 'checkout.pay'; opened: boolean }
  | { type: 'provider.returned'; outcome: 'success' | 'cancel' }
  | { type: 'provider.windowClosed' }
  | { type: 'checkout.checkStatus' }
  | { type: 'checkout.retry' }
  | { type: 'checkout.cancelOrder' };

/**
 * What a state means outside the machine. `page.<page>`: the state belongs on that checkout page, so a page that
 * finds the checkout under way in such a state shows it as it is (else it resumes the order from the server).
 * `provider.awaited`: the provider's return is taken as an event now. `provider.heard`: the return is already
 * known (from the window or the server), so a late one is only acknowledged. Whether the subscribe form may reopen
 * the order under way is not a tag but whether the state takes the reopen event (`snapshot.can`): an
 * order exists and nothing is being paid, also while a payment or confirm page still checks its status.
 */
export type CheckoutTag =
  | 'page.plan'
  | 'page.payment'
  | 'page.confirm'
  | 'page.success'
  | 'page.cancel'
  | 'provider.awaited'
  | 'provider.heard';

export interface SubscribeOutput {
  subscription_id: number;
  subscription_name: string;
  price: number;
}
export interface CreatePaymentInput {
  subscriptionId: number;
  method: PaymentMethod;
  idempotencyKey: string;
  return_url: string;
  cancel_url: string;
}

/** How often a "paid" return is checked while the server has not heard from the provider yet. */
export const MAX_STATUS_CHECKS = 4;

type StatusEvent = { output: OrderStatus };
const statusOf = (event: unknown): OrderStatus | undefined => (event as Partial<StatusEvent>).output;

export const isStatus =
  (status: OrderStatus['status']) =>
  ({ event }: { event: unknown }) =>
    statusOf(event)?.status === status;

/** The payment attempt the server still holds open for this order (what the confirm page pays), or null. */
export function openAttemptOf(status: OrderStatus | undefined): PaymentInfo | null {
  if (!status || status.status !== 'open' || status.payment_id === null || !isHttpUrl(status.redirect_link))
    return null;
  return { paymentId: status.payment_id, redirectLink: status.redirect_link };
}

const methodOf = (method: string | null | undefined): PaymentMethod | null =>
  method === 'paypal' || method === 'paypro' ? method : null;

/** What the server says about the order, over what this tab remembers: the server's open attempt wins. */
function fromServer(context: CheckoutContext, status: OrderStatus): Partial<CheckoutContext> {
  const attempt = openAttemptOf(status);
  return {
    status,
    failure: null,
    order: orderFromStatus(context, status),
    payment: attempt ?? context.payment,
    method: (attempt ? methodOf(status.method) : null) ?? context.method ?? methodOf(status.method),
  };
}

export function savedOf(context: CheckoutContext): SavedCheckout | null {
  if (!context.order) return null;
  return {
    planId: context.planId,
    period: context.period,
    order: context.order,
    method: context.method,
    payment: context.payment,
    idempotencyKey: context.idempotencyKey,
  };
}

function initialContext(input: CheckoutInput): CheckoutContext {
  const saved = input.resume?.saved ?? null;
  return {
    origin: input.origin,
    planId: saved?.planId ?? input.planId ?? null,
    period: saved?.period ?? input.period ?? 'monthly',
    details: emptyDetails(),
    termsAccepted: false,
    errors: {},
    submitted: false,
    detailsLoaded: false,
    order:
      saved?.order ??
      (input.resume
        ? { subscriptionId: input.resume.orderId, name: '', price: 0, period: input.period ?? 'monthly' }
        : null),
    method: saved?.method ?? null,
    payment: saved?.payment ?? null,
    idempotencyKey: saved?.idempotencyKey ?? null,
    outcome: input.resume?.stage ?? null,
    status: null,
    statusChecks: 0,
    failure: null,
  };
}

export const checkoutMachine = setup({
  types: {} as { context: CheckoutContext; events: CheckoutEvent; input: CheckoutInput; tags: CheckoutTag },
  actors: {
    loadBilling: fromPromise<BillingDetails, void>(async () => {
      throw new Error('loadBilling actor not provided');
    }),
    saveBilling: fromPromise<void, BillingDetails>(async () => {
      throw new Error('saveBilling actor not provided');
    }),
    subscribe: fromPromise<SubscribeOutput, { planId: number; period: Period }>(async () => {
      throw new Error('subscribe actor not provided');
    }),
    createPayment: fromPromise<PaymentAnswer, CreatePaymentInput>(async () => {
      throw new Error('createPayment actor not provided');
    }),
    getOrderStatus: fromPromise<OrderStatus, { orderId: number }>(async () => {
      throw new Error('getOrderStatus actor not provided');
    }),
    cancelOrder: fromPromise<{ message?: string }, { orderId: number }>(async () => {
      throw new Error('cancelOrder actor not provided');
    }),
  },
  actions: {
    navigate: (_, _params: NavigateParams) => {},
    notifyFailure: (_, _params: { failure: ApiFailure }) => {},
    /** The payment answer's code is not "success": the person sees the answer's message as a failure. */
    notifyRefused: (_, _params: { message: string }) => {},
    notifyNotCompleted: () => {},
    notifyOrderCancelled: (_, _params: { message?: string }) => {},
    /** Saves (or with null, forgets) what resuming this order needs. */
    saveOrder: (_, _params: { orderId: number; saved: SavedCheckout | null }) => {},
    openSameWindow: (_, _params: { link: string; orderId: number }) => {},
    /** The plan changed: account, banner and quotas reload. */
    reloadAccount: () => {},
  },
  guards: {
    hasPlan: ({ context }) => context.planId !== null,
    isResuming: ({ context }) => context.outcome !== null && context.order !== null,
    areDetailsValid: ({ context }) => hasNoErrors(validateDetails(context.details, context.termsAccepted)),
    hasMethod: ({ context }) => context.method !== null,
    isPaymentAccepted: (_, params: { answer: PaymentAnswer }) => isPaymentAccepted(params.answer),
    wasWindowOpened: ({ event }) => event.type === 'checkout.pay' && event.opened,
    isPaid: isStatus('paid'),
    isOrderCancelled: isStatus('cancelled'),
    isProviderCancel: ({ context }) => context.outcome === 'cancel',
    isAwaitingPaidNotice: ({ context }) => context.outcome === 'success' && context.statusChecks < MAX_STATUS_CHECKS,
    hasPayment: ({ context, event }) => context.payment !== null || openAttemptOf(statusOf(event)) !== null,
    isPaymentStage: ({ context }) => context.outcome === 'payment',
    isConfirmStage: ({ context }) => context.outcome === 'confirm',
    /** Landed on the payment method or confirm page of an unpaid order: nothing is being paid while it checks. */
    isOrderPageCheck: ({ context }) => context.outcome === 'payment' || context.outcome === 'confirm',
    /** The form was reopened for the order under way, for the same plan and period: no second order. */
    continuesOrder: ({ context }) => context.order !== null && context.order.period === context.period,
  },
  delays: { statusRetryDelay: 1500 },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => initialContext(input),
  initial: 'start',
  states: {
    start: {
      always: [
        { guard: 'isResuming', target: 'checkingStatus' },
        { guard: 'hasPlan', target: 'fillingDetails' },
        { target: 'choosingPlan' },
      ],
    },
    choosingPlan: {
      on: {
        'checkout.planChosen': {
          target: 'fillingDetails',
          actions: [
            assign({ planId: ({ event }) => event.planId, period: ({ event }) => event.period }),
            {
              type: 'navigate',
              params: ({ event }) => ({ page: 'subscribe', planId: event.planId, period: event.period }),
            },
          ],
        },
      },
    },
    fillingDetails: {
      tags: ['page.plan'],
      initial: 'loading',
      on: {
        'checkout.fieldChanged': {
          actions: assign(({ context, event }) => {
            const details = { ...context.details, [event.field]: event.value };
            return { details, errors: context.submitted ? validateDetails(details, context.termsAccepted) : {} };
          }),
        },
        'checkout.termsChanged': {
          actions: assign(({ context, event }) => ({
            termsAccepted: event.accepted,
            errors: context.submitted ? validateDetails(context.details, event.accepted) : {},
          })),
        },
        'checkout.periodChanged': { actions: assign({ period: ({ event }) => event.period }) },
        'checkout.planChosen': {
          actions: assign(({ context, event }) => ({
            planId: event.planId,
            period: event.period,
            // Another plan is another order.
            order: event.planId === context.planId ? context.order : null,
          })),
        },
      },
      states: {
        loading: {
          always: { guard: ({ context }) => context.detailsLoaded, target: 'editing' },
          invoke: {
            id: 'loadBilling',
            src: 'loadBilling',
            onDone: {
              target: 'editing',
              // Prefill only what the person has not typed yet.
              actions: assign(({ context, event }) => ({
                detailsLoaded: true,
                details: prefillDetails(context.details, event.output),
              })),
            },
            // No prefill is no reason to stop a purchase: the form stays empty.
            onError: { target: 'editing', actions: assign({ detailsLoaded: true }) },
          },
        },
        editing: {
          on: {
            'checkout.submitDetails': [
              {
                guard: 'areDetailsValid',
                target: '#checkout.subscribing',
                actions: assign({ submitted: true, errors: {} }),
              },
              {
                actions: assign(({ context }) => ({
                  submitted: true,
                  errors: validateDetails(context.details, context.termsAccepted),
                })),
              },
            ],
          },
        },
      },
    },
    subscribing: {
      tags: ['page.plan', 'page.payment'],
      initial: 'savingDetails',
      states: {
        savingDetails: {
          invoke: {
            id: 'saveBilling',
            src: 'saveBilling',
            input: ({ context }) => context.details,
            onDone: [
              {
                guard: 'continuesOrder',
                target: '#checkout.choosingPayment',
                actions: [
                  assign({ failure: null }),
                  {
                    type: 'navigate',
                    params: ({ context }) => ({ page: 'paymentMethod', orderId: context.order?.subscriptionId ?? 0 }),
                  },
                ],
              },
              { target: 'creating' },
            ],
            onError: {
              target: '#checkout.fillingDetails.editing',
              actions: [
                assign({ failure: ({ event }) => toFailure(event.error) }),
                { type: 'notifyFailure', params: ({ event }) => ({ failure: toFailure(event.error) }) },
              ],
            },
          },
        },
        creating: {
          invoke: {
            id: 'subscribe',
            src: 'subscribe',
            input: ({ context }) => ({ planId: context.planId ?? 0, period: context.period }),
            onDone: {
              target: '#checkout.choosingPayment',
              actions: [
                assign(({ context, event }) => ({
                  failure: null,
                  order: {
                    subscriptionId: event.output.subscription_id,
                    name: event.output.subscription_name,
                    price: event.output.price,
                    period: context.period,
                  },
                  payment: null,
                  idempotencyKey: null,
                })),
                {
                  type: 'navigate',
                  params: ({ context }) => ({ page: 'paymentMethod', orderId: context.order?.subscriptionId ?? 0 }),
                },
              ],
            },
            onError: {
              target: '#checkout.fillingDetails.editing',
              actions: [
                assign({ failure: ({ event }) => toFailure(event.error) }),
                { type: 'notifyFailure', params: ({ event }) => ({ failure: toFailure(event.error) }) },
              ],
            },
          },
        },
      },
    },
    choosingPayment: {
      tags: ['page.payment'],
      entry: {
        type: 'saveOrder',
        params: ({ context }) => ({ orderId: context.order?.subscriptionId ?? 0, saved: savedOf(context) }),
      },
      on: {
        'checkout.methodChosen': {
          actions: assign(({ context, event }) => ({
            method: event.method,
            // Another method is another request: a new attempt, a new key.
            idempotencyKey: event.method === context.method ? context.idempotencyKey : null,
          })),
        },
        'checkout.submitMethod': { guard: 'hasMethod', target: 'creatingPayment' },
        'checkout.detailsReopened': {
          target: 'fillingDetails',
          // The order exists, so its terms were accepted (a resumed order does not carry that answer).
          actions: assign({ payment: null, idempotencyKey: null, termsAccepted: true }),
        },
      },
    },
    creatingPayment: {
      tags: ['page.payment', 'page.confirm', 'page.cancel'],
      entry: assign({ idempotencyKey: ({ context }) => context.idempotencyKey ?? newIdempotencyKey(), failure: null }),
      invoke: {
        id: 'createPayment',
        src: 'createPayment',
        input: ({ context }) => ({
          subscriptionId: context.order?.subscriptionId ?? 0,
          method: context.method ?? 'paypal',
          idempotencyKey: context.idempotencyKey ?? '',
          ...returnUrls(context.origin, context.order?.subscriptionId ?? 0),
        }),
        onDone: [
          {
            guard: { type: 'isPaymentAccepted', params: ({ event }) => ({ answer: event.output }) },
            target: 'confirming',
            actions: [
              assign({
                payment: ({ event }) => ({
                  paymentId: event.output.payment_id ?? 0,
                  redirectLink: event.output.redirect_link ?? '',
                }),
              }),
              {
                type: 'navigate',
                params: ({ context }) => ({
                  page: 'confirm',
                  orderId: context.order?.subscriptionId ?? 0,
                  paymentId: context.payment?.paymentId ?? 0,
                }),
              },
            ],
          },
          {
            target: 'choosingPayment',
            // The server refused this attempt; the next one is a new request.
            actions: [
              assign({ idempotencyKey: null }),
              { type: 'notifyRefused', params: ({ event }) => ({ message: event.output.message }) },
            ],
          },
        ],
        onError: {
          // The same attempt may be sent again: the key stays.
          target: 'choosingPayment',
          actions: [
            assign({ failure: ({ event }) => toFailure(event.error) }),
            { type: 'notifyFailure', params: ({ event }) => ({ failure: toFailure(event.error) }) },
          ],
        },
      },
    },
    confirming: {
      tags: ['page.confirm', 'provider.awaited'],
      entry: {
        type: 'saveOrder',
        params: ({ context }) => ({ orderId: context.order?.subscriptionId ?? 0, saved: savedOf(context) }),
      },
      on: {
        'checkout.pay': [
          { guard: 'wasWindowOpened', target: 'awaitingProvider', actions: assign({ outcome: null, statusChecks: 0 }) },
          {
            target: 'awaitingProvider',
            actions: [
              assign({ outcome: null, statusChecks: 0 }),
              {
                type: 'openSameWindow',
                params: ({ context }) => ({
                  link: context.payment?.redirectLink ?? '',
                  orderId: context.order?.subscriptionId ?? 0,
                }),
              },
            ],
          },
        ],
        'checkout.changeMethod': {
          target: 'choosingPayment',
          actions: [
            assign({ payment: null, idempotencyKey: null }),
            {
              type: 'navigate',
              params: ({ context }) => ({ page: 'paymentMethod', orderId: context.order?.subscriptionId ?? 0 }),
            },
          ],
        },
        'checkout.cancelOrder': { target: 'cancellingOrder' },
        'checkout.detailsReopened': {
          target: 'fillingDetails',
          // The order exists, so its terms were accepted (a resumed order does not carry that answer).
          actions: assign({ payment: null, idempotencyKey: null, termsAccepted: true }),
        },
        // The provider's window came back after this page stopped waiting (a status check meanwhile).
        'provider.returned': { target: 'checkingStatus', actions: assign({ outcome: ({ event }) => event.outcome }) },
      },
    },
    awaitingProvider: {
      tags: ['page.confirm', 'page.success', 'page.cancel', 'provider.awaited'],
      on: {
        'provider.returned': { target: 'checkingStatus', actions: assign({ outcome: ({ event }) => event.outcome }) },
        'provider.windowClosed': { target: 'checkingStatus', actions: assign({ outcome: 'closed' }) },
        'checkout.checkStatus': { target: 'checkingStatus', actions: assign({ outcome: 'closed' }) },
      },
    },
    checkingStatus: {
      tags: ['page.confirm', 'page.success', 'page.cancel', 'provider.heard'],
      on: {
        // Back to the subscribe form before the payment page's check answered: the same order's form, no new one.
        'checkout.detailsReopened': {
          guard: 'isOrderPageCheck',
          target: 'fillingDetails',
          actions: assign({ payment: null, idempotencyKey: null, termsAccepted: true }),
        },
      },
      invoke: {
        id: 'getOrderStatus',
        src: 'getOrderStatus',
        input: ({ context }) => ({ orderId: context.order?.subscriptionId ?? 0 }),
        onDone: [
          {
            guard: 'isPaid',
            target: 'succeeded',
            actions: assign({ status: ({ event }) => event.output, failure: null }),
          },
          {
            guard: 'isOrderCancelled',
            target: 'orderCancelled',
            actions: assign({ status: ({ event }) => event.output, failure: null }),
          },
          {
            guard: 'isProviderCancel',
            target: 'cancelled',
            actions: assign({ status: ({ event }) => event.output, failure: null }),
          },
          {
            // Back from a paid provider page, but the server has not heard yet: ask again shortly.
            guard: 'isAwaitingPaidNotice',
            target: 'waitingForNotice',
            actions: assign({
              status: ({ event }) => event.output,
              statusChecks: ({ context }) => context.statusChecks + 1,
            }),
          },
          {
            // A reload of the confirm page: the order is where it was.
            guard: and(['hasPayment', 'isConfirmStage']),
            target: 'confirming',
            actions: assign(({ context, event }) => fromServer(context, event.output)),
          },
          {
            guard: and(['hasPayment', not('isPaymentStage')]),
            target: 'confirming',
            actions: [
              assign(({ context, event }) => fromServer(context, event.output)),
              {
                type: 'navigate',
                params: ({ context }) => ({
                  page: 'confirm',
                  orderId: context.order?.subscriptionId ?? 0,
                  paymentId: context.payment?.paymentId ?? 0,
                }),
              },
              { type: 'notifyNotCompleted' },
            ],
          },
          {
            target: 'choosingPayment',
            actions: [
              assign(({ context, event }) => ({
                status: event.output,
                failure: null,
                payment: null,
                order: orderFromStatus(context, event.output),
                method: context.method ?? methodOf(event.output.method),
              })),
              {
                type: 'navigate',
                params: ({ context }) => ({ page: 'paymentMethod', orderId: context.order?.subscriptionId ?? 0 }),
              },
            ],
          },
        ],
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
      },
    },
    waitingForNotice: {
      tags: ['page.confirm', 'page.success', 'provider.heard'],
      after: { statusRetryDelay: { target: 'checkingStatus' } },
    },
    succeeded: {
      tags: ['page.success', 'provider.heard'],
      entry: [
        { type: 'saveOrder', params: ({ context }) => ({ orderId: context.order?.subscriptionId ?? 0, saved: null }) },
        { type: 'reloadAccount' },
        {
          type: 'navigate',
          params: ({ context }) => ({ page: 'success', orderId: context.order?.subscriptionId ?? 0 }),
        },
      ],
    },
    cancelled: {
      tags: ['page.cancel', 'provider.heard'],
      entry: [
        {
          type: 'saveOrder',
          params: ({ context }) => ({ orderId: context.order?.subscriptionId ?? 0, saved: savedOf(context) }),
        },
        {
          type: 'navigate',
          params: ({ context }) => ({ page: 'cancel', orderId: context.order?.subscriptionId ?? 0 }),
        },
      ],
      on: {
        // A new attempt at the same order: a new key (the cancelled attempt is over).
        'checkout.retry': [
          { guard: 'hasMethod', target: 'creatingPayment', actions: assign({ payment: null, idempotencyKey: null }) },
          { target: 'choosingPayment', actions: assign({ payment: null, idempotencyKey: null }) },
        ],
        'checkout.cancelOrder': { target: 'cancellingOrder' },
        'checkout.detailsReopened': {
          target: 'fillingDetails',
          // The order exists, so its terms were accepted (a resumed order does not carry that answer).
          actions: assign({ payment: null, idempotencyKey: null, termsAccepted: true }),
        },
      },
    },
    cancellingOrder: {
      tags: ['page.confirm', 'page.cancel'],
      invoke: {
        id: 'cancelOrder',
        src: 'cancelOrder',
        input: ({ context }) => ({ orderId: context.order?.subscriptionId ?? 0 }),
        onDone: {
          target: 'orderCancelled',
          actions: { type: 'notifyOrderCancelled', params: ({ event }) => ({ message: event.output.message }) },
        },
        onError: {
          target: 'cancelled',
          actions: [
            assign({ failure: ({ event }) => toFailure(event.error) }),
            { type: 'notifyFailure', params: ({ event }) => ({ failure: toFailure(event.error) }) },
          ],
        },
      },
    },
    orderCancelled: {
      tags: ['page.cancel'],
      entry: {
        type: 'saveOrder',
        params: ({ context }) => ({ orderId: context.order?.subscriptionId ?? 0, saved: null }),
      },
      type: 'final',
    },
    failed: {
      tags: ['page.success', 'page.cancel'],
      on: { 'checkout.retry': { target: 'checkingStatus', actions: assign({ failure: null }) } },
    },
  },
});

function orderFromStatus(context: CheckoutContext, status: OrderStatus): OrderInfo {
  return {
    subscriptionId: status.order_id,
    name: status.subscription_name,
    price: status.price,
    period: status.period ?? context.period,
  };
}

export type { PaymentMethod, Period } from './checkout.rules';
export type { BillingDetails, BillingField, DetailErrors } from '@machines/shared/billing-details.rules';
