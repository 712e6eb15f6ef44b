import { getDb, persistDb } from '../db';
import { http } from '../http';
import { PLANS } from '../reference';
import { badRequest, EMAIL_PATTERN, idParam, isObject, jsonBody, nextId, notFound, nowIso, unauthorized, userOf } from './common';
import { accountDetails } from './views';
import type { DbSubscription, DbUser } from '../model';
import type { S } from '../types';

const LANGS = ['en', 'nl', 'es', 'it', 'fr', 'pt', 'de', 'el', 'sv', 'pl', 'nb', 'da'];
const paymentView = ({ user_id: _owner, ...payment }: S['Payment'] & { user_id: number }): S['Payment'] => payment;

function subscriptionView(subscription: DbSubscription): S['Subscription'] {
  const plan = PLANS.find((item) => item.plan_id === subscription.plan_id);
  return {
    subscription_id: subscription.subscription_id, subscription_name: subscription.name, price: subscription.price, payment_id: subscription.payment_id,
    subscription_details: {
      period: subscription.period, status: subscription.status, number_of_project: plan?.projects ?? 10, widget_setting: plan?.widgets ?? 10,
      can_advance_audit: plan?.advance ?? 0, features: ['Rank tracking', 'SEO audits', 'Lead widgets', plan && plan.advance ? 'Advanced audits' : 'Basic audits'],
    },
  };
}

/** Deletes the account and everything that belongs to it. */
function removeUser(user: DbUser): void {
  const db = getDb();
  const mine = <T extends { user_id: number }>(items: T[]) => items.filter((item) => item.user_id !== user.id);
  const projectIds = new Set(db.projects.filter((project) => project.user_id === user.id).map((project) => project.id));
  db.users = db.users.filter((item) => item.id !== user.id);
  db.sessions = Object.fromEntries(Object.entries(db.sessions).filter(([, id]) => id !== user.id));
  db.projects = mine(db.projects);
  db.keywords = db.keywords.filter((keyword) => !projectIds.has(keyword.project_id));
  db.keywordGroups = db.keywordGroups.filter((group) => !projectIds.has(group.project_id));
  db.projectGroups = mine(db.projectGroups);
  db.widgets = mine(db.widgets);
  db.audits = mine(db.audits);
  db.leads = mine(db.leads);
  db.subscriptions = mine(db.subscriptions);
  db.payments = mine(db.payments);
  db.invoices = mine(db.invoices);
  db.notifications = mine(db.notifications);
}

/** Applies a paid plan to the account and records the payment and its invoice. */
function activate(user: DbUser, subscription: DbSubscription, method: string): number {
  const db = getDb();
  const plan = PLANS.find((item) => item.plan_id === subscription.plan_id);
  const created = nowIso();
  const expires = new Date(Date.now() + (subscription.period === 'yearly' ? 365 : 30) * 86_400_000).toISOString();
  const id = nextId(db, 'payment');
  db.payments.push({ id, user_id: user.id, subscription_id: subscription.subscription_id, subscription_name: subscription.name, type: subscription.period, method, price: subscription.price, status: 'completed', created, expires });
  db.invoices.push({ id: nextId(db, 'invoice'), user_id: user.id, date: created.slice(0, 10), total: subscription.price, membership: `${subscription.name} (${subscription.period})`, method, status: 'paid', invoice: `/invoices/INV-${created.slice(0, 4)}-${String(id).padStart(4, '0')}.pdf` });
  Object.assign(subscription, { status: 'active', payment_id: id, expires });
  if (plan) Object.assign(user, { plan: plan.name, expired_at: expires, project_total: plan.projects, widget_total: plan.widgets, can_advance_audit: plan.advance });
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

export const accountHandlers = [
  http.get('/api/v1/account/', ({ request, response }) => {
    const user = userOf(request);
    if (!user) return unauthorized();
    return response(200).json({ details: accountDetails(user) });
  }),

  http.get('/api/v1/account/profile/', ({ request, response }) => {
    const user = userOf(request);
    if (!user) return unauthorized();
    const { email, first_name, last_name, language, test_sever_region, test_sever_env } = user;
    return response(200).json({ profile_info: { email, first_name, last_name, language, test_sever_region, test_sever_env } });
  }),

  http.post('/api/v1/account/profile/update/', async ({ request, response }) => {
    const user = userOf(request);
    if (!user) return unauthorized();
    const body = await jsonBody<unknown>(request);
    if (!isObject(body)) return badRequest('Invalid request body.');
    const errors: Record<string, string[]> = {};
    if (typeof body.first_name !== 'string' || !body.first_name.trim()) errors.first_name = ['This field is required.'];
    if (typeof body.last_name !== 'string' || !body.last_name.trim()) errors.last_name = ['This field is required.'];
    if (typeof body.language !== 'string' || !LANGS.includes(body.language)) errors.language = ['Choose a supported language.'];
    if (body.password !== undefined && body.password !== '' && (typeof body.password !== 'string' || body.password.length < 8)) errors.password = ['The password must be at least 8 characters long.'];
    if (Object.keys(errors).length) return badRequest('Please correct the profile.', errors);
    Object.assign(user, {
      first_name: String(body.first_name).trim(), last_name: String(body.last_name).trim(), language: body.language,
      test_sever_region: typeof body.test_sever_region === 'string' ? body.test_sever_region : user.test_sever_region,
      test_sever_env: typeof body.test_sever_env === 'string' ? body.test_sever_env : user.test_sever_env,
    });
    if (typeof body.password === 'string' && body.password) user.password = body.password;
    persistDb();
    return response(200).json({ message: 'Profile updated successfully' });
  }),

  http.delete('/api/v1/account/delete/', ({ request, response }) => {
    const user = userOf(request);
    if (!user) return unauthorized();
    removeUser(user);
    persistDb();
    return response(200).json({ message: 'Your account has been deleted.' });
  }),

  http.post('/api/v1/account/email-confirmation/', async ({ request, response }) => {
    const user = userOf(request);
    if (!user) return unauthorized();
    const body = await jsonBody<unknown>(request);
    const key = isObject(body) && typeof body.key === 'string' ? body.key.trim() : '';
    if (!key) return badRequest('The confirmation key is missing.', { key: ['This field is required.'] });
    if (user.email_key !== key) return badRequest('This confirmation link is invalid or has already been used.');
    delete user.email_key;
    persistDb();
    return response(200).json({ message: `${user.email} is confirmed.`, email: user.email });
  }),

  http.post('/api/v1/user/support/', async ({ request, response }) => {
    const user = userOf(request);
    if (!user) return unauthorized();
    const body = await jsonBody<unknown>(request);
    if (!isObject(body)) return badRequest('Invalid request body.');
    const errors: Record<string, string[]> = {};
    const text = (key: string) => (typeof body[key] === 'string' ? (body[key] as string).trim() : '');
    if (!text('email')) errors.email = ['Email field is required'];
    else if (!EMAIL_PATTERN.test(text('email'))) errors.email = ['Please enter a valid email'];
    if (!text('subject')) errors.subject = ['Subject field is required'];
    else if (text('subject').length < 3) errors.subject = ['Minimum 3 character'];
    if (!text('message')) errors.message = ['Message field is required'];
    else if (text('message').length < 10) errors.message = ['Minimum 10 character'];
    if (Object.keys(errors).length) return badRequest('Please correct the support request.', errors);
    const db = getDb();
    db.supportRequests.push({ email: text('email'), subject: text('subject'), message: text('message'), user_id: user.id, created_at: nowIso() });
    nextId(db, 'support');
    persistDb();
    return response(200).json({ message: 'Thanks! Our support team will get back to you within one working day.' });
  }),

  http.get('/api/v1/account/subscriptions/', ({ request, response }) => {
    const user = userOf(request);
    if (!user) return unauthorized();
    const all = getDb().payments.filter((payment) => payment.user_id === user.id).sort((a, b) => b.created.localeCompare(a.created)).map(paymentView);
    return response(200).json({ all_payments: all });
  }),

  http.get('/api/v1/account/subscriptions/{id}/', ({ request, params, response }) => {
    const user = userOf(request);
    if (!user) return unauthorized();
    const db = getDb();
    const subscription = db.subscriptions.find((item) => item.user_id === user.id && item.subscription_id === idParam(params.id));
    if (!subscription) return notFound('Subscription not found.');
    const payments = db.payments.filter((payment) => payment.subscription_id === subscription.subscription_id).map(paymentView);
    const last = payments.at(-1);
    return response(200).json({
      details: {
        email: user.email, type: subscription.period, created: subscription.created, expires: subscription.expires, method: last?.method ?? 'none',
        subscription_id: subscription.subscription_id, subscription_name: subscription.name, price: subscription.price, payments,
        subscription: subscriptionView(subscription), account: accountDetails(user),
      },
    });
  }),

  http.post('/api/v1/account/subscribe/', async ({ request, response }) => {
    const user = userOf(request);
    if (!user) return unauthorized();
    const body = await jsonBody<unknown>(request);
    const plan = isObject(body) ? PLANS.find((item) => item.plan_id === body.plan_id) : undefined;
    if (!isObject(body) || !plan) return badRequest('Choose a plan.', { plan_id: ['Unknown plan.'] });
    if (body.period !== undefined && body.period !== 'monthly' && body.period !== 'yearly') return badRequest('Choose monthly or yearly.', { period: ['Invalid choice.'] });
    const period = body.period === 'yearly' ? 'yearly' : 'monthly';
    const db = getDb();
    const subscription: DbSubscription = {
      subscription_id: nextId(db, 'subscription'), user_id: user.id, plan_id: plan.plan_id, name: plan.name,
      price: period === 'yearly' ? plan.monthly * 10 : plan.monthly, period, created: nowIso(), expires: null, status: 'pending', payment_id: null,
    };
    db.subscriptions.push(subscription);
    persistDb();
    return response(200).json(subscriptionView(subscription));
  }),

  http.post('/api/v1/account/subscription/payment/{subscription_id}/', async ({ request, params, response }) => {
    const user = userOf(request);
    if (!user) return unauthorized();
    const subscription = getDb().subscriptions.find((item) => item.user_id === user.id && item.subscription_id === idParam(params.subscription_id));
    if (!subscription) return notFound('Subscription not found.');
    if (subscription.status === 'active' || subscription.status === 'cancelled') return badRequest(`This subscription is already ${subscription.status}.`);
    const body = await jsonBody<unknown>(request);
    if (!isObject(body)) return badRequest('Invalid request body.');
    if (body.type === 'paypal' || body.type === 'paypro') {
      if (typeof body.return_url !== 'string' || typeof body.cancel_url !== 'string') return badRequest('return_url and cancel_url are required.');
      const paymentId = activate(user, subscription, body.type);
      persistDb();
      // A demo page on the app's own origin stands in for the provider's checkout.
      const origin = request.headers.get('Origin') ?? new URL(request.url).origin;
      return response(200).json({ message: `Continue the payment at ${body.type === 'paypal' ? 'PayPal' : 'paypro'}.`, code: 'success', payment_id: paymentId, redirect_link: `${origin}/payment/success/${paymentId}` });
    }
    if (body.type !== 'card') return badRequest('Choose a payment method.', { type: ['Invalid choice.'] });
    const number = typeof body.card_number === 'string' ? body.card_number.replace(/\s+/g, '') : '';
    const errors: Record<string, string[]> = {};
    if (!/^\d{12,19}$/.test(number) || !luhn(number)) errors.card_number = ['Enter a valid card number.'];
    if (typeof body.card_holder !== 'string' || !body.card_holder.trim()) errors.card_holder = ['This field is required.'];
    if (typeof body.cvc !== 'string' || !/^\d{3,4}$/.test(body.cvc)) errors.cvc = ['Enter the 3 or 4 digits on the back of the card.'];
    const month = Number(body.exp_month);
    const year = Number(body.exp_year);
    if (!Number.isInteger(month) || month < 1 || month > 12 || !Number.isInteger(year) || year * 12 + month < new Date().getFullYear() * 12 + new Date().getMonth() + 1) errors.exp_month = ['The card has expired.'];
    if (Object.keys(errors).length) return badRequest('Please check the card details.', errors);
    // Test card that is declined: answered with a non-success code, as the real payment provider does.
    if (number === '4000000000000002') return response(200).json({ message: 'Your card was declined.', code: 'card_declined', payment_id: null, redirect_link: null });
    const paymentId = activate(user, subscription, 'card');
    persistDb();
    return response(200).json({ message: 'Payment completed. Thank you!', code: 'success', payment_id: paymentId, redirect_link: null });
  }),

  http.delete('/api/v1/account/order/{id}/cancle/', async ({ request, params, response }) => {
    const user = userOf(request);
    if (!user) return unauthorized();
    const subscription = getDb().subscriptions.find((item) => item.user_id === user.id && item.subscription_id === idParam(params.id));
    if (!subscription) return notFound('Order not found.');
    if (subscription.status === 'cancelled') return badRequest('This order is already cancelled.');
    const body = await jsonBody<unknown>(request);
    if (body !== undefined && (!isObject(body) || (body.reason !== undefined && typeof body.reason !== 'string'))) return badRequest('Invalid request body.');
    subscription.status = 'cancelled';
    persistDb();
    return response(200).json({ message: 'Your order has been cancelled.' });
  }),

  http.get('/api/v1/account/billing/', ({ request, response }) => {
    const user = userOf(request);
    if (!user) return unauthorized();
    const invoices = getDb().invoices.filter((invoice) => invoice.user_id === user.id).sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id).map(({ user_id: _owner, ...invoice }) => invoice);
    return response(200).json({ billing_info: user.billing, invoices });
  }),

  http.post('/api/v1/account/billing/update/', async ({ request, response }) => {
    const user = userOf(request);
    if (!user) return unauthorized();
    const body = await jsonBody<unknown>(request);
    if (!isObject(body)) return badRequest('Invalid request body.');
    const keys = ['name', 'company_name', 'phone', 'email', 'zipcode', 'street', 'tax_number', 'invoice_note'] as const;
    const errors: Record<string, string[]> = {};
    for (const key of keys) if (typeof body[key] !== 'string') errors[key] = ['This field is required.'];
    if (typeof body.name === 'string' && !body.name.trim()) errors.name = ['This field is required.'];
    if (typeof body.email === 'string' && body.email && !EMAIL_PATTERN.test(body.email)) errors.email = ['Please enter a valid email'];
    if (Object.keys(errors).length) return badRequest('Please correct the billing details.', errors);
    user.billing = Object.fromEntries(keys.map((key) => [key, String(body[key]).trim()])) as S['BillingInfo'];
    persistDb();
    return response(200).json({ message: 'Billing details updated successfully' });
  }),
];
