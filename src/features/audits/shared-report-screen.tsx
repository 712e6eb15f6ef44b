import { Box } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { PageFrame } from '@/components/page-frame';
import { ReportHtml } from '@/components/report/report-html';
import { sharedReportMachine } from '@machines/shared/report-view/shared-report.machine';
import { loadSharedReport, type SharedReport } from './actors';
import { AuditReportBody } from './audit-report-body';
import { LoadedReport } from './loaded-report';
import { AsideOffer } from './page-audit/aside-panel';

const machine = sharedReportMachine.provide({ actors: { loadSharedReport } });

/** A shared report once loaded (or its failure), or the notice that the link no longer works. */
export function SharedReportScreen({ shareKey }: { shareKey: string }) {
  const { t } = useTranslation();
  const [snapshot, send] = useMachine(machine, { input: { shareKey } });
  return (
    <PageFrame titleKey="pages.shared_report">
      {snapshot.matches('gone') ? (
        <EmptyState
          title={t('sharedReport.gone_title')}
          hint={t('sharedReport.gone_text')}
          link={{ to: '/', label: t('sharedReport.home') }}
        />
      ) : (
        <LoadedReport
          failed={snapshot.matches('failed')}
          failure={snapshot.context.failure}
          onRetry={() => send({ type: 'report.retry' })}
          report={snapshot.context.report as SharedReport | null}
        >
          {(report) => (
            <AuditReportBody
              report={report}
              createdAt={report.created_at}
              aside={
                <AsideOffer
                  headingId="shared-heading"
                  title={t('pages.shared_report')}
                  text={t('sharedReport.read_only')}
                  to="/"
                  action={t('sharedReport.home')}
                />
              }
            >
              <Box borderWidth="1px" borderColor="border" rounded="md" p="5">
                <ReportHtml html={report.content} label={t('reports.content')} />
              </Box>
            </AuditReportBody>
          )}
        </LoadedReport>
      )}
    </PageFrame>
  );
}
