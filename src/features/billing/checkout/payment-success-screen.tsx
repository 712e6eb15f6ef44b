import { Flex, Heading, Link as ChakraLink, Spinner, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState } from '@/components/empty-state';
import { LoadFailed } from '@/components/list/load-failed';
import { StepTransition } from '@/components/step-transition';
import { formatDate } from '@/features/billing/format';
import { OrderSummary } from './order-summary';
import { useCheckout } from './use-checkout';

/** The paid order as the server reports it: confirmed with its summary, still confirming, failed or cancelled. */
export function PaymentSuccessScreen({ orderId }: { orderId: number }) {
  const { t, i18n } = useTranslation();
  const { snapshot, send } = useCheckout((host) => host.forOrder(orderId, 'success'), `success-${orderId}`);
  const { status } = snapshot.context;

  return (
    <>
      {snapshot.matches('succeeded') && status ? (
        <StepTransition stepKey="succeeded">
          <Stack gap="4" maxW="2xl" role="status">
            <Heading as="h2" size="md">
              {t('checkout.success_title', { plan: status.subscription_name })}
            </Heading>
            <Text>{t('checkout.success_until', { date: formatDate(status.expires, i18n.language) })}</Text>
            <OrderSummary
              orderId={status.order_id}
              name={status.subscription_name}
              period={status.period}
              price={status.price}
              method={status.method}
            />
            <Flex gap="3" wrap="wrap">
              {status.invoice_id !== null && (
                <ChakraLink asChild color="brand.fg" fontWeight="medium">
                  <Link to={`/billing/${status.invoice_id}`}>{t('checkout.view_invoice')}</Link>
                </ChakraLink>
              )}
              <ChakraLink asChild color="brand.fg" fontWeight="medium">
                <Link to="/manage-subscription">{t('checkout.to_subscription')}</Link>
              </ChakraLink>
            </Flex>
          </Stack>
        </StepTransition>
      ) : snapshot.matches('failed') ? (
        <LoadFailed title={t('checkout.status_failed')} onRetry={() => send({ type: 'checkout.retry' })} />
      ) : snapshot.matches('orderCancelled') ? (
        <EmptyState title={t('checkout.order_cancelled')} link={{ to: '/pricing', label: t('checkout.to_pricing') }} />
      ) : (
        <Flex align="center" gap="3" role="status">
          <Spinner size="sm" />
          <Text>{t('checkout.confirming_payment')}</Text>
        </Flex>
      )}
    </>
  );
}
