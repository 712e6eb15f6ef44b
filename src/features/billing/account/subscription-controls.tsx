import { Box, Button, Flex, List, Stack, Switch, Table, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { downgradeOptions, upgradeOptions } from '@machines/billing/account/manage-subscription.rules';
import {
  manageSubscriptionMachine,
  type ManagedSubscription,
  type PendingAction,
} from '@machines/billing/account/manage-subscription.machine';
import { alertFromFailure, showAlert } from '@/components/alerts/alert-store';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { account } from '@/components/data/account';
import { LinkButton } from '@/components/link-button';
import { useLoad } from '@/components/data/use-load';
import {
  cancelSubscription,
  changePlan,
  loadSubscription,
  resumeSubscription,
  setAutoRenew,
} from '@/features/billing/actors';
import { formatDate, formatMoney } from '@/features/billing/format';
import { LoadFailed } from '@/components/list/load-failed';
import { fetchPlans, type Plan } from '@/features/billing/plans';
import { FactList } from './fact-list';
import { SectionTable, TitledSection } from './titled-section';

const machine = manageSubscriptionMachine.provide({
  actors: { loadSubscription, cancelSubscription, resumeSubscription, changePlan, setAutoRenew },
  actions: {
    notifySuccess: (_, { message }) =>
      showAlert(message ? { status: 'success', message } : { status: 'success', messageKey: 'subscription.updated' }),
    notifyFailure: (_, { failure }) => alertFromFailure(failure),
    // The plan banner, the quotas and the expiry follow the new state.
    subscriptionChanged: () => void account.refresh(),
  },
});

/** What `from` gives that `to` does not (projects, widgets, advanced audits, lead sync), from the plans answer. */
function LostList({ from, to }: { from: Plan | undefined; to: Plan | undefined }) {
  const { t } = useTranslation();
  if (!from || !to) return null;
  const items: string[] = [];
  if (from.quotas.projects > to.quotas.projects)
    items.push(t('subscription.lose_projects', { from: from.quotas.projects, to: to.quotas.projects }));
  if (from.quotas.widgets > to.quotas.widgets)
    items.push(t('subscription.lose_widgets', { from: from.quotas.widgets, to: to.quotas.widgets }));
  if (from.quotas.advanced_audit && !to.quotas.advanced_audit) items.push(t('subscription.lose_advanced_audit'));
  if (from.quotas.lead_sync && !to.quotas.lead_sync) items.push(t('subscription.lose_lead_sync'));
  if (items.length === 0) return null;
  return (
    <>
      <Text mt="3" fontWeight="semibold">
        {t('subscription.you_lose')}
      </Text>
      <List.Root ps="5" mt="1" data-testid="lost-list">
        {items.map((item) => (
          <List.Item key={item}>{item}</List.Item>
        ))}
      </List.Root>
    </>
  );
}

function renewalText(subscription: ManagedSubscription, t: TFunction, date: string) {
  if (subscription.cancel_at_period_end) return t('subscription.ends_on', { date });
  return subscription.auto_renew ? t('subscription.renews_on', { date }) : t('subscription.expires_on', { date });
}

/**
 * The paid plan's self-service: renewal date or end date, the auto-renew switch, cancel / resume, a
 * scheduled downgrade, and the change-plan choices. On a free or trial plan its expiry (`expires`, if any) and the
 * way to the pricing page.
 */
export function SubscriptionControls({ method, expires }: { method: string; expires: string | null }) {
  const { t, i18n } = useTranslation();
  const [snapshot, send] = useMachine(machine);
  const plans = useLoad(fetchPlans, 'plans');
  const { subscription, pending } = snapshot.context;
  const lang = i18n.language;

  if (snapshot.matches('loading')) return null;
  if (snapshot.matches('loadFailed'))
    return <LoadFailed title={t('subscription.manage_failed')} onRetry={() => send({ type: 'manage.retry' })} />;
  if (!subscription)
    return (
      <Box>
        {/* No renewal line: the plan's end (a trial's) is said here. */}
        {expires && <FactList testId="plan-expiry" facts={[['subscription.expires', expires]]} />}
        <Text my="3">{t('subscription.no_paid_plan')}</Text>
        <LinkButton to="/pricing" primary>
          {t('subscription.upgrade')}
        </LinkButton>
      </Box>
    );

  // A call runs: every control waits (a second click sends nothing).
  const busy = snapshot.hasTag('busy');
  const periodEnd = formatDate(subscription.period_end, lang);
  const money = (amount: number) => formatMoney(amount, lang, subscription.currency);
  const perPeriod = (amount: number) => t(`subscription.per_${subscription.period}`, { price: money(amount) });
  const planById = (id: number) => plans.data?.find((plan) => plan.id === id);
  const freePlan = plans.data?.find((plan) => !plan.purchasable);
  const upgrades = upgradeOptions(subscription);
  const downgrades = downgradeOptions(subscription);
  const scheduled = subscription.scheduled_change;

  return (
    <Stack gap="5">
      <FactList
        testId="subscription-state"
        facts={[
          ['checkout.price', perPeriod(subscription.price)],
          ['subscription.renewal', <Text data-testid="renewal">{renewalText(subscription, t, periodEnd)}</Text>],
          ...(scheduled
            ? ([
                [
                  'subscription.scheduled',
                  <Text data-testid="scheduled-change">
                    {t('subscription.changes_to', {
                      plan: scheduled.plan_name,
                      date: formatDate(scheduled.effective_at, lang),
                    })}
                  </Text>,
                ],
              ] as [string, ReactNode][])
            : []),
          ['checkout.method', method],
        ]}
      />

      <Switch.Root
        // A refused change remounts the switch, so it shows the server's value again (its own state had flipped).
        key={`${subscription.auto_renew}-${snapshot.matches({ ready: 'failure' })}`}
        colorPalette="brand"
        checked={subscription.auto_renew && !subscription.cancel_at_period_end}
        disabled={subscription.cancel_at_period_end || busy}
        onCheckedChange={(details) => send({ type: 'manage.autoRenew', value: details.checked })}
      >
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label>{t('subscription.auto_renew')}</Switch.Label>
      </Switch.Root>

      <Flex gap="3" wrap="wrap">
        {subscription.cancel_at_period_end ? (
          <Button
            colorPalette="brand"
            size="sm"
            loading={snapshot.matches({ ready: 'resuming' })}
            disabled={busy}
            onClick={() => send({ type: 'manage.resume' })}
          >
            {t('subscription.resume')}
          </Button>
        ) : (
          <Button
            colorPalette="red"
            variant="outline"
            size="sm"
            disabled={busy}
            onClick={() => send({ type: 'manage.cancel' })}
          >
            {t('subscription.cancel')}
          </Button>
        )}
        {scheduled && (
          <Button
            variant="outline"
            size="sm"
            loading={snapshot.matches({ ready: 'changing' }) && !pending}
            disabled={busy}
            onClick={() => send({ type: 'manage.keepPlan' })}
          >
            {t('subscription.keep_plan', { plan: subscription.plan_name })}
          </Button>
        )}
      </Flex>

      {(upgrades.length > 0 || downgrades.length > 0) && (
        <TitledSection id="change-plan" title={t('subscription.change_plan')}>
          <SectionTable
            label={t('subscription.change_plan')}
            maxW="2xl"
            columns={[
              { title: t('checkout.plan') },
              { title: t('checkout.price'), end: true },
              { title: t('billing.col_actions') },
            ]}
          >
            {[...upgrades, ...downgrades].map((option) => (
              <Table.Row key={option.plan_id}>
                <Table.Cell>{option.plan_name}</Table.Cell>
                <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                  {perPeriod(option.price)}
                </Table.Cell>
                <Table.Cell>
                  {scheduled?.plan_id === option.plan_id ? (
                    <Text fontSize="sm" color="fg.muted">
                      {t('subscription.scheduled')}
                    </Text>
                  ) : (
                    <Button
                      size="xs"
                      // A long label ("Switch to Starter at renewal") wraps on a phone instead of being cut.
                      whiteSpace="normal"
                      h="auto"
                      minH="6"
                      py="1"
                      textAlign="start"
                      variant={option.kind === 'upgrade' ? 'solid' : 'outline'}
                      colorPalette="brand"
                      disabled={busy}
                      onClick={() => send({ type: 'manage.change', planId: option.plan_id })}
                    >
                      {t(option.kind === 'upgrade' ? 'subscription.upgrade_to' : 'subscription.downgrade_to', {
                        plan: option.plan_name,
                      })}
                    </Button>
                  )}
                </Table.Cell>
              </Table.Row>
            ))}
          </SectionTable>
        </TitledSection>
      )}

      <ConfirmDialog
        open={pending !== null}
        busy={busy}
        title={pending ? dialogTitle(pending, subscription, t) : ''}
        cancelLabel={pending?.kind === 'cancel' ? t('subscription.keep_my_plan') : undefined}
        onCancel={() => send({ type: 'manage.dismiss' })}
        actions={
          <Button
            colorPalette={pending?.kind === 'cancel' ? 'red' : 'brand'}
            loading={busy}
            onClick={() => send({ type: 'manage.confirm' })}
          >
            {pending?.kind === 'cancel'
              ? t('subscription.confirm_cancel')
              : pending?.option.kind === 'upgrade'
                ? t('subscription.confirm_upgrade', { amount: money(pending.option.amount_due_now) })
                : t('subscription.confirm_downgrade')}
          </Button>
        }
      >
        {pending?.kind === 'cancel' && (
          <>
            <Text>{t('subscription.cancel_text', { plan: subscription.plan_name, date: periodEnd })}</Text>
            <LostList from={planById(subscription.plan_id)} to={freePlan} />
          </>
        )}
        {pending?.kind === 'change' && pending.option.kind === 'upgrade' && (
          <Text data-testid="upgrade-difference">
            {t('subscription.upgrade_text', {
              amount: money(pending.option.amount_due_now),
              date: periodEnd,
              price: perPeriod(pending.option.price),
            })}
          </Text>
        )}
        {pending?.kind === 'change' && pending.option.kind === 'downgrade' && (
          <>
            <Text>
              {t('subscription.downgrade_text', {
                plan: pending.option.plan_name,
                current: subscription.plan_name,
                date: formatDate(pending.option.effective_at, lang),
                price: perPeriod(pending.option.price),
              })}
            </Text>
            <LostList from={planById(subscription.plan_id)} to={planById(pending.option.plan_id)} />
          </>
        )}
      </ConfirmDialog>
    </Stack>
  );
}

function dialogTitle(pending: PendingAction, subscription: ManagedSubscription, t: TFunction) {
  if (pending.kind === 'cancel') return t('subscription.cancel_title', { plan: subscription.plan_name });
  return t(pending.option.kind === 'upgrade' ? 'subscription.upgrade_title' : 'subscription.downgrade_title', {
    plan: pending.option.plan_name,
  });
}
