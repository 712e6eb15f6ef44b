import { Button, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/i18n/use-format';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { getToken } from '@/api/session';
import { LoadFailed } from '@/components/list/load-failed';
import { PageFrame } from '@/components/page-frame';
import { tempReportMachine } from '@machines/audits/page-audit/temp-report.machine';
import { loadTempAuditReport, type TempAuditReport } from '../actors';
import { AuditReportBody } from '../audit-report-body';
import { AsidePanel } from './aside-panel';

const machine = tempReportMachine.provide({ actors: { loadTempReport: loadTempAuditReport } });

/** Beside a temporary report: keep it (signing in first when needed), or for a sample, run one's own. */
function KeepPanel({ report }: { report: TempAuditReport }) {
  const { t } = useTranslation();
  const formats = useFormat();
  const signedIn = Boolean(getToken());
  const savePath = `/temp-audit-save/${report.temp_id}`;
  const expires = report.expires_at ? new Date(report.expires_at) : null;
  const [title, text, to, action] = report.sample
    ? [
        t('page_audit.sample_title'),
        t('page_audit.sample_text'),
        signedIn ? '/seo-analyzer' : '/audit-page',
        t('page_audit.run_own'),
      ]
    : [
        t('page_audit.keep_title'),
        expires && !Number.isNaN(expires.getTime())
          ? t('page_audit.keep_text', {
              date: formats.dateTime(expires),
            })
          : t('page_audit.keep_text_plain'),
        signedIn ? savePath : `/?next=${encodeURIComponent(savePath)}`,
        t(signedIn ? 'page_audit.keep' : 'page_audit.sign_in_keep'),
      ];
  return (
    <AsidePanel headingId="keep-heading" title={title}>
      <Text fontSize="sm" color="muted" mb="4">
        {text}
      </Text>
      <Button asChild colorPalette="brand" size="sm">
        <RouterLink to={to}>{action}</RouterLink>
      </Button>
    </AsidePanel>
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
    body = <AuditReportBody report={report} sample={report.sample} aside={<KeepPanel report={report} />} />;
  }
  return <PageFrame titleKey="pages.temp_audit_report">{body}</PageFrame>;
}

/** /audit-report/temp/{temp_id}: a signed-out audit's temporary report (or a sample), with the offer to keep it. */
export function TempReportPage() {
  const { temp_id: tempId = '' } = useParams();
  return <TempReportScreen key={tempId} tempId={tempId} />;
}
