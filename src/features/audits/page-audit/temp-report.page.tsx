import { Badge, Box, Button, Flex, Grid, Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { getToken } from '../../../api/session';
import { LoadFailed } from '../../../components/list/load-failed';
import { PageFrame } from '../../../components/page-frame';
import { safeHref } from '../../../components/safe-href';
import { tempReportMachine } from '../../../../machines/run-audit/temp-report.machine';
import { loadTempAuditReport, type TempAuditReport } from '../actors';
import { AuditCategories } from '../audit-categories';
import { scorePalette } from '../score-palette';

const machine = tempReportMachine.provide({ actors: { loadTempReport: loadTempAuditReport } });

function KeepPanel({ report }: { report: TempAuditReport }) {
  const { t, i18n } = useTranslation();
  const signedIn = Boolean(getToken());
  const savePath = `/temp-audit-save/${report.temp_id}`;
  if (report.sample) {
    return (
      <Box as="aside" aria-labelledby="keep-heading" borderWidth="1px" borderColor="border" rounded="md" p="5">
        <Heading as="h2" size="sm" id="keep-heading" mb="2">
          {t('page_audit.sample_title')}
        </Heading>
        <Text fontSize="sm" color="muted" mb="4">
          {t('page_audit.sample_text')}
        </Text>
        <Button asChild colorPalette="brand" size="sm">
          <RouterLink to={signedIn ? '/seo-analyzer' : '/audit-page'}>{t('page_audit.run_own')}</RouterLink>
        </Button>
      </Box>
    );
  }
  const expires = report.expires_at ? new Date(report.expires_at) : null;
  return (
    <Box as="aside" aria-labelledby="keep-heading" borderWidth="1px" borderColor="border" rounded="md" p="5">
      <Heading as="h2" size="sm" id="keep-heading" mb="2">
        {t('page_audit.keep_title')}
      </Heading>
      <Text fontSize="sm" color="muted" mb="4">
        {expires && !Number.isNaN(expires.getTime())
          ? t('page_audit.keep_text', {
              date: new Intl.DateTimeFormat(i18n.resolvedLanguage ?? 'en', {
                dateStyle: 'medium',
                timeStyle: 'short',
              }).format(expires),
            })
          : t('page_audit.keep_text_plain')}
      </Text>
      <Button asChild colorPalette="brand" size="sm">
        <RouterLink to={signedIn ? savePath : `/?next=${encodeURIComponent(savePath)}`}>
          {t(signedIn ? 'page_audit.keep' : 'page_audit.sign_in_keep')}
        </RouterLink>
      </Button>
    </Box>
  );
}

function TempReportScreen({ tempId }: { tempId: string }) {
  const { t } = useTranslation();
  const [snapshot, send] = useMachine(machine, { input: { tempId } });
  const report = snapshot.context.report as TempAuditReport | null;
  const failure = snapshot.context.failure;

  let body;
  if (snapshot.matches('failed')) {
    body = (
      <LoadFailed
        message={failure?.kind === 'http' ? failure.message : undefined}
        onRetry={() => send({ type: 'report.retry' })}
      />
    );
  } else if (!report) {
    body = <Text color="muted">{t('page_audit.report_loading')}</Text>;
  } else {
    const href = safeHref(report.url);
    body = (
      <Stack gap="6">
        <Flex gap="6" align="center" wrap="wrap" borderWidth="1px" borderColor="border" rounded="md" p="5">
          <Box
            textAlign="center"
            minW="6rem"
            role="img"
            aria-label={
              report.score === null ? t('auditList.no_score') : t('auditReport.overall_score', { score: report.score })
            }
          >
            <Text
              fontSize="4xl"
              fontWeight="bold"
              lineHeight="1"
              color={report.score === null ? 'muted' : `${scorePalette(report.score)}.fg`}
              fontVariantNumeric="tabular-nums"
            >
              {report.score ?? '–'}
            </Text>
            <Text fontSize="xs" color="muted">
              {t('auditReport.out_of')}
            </Text>
          </Box>
          <Stack gap="1" minW="0" flex="1">
            <Heading as="h2" size="md" truncate>
              {href ? (
                <ChakraLink href={href} target="_blank" rel="noopener noreferrer">
                  {report.url}
                </ChakraLink>
              ) : (
                report.url
              )}
            </Heading>
            <Flex gap="3" wrap="wrap" color="muted" fontSize="sm" align="center">
              <Badge size="sm" colorPalette={report.advance_audit ? 'purple' : 'gray'}>
                {t(report.advance_audit ? 'auditList.advanced' : 'auditList.basic')}
              </Badge>
              {report.sample && (
                <Badge size="sm" colorPalette="blue">
                  {t('page_audit.sample_badge')}
                </Badge>
              )}
              {report.keyword && <Text>{t('auditReport.keyword', { keyword: report.keyword })}</Text>}
            </Flex>
          </Stack>
        </Flex>
        <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 2fr) minmax(18rem, 1fr)' }} gap="6" alignItems="start">
          <Box as="section" aria-labelledby="issues-heading" minW="0">
            <Heading as="h2" size="md" mb="3" id="issues-heading">
              {t('auditReport.issues_by_category')}
            </Heading>
            <AuditCategories categories={report.categories} />
          </Box>
          <KeepPanel report={report} />
        </Grid>
      </Stack>
    );
  }
  return <PageFrame titleKey="pages.temp_audit_report">{body}</PageFrame>;
}

/** /audit-report/temp/{temp_id}: a signed-out audit's temporary report (or a sample), with the offer to keep it. */
export function TempReportPage() {
  const { temp_id: tempId = '' } = useParams();
  return <TempReportScreen key={tempId} tempId={tempId} />;
}
