import { assign, fromPromise, setup } from 'xstate';
import { isValidEmail } from '@machines/shared/email';
import { toFailure, type ApiFailure } from '@machines/shared/failure';

/**
 * An audit or lead report: load it, show it, and send it by e-mail
 * (POST /api/v1/send-audit-email/ with {email-address, audit-id}) after checking the address.
 * Pure TypeScript: the feature fills `loadReport` and `sendEmail` and the two notification actions.
 */

export interface ReportBase {
  audit_id: number;
}

export interface LoadReportInput {
  id: number;
}

export interface SendEmailInput {
  email: string;
  auditId: number;
}

export interface ReportViewContext {
  id: number;
  report: ReportBase | null;
  failure: ApiFailure | null;
  /** Why the typed address was refused; null while it is fine or untouched. */
  emailError: 'required' | 'invalid' | null;
  /** The address being sent to. */
  sendingTo: string | null;
  /** The address last sent to, for the "sent" note. */
  sentTo: string | null;
}

export type ReportViewEvent =
  { type: 'report.retry' } | { type: 'report.emailSubmitted'; email: string } | { type: 'report.emailEdited' };

/** The spec's address rule for "send by e-mail": required, one @, a dot in the domain. */
export function emailProblem(email: string): 'required' | 'invalid' | null {
  const value = email.trim();
  if (!value) return 'required';
  return isValidEmail(value) ? null : 'invalid';
}

export const reportViewMachine = setup({
  types: {} as {
    context: ReportViewContext;
    events: ReportViewEvent;
    input: { id: number };
  },
  actors: {
    loadReport: fromPromise<ReportBase, LoadReportInput>(async () => {
      throw new Error('loadReport actor not provided');
    }),
    sendEmail: fromPromise<{ message?: string }, SendEmailInput>(async () => {
      throw new Error('sendEmail actor not provided');
    }),
  },
  actions: {
    /** Filled by the feature: the success alert with the server's message. */
    notifySent: (_, _params: { message?: string; email: string }) => {},
    /** Filled by the feature: the danger alert. */
    notifySendFailed: (_, _params: { failure: ApiFailure }) => {},
    startSending: assign({
      emailError: null,
      sentTo: null,
      sendingTo: ({ event }) => (event.type === 'report.emailSubmitted' ? event.email.trim() : null),
    }),
  },
  guards: {
    isEmailValid: ({ event }) => event.type === 'report.emailSubmitted' && emailProblem(event.email) === null,
  },
}).createMachine({
  id: 'reportView',
  context: ({ input }) => ({
    id: input.id,
    report: null,
    failure: null,
    emailError: null,
    sendingTo: null,
    sentTo: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadReport',
        src: 'loadReport',
        input: ({ context }) => ({ id: context.id }),
        onDone: { target: 'ready', actions: assign({ report: ({ event }) => event.output, failure: null }) },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
      },
    },
    failed: {
      on: { 'report.retry': { target: 'loading', actions: assign({ failure: null }) } },
    },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'report.emailSubmitted': [
              { guard: 'isEmailValid', target: 'sending', actions: 'startSending' },
              {
                target: 'invalid',
                actions: assign({ emailError: ({ event }) => emailProblem(event.email) }),
              },
            ],
            'report.emailEdited': { actions: assign({ sentTo: null }) },
          },
        },
        invalid: {
          on: {
            'report.emailSubmitted': [
              { guard: 'isEmailValid', target: 'sending', actions: 'startSending' },
              { actions: assign({ emailError: ({ event }) => emailProblem(event.email) }) },
            ],
            'report.emailEdited': { target: 'idle', actions: assign({ emailError: null }) },
          },
        },
        sending: {
          invoke: {
            id: 'sendEmail',
            src: 'sendEmail',
            input: ({ context }) => ({
              email: context.sendingTo ?? '',
              auditId: context.report?.audit_id ?? context.id,
            }),
            onDone: {
              target: 'idle',
              actions: [
                {
                  type: 'notifySent',
                  params: ({ context, event }) => ({ message: event.output.message, email: context.sendingTo ?? '' }),
                },
                assign(({ context }) => ({ sentTo: context.sendingTo, sendingTo: null })),
              ],
            },
            onError: {
              target: 'idle',
              actions: [
                { type: 'notifySendFailed', params: ({ event }) => ({ failure: toFailure(event.error) }) },
                assign({ sendingTo: null }),
              ],
            },
          },
        },
      },
    },
  },
});
