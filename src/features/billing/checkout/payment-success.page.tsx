import { useParams } from 'react-router-dom';
import { PageFrame } from '@/components/page-frame';
import { ProviderReturnGate } from './provider-return';
import { CheckoutSteps } from './checkout-steps';
import { PaymentSuccessScreen } from './payment-success-screen';

/** /payment/success/{id}: where the provider returns after paying; the server's order status decides. */
export function PaymentSuccessPage() {
  const orderId = Number.parseInt(useParams().id ?? '', 10);
  return (
    <PageFrame titleKey="pages.payment_success">
      <CheckoutSteps current="done" />
      <ProviderReturnGate orderId={orderId} outcome="success">
        <PaymentSuccessScreen orderId={orderId} />
      </ProviderReturnGate>
    </PageFrame>
  );
}
