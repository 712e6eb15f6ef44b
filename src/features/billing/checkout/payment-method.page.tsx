import { chakra, RadioGroup, Spinner, Stack, Text } from '@chakra-ui/react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitRow } from '@/components/submit-row';
import { useParams } from 'react-router-dom';
import { PageFrame } from '@/components/page-frame';
import { StepTransition } from '@/components/step-transition';
import { methodName } from '@/features/billing/format';
import { CheckoutSteps } from './checkout-steps';
import { CheckoutOrderSummary } from './order-summary';
import { useCheckout } from './use-checkout';

const METHODS = ['paypal', 'paypro'] as const;

/** /payment-method/{subscription id}: PayPal or paypro; both pay on the provider's own page. */
export function PaymentMethodPage() {
  const { t } = useTranslation();
  const orderId = Number.parseInt(useParams().id ?? '', 10);
  const { snapshot, send } = useCheckout((host) => host.forOrder(orderId, 'payment'), `payment-${orderId}`);
  const { order, method } = snapshot.context;
  const busy = snapshot.matches('creatingPayment');
  const checking = snapshot.matches('checkingStatus') || snapshot.matches('start');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'checkout.submitMethod' });
  };

  return (
    <PageFrame titleKey="pages.payment_method" stepKey="payment">
      <CheckoutSteps current="payment" />
      {checking ? (
        <Spinner role="status" aria-label={t('checkout.loading')} />
      ) : (
        <StepTransition stepKey="payment">
          <Stack gap="5" maxW="2xl">
            <CheckoutOrderSummary order={order} />
            <chakra.form onSubmit={submit} aria-busy={busy}>
              <RadioGroup.Root
                value={method ?? ''}
                onValueChange={(details) =>
                  details.value &&
                  send({ type: 'checkout.methodChosen', method: details.value === 'paypro' ? 'paypro' : 'paypal' })
                }
                aria-label={t('checkout.method_label')}
                colorPalette="brand"
                disabled={busy}
              >
                <Stack gap="3">
                  {METHODS.map((value) => (
                    <RadioGroup.Item key={value} value={value} borderWidth="1px" rounded="md" p="3">
                      <RadioGroup.ItemHiddenInput />
                      <RadioGroup.ItemIndicator />
                      <RadioGroup.ItemText>
                        <Text fontWeight="semibold">{methodName(t, value)}</Text>
                        <Text fontSize="sm" color="fg.muted">
                          {t(`checkout.method_${value}_hint`)}
                        </Text>
                      </RadioGroup.ItemText>
                    </RadioGroup.Item>
                  ))}
                </Stack>
              </RadioGroup.Root>
              <Text fontSize="sm" color="fg.muted" mt="3">
                {t('checkout.no_card_here')}
              </Text>
              <SubmitRow mt="5" label={t('checkout.continue_confirm')} busy={busy} disabled={!method} />
            </chakra.form>
          </Stack>
        </StepTransition>
      )}
    </PageFrame>
  );
}
