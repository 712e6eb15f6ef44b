import { api, unwrap, type Schemas } from '@/api/client';

export type Plan = Schemas['Plan'];

/** GET /api/v1/plans/ (x-assumed): the plans on sale. */
export async function fetchPlans(signal: AbortSignal): Promise<Plan[]> {
  return (await unwrap(api.GET('/api/v1/plans/', { signal }))).plans;
}

export const isCurrentPlan = (plan: Plan, subscriptionName: string | undefined): boolean =>
  !!subscriptionName && plan.name.trim().toLowerCase() === subscriptionName.trim().toLowerCase();
