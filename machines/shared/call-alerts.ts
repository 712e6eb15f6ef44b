import type { DoneActorEvent, ErrorActorEvent } from 'xstate';
import { toFailure, type ApiFailure } from './failure';

/**
 * The two alerts of a settled call, as entries of a transition's `actions`. Every machine that uses them declares
 * `notifySuccess` / `notifyFailure` in its `setup()`, and the feature provides them (the alert store): every settled call tells the person how it went.
 */

type Done = { event: DoneActorEvent<{ message?: string }> };
type Failed = { event: ErrorActorEvent };
type Message = { message?: string };
type Failure = { failure: ApiFailure };

/** `notifySuccess` with the server's message; `key` is the text the feature shows when there is none. */
export function notifyDone(): { type: 'notifySuccess'; params: (args: Done) => Message };
export function notifyDone(key: string): { type: 'notifySuccess'; params: (args: Done) => Message & { key: string } };
export function notifyDone(key?: string): { type: 'notifySuccess'; params: (args: Done) => Message } {
  return {
    type: 'notifySuccess',
    params: ({ event }) =>
      key === undefined ? { message: event.output.message } : { message: event.output.message, key },
  };
}

/** `notifyFailure` with the call's failure (the feature shows the server's words, else "went wrong"); `key` is the text the feature shows when the server gave none. */
export function notifyFailed(): { type: 'notifyFailure'; params: (args: Failed) => Failure };
export function notifyFailed(key: string): {
  type: 'notifyFailure';
  params: (args: Failed) => Failure & { key: string };
};
export function notifyFailed(key?: string): { type: 'notifyFailure'; params: (args: Failed) => Failure } {
  return {
    type: 'notifyFailure',
    params: ({ event }) =>
      key === undefined ? { failure: toFailure(event.error) } : { failure: toFailure(event.error), key },
  };
}
