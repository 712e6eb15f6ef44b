import { getDb, persistSimulatedClock } from '@/mocks/db';
import { machineDecimal } from '@/i18n/format';
import { http } from '@/mocks/http';
import { PLANS } from '@/mocks/reference';
import { authed, badRequest, isObject, jsonBody, restricted, say } from './common';
import type { DbSubscription, DbUser } from '@/mocks/model';
import type { S } from '@/mocks/types';
import { recordPaidCharge } from './payments';
import { demoToday } from '@/mocks/seed';

/**
 * Self-service subscription (all assumed): cancel at the end of the period, resume, change plan (an upgrade
 * now with the prorated difference charged, a downgrade at renewal) and automatic renewal. The end of a period is
 * settled when the account or the subscription is read: renewal (with a scheduled downgrade taking effect), or the
 * fall back to the free plan.
 */

const DAY_MS = 86_400_000;
const YEARLY_MONTHS = 10;
const FREE_QUOTAS = { plan: 'free', project_total: 1, widget_total: 1, can_advance_audit: 0 as const };

type CatalogPlan = (typeof PLANS)[number];
const periodDays = (period: DbSubscription['period']) => (period === 'yearly' ? 365 : 30);
const periodPrice = (plan: CatalogPlan, period: DbSubscription['period']) =>
  period === 'yearly' ? plan.monthly * YEARLY_MONTHS : plan.monthly;
const round2 = (value: number) => Math.round(value * 100) / 100;

/** The account's running paid subscription, if any. */
export const paidSubscriptionOf = (user: DbUser): DbSubscription | undefined =>
  getDb().subscriptions.find((item) => item.user_id === user.id && item.status === 'active' && item.plan_id > 0);

/** Whole days left in the period (rounded up, at most the period's length): the proration base (openapi.yaml). */
export function daysLeft(subscription: DbSubscription, now = demoToday()): number {
  const end = Date.parse(subscription.expires ?? '');
  const left = Math.ceil((end - now) / DAY_MS);
  return Math.max(0, Math.min(periodDays(subscription.period), Number.isFinite(left) ? left : 0));
}

/** The prorated price difference of an upgrade from today (0 for a downgrade). */
export function amountDueNow(subscription: DbSubscription, plan: CatalogPlan, now = demoToday()): number {
  const difference = periodPrice(plan, subscription.period) - subscription.price;
  if (difference <= 0) return 0;
  return round2((difference * daysLeft(subscription, now)) / periodDays(subscription.period));
}

function applyPlan(user: DbUser, plan: CatalogPlan): void {
  Object.assign(user, {
    plan: plan.name,
    project_total: plan.projects,
    widget_total: plan.widgets,
    can_advance_audit: plan.advance,
  });
}

/** A payment and its invoice for a charge of the subscription (renewal or upgrade). */
function charge(user: DbUser, subscription: DbSubscription, amount: number, membership: string): void {
  const db = getDb();
  const created = new Date(demoToday()).toISOString();
  const method =
    db.payments
      .filter((payment) => payment.user_id === user.id && payment.subscription_id === subscription.subscription_id)
      .at(-1)?.method ?? 'card';
  subscription.payment_id = recordPaidCharge(user, subscription, {
    amount,
    method,
    created,
    expires: subscription.expires,
    membership,
  });
}

/**
 * Settles ended periods: a cancelled or not-renewing plan falls back to the free plan; a renewing one renews
 * (a scheduled downgrade takes effect then) and is charged. True when something changed.
 */
export function settleSubscription(user: DbUser, now = demoToday()): boolean {
  const subscription = paidSubscriptionOf(user);
  if (!subscription?.expires) return false;
  let changed = false;
  // At most a few periods at once (a store left for months).
  for (let turn = 0; turn < 24 && Date.parse(subscription.expires) <= now; turn++) {
    changed = true;
    if (subscription.cancel_at_period_end || subscription.auto_renew === false) {
      subscription.status = 'expired';
      Object.assign(user, { ...FREE_QUOTAS, expired_at: null });
      return true;
    }
    const next = PLANS.find((plan) => plan.plan_id === (subscription.scheduled_plan_id ?? subscription.plan_id));
    if (next) {
      Object.assign(subscription, {
        plan_id: next.plan_id,
        name: next.name,
        price: periodPrice(next, subscription.period),
        scheduled_plan_id: null,
      });
      applyPlan(user, next);
    }
    subscription.expires = new Date(
      Date.parse(subscription.expires) + periodDays(subscription.period) * DAY_MS,
    ).toISOString();
    user.expired_at = subscription.expires;
    charge(user, subscription, subscription.price, `${subscription.name} (${subscription.period})`);
  }
  return changed;
}

/** Settles the caller's subscription on a read; what it moved is kept. */
export function settleOnRead(user: DbUser): void {
  if (settleSubscription(user)) persistSimulatedClock();
}

export function managedView(subscription: DbSubscription, now = demoToday()): S['ManagedSubscription'] {
  const cancelled = subscription.cancel_at_period_end === true;
  const periodEnd = subscription.expires ?? new Date(now).toISOString();
  const scheduled = PLANS.find((plan) => plan.plan_id === subscription.scheduled_plan_id);
  return {
    subscription_id: subscription.subscription_id,
    plan_id: subscription.plan_id,
    plan_name: subscription.name,
    period: subscription.period,
    price: subscription.price,
    currency: 'EUR',
    period_end: periodEnd,
    auto_renew: subscription.auto_renew !== false,
    cancel_at_period_end: cancelled,
    can_resume: cancelled && Date.parse(periodEnd) > now,
    scheduled_change:
      scheduled && !cancelled
        ? {
            plan_id: scheduled.plan_id,
            plan_name: scheduled.name,
            price: periodPrice(scheduled, subscription.period),
            effective_at: periodEnd,
          }
        : null,
    change_options: cancelled
      ? []
      : PLANS.filter((plan) => plan.plan_id !== subscription.plan_id).map((plan) => {
          const upgrade = periodPrice(plan, subscription.period) > subscription.price;
          return {
            plan_id: plan.plan_id,
            plan_name: plan.name,
            kind: upgrade ? 'upgrade' : 'downgrade',
            price: periodPrice(plan, subscription.period),
            amount_due_now: amountDueNow(subscription, plan, now),
            effective_at: upgrade ? new Date(now).toISOString() : periodEnd,
          };
        }),
  };
}

/** The caller's paid subscription (settled first), or the 403 of a plan without one. */
function paidOrRestricted(user: DbUser): DbSubscription {
  settleSubscription(user);
  const subscription = paidSubscriptionOf(user);
  if (!subscription) throw restricted('Your plan has no subscription to manage. Choose a plan on the pricing page.');
  return subscription;
}

const dateOf = (iso: string) => iso.slice(0, 10);

export const subscriptionHandlers = [
  http.get(
    '/api/v1/account/subscription/',
    authed(({ user, response }) => {
      settleOnRead(user);
      const subscription = paidSubscriptionOf(user);
      return response(200).json({ subscription: subscription ? managedView(subscription) : null });
    }),
  ),

  http.post(
    '/api/v1/account/subscription/cancel/',
    authed(({ user, response, request }) => {
      const subscription = paidOrRestricted(user);
      if (subscription.cancel_at_period_end) return badRequest('This subscription is already cancelled.');
      Object.assign(subscription, { cancel_at_period_end: true, scheduled_plan_id: null });
      return response(200).json({
        message: say(request, 'plan_cancelled', { plan: subscription.name, date: dateOf(subscription.expires ?? '') }),
        subscription: managedView(subscription),
      });
    }),
  ),

  http.post(
    '/api/v1/account/subscription/resume/',
    authed(({ user, response, request }) => {
      const subscription = paidOrRestricted(user);
      if (!subscription.cancel_at_period_end) return badRequest('This subscription is not cancelled.');
      subscription.cancel_at_period_end = false;
      return response(200).json({
        message: say(request, 'plan_continues', { plan: subscription.name }),
        subscription: managedView(subscription),
      });
    }),
  ),

  http.post(
    '/api/v1/account/subscription/change/',
    authed(async ({ user, request, response }) => {
      const subscription = paidOrRestricted(user);
      const body = await jsonBody<unknown>(request);
      if (!isObject(body) || typeof body.plan_id !== 'number') return badRequest('Choose a plan.');
      const plan = PLANS.find((item) => item.plan_id === body.plan_id);
      if (!plan) return badRequest('Choose a plan.', { plan_id: ['Unknown plan.'] });
      if (subscription.cancel_at_period_end) return badRequest('Resume the subscription before changing its plan.');
      if (plan.plan_id === subscription.plan_id) {
        if (subscription.scheduled_plan_id == null) return badRequest(`You are already on the ${plan.name} plan.`);
        subscription.scheduled_plan_id = null;
        return response(200).json({
          message: say(request, 'plan_stays', { plan: plan.name }),
          subscription: managedView(subscription),
        });
      }
      const price = periodPrice(plan, subscription.period);
      if (price < subscription.price) {
        subscription.scheduled_plan_id = plan.plan_id;
        return response(200).json({
          message: say(request, 'plan_changes', { plan: plan.name, date: dateOf(subscription.expires ?? '') }),
          subscription: managedView(subscription),
        });
      }
      const amount = amountDueNow(subscription, plan);
      Object.assign(subscription, { plan_id: plan.plan_id, name: plan.name, price, scheduled_plan_id: null });
      applyPlan(user, plan);
      if (amount > 0) charge(user, subscription, amount, `${plan.name} (${subscription.period}), upgrade`);
      return response(200).json({
        message: say(request, 'plan_charged', { plan: plan.name, amount: machineDecimal(amount) }),
        subscription: managedView(subscription),
      });
    }),
  ),

  http.post(
    '/api/v1/account/subscription/auto-renew/',
    authed(async ({ user, request, response }) => {
      const subscription = paidOrRestricted(user);
      const body = await jsonBody<unknown>(request);
      if (!isObject(body) || typeof body.auto_renew !== 'boolean')
        return badRequest('auto_renew must be true or false.', { auto_renew: ['Must be a boolean.'] });
      if (subscription.cancel_at_period_end) return badRequest('Resume the subscription before changing its renewal.');
      subscription.auto_renew = body.auto_renew;
      return response(200).json({
        message: say(request, body.auto_renew ? 'plan_renews' : 'plan_not_renews', { plan: subscription.name }),
        subscription: managedView(subscription),
      });
    }),
  ),
];
