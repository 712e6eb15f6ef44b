import { Button, Flex, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { LoadFailed } from '@/components/list/load-failed';
import { StepTransition } from '@/components/step-transition';
import { CheckoutOrderSummary } from './order-summary';
import { useCheckout } from './use-checkout';

/** The unpaid order after the provider's cancel: pay again or cancel the order (or its loading or failed status). */
export function PaymentCancelScreen({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const { snapshot, send } = useCheckout((host) => host.forOrder(orderId, 'cancel'), `cancel-${orderId}`);
  const { order, method } = snapshot.context;
  const cancelling = snapshot.matches('cancellingOrder');
  const retrying = snapshot.matches('creatingPayment');

  return (
    <>
      {snapshot.matches('orderCancelled') ? (
        <EmptyState
          title={t('checkout.order_cancelled')}
          hint={t('checkout.nothing_charged')}
          link={{ to: '/pricing', label: t('checkout.to_pricing') }}
        />
      ) : snapshot.matches('failed') ? (
        <LoadFailed title={t('checkout.status_failed')} onRetry={() => send({ type: 'checkout.retry' })} />
      ) : snapshot.matches('cancelled') || cancelling || retrying ? (
        <StepTransition stepKey="cancelled">
          <Stack gap="4" maxW="2xl">
            <Heading as="h2" size="md">
              {t('checkout.cancel_title')}
            </Heading>
            <Text>{t('checkout.nothing_charged')}</Text>
            <CheckoutOrderSummary order={order} method={method} />
            <Flex gap="3" justify="flex-end" wrap="wrap">
              <Button
                variant="outline"
                colorPalette="red"
                onClick={() => send({ type: 'checkout.cancelOrder' })}
                loading={cancelling}
                disabled={cancelling || retrying}
              >
                {t('checkout.cancel_order')}
              </Button>
              <Button
                colorPalette="brand"
                onClick={() => send({ type: 'checkout.retry' })}
                loading={retrying}
                disabled={cancelling || retrying}
              >
                {t('checkout.retry_payment')}
              </Button>
            </Flex>
          </Stack>
        </StepTransition>
      ) : (
        <Flex align="center" gap="3" role="status">
          <Spinner size="sm" />
          <Text>{t('checkout.loading')}</Text>
        </Flex>
      )}
    </>
  );
}
