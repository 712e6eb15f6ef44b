import { Flex, RadioGroup, Text } from '@chakra-ui/react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { getToken } from '@/api/session';
import { UntilHydrated } from '@/components/until-hydrated';
import { PageFrame } from '@/components/page-frame';
import type { Period } from '@machines/billing/checkout/checkout.rules';
import type { Plan } from '@/features/billing/plans';
import { PlanList } from './plan-list';

/** /pricing, signed in and signed out: the plans side by side, the current one marked. */
export function PricingPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signedIn = Boolean(getToken());
  const [period, setPeriod] = useState<Period>('monthly');

  const choose = useCallback(
    (plan: Plan) => {
      const target = `/subscribe-form/${plan.id}?period=${period}`;
      // Signed out: sign in first, then straight back to this plan.
      navigate(signedIn ? target : `/?next=${encodeURIComponent(target)}`);
    },
    [navigate, period, signedIn],
  );

  return (
    <PageFrame titleKey="pages.pricing" description={t('pricing.intro')}>
      <UntilHydrated>
        <RadioGroup.Root
          value={period}
          onValueChange={(details) => setPeriod(details.value === 'yearly' ? 'yearly' : 'monthly')}
          aria-label={t('pricing.period_label')}
          mb="5"
          colorPalette="brand"
        >
          <Flex gap="4">
            {(['monthly', 'yearly'] as const).map((value) => (
              <RadioGroup.Item key={value} value={value}>
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>{t(`pricing.${value}`)}</RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
            <Text fontSize="sm" color="fg.muted">
              {t('pricing.yearly_hint')}
            </Text>
          </Flex>
        </RadioGroup.Root>

        <PlanList period={period} onChoose={choose} />
      </UntilHydrated>
    </PageFrame>
  );
}
