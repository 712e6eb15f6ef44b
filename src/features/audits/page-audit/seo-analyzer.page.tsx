import { Box, Button, Grid, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useAccount } from '@/components/data/account';
import { PageFrame } from '@/components/page-frame';
import { AuditForm } from './audit-form';
import { AuditHistory } from './audit-history';
import { SampleReports } from './sample-reports';

/** /seo-analyzer and /seo-audit (signed in): the same audit engine, and the person's audit history. */
export function SeoAnalyzerPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const account = useAccount();
  const canAdvance = account.data?.can_advance_audit === 1;
  return (
    <PageFrame
      titleKey={pathname.startsWith('/seo-audit') ? 'pages.seo_audit' : 'pages.seo_analyzer'}
      description={t('page_audit.analyzer_intro')}
      actions={
        <Button asChild size="sm" variant="outline">
          <RouterLink to="/my-audits">{t('page_audit.all_audits')}</RouterLink>
        </Button>
      }
    >
      <Stack gap="8">
        <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 2fr) minmax(16rem, 1fr)' }} gap="6" alignItems="start">
          <Box borderWidth="1px" borderColor="border" rounded="md" p="5">
            {/* Keyed by the plan, so the choice appears once the account is known. */}
            <AuditForm key={canAdvance ? 'choose' : 'basic'} advanced={false} canChoose={canAdvance} />
            {account.data && !canAdvance && (
              <Text fontSize="sm" color="muted" mt="4">
                {t('page_audit.upgrade_title')}.{' '}
                <ChakraLink asChild color="brand.fg">
                  <RouterLink to="/pricing">{t('page_audit.upgrade')}</RouterLink>
                </ChakraLink>
              </Text>
            )}
          </Box>
          <SampleReports />
        </Grid>
        <AuditHistory />
      </Stack>
    </PageFrame>
  );
}
