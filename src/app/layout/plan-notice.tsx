import { Button, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatsFor } from '@/i18n/format';
import { planName } from '@/i18n/plan-name';
import { NoticeBar } from '@/components/notice-bar';
import { Link } from 'react-router-dom';
import { useAccount, type AccountDetails } from '@/components/data/account';
import { InfoIcon } from '@/components/icons';

export type PlanNoticeKind = 'trial' | 'free' | 'ends' | null;

/**
 * "free trial" and "free" plans get a notice; a paid plan cancelled at the end of its period
 * says when it ends; every other plan, nothing.
 */
export function planNoticeKind(
  account: Pick<AccountDetails, 'subscription_name' | 'plan_ends'> | null,
): PlanNoticeKind {
  if (account?.plan_ends) return 'ends';
  const plan = account?.subscription_name.trim().toLowerCase();
  if (plan === 'free trial') return 'trial';
  if (plan === 'free') return 'free';
  return null;
}

/** The expiry date in the active language, or null when there is none or it does not parse. */
export function formatExpiry(expiredAt: string | null, language: string): string | null {
  if (!expiredAt || Number.isNaN(Date.parse(expiredAt))) return null;
  // The string itself: a calendar day stays that day in every zone, a moment is the reader's day.
  return formatsFor(language).longDate(expiredAt);
}

/**
 * The plan notice banner of the top bar. Before the account's first answer on a new device, an invisible notice
 * keeps the place a trial's notice takes (new accounts start on a trial), so the page doesn't jump when it comes.
 */
export function PlanNotice() {
  const { t, i18n } = useTranslation();
  const { data: account, status } = useAccount();
  const kind = account ? planNoticeKind(account) : 'trial';
  if (!kind || (!account && status === 'failure')) return null;
  // The placeholder's text is a trial's with today's date: the same length, so the same height, as the real one.
  const expiry = formatExpiry(account ? account.expired_at : new Date().toISOString(), i18n.language);
  const plan = account ? planName(t, account.subscription_name) : t('plan.names.free_trial');
  const placeholder = account ? {} : ({ visibility: 'hidden', 'aria-hidden': true } as const);
  return (
    <NoticeBar
      label={t('plan.label')}
      variant="brand"
      data-testid={account ? 'plan-notice' : undefined}
      {...placeholder}
    >
      <InfoIcon color="brand.solid" />
      <Text flex="1" minW="48">
        {kind === 'ends'
          ? t('plan.ends', { plan, date: expiry ?? '—' })
          : kind === 'trial'
            ? expiry
              ? t('plan.trial', { plan, date: expiry })
              : t('plan.trial_no_date', { plan })
            : t('plan.free')}
      </Text>
      <Button asChild size="xs" colorPalette="brand">
        {kind === 'ends' ? (
          <Link to="/manage-subscription">{t('plan.resume')}</Link>
        ) : (
          <Link to="/pricing">{t('plan.upgrade')}</Link>
        )}
      </Button>
    </NoticeBar>
  );
}
