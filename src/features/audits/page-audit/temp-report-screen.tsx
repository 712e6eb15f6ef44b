import { useMachine } from '@xstate/react';
import { PageFrame } from '@/components/page-frame';
import { tempReportMachine } from '@machines/audits/page-audit/temp-report.machine';
import { loadTempAuditReport, type TempAuditReport } from '@/features/audits/actors';
import { AuditReportBody } from '@/features/audits/audit-report-body';
import { LoadedReport } from '@/features/audits/loaded-report';
import { KeepPanel } from './keep-panel';

const machine = tempReportMachine.provide({ actors: { loadTempReport: loadTempAuditReport } });

/** A temporary report once loaded (or its failure), with the panel to keep it beside. */
export function TempReportScreen({ tempId }: { tempId: string }) {
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
