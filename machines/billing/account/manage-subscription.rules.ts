import type { Schemas } from '@contract/schemas';

export type ManagedSubscription = Schemas['ManagedSubscription'];
export type PlanChangeOption = Schemas['PlanChangeOption'];

/** Pure rules of self-service subscription (the paid plan's own page), used as the machine's guards and by the page. */

/** Cancel is offered on a running paid plan that is not cancelled yet. */
export const canCancel = (subscription: ManagedSubscription | null): boolean =>
  !!subscription && !subscription.cancel_at_period_end;

/** Resume works on a cancelled plan until its period ends, which the server says (never the computer's clock). */
export const canResume = (subscription: ManagedSubscription | null): boolean =>
  !!subscription && subscription.cancel_at_period_end && subscription.can_resume;

/** The offered change to a plan, or undefined when that plan can't be chosen (cancelled, unknown, current). */
export const changeOption = (subscription: ManagedSubscription | null, planId: number): PlanChangeOption | undefined =>
  subscription && !subscription.cancel_at_period_end
    ? subscription.change_options.find((option) => option.plan_id === planId)
    : undefined;

/** A scheduled downgrade can be dropped (by choosing the current plan again) while the plan runs on. */
export const canDropScheduledChange = (subscription: ManagedSubscription | null): boolean =>
  !!subscription && !subscription.cancel_at_period_end && subscription.scheduled_change !== null;

/** The switch may change renewal only on a plan that is not cancelled, and only to the other value. */
export const canSetAutoRenew = (subscription: ManagedSubscription | null, value: boolean): boolean =>
  !!subscription && !subscription.cancel_at_period_end && subscription.auto_renew !== value;

/** Upgrade is offered unless the plan is the top one (no change option is an upgrade). */
export const upgradeOptions = (subscription: ManagedSubscription | null): PlanChangeOption[] =>
  subscription && !subscription.cancel_at_period_end
    ? subscription.change_options.filter((option) => option.kind === 'upgrade')
    : [];

export const downgradeOptions = (subscription: ManagedSubscription | null): PlanChangeOption[] =>
  subscription && !subscription.cancel_at_period_end
    ? subscription.change_options.filter((option) => option.kind === 'downgrade')
    : [];
