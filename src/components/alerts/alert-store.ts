import { useSyncExternalStore } from 'react';

/** Alerts leave after 5000 ms; a failed download stays 10000 ms. */
export const ALERT_MS = 5000;
export const DOWNLOAD_FAILED_ALERT_MS = 10_000;

export type AlertStatus = 'success' | 'danger' | 'warning' | 'info';
/** A button in the alert (the "Deleted." alert's Undo): pressing it runs `onAction` and closes the alert. */
export interface AlertAction {
  labelKey: string;
  onAction: () => void;
  /** Who offered it: `dropAlertAction(owner)` takes the button away when that owner is gone (a list left). */
  owner?: unknown;
}
export interface Alert {
  id: number;
  status: AlertStatus;
  /** The server's own words, shown as they are. */
  message?: string;
  /** A translation key, used when there is no server message. */
  messageKey?: string;
  /** Milliseconds before it leaves by itself; 0 keeps it until dismissed. */
  duration: number;
  action?: AlertAction;
}

let current: Alert | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;
/** When the shown alert leaves by itself, and how long it had left when it was held (pointer or focus on it). */
let deadline = 0;
let heldLeft: number | null = null;
let nextId = 1;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** Shows an alert; a new alert replaces the one shown, so only one is ever on screen. */
export function showAlert(alert: Omit<Alert, 'id' | 'duration'> & { duration?: number }): void {
  clearTimeout(timer);
  current = { duration: ALERT_MS, ...alert, id: nextId++ };
  heldLeft = null;
  if (current.duration > 0) {
    deadline = Date.now() + current.duration;
    timer = setTimeout(dismissAlert, current.duration);
  }
  notify();
}

/** The alert stays while the pointer or the focus is on it (its Undo must not vanish under the hand). */
export function holdAlert(): void {
  if (!current || current.duration <= 0 || heldLeft !== null) return;
  clearTimeout(timer);
  heldLeft = Math.max(0, deadline - Date.now());
}

/** …and takes up its remaining time again when both have left it. */
export function releaseAlert(): void {
  if (!current || heldLeft === null) return;
  const left = Math.max(1000, heldLeft);
  heldLeft = null;
  deadline = Date.now() + left;
  timer = setTimeout(dismissAlert, left);
}

/** Runs the shown alert's action and closes the alert. */
export function runAlertAction(): void {
  const action = current?.action;
  dismissAlert();
  action?.onAction();
}

/** Takes the action away from the shown alert when `owner` offered it (the screen it acted on is gone). */
export function dropAlertAction(owner: unknown): void {
  if (!current?.action || current.action.owner !== owner) return;
  const { action: _dropped, ...rest } = current;
  current = rest;
  notify();
}

export function dismissAlert(): void {
  clearTimeout(timer);
  heldLeft = null;
  if (!current) return;
  current = null;
  notify();
}

export function currentAlert(): Alert | null {
  return current;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAlert(): Alert | null {
  return useSyncExternalStore(subscribe, currentAlert, currentAlert);
}

/**
 * The spec's rule for mutations: server message on 2xx (success) and non-2xx (danger); "went wrong" when the call failed.
 * A lost network (`{ kind: 'network' }`) counts as "status 500 with 'network error'": a 500 without the server's
 * words, so it reads "went wrong" like any other, or the flow's own `fallbackKey` when it has words for it.
 */
export function alertFromFailure(failure: FailureLike, fallbackKey?: string): void {
  const text = failureText(failure);
  showAlert({ status: 'danger', ...('messageKey' in text && fallbackKey ? { messageKey: fallbackKey } : text) });
}

/**
 * A failed call as the screens see it: the client's failure model, a server answer that refused the request, or a
 * flow's own failure kinds; only an `http` failure carries the server's words.
 */
export type FailureLike = { kind: string; status?: number; message?: string | null };

/**
 * The one mapping from a failure to its words, for the alert and for every inline failure text: the server's
 * message as it is, else "went wrong" in the person's language (a lost network has no words of its own).
 */
export function failureText(failure: FailureLike): { message: string } | { messageKey: 'alert_messages.went_wrong' } {
  return failure.kind === 'http' && failure.message
    ? { message: failure.message }
    : { messageKey: 'alert_messages.went_wrong' };
}

/** `failureText()` as a string, for a failure shown inline (pass the screen's `t`). */
export function failureMessage(failure: FailureLike, t: (key: 'alert_messages.went_wrong') => string): string {
  const text = failureText(failure);
  return 'message' in text ? text.message : t(text.messageKey);
}

/**
 * The same on every list: a delete says "deleted success" in the person's language (the server's
 * lowercase status word is not shown), and a refused delete "deleted failed"; a lost network reads "went wrong".
 */
export const alertDeleted = (): void => showAlert({ status: 'success', messageKey: 'alert_messages.deleted_success' });
/** The same "Deleted." with an Undo button for its lifetime (the lists whose rows can be restored). */
export const alertDeletedWithUndo = (undo: { onUndo: () => void; owner?: unknown }): void =>
  showAlert({
    status: 'success',
    messageKey: 'alert_messages.deleted_success',
    action: { labelKey: 'alert_messages.undo', onAction: undo.onUndo, owner: undo.owner },
  });
/** A restore (or an Undo) says "restored" in the person's language, like a delete says "deleted". */
export const alertRestored = (): void =>
  showAlert({ status: 'success', messageKey: 'alert_messages.restored_success' });
export const alertDeleteFailed = (failure: { kind: 'http' | 'network' }): void =>
  showAlert({
    status: 'danger',
    messageKey: failure.kind === 'http' ? 'alert_messages.deleted_failed' : 'alert_messages.went_wrong',
  });
