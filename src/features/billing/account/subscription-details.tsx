import { Spinner } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { FactList } from './fact-list';
import { LoadFailed } from '@/components/list/load-failed';
import { formatDate, formatMoney, methodName } from '@/features/billing/format';
import { useLoad } from '@/components/data/use-load';
import { fetchSubscription } from './billing-data';

/** One subscription's details (plan, period, price, method, dates, payments), loaded when its Details is pressed. */
export function SubscriptionDetails({ id }: { id: number }) {
  const { t, i18n } = useTranslation();
  const details = useLoad((signal) => fetchSubscription(id, signal), `subscription-${id}`);
  if (details.failure)
    return <LoadFailed title={t('subscription.details_failed')} failure={details.failure} onRetry={details.reload} />;
  if (!details.data) return <Spinner role="status" aria-label={t('checkout.loading')} />;
  const info = details.data;
  return (
    <FactList
      testId="subscription-details"
      facts={[
        ['checkout.plan', info.subscription_name],
        ['checkout.period', t(`pricing.${info.type}`, { defaultValue: info.type })],
        ['checkout.price', formatMoney(info.price, i18n.language)],
        ['checkout.method', methodName(t, info.method)],
        ['subscription.created', formatDate(info.created, i18n.language)],
        ['subscription.expires', formatDate(info.expires, i18n.language)],
        ['subscription.payments_count', String(info.payments.length)],
      ]}
    />
  );
}
