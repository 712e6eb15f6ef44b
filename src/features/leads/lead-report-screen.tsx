import { Box, Link as ChakraLink } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { api } from '@/api/client';
import { ReportFrame } from '@/components/report/report-frame';
import { ReportGrid } from '@/components/report/report-grid';
import { ReportHtml } from '@/components/report/report-html';
import { ReportTools } from '@/components/report/report-tools';
import { reportNotifications, useReportView } from '@/components/report/use-report-view';
import { reportViewMachine } from '@machines/shared/report-view/report-view.machine';
import { shareLinkMachine } from '@machines/shared/share-link/share-link.machine';
import { loadLeadReport, sendReportEmail, shareLinkActors, shareLinkNotifications, type LeadReport } from './actors';
import { LeadContactCard } from './lead-contact-card';

const machine = reportViewMachine.provide({
  actors: { loadReport: loadLeadReport, sendEmail: sendReportEmail },
  actions: reportNotifications,
});
const shareMachine = shareLinkMachine.provide({ actors: shareLinkActors, actions: shareLinkNotifications });

/** One lead's report: its contact card, then the audit report with share link, PDF and e-mail. */
export function LeadReportScreen({ id }: { id: number }) {
  const { t } = useTranslation();
  const view = useReportView<LeadReport>(machine, id);
  return (
    <ReportFrame
      titleKey="pages.lead_report"
      view={view}
      back={{ to: '/all-leads', label: t('reports.back_to_leads') }}
      pdf={{
        fallbackName: `lead-report-${id}.pdf`,
        request: (signal) =>
          api.GET('/api/v1/page/lead/report/{id}/pdf/', { params: { path: { id } }, parseAs: 'blob', signal }),
      }}
    >
      {(report) => (
        <>
          <LeadContactCard lead={report.lead} />
          <ReportGrid
            aside={
              <ReportTools
                auditId={report.audit_id}
                shareKey={report.share_key}
                shareMachine={shareMachine}
                {...view.email}
              />
            }
          >
            <Box borderWidth="1px" borderColor="border" rounded="md" p="5">
              <ReportHtml html={report.content} label={t('reports.content')} />
              <ChakraLink asChild color="brand.fg" fontSize="sm" mt="3">
                <RouterLink to={`/audit-report/${report.audit_id}`}>{t('reports.open_audit')}</RouterLink>
              </ChakraLink>
            </Box>
          </ReportGrid>
        </>
      )}
    </ReportFrame>
  );
}
