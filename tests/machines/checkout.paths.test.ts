/*
 * Model-based paths of the checkout with xstate/graph. The traversal uses the machine's pure
 * transitions, so actor results are modelled as the done/error events the invocations produce
 * (`xstate.done.actor.<id>`, `xstate.error.actor.<id>`) and the retry delay as its `after` event.
 * Every state is reached from one of the ways a checkout starts (pricing, a plan, or landing on a
 * page of an order under way), every transition the machine declares is taken, and invariants hold
 * on every reached snapshot.
 */
import { describe, expect, it } from 'vitest';
import { transition, type AnyEventObject, type AnyStateNode, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import {
  checkoutMachine,
  MAX_STATUS_CHECKS,
  type CheckoutInput,
  type OrderStatus,
  type SavedCheckout,
} from '../../machines/billing/checkout/checkout.machine';
import { validateDetails } from '../../machines/billing/checkout/checkout.rules';
import { emptyDetails } from '../../machines/shared/billing-details.rules';

type Snap = SnapshotFrom<typeof checkoutMachine>;

const ORIGIN = 'https://app.example.com';
const status = (value: OrderStatus['status']): OrderStatus => ({
  order_id: 41,
  status: value,
  subscription_name: 'Pro',
  period: 'monthly',
  price: 49,
  payment_id: 77,
  method: 'paypal',
  redirect_link: null,
  expires: null,
  invoice_id: null,
});
const saved: SavedCheckout = {
  planId: 2,
  period: 'monthly',
  order: { subscriptionId: 41, name: 'Pro', price: 49, period: 'monthly' },
  method: 'paypal',
  payment: { paymentId: 77, redirectLink: 'https://pay.example.com/p/77' },
  idempotencyKey: 'key-1',
};
const failure = { kind: 'http', status: 500, message: 'Server error' };

const done = (id: string, output: unknown): AnyEventObject => ({
  type: `xstate.done.actor.${id}`,
  output,
  actorId: id,
});
const error = (id: string): AnyEventObject => ({ type: `xstate.error.actor.${id}`, error: failure, actorId: id });

const events: AnyEventObject[] = [
  { type: 'checkout.planChosen', planId: 2, period: 'monthly' },
  { type: 'checkout.periodChanged', period: 'yearly' },
  { type: 'checkout.fieldChanged', field: 'name', value: '' },
  { type: 'checkout.termsChanged', accepted: true },
  { type: 'checkout.submitDetails' },
  { type: 'checkout.methodChosen', method: 'paypal' },
  { type: 'checkout.submitMethod' },
  { type: 'checkout.changeMethod' },
  { type: 'checkout.detailsReopened' },
  { type: 'checkout.pay', opened: true },
  { type: 'checkout.pay', opened: false },
  { type: 'provider.returned', outcome: 'success' },
  { type: 'provider.returned', outcome: 'cancel' },
  { type: 'provider.windowClosed' },
  { type: 'checkout.checkStatus' },
  { type: 'checkout.retry' },
  { type: 'checkout.cancelOrder' },
  done('loadBilling', { ...emptyDetails(), name: 'Dana Demo', email: 'billing@example.com' }),
  error('loadBilling'),
  done('saveBilling', undefined),
  error('saveBilling'),
  done('subscribe', { subscription_id: 41, subscription_name: 'Pro', price: 49 }),
  error('subscribe'),
  done('createPayment', {
    message: 'ok',
    code: 'success',
    payment_id: 77,
    redirect_link: 'https://pay.example.com/p/77',
  }),
  done('createPayment', { message: 'Refused', code: 'refused', payment_id: null, redirect_link: null }),
  error('createPayment'),
  done('getOrderStatus', status('paid')),
  done('getOrderStatus', status('cancelled')),
  done('getOrderStatus', status('open')),
  error('getOrderStatus'),
  done('cancelOrder', { message: 'Cancelled' }),
  error('cancelOrder'),
  { type: 'xstate.after.statusRetryDelay.checkout.waitingForNotice' },
];

function serialize(s: Snap): string {
  const c = s.context;
  return JSON.stringify({
    value: s.value,
    plan: c.planId !== null,
    valid: Object.keys(validateDetails(c.details, c.termsAccepted)).length === 0,
    loaded: c.detailsLoaded,
    method: c.method,
    payment: c.payment !== null,
    order: c.order?.period ?? null,
    key: c.idempotencyKey !== null,
    outcome: c.outcome,
    checks: c.statusChecks,
  });
}

const inputs: CheckoutInput[] = [
  { origin: ORIGIN },
  { origin: ORIGIN, planId: 2, period: 'yearly' },
  { origin: ORIGIN, resume: { stage: 'confirm', orderId: 41, saved } },
  { origin: ORIGIN, resume: { stage: 'success', orderId: 41, saved: null } },
  { origin: ORIGIN, resume: { stage: 'cancel', orderId: 41, saved } },
  { origin: ORIGIN, resume: { stage: 'payment', orderId: 41, saved: null } },
];

const paths = inputs.flatMap((input) =>
  getShortestPaths(checkoutMachine, {
    input,
    events: events as never,
    serializeState: (s) => serialize(s as Snap),
  }).map((path) => ({ input, path })),
);

function allStateIds(node: AnyStateNode): string[] {
  return [node.id, ...Object.values(node.states).flatMap((child) => allStateIds(child as AnyStateNode))];
}

/** Every declared transition as `source id → event type`, from the machine's own definition. */
function declaredTransitions(node: AnyStateNode): string[] {
  const own = [...node.transitions.keys()]
    .filter((type) => type !== '' && !type.startsWith('xstate.init'))
    .map((type) => `${node.id} → ${type}`);
  return [...own, ...Object.values(node.states).flatMap((child) => declaredTransitions(child as AnyStateNode))];
}

describe('checkout paths (xstate/graph)', () => {
  const reached = new Set<string>();
  const taken = new Set<string>();
  // Every reachable snapshot is the end of one shortest path; from each, every event is tried.
  for (const { path } of paths) {
    const state = path.state as Snap;
    for (const node of state._nodes) reached.add(node.id);
    for (const event of events) {
      const [after, actions] = transition(checkoutMachine, state, event as never);
      const changed =
        serialize(after) !== serialize(state) ||
        JSON.stringify(after.context) !== JSON.stringify(state.context) ||
        actions.length > 0;
      if (!changed) continue;
      for (const node of state._nodes) if (node.transitions.has(event.type)) taken.add(`${node.id} → ${event.type}`);
    }
  }

  it('reaches every state', () => {
    // `start` only chooses where to begin (eventless): no snapshot ever rests in it.
    const missing = allStateIds(checkoutMachine.root).filter((id) => id !== 'checkout.start' && !reached.has(id));
    expect(missing).toEqual([]);
  });

  it('takes every declared transition', () => {
    const missing = declaredTransitions(checkoutMachine.root).filter((edge) => !taken.has(edge));
    expect(missing).toEqual([]);
  });

  it('holds the invariants on every reached snapshot', () => {
    for (const { path } of paths) {
      const s = path.state as Snap;
      const c = s.context;
      if (s.matches('subscribing')) expect(validateDetails(c.details, c.termsAccepted)).toEqual({});
      if (s.matches('creatingPayment')) {
        expect(c.method).not.toBeNull();
        expect(c.idempotencyKey).not.toBeNull();
        // In flight: a second submit starts nothing.
        const [again, actions] = transition(checkoutMachine, s, { type: 'checkout.submitMethod' });
        expect(again.value).toEqual(s.value);
        expect(actions).toHaveLength(0);
      }
      if (s.matches('confirming') || s.matches('awaitingProvider'))
        expect(c.payment?.redirectLink).toMatch(/^https:\/\//);
      if (s.matches('awaitingProvider')) {
        const [again] = transition(checkoutMachine, s, { type: 'checkout.pay', opened: true });
        expect(again.value).toEqual(s.value);
      }
      if (s.matches('succeeded')) expect(c.status?.status).toBe('paid');
      expect(c.statusChecks).toBeLessThanOrEqual(MAX_STATUS_CHECKS);
      if (c.order === null)
        expect(s.matches('choosingPlan') || s.matches('fillingDetails') || s.matches('subscribing')).toBe(true);
    }
  });
});
