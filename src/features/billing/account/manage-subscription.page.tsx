import { Badge, Button, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccountData } from '@/components/data/account';
import { planName } from '@/i18n/plan-name';
import { EmptyState } from '@/components/empty-state';
import { PageFrame } from '@/components/page-frame';
import { FactList } from './fact-list';
import { SectionTable, TitledSection } from './titled-section';
import { LoadFailed } from '@/components/list/load-failed';
import { formatDate, formatMoney, methodName } from '@/features/billing/format';
import { useLoad } from '@/components/data/use-load';
import { fetchPayments } from './billing-data';
import { SubscriptionControls } from './subscription-controls';
import { SubscriptionDetails } from './subscription-details';

/**
 * /manage-subscription: the current plan with its self-service (cancel, resume, change plan, auto-renew), the
 * payments, and one subscription's details (the Details button scrolls to them and moves focus there).
 */
export function ManageSubscriptionPage() {
  const { t, i18n } = useTranslation();
  const account = useAccountData();
  // A plan change adds a payment (an upgrade's difference): the list is read again when the plan changes.
  const payments = useLoad(fetchPayments, `payments-${account?.subscription_name ?? ''}`);
  const [selected, setSelected] = useState<{ id: number; at: number } | null>(null);
  const detailsHeading = useRef<HTMLHeadingElement>(null);
  const latest = payments.data?.[0];

  // The panel opens below the table, often below the fold: bring it into view and move focus to its heading.
  useEffect(() => {
    const heading = detailsHeading.current;
    if (!selected || !heading) return;
    heading.scrollIntoView({ block: 'start' });
    heading.focus({ preventScroll: true });
  }, [selected]);

  return (
    <PageFrame titleKey="pages.manage_subscription">
      <Stack gap="6">
        <TitledSection id="current-plan" title={t('subscription.current')}>
          {account ? (
            <Stack gap="5">
              <FactList
                testId="current-plan"
                facts={[
                  [
                    'checkout.plan',
                    <Text fontWeight="semibold" css={{ '&::first-letter': { textTransform: 'uppercase' } }}>
                      {planName(t, account.subscription_name)}
                    </Text>,
                  ],
                ]}
              />
              {/* The expiry is said once: by the controls' renewal line on a paid plan, else here (a trial). */}
              <SubscriptionControls
                method={methodName(t, latest?.method)}
                expires={account.expired_at ? formatDate(account.expired_at, i18n.language) : null}
              />
            </Stack>
          ) : (
            <Skeleton h="28" maxW="2xl" />
          )}
        </TitledSection>

        <TitledSection id="payments" title={t('subscription.payments')}>
          {payments.failure && !payments.data ? (
            <LoadFailed
              title={t('subscription.payments_failed')}
              failure={payments.failure}
              onRetry={payments.reload}
            />
          ) : !payments.data ? (
            <Skeleton h="48" />
          ) : payments.data.length === 0 ? (
            <EmptyState
              title={t('subscription.no_payments')}
              link={{ to: '/pricing', label: t('billing.see_plans') }}
            />
          ) : (
            <SectionTable
              label={t('subscription.payments')}
              stickyHeader
              columns={[
                { title: t('billing.col_date') },
                { title: t('checkout.plan') },
                { title: t('checkout.period') },
                { title: t('checkout.method') },
                { title: t('checkout.price'), end: true },
                { title: t('billing.col_status') },
                { title: t('subscription.expires') },
                { title: t('billing.col_actions') },
              ]}
            >
              {payments.data.map((payment) => (
                <Table.Row key={payment.id}>
                  <Table.Cell>{formatDate(payment.created, i18n.language)}</Table.Cell>
                  <Table.Cell>{payment.subscription_name}</Table.Cell>
                  <Table.Cell>{t(`pricing.${payment.type}`, { defaultValue: payment.type })}</Table.Cell>
                  <Table.Cell>{methodName(t, payment.method)}</Table.Cell>
                  <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                    {formatMoney(payment.price, i18n.language)}
                  </Table.Cell>
                  <Table.Cell>
                    <Badge colorPalette={payment.status === 'completed' ? 'green' : 'gray'}>
                      {t(`subscription.status_${payment.status}`, { defaultValue: payment.status })}
                    </Badge>
                  </Table.Cell>
                  <Table.Cell>{formatDate(payment.expires, i18n.language)}</Table.Cell>
                  <Table.Cell>
                    <Button
                      size="xs"
                      variant="outline"
                      aria-pressed={selected?.id === payment.subscription_id}
                      aria-label={t('subscription.show_details_named', {
                        id: payment.subscription_id,
                        date: formatDate(payment.created, i18n.language),
                      })}
                      onClick={() => setSelected({ id: payment.subscription_id, at: Date.now() })}
                    >
                      {t('subscription.show_details')}
                    </Button>
                  </Table.Cell>
                </Table.Row>
              ))}
            </SectionTable>
          )}
        </TitledSection>

        {selected !== null && (
          <TitledSection
            id="subscription-details"
            title={t('subscription.details_title', { id: selected.id })}
            headingRef={detailsHeading}
          >
            <SubscriptionDetails id={selected.id} />
          </TitledSection>
        )}
      </Stack>
    </PageFrame>
  );
}
