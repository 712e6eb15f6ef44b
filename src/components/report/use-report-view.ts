import { useMachine } from '@xstate/react';
import type { AnyStateMachine } from 'xstate';
import type { ApiFailure } from '@contract/api-failure';
import { alertFromFailure, showAlert } from '@/components/alerts/alert-store';

/**
 * The report-view machine (machines/shared/report-view) as the report kit sees it. Components import no machine, so
 * its context and events are restated here, and the compiler checks every machine handed to the kit against them.
 */
interface ReportViewContext {
  report: { audit_id: number } | null;
  failure: ApiFailure | null;
  emailError: 'required' | 'invalid' | null;
  sentTo: string | null;
}
type ReportViewEvent =
  { type: 'report.retry' } | { type: 'report.emailSubmitted'; email: string } | { type: 'report.emailEdited' };
type ReportViewLogic = AnyStateMachine & {
  getInitialSnapshot: (...args: never[]) => { context: ReportViewContext };
};

/** The report machine's two notifications, the same on every report: the server's "sent" words, or the
 * danger alert of a failure (the server's words, or "went wrong"). */
export const reportNotifications = {
  notifySent: (_: unknown, { message }: { message?: string }) =>
    showAlert(message ? { status: 'success', message } : { status: 'success', messageKey: 'reports.sent' }),
  notifySendFailed: (_: unknown, { failure }: { failure: ApiFailure }) => alertFromFailure(failure),
};

/** A report-view machine for report `id`: the report once loaded, its failure and retry, and the e-mail form's state. */
export function useReportView<Report extends { audit_id: number }>(machine: ReportViewLogic, id: number) {
  const [snapshot, sendAny] = useMachine(machine, { input: { id } });
  const send = sendAny as (event: ReportViewEvent) => void;
  const { report, failure, emailError, sentTo } = snapshot.context as ReportViewContext;
  return {
    report: report as Report | null,
    failed: snapshot.matches('failed'),
    failure,
    retry: () => send({ type: 'report.retry' }),
    /** What the "send by e-mail" form shows and does. */
    email: {
      error: emailError,
      sending: snapshot.matches({ ready: 'sending' }),
      sentTo,
      onSubmit: (email: string) => send({ type: 'report.emailSubmitted', email }),
      onEdit: () => send({ type: 'report.emailEdited' }),
    },
  };
}

export type ReportView<Report extends { audit_id: number }> = ReturnType<typeof useReportView<Report>>;
