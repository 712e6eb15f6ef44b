import type { TFunction } from 'i18next';

/** The plans the app knows by name have a text in every language; any other keeps the server's name. */
function planLabelKey(subscriptionName: string): string | null {
  const plan = subscriptionName.trim().toLowerCase();
  if (plan === 'free trial') return 'plan.names.free_trial';
  if (plan === 'free') return 'plan.names.free';
  return null;
}

/** A plan's name as the person reads it: in the active language when the app knows the plan. */
export function planName(t: TFunction, subscriptionName: string): string {
  const key = planLabelKey(subscriptionName);
  return key ? t(key) : subscriptionName;
}
