import { Box, Button, Grid, Link as ChakraLink } from '@chakra-ui/react';
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
import { loadLeadReport, sendReportEmail, type LeadReport } from './actors';

const machine = reportViewMachine.provide({
  actors: { loadReport: loadLeadReport, sendEmail: sendReportEmail },
  actions: {
    notifySent: (_, { message }) =>
      showAlert(message ? { status: 'success', message } : { status: 'success', messageKey: 'reports.sent' }),
    notifySendFailed: (_, { failure }) => alertFromFailure(failure),
  },
});

function LeadReportScreen({ id }: { id: number }) {
  const { t } = useTranslation();
  const [snapshot, send] = useMachine(machine, { input: { id } });
  const { failure, emailError, sentTo } = snapshot.context;
  const report = snapshot.context.report as LeadReport | null;

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
    body = (
      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 2fr) minmax(18rem, 1fr)' }} gap="6" alignItems="start">
        <Box borderWidth="1px" borderColor="border" rounded="md" p="5">
          <ReportHtml html={report.content} label={t('reports.content')} />
          <ChakraLink asChild color="brand.fg" fontSize="sm" mt="3">
            <RouterLink to={`/audit-report/${report.audit_id}`}>{t('reports.open_audit')}</RouterLink>
          </ChakraLink>
        </Box>
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
    );
  }

  return (
    <PageFrame
      titleKey="pages.lead_report"
      actions={
        <>
          <Button asChild size="sm" variant="ghost">
            <RouterLink to="/all-leads">{t('reports.back_to_leads')}</RouterLink>
          </Button>
          <DownloadButton
            label={t('reports.download_pdf')}
            icon={<FileIcon />}
            fallbackName={`lead-report-${id}.pdf`}
            request={(signal) =>
              api.GET('/api/v1/page/lead/report/{id}/pdf/', { params: { path: { id } }, parseAs: 'blob', signal })
            }
          />
        </>
      }
    >
      {body}
    </PageFrame>
  );
}

/** /lead-report/{id}: a lead's audit report, its share link, PDF and "send by e-mail". */
export function LeadReportPage() {
  const { id } = useParams();
  const numeric = /^\d+$/.test(id ?? '') ? Number(id) : 0;
  // A new id is a new report: a fresh machine.
  return <LeadReportScreen key={numeric} id={numeric} />;
}
