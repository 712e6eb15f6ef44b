import { Box, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { api } from '@/api/client';
import { ReportFrame } from '@/components/report/report-frame';
import { ReportHtml } from '@/components/report/report-html';
import { ReportTools } from '@/components/report/report-tools';
import { reportNotifications, useReportView } from '@/components/report/use-report-view';
import { reportViewMachine } from '@machines/shared/report-view/report-view.machine';
import { shareLinkMachine } from '@machines/shared/share-link/share-link.machine';
import { loadAuditReport, sendReportEmail, shareLinkActors, shareLinkNotifications, type AuditReport } from './actors';
import { AuditNextSteps } from './audit-next-steps';
import { AuditReportBody } from './audit-report-body';

const machine = reportViewMachine.provide({
  actors: { loadReport: loadAuditReport, sendEmail: sendReportEmail },
  actions: reportNotifications,
});
const shareMachine = shareLinkMachine.provide({ actors: shareLinkActors, actions: shareLinkNotifications });

/** One audit's report: the body with its share link, PDF, e-mail and next steps beside it. */
export function AuditReportScreen({ id }: { id: number }) {
  const { t } = useTranslation();
  const view = useReportView<AuditReport>(machine, id);
  return (
    <ReportFrame
      titleKey="pages.audit_report"
      view={view}
      back={{ to: '/my-audits', label: t('reports.back_to_audits') }}
      pdf={{
        fallbackName: `audit-report-${id}.pdf`,
        request: (signal) =>
          api.GET('/api/v1/page/audit/report/{id}/pdf/', { params: { path: { id } }, parseAs: 'blob', signal }),
      }}
    >
      {(report) => (
        <AuditReportBody
          report={report}
          createdAt={report.created_at}
          aside={
            <Stack gap="4">
              <ReportTools
                auditId={report.audit_id}
                shareKey={report.share_key}
                shareMachine={shareMachine}
                {...view.email}
              />
              <AuditNextSteps url={report.url} />
            </Stack>
          }
        >
          <Box borderWidth="1px" borderColor="border" rounded="md" p="5">
            <ReportHtml html={report.content} label={t('reports.content')} />
          </Box>
        </AuditReportBody>
      )}
    </ReportFrame>
  );
}
