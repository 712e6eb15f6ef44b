import { assign, fromPromise, setup } from 'xstate';
import type { Schemas } from '@contract/schemas';
import { toFailure, type ApiFailure } from '../../shared/failure';
import { TEXT_LIMITS, textProblem } from '../../shared/text-limits';

/** One lead e-mail template as GET /emails-settings/ gives it (x-assumed). */
export type LeadEmail = Schemas['EmailTemplate'];

export type LeadEmailsEvent =
  | { type: 'emails.edit'; id: number; field: 'subject' | 'body'; value: string }
  | { type: 'emails.toggle'; id: number; active: boolean }
  | { type: 'emails.save' }
  | { type: 'emails.reset'; id: number }
  | { type: 'emails.retry' };

export interface LeadEmailsContext {
  emails: LeadEmail[];
  /** Ids of templates whose subject is empty (shown once a save was tried). */
  invalid: number[];
  submitted: boolean;
  resetting: number | null;
  failure: ApiFailure | null;
}

/** A template needs a subject; the ids of those without one. */
export const emailsWithoutSubject = (emails: LeadEmail[]): number[] =>
  emails.filter((email) => !email.subject.trim()).map((email) => email.id);

/** A template whose subject or body is past the contract's limit (the field itself says so). */
export const hasTextPastLimit = (emails: LeadEmail[]): boolean =>
  emails.some(
    (email) =>
      textProblem(email.subject, TEXT_LIMITS.subject) !== null ||
      textProblem(email.body, TEXT_LIMITS.emailBody, true) !== null,
  );

/**
 * The lead e-mails of /setting: load the templates, edit and
 * save them (POST /emails-settings/), or reset one to its default (POST /reset-email/ {email-id}).
 */
export const leadEmailsMachine = setup({
  types: {} as { context: LeadEmailsContext; events: LeadEmailsEvent },
  actors: {
    loadEmails: fromPromise<LeadEmail[]>(async () => {
      throw new Error('loadEmails actor not provided');
    }),
    saveEmails: fromPromise<{ message?: string }, { emails: LeadEmail[] }>(async () => {
      throw new Error('saveEmails actor not provided');
    }),
    resetEmail: fromPromise<{ email: LeadEmail; message?: string }, { id: number }>(async () => {
      throw new Error('resetEmail actor not provided');
    }),
  },
  actions: {
    notifySuccess: (_, _params: { message?: string; what: 'saved' | 'reset' }) => {},
    notifyFailure: (_, _params: { failure: ApiFailure }) => {},
  },
  guards: {
    /** A subject missing, or a subject or body past its limit: nothing goes out. */
    hasTemplateToFix: ({ context }) =>
      emailsWithoutSubject(context.emails).length > 0 || hasTextPastLimit(context.emails),
  },
}).createMachine({
  id: 'leadEmails',
  context: { emails: [], invalid: [], submitted: false, resetting: null, failure: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadEmails',
        src: 'loadEmails',
        onDone: { target: 'editing', actions: assign({ emails: ({ event }) => event.output, failure: null }) },
        onError: { target: 'loadFailed', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
      },
    },
    loadFailed: { on: { 'emails.retry': 'loading' } },
    editing: {
      on: {
        'emails.edit': {
          actions: assign(({ context, event }) => {
            const emails = context.emails.map((email) =>
              email.id === event.id ? { ...email, [event.field]: event.value } : email,
            );
            return { emails, invalid: context.submitted ? emailsWithoutSubject(emails) : context.invalid };
          }),
        },
        'emails.toggle': {
          actions: assign({
            emails: ({ context, event }) =>
              context.emails.map((email) =>
                email.id === event.id ? { ...email, active: event.active ? 1 : 0 } : email,
              ),
          }),
        },
        'emails.save': [
          {
            guard: 'hasTemplateToFix',
            actions: assign(({ context }) => ({ submitted: true, invalid: emailsWithoutSubject(context.emails) })),
          },
          { target: 'saving' },
        ],
        'emails.reset': { target: 'resetting', actions: assign({ resetting: ({ event }) => event.id }) },
      },
    },
    saving: {
      invoke: {
        id: 'saveEmails',
        src: 'saveEmails',
        input: ({ context }) => ({ emails: context.emails }),
        onDone: {
          target: 'editing',
          actions: [
            assign({ submitted: false, invalid: [] }),
            {
              type: 'notifySuccess',
              params: ({ event }) => ({ message: event.output.message, what: 'saved' as const }),
            },
          ],
        },
        onError: {
          target: 'editing',
          actions: { type: 'notifyFailure', params: ({ event }) => ({ failure: toFailure(event.error) }) },
        },
      },
    },
    resetting: {
      invoke: {
        id: 'resetEmail',
        src: 'resetEmail',
        input: ({ context }) => ({ id: context.resetting ?? 0 }),
        onDone: {
          target: 'editing',
          actions: [
            assign(({ context, event }) => ({
              emails: context.emails.map((email) => (email.id === event.output.email.id ? event.output.email : email)),
              invalid: context.invalid.filter((id) => id !== event.output.email.id),
              resetting: null,
            })),
            {
              type: 'notifySuccess',
              params: ({ event }) => ({ message: event.output.message, what: 'reset' as const }),
            },
          ],
        },
        onError: {
          target: 'editing',
          actions: [
            assign({ resetting: null }),
            { type: 'notifyFailure', params: ({ event }) => ({ failure: toFailure(event.error) }) },
          ],
        },
      },
    },
  },
});
