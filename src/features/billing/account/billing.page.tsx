import { Skeleton, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { countryName } from '@/components/country-names';
import { EmptyState } from '@/components/empty-state';
import { LinkButton } from '@/components/link-button';
import { PageFrame } from '@/components/page-frame';
import { BILLING_FIELDS } from '@/features/billing/billing-fields';
import { FactList } from './fact-list';
import { TitledSection } from './titled-section';
import { LoadFailed } from '@/components/list/load-failed';
import { useLoad } from '@/components/data/use-load';
import { fetchBilling } from './billing-data';
import { InvoiceTable } from './invoice-table';

/** /billing: billing info and the invoices. */
export function BillingPage() {
  const { t, i18n } = useTranslation();
  const billing = useLoad(fetchBilling, 'billing');
  return (
    <PageFrame
      titleKey="pages.billing"
      actions={<LinkButton to="/billing-details">{t('billing.edit_details')}</LinkButton>}
    >
      {billing.failure && !billing.data ? (
        <LoadFailed title={t('billing.load_failed')} failure={billing.failure} onRetry={billing.reload} />
      ) : !billing.data ? (
        <Stack gap="3">
          <Skeleton h="32" />
          <Skeleton h="64" />
        </Stack>
      ) : (
        <Stack gap="6">
          <TitledSection id="billing-info" title={t('billing.info')}>
            <FactList
              facts={BILLING_FIELDS.map((field) => {
                const value = billing.data?.billing_info[field] ?? '';
                // The country by its name in the reader's language, as the invoice PDF names it (not its code).
                const shown = field === 'country' && value ? countryName(value, i18n.language) : value;
                return [`billing.field_${field}`, shown || '—'];
              })}
            />
          </TitledSection>
          <TitledSection id="billing-invoices" title={t('billing.invoices')}>
            {billing.data.invoices.length === 0 ? (
              <EmptyState title={t('billing.no_invoices')} link={{ to: '/pricing', label: t('billing.see_plans') }} />
            ) : (
              <InvoiceTable invoices={billing.data.invoices} />
            )}
          </TitledSection>
        </Stack>
      )}
    </PageFrame>
  );
}
