import { Box, Button, Grid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { PageFrame } from '@/components/page-frame';
import { AuditForm } from './audit-form';
import { SampleReports } from './sample-reports';

/** /audit-page and /webpage-audit (signed in or out): the basic audit of one page for a keyword. */
export function BasicAuditPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const webpage = pathname.startsWith('/webpage-audit');
  return (
    <PageFrame
      titleKey={webpage ? 'pages.webpage_audit' : 'pages.audit_page'}
      description={t('page_audit.basic_intro')}
      actions={
        <Button asChild size="sm" variant="outline">
          <RouterLink to={webpage ? '/advance-webpage-audit' : '/advance-audit-page'}>
            {t('page_audit.go_advanced')}
          </RouterLink>
        </Button>
      }
    >
      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 2fr) minmax(16rem, 1fr)' }} gap="6" alignItems="start">
        <Box borderWidth="1px" borderColor="border" rounded="md" p="5">
          <AuditForm advanced={false} />
        </Box>
        <Stack gap="4">
          <SampleReports />
          <Text fontSize="sm" color="muted">
            {t('page_audit.basic_checks')}
          </Text>
        </Stack>
      </Grid>
    </PageFrame>
  );
}
