import { Skeleton, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { DownloadButton } from '@/components/download-button';
import { EmptyState } from '@/components/empty-state';
import { PageFrame } from '@/components/page-frame';
import { FactList } from './fact-list';
import { LoadFailed } from '@/components/list/load-failed';
import { formatDate, formatMoney, methodName } from '@/features/billing/format';
import { useLoad } from '@/components/data/use-load';
import { fetchBilling, invoiceFileName, invoiceNumber, invoicePdfRequest } from './billing-data';

/** /billing/{id}: one invoice. */
export function InvoicePage() {
  const { t, i18n } = useTranslation();
  const id = Number.parseInt(useParams().id ?? '', 10);
  const billing = useLoad(fetchBilling, 'billing');
  const invoice = billing.data?.invoices.find((item) => item.id === id);
  return (
    <PageFrame
      titleKey="billing.invoice_title"
      titleValues={{ id }}
      actions={
        invoice && (
          <DownloadButton
            size="sm"
            request={invoicePdfRequest(invoice.id)}
            fallbackName={invoiceFileName(invoice)}
            label={t('billing.download_pdf')}
          />
        )
      }
    >
      {billing.failure && !billing.data ? (
        <LoadFailed title={t('billing.load_failed')} failure={billing.failure} onRetry={billing.reload} />
      ) : !billing.data ? (
        <Skeleton h="48" />
      ) : !invoice ? (
        <EmptyState
          title={t('billing.invoice_missing')}
          link={{ to: '/billing', label: t('billing.back_to_billing') }}
        />
      ) : (
        <Stack gap="4">
          <FactList
            facts={[
              ['billing.col_id', invoiceNumber(invoice)],
              ['billing.col_date', formatDate(invoice.date, i18n.language)],
              ['billing.col_membership', invoice.membership],
              ['billing.col_method', methodName(t, invoice.method)],
              ['billing.col_status', t(`billing.status_${invoice.status}`, { defaultValue: invoice.status })],
              ['billing.col_total', formatMoney(invoice.total, i18n.language)],
              [
                'billing.billed_to',
                [billing.data.billing_info.name, billing.data.billing_info.company_name].filter(Boolean).join(', ') ||
                  '—',
              ],
            ]}
          />
        </Stack>
      )}
    </PageFrame>
  );
}
