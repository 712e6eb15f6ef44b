import type { ApiFailure } from '@machines/shared/failure';
import { alertFromFailure, showAlert } from './alert-store';

/**
 * The alert actions of a machine that settles its calls with `notifyDone(key)` / `notifyFailed()`
 * (machines/shared/call-alerts.ts): the server's message, else the text of `key`; a failure in the server's words,
 * else the key's or the "went wrong" text. Spread into `.provide({ actions })`.
 */
export const callAlerts = {
  notifySuccess: (_: unknown, { message, key }: { message?: string; key: string }) =>
    showAlert(message ? { status: 'success', message } : { status: 'success', messageKey: key }),
  notifyFailure: (_: unknown, { failure, key }: { failure: ApiFailure; key?: string }) =>
    alertFromFailure(failure, key),
};
