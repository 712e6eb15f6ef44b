import { Badge, Box, Button, Flex, Heading, List, RadioGroup, SimpleGrid, Skeleton, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { getToken } from '@/api/session';
import { prerenderedData } from '@/components/prerendered-data';
import { useAccount } from '@/components/data/account';
import { EmptyState } from '@/components/empty-state';
import { UntilHydrated } from '@/components/until-hydrated';
import { PageFrame } from '@/components/page-frame';
import type { Period } from '@machines/billing/checkout/checkout.rules';
import { formatMoney } from '../format';
import { fetchPlans, isCurrentPlan, type Plan } from '../plans';
import { useLoad } from '@/components/data/use-load';

/** /pricing, signed in and signed out: the plans side by side, the current one marked. */
export function PricingPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const signedIn = Boolean(getToken());
  const { data: account } = useAccount();
  const plans = useLoad(fetchPlans, 'plans', prerenderedData().plans);
  const [period, setPeriod] = useState<Period>('monthly');

  const choose = (plan: Plan) => {
    const target = `/subscribe-form/${plan.id}?period=${period}`;
    // Signed out: sign in first, then straight back to this plan.
    navigate(signedIn ? target : `/?next=${encodeURIComponent(target)}`);
  };

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

        {plans.failure ? (
          <EmptyState
            title={t('pricing.load_failed')}
            action={
              <Button size="sm" onClick={plans.reload}>
                {t('checkout.retry_load')}
              </Button>
            }
          />
        ) : (
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
              : (plans.data ?? []).map((plan) => {
                  const current = isCurrentPlan(plan, account?.subscription_name);
                  return (
                    <Box
                      as="li"
                      key={plan.id}
                      borderWidth={current ? '2px' : '1px'}
                      borderColor={current ? 'brand.solid' : 'border'}
                      rounded="lg"
                      p="5"
                      display="flex"
                      flexDirection="column"
                      gap="3"
                      aria-labelledby={`plan-${plan.id}`}
                      data-testid={`plan-${plan.name.toLowerCase()}`}
                    >
                      <Flex align="center" justify="space-between" gap="2">
                        <Heading as="h2" size="md" id={`plan-${plan.id}`}>
                          {plan.name}
                        </Heading>
                        {current && <Badge colorPalette="brand">{t('pricing.current')}</Badge>}
                      </Flex>
                      <Text fontSize="2xl" fontWeight="bold" fontVariantNumeric="tabular-nums">
                        {formatMoney(plan.prices[period], i18n.language, plan.currency)}
                        <Text as="span" fontSize="sm" fontWeight="normal" color="fg.muted">
                          {' '}
                          {t(`pricing.per_${period}`)}
                        </Text>
                      </Text>
                      <List.Root gap="1" fontSize="sm" ps="4">
                        <List.Item>{t('pricing.projects', { count: plan.quotas.projects })}</List.Item>
                        <List.Item>{t('pricing.widgets', { count: plan.quotas.widgets })}</List.Item>
                        <List.Item>
                          {t(plan.quotas.advanced_audit ? 'pricing.advanced_audit_yes' : 'pricing.advanced_audit_no')}
                        </List.Item>
                        <List.Item>
                          {t(plan.quotas.lead_sync ? 'pricing.lead_sync_yes' : 'pricing.lead_sync_no')}
                        </List.Item>
                      </List.Root>
                      <Box flex="1" />
                      {plan.purchasable ? (
                        <Button
                          colorPalette="brand"
                          variant={current ? 'outline' : 'solid'}
                          onClick={() => choose(plan)}
                          aria-label={t('pricing.choose_named', { plan: plan.name })}
                        >
                          {t(current ? 'pricing.renew' : 'pricing.choose')}
                        </Button>
                      ) : (
                        <Text fontSize="sm" color="fg.muted">
                          {t('pricing.free_note')}
                        </Text>
                      )}
                    </Box>
                  );
                })}
          </SimpleGrid>
        )}
      </UntilHydrated>
    </PageFrame>
  );
}
