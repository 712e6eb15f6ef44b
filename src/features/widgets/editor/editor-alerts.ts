import { alertFromFailure, showAlert } from '@/components/alerts/alert-store';
import type { ApiFailure } from '@machines/shared/failure';

/** The editor machine's alert actions: the server's message on success; on a
 * failure the server's message as a danger alert, or the translated "went wrong" text when the call itself failed. */
export const editorAlerts = {
  notifySuccess: (_: unknown, { message }: { message: string }) => showAlert({ status: 'success', message }),
  notifyFailure: (_: unknown, { failure }: { failure: ApiFailure }) => alertFromFailure(failure),
};
