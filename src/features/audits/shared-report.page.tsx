import { Box, Button, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { EmptyState } from '../../components/empty-state';
import { LoadFailed } from '../../components/list/load-failed';
import { PageFrame } from '../../components/page-frame';
import { ReportHtml } from '../../components/report/report-html';
import { sharedReportMachine } from '@machines/shared/report-view/shared-report.machine';
import { loadSharedReport, type SharedReport } from './actors';
import { AuditReportBody } from './audit-report-body';
import { AsidePanel } from './page-audit/aside-panel';

const machine = sharedReportMachine.provide({ actors: { loadSharedReport } });

function SharedReportScreen({ shareKey }: { shareKey: string }) {
  const { t } = useTranslation();
  const [snapshot, send] = useMachine(machine, { input: { shareKey } });
  const report = snapshot.context.report as SharedReport | null;
  const failure = snapshot.context.failure;

  let body;
  if (snapshot.matches('gone')) {
    body = (
      <EmptyState
        title={t('sharedReport.gone_title')}
        hint={t('sharedReport.gone_text')}
        link={{ to: '/', label: t('sharedReport.home') }}
      />
    );
  } else if (snapshot.matches('failed')) {
    body = (
      <LoadFailed
        message={failure?.kind === 'http' ? failure.message : undefined}
        onRetry={() => send({ type: 'report.retry' })}
      />
    );
  } else if (!report) {
    body = <Text color="muted">{t('page_audit.report_loading')}</Text>;
  } else {
    body = (
      <AuditReportBody
        report={report}
        createdAt={report.created_at}
        aside={
          <AsidePanel headingId="shared-heading" title={t('pages.shared_report')}>
            <Text fontSize="sm" color="muted" mb="4">
              {t('sharedReport.read_only')}
            </Text>
            <Button asChild colorPalette="brand" size="sm">
              <RouterLink to="/">{t('sharedReport.home')}</RouterLink>
            </Button>
          </AsidePanel>
        }
      >
        <Box borderWidth="1px" borderColor="border" rounded="md" p="5">
          <ReportHtml html={report.content} label={t('reports.content')} />
        </Box>
      </AuditReportBody>
    );
  }
  return <PageFrame titleKey="pages.shared_report">{body}</PageFrame>;
}

/**
 * /shared-report/{key} (an extension of the spec): the read-only report a share link opens, for anyone
 * with the link, signed in or not; a revoked or unknown key says the link no longer works, never asks to sign in.
 */
export function SharedReportPage() {
  const { key = '' } = useParams();
  return <SharedReportScreen key={key} shareKey={key} />;
}
