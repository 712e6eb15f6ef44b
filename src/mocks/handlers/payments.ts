import { getDb } from '@/mocks/db';
import { invoiceTax } from '@/mocks/invoice';
import type { DbPayment, DbSubscription, DbUser } from '@/mocks/model';
import { nextId } from './common';

/** One paid charge of a subscription: the completed payment and its invoice (with the buyer's VAT). Answers the payment id. */
export function recordPaidCharge(
  user: DbUser,
  subscription: DbSubscription,
  charge: Pick<DbPayment, 'method' | 'created' | 'expires'> & {
    amount: number;
    membership: string;
    paymentId?: number;
  },
): number {
  const db = getDb();
  const id = charge.paymentId ?? nextId(db, 'payment');
  db.payments.push({
    id,
    user_id: user.id,
    subscription_id: subscription.subscription_id,
    subscription_name: subscription.name,
    type: subscription.period,
    method: charge.method,
    price: charge.amount,
    status: 'completed',
    created: charge.created,
    expires: charge.expires,
  });
  const invoiceId = nextId(db, 'invoice');
  db.invoices.push({
    id: invoiceId,
    user_id: user.id,
    payment_id: id,
    date: charge.created.slice(0, 10),
    total: charge.amount,
    ...invoiceTax(charge.amount, user.billing),
    membership: charge.membership,
    method: charge.method,
    status: 'paid',
    invoice: `/api/v1/account/invoice/${invoiceId}/pdf/`,
  });
  return id;
}
