import { DataList } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatMoney, methodName } from '../format';

interface OrderSummaryProps {
  name: string;
  period: 'monthly' | 'yearly';
  price: number;
  method?: string | null;
}

/** Plan, period, price, tax and method of an order. */
export function OrderSummary({ name, period, price, method }: OrderSummaryProps) {
  const { t, i18n } = useTranslation();
  const rows: [string, string][] = [
    ['checkout.plan', name || '—'],
    ['checkout.period', t(`pricing.${period}`)],
    ['checkout.price', formatMoney(price, i18n.language)],
    ['checkout.tax', t('checkout.tax_included')],
    ...(method !== undefined ? ([['checkout.method', methodName(method)]] as [string, string][]) : []),
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
