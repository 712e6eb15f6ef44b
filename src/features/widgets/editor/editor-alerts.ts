import { alertFromFailure, showAlert } from '@/components/alerts/alert-store';
import type { ApiFailure } from '@machines/shared/failure';

/** The editor machine's alert actions: the server's message on success, the §8 alert of a failure. */
export const editorAlerts = {
  notifySuccess: (_: unknown, { message }: { message: string }) => showAlert({ status: 'success', message }),
  notifyFailure: (_: unknown, { failure }: { failure: ApiFailure }) => alertFromFailure(failure),
};
