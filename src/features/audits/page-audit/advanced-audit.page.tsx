import { Box, Button, Grid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { getToken } from '@/api/session';
import { account as accountData, useAccount } from '@/components/data/account';
import { LoadFailed } from '@/components/list/load-failed';
import { planName } from '@/i18n/plan-name';
import { PageFrame } from '@/components/page-frame';
import { AuditForm } from './audit-form';
import { Offer } from './offer';
import { SampleReports } from './sample-reports';

/**
 * /advance-audit-page and /advance-webpage-audit: the advanced audit (more checks: structured data, sitemap,
 * readability, backlinks, layout shift), for plans with `can_advance_audit`; others see the upgrade hint.
 */
export function AdvancedAuditPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const webpage = pathname.startsWith('/advance-webpage-audit');
  const basicPath = webpage ? '/webpage-audit' : '/audit-page';
  const signedIn = Boolean(getToken());
  const account = useAccount();

  let body;
  if (!signedIn) {
    body = (
      <Offer title={t('page_audit.signed_out_title')} text={t('page_audit.signed_out_text')}>
        <Button asChild colorPalette="brand" size="sm">
          <RouterLink to={`/?next=${encodeURIComponent(pathname)}`}>{t('page_audit.sign_in')}</RouterLink>
        </Button>
        <Button asChild variant="outline" size="sm">
          <RouterLink to={basicPath}>{t('page_audit.try_free')}</RouterLink>
        </Button>
      </Offer>
    );
  } else if (account.data) {
    body = account.data.can_advance_audit ? (
      <Box borderWidth="1px" borderColor="border" rounded="md" p="5">
        <AuditForm advanced />
      </Box>
    ) : (
      <Offer
        title={t('page_audit.upgrade_title')}
        text={t('page_audit.upgrade_text', { plan: planName(t, account.data.subscription_name) })}
      >
        <Button asChild colorPalette="brand" size="sm">
          <RouterLink to="/pricing">{t('page_audit.upgrade')}</RouterLink>
        </Button>
        <Button asChild variant="outline" size="sm">
          <RouterLink to={basicPath}>{t('page_audit.use_basic')}</RouterLink>
        </Button>
      </Offer>
    );
  } else if (account.status === 'failure') {
    body = <LoadFailed onRetry={() => void accountData.refresh()} />;
  } else {
    body = <Skeleton height="12rem" rounded="md" aria-label={t('page_audit.loading_plan')} />;
  }

  return (
    <PageFrame
      titleKey={webpage ? 'pages.advance_webpage_audit' : 'pages.advance_audit_page'}
      description={t('page_audit.advanced_intro')}
    >
      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 2fr) minmax(16rem, 1fr)' }} gap="6" alignItems="start">
        {body}
        <Stack gap="4">
          <SampleReports />
          <Text fontSize="sm" color="muted">
            {t('page_audit.advanced_checks')}
          </Text>
        </Stack>
      </Grid>
    </PageFrame>
  );
}
