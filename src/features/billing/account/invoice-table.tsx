import { Badge, Flex, Link as ChakraLink, Table } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DownloadButton } from '@/components/download-button';
import { formatDate, formatMoney, methodName } from '@/features/billing/format';
import { invoiceFileName, invoiceNumber, invoicePdfRequest, type Invoice } from './billing-data';

/** The invoices: number (as the PDF prints it), date, total, membership, method, status, and the PDF. */
export function InvoiceTable({ invoices }: { invoices: Invoice[] }) {
  const { t, i18n } = useTranslation();
  return (
    <Table.ScrollArea position="relative" borderWidth="1px" rounded="md">
      <Table.Root size="sm" stickyHeader aria-label={t('billing.invoices')}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('billing.col_id')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('billing.col_date')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('billing.col_total')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('billing.col_membership')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('billing.col_method')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('billing.col_status')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('billing.col_actions')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {invoices.map((invoice) => (
            <Table.Row key={invoice.id} data-testid={`invoice-${invoice.id}`}>
              <Table.Cell>
                <ChakraLink asChild color="brand.fg">
                  <Link
                    to={`/billing/${invoice.id}`}
                    aria-label={t('billing.open_invoice', { id: invoiceNumber(invoice) })}
                  >
                    {invoiceNumber(invoice)}
                  </Link>
                </ChakraLink>
              </Table.Cell>
              <Table.Cell>{formatDate(invoice.date, i18n.language)}</Table.Cell>
              <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                {formatMoney(invoice.total, i18n.language)}
              </Table.Cell>
              <Table.Cell>{invoice.membership}</Table.Cell>
              <Table.Cell>{methodName(t, invoice.method)}</Table.Cell>
              <Table.Cell>
                <Badge colorPalette={invoice.status === 'paid' ? 'green' : 'gray'}>
                  {t(`billing.status_${invoice.status}`, { defaultValue: invoice.status })}
                </Badge>
              </Table.Cell>
              <Table.Cell>
                <Flex gap="2">
                  <DownloadButton
                    request={invoicePdfRequest(invoice.id)}
                    fallbackName={invoiceFileName(invoice)}
                    label={t('billing.download_pdf')}
                    aria-label={t('billing.download_pdf_named', { id: invoiceNumber(invoice) })}
                  />
                </Flex>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
