import { alertFromFailure, showAlert } from '../../../components/alerts/alert-store';
import type { ActorError } from '../../../../machines/widget-editor/widget-editor.types';

/** The editor machine's alert actions: the server's message on success, the §8 alert of a failure. */
export const editorAlerts = {
  notifySuccess: (_: unknown, { message }: { message: string }) => showAlert({ status: 'success', message }),
  notifyFailure: (_: unknown, { failure }: { failure: ActorError }) => alertFromFailure(failure),
};
