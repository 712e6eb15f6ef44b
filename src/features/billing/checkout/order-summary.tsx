import { DataList } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { api, unwrap, type Schemas } from '@/api/client';
import { countryName } from '@/components/country-names';
import { useLoad } from '@/components/data/use-load';
import { formatMoney, methodName } from '@/features/billing/format';
import { formatsFor } from '@/i18n/format';
import type { OrderInfo } from '@machines/billing/checkout/checkout.machine';

interface OrderSummaryProps {
  /** The order (subscription) id: its VAT comes from the server. */
  orderId: number;
  name: string;
  period: 'monthly' | 'yearly';
  price: number;
  method?: string | null;
}

type OrderTax = Schemas['OrderTax'];

/** GET /api/v1/account/order/{id}/: the VAT the server fixed for the order (by the billing country). */
const loadTax = (orderId: number) => async (signal: AbortSignal) =>
  (await unwrap(api.GET('/api/v1/account/order/{id}/', { params: { path: { id: orderId } }, signal }))).tax;

function taxText(tax: OrderTax | null, language: string, t: TFunction): string {
  if (!tax) return t('checkout.tax_included');
  if (!tax.country) return t('checkout.tax_no_country');
  const country = countryName(tax.country, language);
  if (tax.rate === 0) return t('checkout.tax_none', { country });
  const rate = formatsFor(language).percent(tax.rate / 100);
  return t('checkout.tax_vat', { rate, country, amount: formatMoney(tax.amount, language) });
}

/** Plan, period, price, VAT (included in the price, by the billing country) and method of an order. */
export function OrderSummary({ orderId, name, period, price, method }: OrderSummaryProps) {
  const { t, i18n } = useTranslation();
  const tax = useLoad(loadTax(orderId), `order-tax-${orderId}`);
  const rows: [string, string][] = [
    ['checkout.plan', name || '—'],
    ['checkout.period', t(`pricing.${period}`)],
    ['checkout.price', formatMoney(price, i18n.language)],
    ['checkout.tax', tax.loading ? '…' : taxText(tax.data, i18n.language, t)],
    ...(method !== undefined ? ([['checkout.method', methodName(t, method)]] as [string, string][]) : []),
    ['checkout.total', formatMoney(price, i18n.language)],
  ];
  return (
    <DataList.Root orientation="horizontal" borderWidth="1px" rounded="lg" p="4" maxW="lg" data-testid="order-summary">
      {rows.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel>{t(label)}</DataList.ItemLabel>
          <DataList.ItemValue
            fontVariantNumeric="tabular-nums"
            fontWeight={label === 'checkout.total' ? 'semibold' : undefined}
          >
            {value}
          </DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}

/** The checkout's order (nothing while it is not known yet), with the method when one is chosen. */
export function CheckoutOrderSummary({ order, method }: { order: OrderInfo | null; method?: string | null }) {
  if (!order) return null;
  return (
    <OrderSummary
      orderId={order.subscriptionId}
      name={order.name}
      period={order.period}
      price={order.price}
      method={method}
    />
  );
}
