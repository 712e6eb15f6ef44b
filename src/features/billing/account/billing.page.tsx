import { Box, Button, DataList, Flex, Heading, Skeleton, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../../components/empty-state';
import { PageFrame } from '../../../components/page-frame';
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
        <EmptyState
          title={t('billing.load_failed')}
          action={
            <Button size="sm" onClick={billing.reload}>
              {t('checkout.retry_load')}
            </Button>
          }
        />
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
            <DataList.Root orientation="horizontal" borderWidth="1px" rounded="lg" p="4" maxW="2xl">
              {INFO_FIELDS.map((field) => (
                <DataList.Item key={field}>
                  <DataList.ItemLabel>{t(`billing.field_${field}`)}</DataList.ItemLabel>
                  <DataList.ItemValue>{billing.data?.billing_info[field] || '—'}</DataList.ItemValue>
                </DataList.Item>
              ))}
            </DataList.Root>
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
