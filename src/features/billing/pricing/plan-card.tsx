import { Badge, Box, Button, Flex, Heading, List, Text } from '@chakra-ui/react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Period } from '@machines/billing/checkout/checkout.rules';
import { formatMoney } from '@/features/billing/format';
import type { Plan } from '@/features/billing/plans';

interface PlanCardProps {
  plan: Plan;
  period: Period;
  /** The account's own plan: marked, and its button renews. */
  current: boolean;
  onChoose: (plan: Plan) => void;
}

/**
 * One plan on the pricing page. Memoized: the plans' answer (equal to what a prerendered page shows) and the load's
 * steps leave the cards as they are.
 */
export const PlanCard = memo(function PlanCard({ plan, period, current, onChoose }: PlanCardProps) {
  const { t, i18n } = useTranslation();
  return (
    <Box
      as="li"
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
        <List.Item>{t(plan.quotas.lead_sync ? 'pricing.lead_sync_yes' : 'pricing.lead_sync_no')}</List.Item>
      </List.Root>
      <Box flex="1" />
      {plan.purchasable ? (
        <Button
          colorPalette="brand"
          variant={current ? 'outline' : 'solid'}
          onClick={() => onChoose(plan)}
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
});
