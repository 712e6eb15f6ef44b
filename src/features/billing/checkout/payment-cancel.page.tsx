import { useParams } from 'react-router-dom';
import { PageFrame } from '@/components/page-frame';
import { ProviderReturnGate } from './provider-return';
import { CheckoutSteps } from './checkout-steps';
import { PaymentCancelScreen } from './payment-cancel-screen';

/** /payment/cancel/{id}: nothing was charged; pay again or cancel the order. */
export function PaymentCancelPage() {
  const orderId = Number.parseInt(useParams().id ?? '', 10);
  return (
    <PageFrame titleKey="pages.payment_cancel">
      <CheckoutSteps current="confirm" />
      <ProviderReturnGate orderId={orderId} outcome="cancel">
        <PaymentCancelScreen orderId={orderId} />
      </ProviderReturnGate>
    </PageFrame>
  );
}
