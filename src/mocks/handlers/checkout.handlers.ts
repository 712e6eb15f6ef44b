import { getDb, persistAtOnce, reloadDbFromStorage } from '@/mocks/db';
import { machineDecimal } from '@/i18n/format';
import { http } from '@/mocks/http';
import { FREE_QUOTAS, PLANS } from '@/mocks/reference';
import {
  authed,
  badRequest,
  conflict,
  EMAIL_PATTERN,
  idParam,
  isHttpUrl,
  isObject,
  jsonBody,
  nextId,
  notFound,
  nowIso,
  orNotFound,
  requestLang,
  say,
} from './common';
import { invoiceLines, invoiceNumber, invoiceWords, SELLER } from '@/mocks/invoice';
import { buildPdf, pdfResponse } from '@/mocks/pdf';
import { accountDetails } from './views';
import { includedVat, vatRate } from '@/mocks/vat';
import type { Db, DbPaymentAttempt, DbSubscription, DbUser } from '@/mocks/model';
import type { S } from '@/mocks/types';
import { demoToday } from '@/mocks/seed';
import { recordPaidCharge } from './payments';
import { BILLING_TEXT_LIMITS } from '@machines/shared/billing-details.rules';
import { textProblem, textProblemMessage } from '@machines/shared/text-limits';

/** Plans, subscribing, the provider payment lifecycle, billing and invoices. */

const YEARLY_MONTHS = 10;

type BillingTextField = keyof typeof BILLING_TEXT_LIMITS;
/** How the server names a billing field in its message. */
const BILLING_LABELS: Record<BillingTextField, string> = {
  name: 'The name',
  company_name: 'The company name',
  zipcode: 'The postal code',
  tax_number: 'The VAT id',
  street: 'The address',
  invoice_note: 'The invoice note',
};
const FREE_PLAN: S['Plan'] = {
  id: 0,
  name: 'Free',
  currency: 'EUR',
  prices: { monthly: 0, yearly: 0 },
  quotas: {
    projects: FREE_QUOTAS.projects,
    widgets: FREE_QUOTAS.widgets,
    advanced_audit: FREE_QUOTAS.advance === 1,
    lead_sync: false,
  },
  features: ['Rank tracking', 'SEO audits'],
  purchasable: false,
};

export function planCatalogue(): S['Plan'][] {
  return [
    FREE_PLAN,
    ...PLANS.map((plan): S['Plan'] => ({
      id: plan.plan_id,
      name: plan.name,
      currency: 'EUR',
      prices: { monthly: plan.monthly, yearly: plan.monthly * YEARLY_MONTHS },
      quotas: { projects: plan.projects, widgets: plan.widgets, advanced_audit: plan.advance === 1, lead_sync: true },
      features: [
        'Rank tracking',
        'SEO audits',
        'Lead widgets',
        'Lead sync',
        ...(plan.advance ? ['Advanced audits'] : []),
      ],
      purchasable: true,
    })),
  ];
}

const paymentView = ({ user_id: _owner, ...payment }: S['Payment'] & { user_id: number }): S['Payment'] => payment;
const attemptsOf = (db: Db): DbPaymentAttempt[] => (db.paymentAttempts ??= []);

function subscriptionView(subscription: DbSubscription): S['Subscription'] {
  const plan = PLANS.find((item) => item.plan_id === subscription.plan_id);
  return {
    subscription_id: subscription.subscription_id,
    subscription_name: subscription.name,
    price: subscription.price,
    payment_id: subscription.payment_id,
    subscription_details: {
      period: subscription.period,
      status: subscription.status,
      number_of_project: plan?.projects ?? 10,
      widget_setting: plan?.widgets ?? 10,
      can_advance_audit: plan?.advance ?? 0,
      features: [
        'Rank tracking',
        'SEO audits',
        'Lead widgets',
        plan && plan.advance ? 'Advanced audits' : 'Basic audits',
      ],
    },
  };
}

/** Applies a paid plan to the account and records the payment and its invoice. */
function activate(user: DbUser, subscription: DbSubscription, method: string, paymentId?: number): number {
  const db = getDb();
  const plan = PLANS.find((item) => item.plan_id === subscription.plan_id);
  const created = nowIso();
  const expires = new Date(demoToday() + (subscription.period === 'yearly' ? 365 : 30) * 86_400_000).toISOString();
  const id = recordPaidCharge(user, subscription, {
    amount: subscription.price,
    method,
    created,
    expires,
    membership: `${subscription.name} (${subscription.period})`,
    paymentId,
  });
  // Whatever plan was active before ends now.
  for (const other of db.subscriptions)
    if (other.user_id === user.id && other.status === 'active') other.status = 'expired';
  Object.assign(subscription, { status: 'active', payment_id: id, expires });
  if (plan)
    Object.assign(user, {
      plan: plan.name,
      expired_at: expires,
      project_total: plan.projects,
      widget_total: plan.widgets,
      can_advance_audit: plan.advance,
    });
  return id;
}

const luhn = (digits: string) => {
  let sum = 0;
  [...digits].reverse().forEach((char, index) => {
    let value = Number(char);
    if (index % 2) value = value * 2 > 9 ? value * 2 - 9 : value * 2;
    sum += value;
  });
  return sum % 10 === 0;
};

/** The billing details as the contract has them (stores from before the country field lack it). */
export const billingView = (user: DbUser): S['BillingInfo'] => ({
  ...user.billing,
  country: user.billing.country ?? '',
  version: billingVersion(user),
});

/** The billing details' version: every save makes a new one (stores from before versions start at 1). */
const billingVersion = (user: DbUser): number => user.billing.version ?? 1;

function orderTax(subscription: DbSubscription): S['OrderTax'] {
  const country = subscription.country || null;
  const rate = vatRate(country);
  return { country, rate, amount: includedVat(subscription.price, rate) };
}

function orderStatus(db: Db, subscription: DbSubscription): S['OrderStatus'] {
  const attempt = attemptsOf(db)
    .filter((item) => item.subscription_id === subscription.subscription_id)
    .at(-1);
  const invoice =
    subscription.payment_id === null
      ? undefined
      : db.invoices.find((item) => item.payment_id === subscription.payment_id);
  const payment =
    subscription.payment_id === null ? undefined : db.payments.find((item) => item.id === subscription.payment_id);
  return {
    order_id: subscription.subscription_id,
    status:
      subscription.status === 'active' || subscription.status === 'expired'
        ? 'paid'
        : subscription.status === 'cancelled'
          ? 'cancelled'
          : 'open',
    subscription_name: subscription.name,
    period: subscription.period,
    price: subscription.price,
    payment_id: subscription.payment_id ?? attempt?.id ?? null,
    method: payment?.method ?? attempt?.method ?? null,
    redirect_link:
      subscription.status === 'pending' && attempt?.status === 'pending' ? (attempt.redirect_link ?? null) : null,
    tax: orderTax(subscription),
    expires: subscription.expires,
    invoice_id: invoice?.id ?? null,
  };
}

export const checkoutHandlers = [
  http.get('/api/v1/plans/', ({ response }) => response(200).json({ plans: planCatalogue() })),

  http.get(
    '/api/v1/account/subscriptions/',
    authed(({ user, response }) => {
      const all = getDb()
        .payments.filter((payment) => payment.user_id === user.id)
        .sort((a, b) => b.created.localeCompare(a.created) || b.id - a.id)
        .map(paymentView);
      return response(200).json({ all_payments: all });
    }),
  ),

  http.get(
    '/api/v1/account/subscriptions/{id}/',
    authed(({ user, params, response }) => {
      const db = getDb();
      const subscription = orNotFound(
        db.subscriptions.find((item) => item.user_id === user.id && item.subscription_id === idParam(params.id)),
        'Subscription not found.',
      );
      const payments = db.payments
        .filter((payment) => payment.subscription_id === subscription.subscription_id)
        .map(paymentView);
      const last = payments.at(-1);
      return response(200).json({
        details: {
          email: user.email,
          type: subscription.period,
          created: subscription.created,
          expires: subscription.expires,
          method: last?.method ?? 'none',
          subscription_id: subscription.subscription_id,
          subscription_name: subscription.name,
          price: subscription.price,
          payments,
          subscription: subscriptionView(subscription),
          account: accountDetails(user),
        },
      });
    }),
  ),

  http.post(
    '/api/v1/account/subscribe/',
    authed(async ({ user, request, response }) => {
      const body = await jsonBody<unknown>(request);
      const plan = isObject(body) ? PLANS.find((item) => item.plan_id === body.plan_id) : undefined;
      if (!isObject(body) || !plan) return badRequest('Choose a plan.', { plan_id: ['Unknown plan.'] });
      if (body.period !== undefined && body.period !== 'monthly' && body.period !== 'yearly')
        return badRequest('Choose monthly or yearly.', { period: ['Invalid choice.'] });
      const period = body.period === 'yearly' ? 'yearly' : 'monthly';
      const db = getDb();
      const subscription: DbSubscription = {
        subscription_id: nextId(db, 'subscription'),
        user_id: user.id,
        plan_id: plan.plan_id,
        name: plan.name,
        price: period === 'yearly' ? plan.monthly * YEARLY_MONTHS : plan.monthly,
        period,
        created: nowIso(),
        expires: null,
        status: 'pending',
        payment_id: null,
        country: user.billing.country ?? '',
      };
      db.subscriptions.push(subscription);
      return response(200).json(subscriptionView(subscription));
    }),
  ),

  http.post(
    '/api/v1/account/subscription/payment/{subscription_id}/',
    authed(async ({ user, request, params, response }) => {
      const db = getDb();
      const key = request.headers.get('Idempotency-Key');
      const keyId = key ? `${user.id}:${key}` : null;
      const earlier = keyId ? db.paymentKeys?.[keyId] : undefined;
      // The same attempt again (a retry, a double click that got through): the first answer, nothing new.
      if (earlier) return response(200).json(earlier);
      const subscription = orNotFound(
        db.subscriptions.find(
          (item) => item.user_id === user.id && item.subscription_id === idParam(params.subscription_id),
        ),
        'Subscription not found.',
      );
      if (subscription.status !== 'pending') return badRequest(`This subscription is already ${subscription.status}.`);
      const body = await jsonBody<unknown>(request);
      if (!isObject(body)) return badRequest('Invalid request body.');
      const remember = (answer: S['PaymentResult']) => {
        if (keyId) (db.paymentKeys ??= {})[keyId] = answer;
        // The provider's window loads its own copy of the store at once: it must find this attempt.
        persistAtOnce();
        return response(200).json(answer);
      };
      if (body.type === 'paypal' || body.type === 'paypro') {
        if (!isHttpUrl(body.return_url) || !isHttpUrl(body.cancel_url))
          return badRequest('return_url and cancel_url must be http(s) addresses.');
        const attempt: DbPaymentAttempt = {
          id: nextId(db, 'payment'),
          user_id: user.id,
          subscription_id: subscription.subscription_id,
          method: body.type,
          status: 'pending',
          created: nowIso(),
        };
        attemptsOf(db).push(attempt);
        // A demo page on the app's own origin stands in for the provider's checkout.
        const origin = request.headers.get('Origin') ?? new URL(request.url).origin;
        const link = new URL('/demo-provider/pay', origin);
        link.search = new URLSearchParams({
          payment: String(attempt.id),
          provider: body.type,
          amount: machineDecimal(subscription.price),
          plan: `${subscription.name} (${subscription.period})`,
          return: body.return_url,
          cancel: body.cancel_url,
        }).toString();
        attempt.redirect_link = link.toString();
        return remember({
          message: say(request, 'continue_payment', { provider: body.type === 'paypal' ? 'PayPal' : 'paypro' }),
          code: 'success',
          payment_id: attempt.id,
          redirect_link: link.toString(),
        });
      }
      if (body.type !== 'card') return badRequest('Choose a payment method.', { type: ['Invalid choice.'] });
      const number = typeof body.card_number === 'string' ? body.card_number.replace(/\s+/g, '') : '';
      const errors: Record<string, string[]> = {};
      if (!/^\d{12,19}$/.test(number) || !luhn(number)) errors.card_number = ['Enter a valid card number.'];
      if (typeof body.card_holder !== 'string' || !body.card_holder.trim())
        errors.card_holder = ['This field is required.'];
      if (typeof body.cvc !== 'string' || !/^\d{3,4}$/.test(body.cvc))
        errors.cvc = ['Enter the 3 or 4 digits on the back of the card.'];
      const month = Number(body.exp_month);
      const year = Number(body.exp_year);
      if (
        !Number.isInteger(month) ||
        month < 1 ||
        month > 12 ||
        !Number.isInteger(year) ||
        year * 12 + month < new Date(demoToday()).getUTCFullYear() * 12 + new Date(demoToday()).getUTCMonth() + 1
      )
        errors.exp_month = ['The card has expired.'];
      if (Object.keys(errors).length) return badRequest('Please check the card details.', errors);
      // Test card that is declined: answered with a non-success code, as the real payment provider does.
      if (number === '4000000000000002')
        return remember({
          message: say(request, 'card_declined'),
          code: 'card_declined',
          payment_id: null,
          redirect_link: null,
        });
      const paymentId = activate(user, subscription, 'card');
      return remember({
        message: say(request, 'payment_completed'),
        code: 'success',
        payment_id: paymentId,
        redirect_link: null,
      });
    }),
  ),

  http.get('/api/v1/account/order/{id}/', (info) => {
    // The provider's window may have settled the payment in its own copy of the store (read before the session).
    reloadDbFromStorage();
    return authed<typeof info, ReturnType<typeof info.response>>(({ user, params, response }) => {
      const db = getDb();
      const subscription = orNotFound(
        db.subscriptions.find((item) => item.user_id === user.id && item.subscription_id === idParam(params.id)),
        'Order not found.',
      );
      return response(200).json(orderStatus(db, subscription));
    })(info);
  }),

  http.post('/api/v1/demo-provider/payments/{id}/', async ({ request, params, response }) => {
    reloadDbFromStorage();
    const db = getDb();
    const attempt = orNotFound(
      attemptsOf(db).find((item) => item.id === idParam(params.id)),
      'Payment not found.',
    );
    const body = await jsonBody<unknown>(request);
    if (!isObject(body) || (body.outcome !== 'paid' && body.outcome !== 'cancelled'))
      return badRequest('outcome must be paid or cancelled.');
    if (attempt.status !== 'pending') return badRequest(`This payment is already ${attempt.status}.`);
    const user = db.users.find((item) => item.id === attempt.user_id);
    const subscription = db.subscriptions.find((item) => item.subscription_id === attempt.subscription_id);
    if (!user || !subscription) return notFound('Payment not found.');
    if (body.outcome === 'paid') {
      if (subscription.status !== 'pending') return badRequest(`This order is already ${subscription.status}.`);
      activate(user, subscription, attempt.method, attempt.id);
    }
    attempt.status = body.outcome;
    // The waiting window reads the store as soon as it hears back.
    persistAtOnce();
    return response(200).json({
      message: say(request, body.outcome === 'paid' ? 'payment_received' : 'payment_cancelled'),
    });
  }),

  http.delete(
    '/api/v1/account/order/{id}/cancle/',
    authed(async ({ user, request, params, response }) => {
      const subscription = orNotFound(
        getDb().subscriptions.find((item) => item.user_id === user.id && item.subscription_id === idParam(params.id)),
        'Order not found.',
      );
      if (subscription.status === 'cancelled') return badRequest('This order is already cancelled.');
      if (subscription.status !== 'pending') return badRequest('A paid order cannot be cancelled here.');
      const body = await jsonBody<unknown>(request);
      if (body !== undefined && (!isObject(body) || (body.reason !== undefined && typeof body.reason !== 'string')))
        return badRequest('Invalid request body.');
      subscription.status = 'cancelled';
      return response(200).json({ message: say(request, 'order_cancelled') });
    }),
  ),

  http.get(
    '/api/v1/account/billing/',
    authed(({ user, response }) => {
      const invoices = getDb()
        .invoices.filter((invoice) => invoice.user_id === user.id)
        .sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id)
        .map(({ user_id: _owner, payment_id: _payment, ...invoice }) => invoice);
      return response(200).json({ billing_info: billingView(user), invoices, seller: SELLER });
    }),
  ),

  http.post(
    '/api/v1/account/billing/update/',
    authed(async ({ user, request, response }) => {
      const body = await jsonBody<unknown>(request);
      if (!isObject(body)) return badRequest('Invalid request body.');
      const keys = [
        'name',
        'company_name',
        'phone',
        'email',
        'zipcode',
        'street',
        'country',
        'tax_number',
        'invoice_note',
      ] as const;
      const errors: Record<string, string[]> = {};
      for (const key of keys) if (typeof body[key] !== 'string') errors[key] = ['This field is required.'];
      if (typeof body.country === 'string' && !/^([A-Z]{2})?$/.test(body.country))
        errors.country = ['Choose a country from the list.'];
      if (typeof body.name === 'string' && !body.name.trim()) errors.name = ['This field is required.'];
      if (typeof body.email === 'string' && body.email && !EMAIL_PATTERN.test(body.email))
        errors.email = ['Please enter a valid email'];
      for (const [key, { max, multiline }] of Object.entries(BILLING_TEXT_LIMITS)) {
        const value = body[key];
        const problem = typeof value === 'string' && !errors[key] ? textProblem(value, max, multiline) : null;
        if (problem) errors[key] = [textProblemMessage(problem, BILLING_LABELS[key as BillingTextField], max)];
      }
      if (Object.keys(errors).length) return badRequest('Please correct the billing details.', errors);
      if (body.version !== undefined && body.version !== billingVersion(user))
        return conflict('Someone else changed these billing details since you opened them.');
      user.billing = {
        ...(Object.fromEntries(keys.map((key) => [key, String(body[key]).trim()])) as Record<
          (typeof keys)[number],
          string
        >),
        version: billingVersion(user) + 1,
      };
      return response(200).json({ message: say(request, 'billing_updated'), version: billingVersion(user) });
    }),
  ),

  http.get(
    '/api/v1/account/invoice/{id}/pdf/',
    authed(async ({ user, params, request, response }) => {
      const invoice = orNotFound(
        getDb().invoices.find((item) => item.user_id === user.id && item.id === idParam(params.id)),
        'Invoice not found.',
      );
      const pdf = await buildPdf(
        `${invoiceWords(requestLang(request)).invoice} ${invoiceNumber(invoice)}`,
        invoiceLines(invoice, user, requestLang(request)),
        requestLang(request),
      );
      // The contract types the PDF body as a string; the bytes are what a viewer needs, so the answer leaves
      // through openapi-msw's own outlet for bodies its typing can't express.
      return response.untyped(pdfResponse(pdf, `${invoiceNumber(invoice)}.pdf`));
    }),
  ),
];
