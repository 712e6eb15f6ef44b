import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/i18n/use-format';
import { useParams } from 'react-router-dom';
import { getToken } from '@/api/session';
import { PageFrame } from '@/components/page-frame';
import { tempReportMachine } from '@machines/audits/page-audit/temp-report.machine';
import { loadTempAuditReport, type TempAuditReport } from '@/features/audits/actors';
import { AuditReportBody } from '@/features/audits/audit-report-body';
import { LoadedReport } from '@/features/audits/loaded-report';
import { AsideOffer } from './aside-panel';

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
  return <AsideOffer headingId="keep-heading" title={title} text={text} to={to} action={action} />;
}

function TempReportScreen({ tempId }: { tempId: string }) {
  const [snapshot, send] = useMachine(machine, { input: { tempId } });
  return (
    <PageFrame titleKey="pages.temp_audit_report">
      <LoadedReport
        failed={snapshot.matches('failed')}
        failure={snapshot.context.failure}
        onRetry={() => send({ type: 'report.retry' })}
        report={snapshot.context.report as TempAuditReport | null}
      >
        {(report) => <AuditReportBody report={report} sample={report.sample} aside={<KeepPanel report={report} />} />}
      </LoadedReport>
    </PageFrame>
  );
}

/** /audit-report/temp/{temp_id}: a signed-out audit's temporary report (or a sample), with the offer to keep it. */
export function TempReportPage() {
  const { temp_id: tempId = '' } = useParams();
  return <TempReportScreen key={tempId} tempId={tempId} />;
}
