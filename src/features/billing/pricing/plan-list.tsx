import { SimpleGrid, Skeleton } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { prerenderedData } from '@/components/prerendered-data';
import { useAccountData } from '@/components/data/account';
import { useLoad } from '@/components/data/use-load';
import { LoadFailed } from '@/components/list/load-failed';
import type { Period } from '@machines/billing/checkout/checkout.rules';
import { fetchPlans, isCurrentPlan, type Plan } from '@/features/billing/plans';
import { PlanCard } from './plan-card';

/**
 * The plans side by side, the account's own marked. It loads them itself, so the load's steps redraw this list (and
 * no card whose plan is unchanged), not the page.
 */
export function PlanList({ period, onChoose }: { period: Period; onChoose: (plan: Plan) => void }) {
  const { t } = useTranslation();
  const account = useAccountData();
  const plans = useLoad(fetchPlans, 'plans', prerenderedData().plans);
  if (plans.failure)
    return <LoadFailed title={t('pricing.load_failed')} failure={plans.failure} onRetry={plans.reload} />;
  return (
    <SimpleGrid
      columns={{ base: 1, md: 2, xl: 4 }}
      gap="4"
      as="ul"
      listStyleType="none"
      p="0"
      aria-label={t('pricing.plans_label')}
    >
      {plans.loading && !plans.data
        ? [0, 1, 2, 3].map((index) => <Skeleton as="li" key={index} h="80" rounded="lg" />)
        : (plans.data ?? []).map((plan) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              period={period}
              current={isCurrentPlan(plan, account?.subscription_name)}
              onChoose={onChoose}
            />
          ))}
    </SimpleGrid>
  );
}
