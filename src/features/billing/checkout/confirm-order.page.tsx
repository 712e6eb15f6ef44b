import { Alert, Button, Flex, Spinner, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { PageFrame } from '@/components/page-frame';
import { StepTransition } from '@/components/step-transition';
import { isHttpUrl } from '@machines/shared/http-url';
import { methodName } from '@/features/billing/format';
import { CheckoutSteps } from './checkout-steps';
import { CheckoutOrderSummary } from './order-summary';
import { useCheckout } from './use-checkout';

/** /confirm-order/{subscription id}/{payment id}: the order summary and Pay (the provider's page, in a new window). */
export function ConfirmOrderPage() {
  const { t } = useTranslation();
  const orderId = Number.parseInt(useParams().id ?? '', 10);
  const { actor, host, snapshot, send } = useCheckout(
    (host) => host.forOrder(orderId, 'confirm'),
    `confirm-${orderId}`,
  );
  const { order, method, payment } = snapshot.context;
  const waiting = snapshot.matches('awaitingProvider');
  const checking =
    snapshot.matches('checkingStatus') || snapshot.matches('waitingForNotice') || snapshot.matches('start');
  const cancelling = snapshot.matches('cancellingOrder');

  const pay = () => {
    // Synchronously in the click: a pop-up blocker lets a window opened here through. A second click finds the machine waiting.
    const live = actor.getSnapshot();
    const link = live.context.payment?.redirectLink;
    if (!live.matches('confirming') || !isHttpUrl(link)) return;
    send({ type: 'checkout.pay', opened: host.openProviderWindow(link, orderId) });
  };

  return (
    <PageFrame titleKey="pages.confirm_order" stepKey="confirm">
      <CheckoutSteps current="confirm" />
      {checking && !waiting ? (
        <Spinner role="status" aria-label={t('checkout.loading')} />
      ) : (
        <StepTransition stepKey={waiting ? 'waiting' : 'confirm'}>
          <Stack gap="5" maxW="2xl">
            <CheckoutOrderSummary order={order} method={method} />
            {waiting ? (
              <Alert.Root status="info" role="status">
                <Alert.Indicator>
                  <Spinner size="sm" />
                </Alert.Indicator>
                <Alert.Content>
                  <Alert.Title>{t('checkout.waiting_title', { provider: methodName(t, method) })}</Alert.Title>
                  <Alert.Description>{t('checkout.waiting_hint')}</Alert.Description>
                </Alert.Content>
              </Alert.Root>
            ) : (
              <Text fontSize="sm" color="fg.muted">
                {t('checkout.pay_hint', { provider: methodName(t, method) })}
              </Text>
            )}
            <Flex gap="3" justify="flex-end" wrap="wrap">
              {waiting ? (
                <Button variant="outline" onClick={() => send({ type: 'checkout.checkStatus' })}>
                  {t('checkout.check_status')}
                </Button>
              ) : (
                <>
                  <Button
                    variant="ghost"
                    colorPalette="red"
                    onClick={() => send({ type: 'checkout.cancelOrder' })}
                    loading={cancelling}
                    disabled={cancelling}
                  >
                    {t('checkout.cancel_order')}
                  </Button>
                  <Button
                    variant="outline"
                    onClick={() => send({ type: 'checkout.changeMethod' })}
                    disabled={cancelling}
                  >
                    {t('checkout.change_method')}
                  </Button>
                  <Button
                    colorPalette="brand"
                    onClick={pay}
                    disabled={!payment || cancelling || !snapshot.matches('confirming')}
                  >
                    {t('checkout.pay', { provider: methodName(t, method) })}
                  </Button>
                </>
              )}
            </Flex>
          </Stack>
        </StepTransition>
      )}
    </PageFrame>
  );
}
