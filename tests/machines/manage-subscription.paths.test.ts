import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  manageSubscriptionMachine,
  type ManagedSubscription,
  type SubscriptionChangeResult,
} from '../../machines/billing/account/manage-subscription.machine';
import {
  canCancel,
  canResume,
  canSetAutoRenew,
  changeOption,
  downgradeOptions,
  upgradeOptions,
} from '../../machines/billing/account/manage-subscription.rules';
import { pathCoverage } from './path-coverage';

const PERIOD_END = '2027-06-04T08:00:00.000Z';

const pro: ManagedSubscription = {
  subscription_id: 3,
  plan_id: 2,
  plan_name: 'Pro',
  period: 'monthly',
  price: 49,
  currency: 'EUR',
  period_end: PERIOD_END,
  auto_renew: true,
  cancel_at_period_end: false,
  can_resume: false,
  scheduled_change: null,
  change_options: [
    {
      plan_id: 1,
      plan_name: 'Starter',
      kind: 'downgrade',
      price: 19,
      amount_due_now: 0,
      effective_at: PERIOD_END,
    },
    {
      plan_id: 3,
      plan_name: 'Agency',
      kind: 'upgrade',
      price: 99,
      amount_due_now: 25,
      effective_at: '2026-11-26T08:00:00.000Z',
    },
  ],
};
const cancelled: ManagedSubscription = { ...pro, cancel_at_period_end: true, can_resume: true, change_options: [] };
/** Cancelled, and the server says its period has ended (whatever the computer's clock says). */
const ended: ManagedSubscription = { ...cancelled, can_resume: false };
const scheduled: ManagedSubscription = {
  ...pro,
  scheduled_change: { plan_id: 1, plan_name: 'Starter', price: 19, effective_at: PERIOD_END },
};
const agency: ManagedSubscription = {
  ...pro,
  plan_id: 3,
  plan_name: 'Agency',
  price: 99,
  change_options: pro.change_options.map((option) => ({ ...option, kind: 'downgrade' as const, amount_due_now: 0 })),
};
const result = (subscription: ManagedSubscription): SubscriptionChangeResult => ({ message: 'Done.', subscription });

describe('manage-subscription rules', () => {
  it('cancel, resume, change and renewal follow the subscription', () => {
    expect(canCancel(pro)).toBe(true);
    expect(canCancel(cancelled)).toBe(false);
    expect(canCancel(null)).toBe(false);
    expect(canResume(cancelled)).toBe(true);
    expect(canResume(ended)).toBe(false);
    expect(canResume(pro)).toBe(false);
    expect(canResume(null)).toBe(false);
    expect(changeOption(pro, 3)?.amount_due_now).toBe(25);
    expect(changeOption(pro, 2)).toBeUndefined();
    expect(changeOption(cancelled, 3)).toBeUndefined();
    expect(canSetAutoRenew(pro, false)).toBe(true);
    expect(canSetAutoRenew(pro, true)).toBe(false);
    expect(canSetAutoRenew(cancelled, false)).toBe(false);
  });

  it('the top plan offers no upgrade', () => {
    expect(upgradeOptions(pro).map((option) => option.plan_name)).toEqual(['Agency']);
    expect(upgradeOptions(agency)).toEqual([]);
    expect(downgradeOptions(agency).map((option) => option.plan_name)).toEqual(['Starter', 'Agency']);
  });
});

describe('manage subscription (xstate/graph)', () => {
  const done = (id: string, subscription: ManagedSubscription) => ({
    type: `xstate.done.actor.0.manageSubscription.ready.${id}`,
    output: result(subscription),
  });
  const error = (id: string) => ({
    type: `xstate.error.actor.0.manageSubscription.ready.${id}`,
    error: { kind: 'http', status: 500, message: 'Internal server error.' },
  });
  const coverage = pathCoverage(
    manageSubscriptionMachine,
    [
      { type: 'xstate.done.actor.0.manageSubscription.loading', output: pro },
      { type: 'xstate.done.actor.0.manageSubscription.loading', output: cancelled },
      { type: 'xstate.error.actor.0.manageSubscription.loading', error: { kind: 'network' } },
      { type: 'manage.retry' },
      { type: 'manage.cancel' },
      { type: 'manage.change', planId: 3 },
      { type: 'manage.keepPlan' },
      { type: 'manage.resume' },
      { type: 'manage.autoRenew', value: false },
      { type: 'manage.confirm' },
      { type: 'manage.dismiss' },
      done('cancelling', cancelled),
      error('cancelling'),
      done('resuming', pro),
      error('resuming'),
      done('changing', scheduled),
      error('changing'),
      done('toggling', pro),
      error('toggling'),
    ],
    (snapshot) =>
      JSON.stringify([
        snapshot.value,
        snapshot.context.subscription?.cancel_at_period_end,
        snapshot.context.subscription?.scheduled_change?.plan_id,
        snapshot.context.pending?.kind,
      ]),
  );
  it('reaches every state', () => expect(coverage.unreachedStates).toEqual([]));
  it('takes every transition', () => expect(coverage.untakenTransitions).toEqual([]));
});

describe('manage subscription machine', () => {
  it('sends one change for a double confirm, and a failure keeps the subscription as it was', async () => {
    const calls: number[] = [];
    let fail = false;
    const failures: unknown[] = [];
    const actor = createActor(
      manageSubscriptionMachine.provide({
        actors: {
          loadSubscription: fromPromise<ManagedSubscription | null, void>(async () => pro),
          changePlan: fromPromise<SubscriptionChangeResult, { planId: number }>(async ({ input }) => {
            calls.push(input.planId);
            if (fail) throw { kind: 'http', status: 500, message: 'Internal server error.' };
            return result({ ...agency });
          }),
        },
        actions: { notifyFailure: (_, { failure }) => void failures.push(failure) },
      }),
    ).start();
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: 'idle' }));
    actor.send({ type: 'manage.change', planId: 3 });
    expect(actor.getSnapshot().context.pending).toEqual({ kind: 'change', option: pro.change_options[1] });
    actor.send({ type: 'manage.confirm' });
    actor.send({ type: 'manage.confirm' });
    actor.send({ type: 'manage.cancel' });
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: 'done' }));
    expect(calls).toEqual([3]);
    expect(actor.getSnapshot().context.subscription?.plan_name).toBe('Agency');

    fail = true;
    actor.send({ type: 'manage.change', planId: 1 });
    actor.send({ type: 'manage.confirm' });
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: 'failure' }));
    expect(calls).toEqual([3, 1]);
    expect(actor.getSnapshot().context.subscription?.plan_name).toBe('Agency');
    expect(actor.getSnapshot().context.pending).toBeNull();
    expect(failures).toEqual([{ kind: 'http', status: 500, message: 'Internal server error.' }]);
  });
});
