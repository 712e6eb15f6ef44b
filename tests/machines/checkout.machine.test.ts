import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import {
  checkoutMachine,
  type CheckoutInput,
  type CreatePaymentInput,
  type NavigateParams,
  type OrderStatus,
  type SavedCheckout,
} from '../../machines/billing/checkout/checkout.machine';
import {
  isPaymentAccepted,
  returnUrls,
  validateDetails,
  type PaymentAnswer,
} from '../../machines/billing/checkout/checkout.rules';
import { emptyDetails, validateBilling, type BillingDetails } from '../../machines/shared/billing-details.rules';
import { isHttpUrl } from '../../machines/shared/http-url';

const ORIGIN = 'https://app.example.com';
const status = (over: Partial<OrderStatus> = {}): OrderStatus => ({
  order_id: 41,
  status: 'open',
  subscription_name: 'Pro',
  period: 'monthly',
  price: 49,
  payment_id: 77,
  method: 'paypal',
  redirect_link: null,
  expires: null,
  invoice_id: null,
  ...over,
});
const accepted: PaymentAnswer = {
  message: 'Continue',
  code: 'success',
  payment_id: 77,
  redirect_link: 'https://pay.example.com/p/77',
};

interface Fakes {
  subscribeFails?: unknown[];
  paymentAnswers?: (PaymentAnswer | { throw: unknown })[];
  statuses?: (OrderStatus | { throw: unknown })[];
}

function setup(input: Partial<CheckoutInput> = {}, fakes: Fakes = {}) {
  const log = {
    payments: [] as CreatePaymentInput[],
    navigations: [] as NavigateParams[],
    alerts: [] as string[],
    saved: [] as (SavedCheckout | null)[],
    sameWindow: [] as string[],
    reloads: 0,
    statusCalls: 0,
    subscribes: 0,
    billingSaves: [] as BillingDetails[],
  };
  const subscribeFails = [...(fakes.subscribeFails ?? [])];
  const paymentAnswers = [...(fakes.paymentAnswers ?? [accepted])];
  const statuses = [
    ...(fakes.statuses ?? [status({ status: 'paid', expires: '2027-01-01T00:00:00Z', invoice_id: 30 })]),
  ];
  const machine = checkoutMachine.provide({
    actors: {
      loadBilling: fromPromise(async () => ({ ...emptyDetails(), name: 'Dana Demo', email: 'billing@example.com' })),
      saveBilling: fromPromise<void, BillingDetails>(async ({ input }) => {
        log.billingSaves.push(input);
      }),
      subscribe: fromPromise(async () => {
        log.subscribes++;
        const failure = subscribeFails.shift();
        if (failure) throw failure;
        return { subscription_id: 41, subscription_name: 'Pro', price: 49 };
      }),
      createPayment: fromPromise<PaymentAnswer, CreatePaymentInput>(async ({ input }) => {
        log.payments.push(input);
        const next = paymentAnswers.shift() ?? accepted;
        if ('throw' in next) throw next.throw;
        return next;
      }),
      getOrderStatus: fromPromise(async () => {
        log.statusCalls++;
        const next = statuses.shift() ?? status();
        if ('throw' in next) throw next.throw;
        return next;
      }),
      cancelOrder: fromPromise<{ message?: string }, { orderId: number }>(async () => ({
        message: 'Your order has been cancelled.',
      })),
    },
    actions: {
      navigate: (_, params) => log.navigations.push(params),
      notifyFailure: (_, { failure }) =>
        log.alerts.push(failure.kind === 'http' ? `http ${failure.status} ${failure.message ?? ''}` : 'network'),
      notifyRefused: (_, { message }) => log.alerts.push(`refused ${message}`),
      notifyNotCompleted: () => log.alerts.push('not completed'),
      notifyOrderCancelled: (_, { message }) => log.alerts.push(`cancelled ${message ?? ''}`),
      saveOrder: (_, { saved }) => log.saved.push(saved),
      openSameWindow: (_, { link }) => log.sameWindow.push(link),
      reloadAccount: () => {
        log.reloads++;
      },
    },
  });
  const clock = new SimulatedClock();
  const actor = createActor(machine, { input: { origin: ORIGIN, ...input }, clock }).start();
  return { actor, log, clock };
}

async function toConfirm(fakes: Fakes = {}) {
  const ctx = setup({ planId: 2, period: 'monthly' }, fakes);
  const { actor } = ctx;
  await waitFor(actor, (s) => s.matches({ fillingDetails: 'editing' }));
  actor.send({ type: 'checkout.termsChanged', accepted: true });
  actor.send({ type: 'checkout.submitDetails' });
  await waitFor(actor, (s) => s.matches('choosingPayment'));
  actor.send({ type: 'checkout.methodChosen', method: 'paypal' });
  actor.send({ type: 'checkout.submitMethod' });
  await waitFor(actor, (s) => s.matches('confirming') || s.matches('choosingPayment'));
  return ctx;
}

describe('checkout rules', () => {
  it('requires name and a well-formed e-mail, and the terms', () => {
    expect(validateBilling(emptyDetails())).toEqual({ name: 'required', email: 'required' });
    expect(validateBilling({ ...emptyDetails(), name: 'A', email: 'not-an-email' })).toEqual({ email: 'email' });
    expect(validateDetails({ ...emptyDetails(), name: 'A', email: 'a@b.co' }, false)).toEqual({ terms: 'terms' });
    expect(validateDetails({ ...emptyDetails(), name: 'A', email: 'a@b.co' }, true)).toEqual({});
  });

  it('follows a provider answer only with code success and an http(s) link', () => {
    expect(isPaymentAccepted(accepted)).toBe(true);
    expect(isPaymentAccepted({ ...accepted, code: 'failed' })).toBe(false);
    expect(isPaymentAccepted({ ...accepted, redirect_link: 'javascript:alert(1)' })).toBe(false);
    expect(isPaymentAccepted({ ...accepted, redirect_link: null })).toBe(false);
    expect(isHttpUrl('http://x.test/')).toBe(true);
    expect(isHttpUrl('data:text/html,hi')).toBe(false);
  });

  it('builds the return addresses on the app origin', () => {
    expect(returnUrls(ORIGIN, 41)).toEqual({
      return_url: 'https://app.example.com/payment/success/41',
      cancel_url: 'https://app.example.com/payment/cancel/41',
    });
  });
});

describe('checkout machine', () => {
  it('prefills the details, keeps typed values, and shows errors only after a submit', async () => {
    const { actor } = setup({ planId: 2, period: 'yearly' });
    actor.send({ type: 'checkout.fieldChanged', field: 'company_name', value: 'Typed B.V.' });
    await waitFor(actor, (s) => s.matches({ fillingDetails: 'editing' }));
    expect(actor.getSnapshot().context.details).toMatchObject({
      name: 'Dana Demo',
      email: 'billing@example.com',
      company_name: 'Typed B.V.',
    });
    actor.send({ type: 'checkout.fieldChanged', field: 'email', value: 'broken' });
    expect(actor.getSnapshot().context.errors).toEqual({});
    actor.send({ type: 'checkout.submitDetails' });
    expect(actor.getSnapshot().context.errors).toEqual({ email: 'email', terms: 'terms' });
    expect(actor.getSnapshot().matches({ fillingDetails: 'editing' })).toBe(true);
  });

  it('back on the form with the order unpaid, a second submit saves the details and continues that order', async () => {
    const { actor, log } = await toConfirm();
    actor.send({ type: 'checkout.detailsReopened' });
    expect(actor.getSnapshot().matches({ fillingDetails: 'editing' })).toBe(true);
    expect(actor.getSnapshot().context.details.name).toBe('Dana Demo');
    actor.send({ type: 'checkout.fieldChanged', field: 'company_name', value: 'Later B.V.' });
    actor.send({ type: 'checkout.submitDetails' });
    await waitFor(actor, (s) => s.matches('choosingPayment'));
    expect(log.subscribes).toBe(1);
    expect(log.billingSaves.at(-1)).toMatchObject({ company_name: 'Later B.V.' });
    expect(log.navigations.map((n) => n.page)).toEqual(['paymentMethod', 'confirm', 'paymentMethod']);
    expect(log.navigations.at(-1)).toMatchObject({ orderId: 41 });
  });

  it('another period on the reopened form is another order', async () => {
    const { actor, log } = await toConfirm();
    actor.send({ type: 'checkout.detailsReopened' });
    actor.send({ type: 'checkout.periodChanged', period: 'yearly' });
    actor.send({ type: 'checkout.submitDetails' });
    await waitFor(actor, (s) => s.matches('choosingPayment'));
    expect(log.subscribes).toBe(2);
  });

  it('two fast Backs from the confirm page reopen the order while the payment page still checks its status', async () => {
    const first = await toConfirm();
    const saved = first.log.saved.at(-1) ?? null;
    first.actor.stop();
    // The payment method page resumes the order; the second Back comes before its status call answers.
    const { actor, log } = setup({ resume: { stage: 'payment', orderId: 41, saved } }, { statuses: [status()] });
    expect(actor.getSnapshot().matches('checkingStatus')).toBe(true);
    actor.send({ type: 'checkout.detailsReopened' });
    expect(actor.getSnapshot().matches('fillingDetails')).toBe(true);
    await waitFor(actor, (s) => s.matches({ fillingDetails: 'editing' }));
    actor.send({ type: 'checkout.submitDetails' });
    await waitFor(actor, (s) => s.matches('choosingPayment'));
    expect(log.subscribes).toBe(0);
    expect(log.navigations).toEqual([{ page: 'paymentMethod', orderId: 41 }]);
  });

  it('a status check after the provider page does not reopen the form (the order may be paid)', () => {
    const { actor } = setup({ resume: { stage: 'success', orderId: 41, saved: null } });
    actor.send({ type: 'checkout.detailsReopened' });
    expect(actor.getSnapshot().matches('checkingStatus')).toBe(true);
  });

  it('walks the happy path to the provider and succeeds when the server says paid', async () => {
    const { actor, log } = await toConfirm();
    expect(log.payments).toHaveLength(1);
    expect(log.payments[0]).toMatchObject({
      subscriptionId: 41,
      method: 'paypal',
      return_url: 'https://app.example.com/payment/success/41',
      cancel_url: 'https://app.example.com/payment/cancel/41',
    });
    expect(log.navigations.map((n) => n.page)).toEqual(['paymentMethod', 'confirm']);
    actor.send({ type: 'checkout.pay', opened: true });
    actor.send({ type: 'checkout.pay', opened: true });
    expect(actor.getSnapshot().matches('awaitingProvider')).toBe(true);
    actor.send({ type: 'provider.returned', outcome: 'success' });
    await waitFor(actor, (s) => s.matches('succeeded'));
    expect(log.reloads).toBe(1);
    expect(log.saved.at(-1)).toBeNull();
    expect(log.navigations.at(-1)).toEqual({ page: 'success', orderId: 41 });
    expect(log.sameWindow).toEqual([]);
  });

  it('redirects this window when the pop-up was blocked', async () => {
    const { actor, log } = await toConfirm();
    actor.send({ type: 'checkout.pay', opened: false });
    expect(log.sameWindow).toEqual(['https://pay.example.com/p/77']);
    expect(log.saved.at(-1)).toMatchObject({
      payment: { paymentId: 77, redirectLink: 'https://pay.example.com/p/77' },
    });
  });

  it('reuses the idempotency key when the same attempt is sent again after a failure', async () => {
    const { actor, log } = await toConfirm({ paymentAnswers: [{ throw: { kind: 'network' } }, accepted] });
    expect(actor.getSnapshot().matches('choosingPayment')).toBe(true);
    expect(log.alerts).toEqual(['network']);
    actor.send({ type: 'checkout.submitMethod' });
    await waitFor(actor, (s) => s.matches('confirming'));
    expect(log.payments).toHaveLength(2);
    expect(log.payments[1]?.idempotencyKey).toBe(log.payments[0]?.idempotencyKey);
  });

  it('shows the server message and stays on the step when code is not success', async () => {
    const refused: PaymentAnswer = {
      message: 'PayPal is unavailable.',
      code: 'provider_error',
      payment_id: null,
      redirect_link: null,
    };
    const { actor, log } = await toConfirm({ paymentAnswers: [refused, accepted] });
    expect(actor.getSnapshot().matches('choosingPayment')).toBe(true);
    expect(actor.getSnapshot().context.method).toBe('paypal');
    expect(log.alerts).toEqual(['refused PayPal is unavailable.']);
    actor.send({ type: 'checkout.submitMethod' });
    await waitFor(actor, (s) => s.matches('confirming'));
    // A refused attempt is over: the next one is a new request with a new key.
    expect(log.payments[1]?.idempotencyKey).not.toBe(log.payments[0]?.idempotencyKey);
  });

  it('keeps the plan and typed details when subscribing fails (500, network, 401)', async () => {
    for (const failure of [
      { kind: 'http', status: 500, message: 'Server error' },
      { kind: 'network' },
      { kind: 'http', status: 401, message: 'Invalid token' },
    ]) {
      const { actor, log } = setup({ planId: 3, period: 'yearly' }, { subscribeFails: [failure] });
      await waitFor(actor, (s) => s.matches({ fillingDetails: 'editing' }));
      actor.send({ type: 'checkout.fieldChanged', field: 'company_name', value: 'Kept Ltd' });
      actor.send({ type: 'checkout.termsChanged', accepted: true });
      actor.send({ type: 'checkout.submitDetails' });
      await waitFor(actor, (s) => s.matches({ fillingDetails: 'editing' }) && log.subscribes === 1);
      const { context } = actor.getSnapshot();
      expect(context.planId).toBe(3);
      expect(context.period).toBe('yearly');
      expect(context.details.company_name).toBe('Kept Ltd');
      expect(context.termsAccepted).toBe(true);
      expect(log.alerts).toHaveLength(1);
    }
  });

  it('a closed window without an answer asks the server; still open means "not completed" and Pay again', async () => {
    const { actor, log } = await toConfirm({ statuses: [status()] });
    actor.send({ type: 'checkout.pay', opened: true });
    actor.send({ type: 'provider.windowClosed' });
    await waitFor(actor, (s) => s.matches('confirming'));
    expect(log.alerts).toEqual(['not completed']);
    actor.send({ type: 'checkout.pay', opened: true });
    expect(actor.getSnapshot().matches('awaitingProvider')).toBe(true);
  });

  it('asks again while the server has not heard of a paid return yet', async () => {
    const { actor, clock, log } = await toConfirm({ statuses: [status(), status({ status: 'paid' })] });
    actor.send({ type: 'checkout.pay', opened: true });
    actor.send({ type: 'provider.returned', outcome: 'success' });
    await waitFor(actor, (s) => s.matches('waitingForNotice'));
    clock.increment(1500);
    await waitFor(actor, (s) => s.matches('succeeded'));
    expect(log.statusCalls).toBe(2);
  });

  it('a provider cancel leaves the order open: retry makes a new attempt, or cancel the order', async () => {
    const { actor, log } = await toConfirm({ statuses: [status()] });
    const firstKey = log.payments[0]?.idempotencyKey;
    actor.send({ type: 'checkout.pay', opened: true });
    actor.send({ type: 'provider.returned', outcome: 'cancel' });
    await waitFor(actor, (s) => s.matches('cancelled'));
    expect(log.navigations.at(-1)).toEqual({ page: 'cancel', orderId: 41 });
    actor.send({ type: 'checkout.retry' });
    await waitFor(actor, (s) => s.matches('confirming'));
    expect(log.payments[1]?.idempotencyKey).not.toBe(firstKey);
    actor.send({ type: 'checkout.cancelOrder' });
    await waitFor(actor, (s) => s.matches('orderCancelled'));
    expect(log.alerts.at(-1)).toBe('cancelled Your order has been cancelled.');
  });

  it('resumes a saved order on the confirm page after a reload', async () => {
    const saved: SavedCheckout = {
      planId: 2,
      period: 'monthly',
      order: { subscriptionId: 41, name: 'Pro', price: 49, period: 'monthly' },
      method: 'paypal',
      payment: { paymentId: 77, redirectLink: 'https://pay.example.com/p/77' },
      idempotencyKey: 'key-1',
    };
    const { actor, log } = setup({ resume: { stage: 'confirm', orderId: 41, saved } }, { statuses: [status()] });
    await waitFor(actor, (s) => s.matches('confirming'));
    expect(actor.getSnapshot().context.payment).toEqual(saved.payment);
    expect(log.alerts).toEqual([]);
  });

  it('opens the confirm page from its address in a new session: order, method and the open attempt from the server', async () => {
    const { actor, log } = setup(
      { resume: { stage: 'confirm', orderId: 41, saved: null } },
      { statuses: [status({ method: 'paypro', redirect_link: 'https://pay.example.com/p/77' })] },
    );
    await waitFor(actor, (s) => s.matches('confirming'));
    const { context } = actor.getSnapshot();
    expect(context.method).toBe('paypro');
    expect(context.payment).toEqual({ paymentId: 77, redirectLink: 'https://pay.example.com/p/77' });
    expect(context.order).toEqual({ subscriptionId: 41, name: 'Pro', price: 49, period: 'monthly' });
    expect(log.navigations).toEqual([]);
    expect(log.alerts).toEqual([]);
  });

  it('in a new session with no attempt open, the confirm page goes back to the method, the last one chosen', async () => {
    const { actor, log } = setup(
      { resume: { stage: 'confirm', orderId: 41, saved: null } },
      { statuses: [status({ method: 'paypal', redirect_link: null })] },
    );
    await waitFor(actor, (s) => s.matches('choosingPayment'));
    expect(actor.getSnapshot().context.method).toBe('paypal');
    expect(log.navigations).toEqual([{ page: 'paymentMethod', orderId: 41 }]);
  });

  it('a return from the provider window after a status check on the confirm page is still taken', async () => {
    const { actor } = setup(
      { resume: { stage: 'confirm', orderId: 41, saved: null } },
      {
        statuses: [
          status({ redirect_link: 'https://pay.example.com/p/77' }),
          status({ status: 'paid', expires: '2027-01-01T00:00:00Z', invoice_id: 30 }),
        ],
      },
    );
    await waitFor(actor, (s) => s.matches('confirming'));
    actor.send({ type: 'provider.returned', outcome: 'success' });
    await waitFor(actor, (s) => s.matches('succeeded'));
  });

  it('on the success page without anything saved, the server decides', async () => {
    const { actor } = setup(
      { resume: { stage: 'success', orderId: 41, saved: null } },
      { statuses: [status({ status: 'paid', invoice_id: 9 })] },
    );
    await waitFor(actor, (s) => s.matches('succeeded'));
    expect(actor.getSnapshot().context.status?.invoice_id).toBe(9);
  });

  it('a failed status check can be retried', async () => {
    const { actor } = setup(
      { resume: { stage: 'success', orderId: 41, saved: null } },
      { statuses: [{ throw: { kind: 'network' } }, status({ status: 'paid' })] },
    );
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'checkout.retry' });
    await waitFor(actor, (s) => s.matches('succeeded'));
  });
});
