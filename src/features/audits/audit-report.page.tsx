import { Badge, Box, Button, Flex, Grid, Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { api } from '../../api/client';
import { alertFromFailure, showAlert } from '../../components/alerts/alert-store';
import { DownloadButton } from '../../components/download-button';
import { FileIcon } from '../../components/icons';
import { LoadFailed } from '../../components/list/load-failed';
import { PageFrame } from '../../components/page-frame';
import { ReportHtml } from '../../components/report/report-html';
import { ReportTools } from '../../components/report/report-tools';
import { reportViewMachine } from '../../../machines/report-view/report-view.machine';
import { loadAuditReport, sendReportEmail, type AuditReport } from './actors';
import { AuditCategories } from './audit-categories';
import { scorePalette } from './score-palette';
import { safeHref } from '../../components/safe-href';

const machine = reportViewMachine.provide({
  actors: { loadReport: loadAuditReport, sendEmail: sendReportEmail },
  actions: {
    notifySent: (_, { message }) =>
      showAlert(message ? { status: 'success', message } : { status: 'success', messageKey: 'reports.sent' }),
    notifySendFailed: (_, { failure }) => alertFromFailure(failure),
  },
});

function AuditReportScreen({ id }: { id: number }) {
  const { t, i18n } = useTranslation();
  const [snapshot, send] = useMachine(machine, { input: { id } });
  const { failure, emailError, sentTo } = snapshot.context;
  const report = snapshot.context.report as AuditReport | null;

  let body;
  if (snapshot.matches('failed')) {
    body = (
      <LoadFailed
        message={failure?.kind === 'http' ? failure.message : undefined}
        onRetry={() => send({ type: 'report.retry' })}
      />
    );
  } else if (!report) {
    body = <ReportHtml html="" label={t('reports.content')} />;
  } else {
    const href = safeHref(report.url);
    const date = new Date(report.created_at);
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
              {report.keyword && <Text>{t('auditReport.keyword', { keyword: report.keyword })}</Text>}
              {!Number.isNaN(date.getTime()) && (
                <time dateTime={report.created_at}>
                  {new Intl.DateTimeFormat(i18n.resolvedLanguage ?? 'en', { dateStyle: 'long' }).format(date)}
                </time>
              )}
            </Flex>
          </Stack>
        </Flex>
        <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 2fr) minmax(18rem, 1fr)' }} gap="6" alignItems="start">
          <Stack gap="6" minW="0">
            <Box as="section" aria-labelledby="issues-heading">
              <Heading as="h2" size="md" mb="3" id="issues-heading">
                {t('auditReport.issues_by_category')}
              </Heading>
              <AuditCategories categories={report.categories} />
            </Box>
            <Box borderWidth="1px" borderColor="border" rounded="md" p="5">
              <ReportHtml html={report.content} label={t('reports.content')} />
            </Box>
          </Stack>
          <ReportTools
            auditId={report.audit_id}
            shareKey={report.share_key}
            error={emailError}
            sending={snapshot.matches({ ready: 'sending' })}
            sentTo={sentTo}
            onSubmit={(email) => send({ type: 'report.emailSubmitted', email })}
            onEdit={() => send({ type: 'report.emailEdited' })}
          />
        </Grid>
      </Stack>
    );
  }

  return (
    <PageFrame
      titleKey="pages.audit_report"
      actions={
        <>
          <Button asChild size="sm" variant="ghost">
            <RouterLink to="/my-audits">{t('reports.back_to_audits')}</RouterLink>
          </Button>
          <DownloadButton
            label={t('reports.download_pdf')}
            icon={<FileIcon />}
            fallbackName={`audit-report-${id}.pdf`}
            request={(signal) =>
              api.GET('/api/v1/page/audit/report/{id}/pdf/', { params: { path: { id } }, parseAs: 'blob', signal })
            }
          />
        </>
      }
    >
      {body}
    </PageFrame>
  );
}

/** /audit-report/{id}: an audit's scores and issues by category, share link, PDF and "send by e-mail". */
export function AuditReportPage() {
  const { id } = useParams();
  const numeric = /^\d+$/.test(id ?? '') ? Number(id) : 0;
  return <AuditReportScreen key={numeric} id={numeric} />;
}
