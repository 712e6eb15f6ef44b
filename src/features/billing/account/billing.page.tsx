import { Box, Button, Flex, Heading, Skeleton, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../../components/empty-state';
import { PageFrame } from '../../../components/page-frame';
import { FactList } from './fact-list';
import { LoadFailedState } from './load-failed-state';
import { useLoad } from '../../../components/use-load';
import { fetchBilling } from './billing-data';
import { InvoiceTable } from './invoice-table';

const INFO_FIELDS = [
  'name',
  'company_name',
  'email',
  'phone',
  'street',
  'zipcode',
  'tax_number',
  'invoice_note',
] as const;

/** /billing: billing info and the invoices. */
export function BillingPage() {
  const { t } = useTranslation();
  const billing = useLoad(fetchBilling, 'billing');
  return (
    <PageFrame
      titleKey="pages.billing"
      actions={
        <Button asChild size="sm" variant="outline">
          <Link to="/billing-details">{t('billing.edit_details')}</Link>
        </Button>
      }
    >
      {billing.failure && !billing.data ? (
        <LoadFailedState title={t('billing.load_failed')} onRetry={billing.reload} />
      ) : !billing.data ? (
        <Stack gap="3">
          <Skeleton h="32" />
          <Skeleton h="64" />
        </Stack>
      ) : (
        <Stack gap="6">
          <Box as="section" aria-labelledby="billing-info">
            <Heading as="h2" size="md" id="billing-info" mb="3">
              {t('billing.info')}
            </Heading>
            <FactList
              facts={INFO_FIELDS.map((field) => [`billing.field_${field}`, billing.data?.billing_info[field] || '—'])}
            />
          </Box>
          <Box as="section" aria-labelledby="billing-invoices">
            <Flex align="center" justify="space-between" mb="3">
              <Heading as="h2" size="md" id="billing-invoices">
                {t('billing.invoices')}
              </Heading>
            </Flex>
            {billing.data.invoices.length === 0 ? (
              <EmptyState title={t('billing.no_invoices')} link={{ to: '/pricing', label: t('billing.see_plans') }} />
            ) : (
              <InvoiceTable invoices={billing.data.invoices} />
            )}
          </Box>
        </Stack>
      )}
    </PageFrame>
  );
}
