import { assign, fromPromise, setup } from 'xstate';
import type { Schemas } from '@contract/schemas';
import { notifyFailed } from '@machines/shared/call-alerts';
import { isConflict, toFailure, type ApiFailure } from '@machines/shared/failure';
import { typedOverLatest } from '@machines/shared/typed-over-latest';
import { TEXT_LIMITS, textProblem } from '@machines/shared/text-limits';

/** One lead e-mail template as GET /emails-settings/ gives it (x-assumed). */
export type LeadEmail = Schemas['EmailTemplate'];

export type LeadEmailsEvent =
  | { type: 'emails.edit'; id: number; field: 'subject' | 'body'; value: string }
  | { type: 'emails.toggle'; id: number; active: boolean }
  | { type: 'emails.save' }
  | { type: 'emails.reset'; id: number }
  | { type: 'emails.retry' }
  | { type: 'emails.loadLatest' };

/** The templates as loaded, with the version a save or reset sends. */
export interface LoadedEmails {
  emails: LeadEmail[];
  version: number;
}

export interface LeadEmailsContext {
  emails: LeadEmail[];
  /** What the server holds, and its version: a save or reset sends it, and a stale one is refused (409). */
  saved: LeadEmail[];
  version: number;
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

/** Another session's templates, each with what was typed here (fields changed since the load) laid over it. */
export function emailsOverLatest(
  context: Pick<LeadEmailsContext, 'saved' | 'emails'>,
  latest: LeadEmail[],
): LeadEmail[] {
  return latest.map((theirs) => {
    const base = context.saved.find((email) => email.id === theirs.id);
    const typed = context.emails.find((email) => email.id === theirs.id);
    return base && typed ? typedOverLatest(base, typed, theirs) : theirs;
  });
}

/**
 * The lead e-mails of /setting: load the templates, edit and
 * save them (POST /emails-settings/), or reset one to its default (POST /reset-email/ {email-id}). A save or reset
 * another session overtook (409) goes to `editing.conflict`: typing goes on, saving and resetting wait until
 * *Load their changes* has laid what was typed over theirs.
 */
export const leadEmailsMachine = setup({
  types: {} as { context: LeadEmailsContext; events: LeadEmailsEvent },
  actors: {
    loadEmails: fromPromise<LoadedEmails>(async () => {
      throw new Error('loadEmails actor not provided');
    }),
    saveEmails: fromPromise<{ message?: string; version: number }, LoadedEmails>(async () => {
      throw new Error('saveEmails actor not provided');
    }),
    resetEmail: fromPromise<{ email: LeadEmail; message?: string; version: number }, { id: number; version: number }>(
      async () => {
        throw new Error('resetEmail actor not provided');
      },
    ),
  },
  actions: {
    notifySuccess: (_, _params: { message?: string; what: 'saved' | 'reset' }) => {},
    notifyFailure: (_, _params: { failure: ApiFailure }) => {},
  },
  guards: {
    /** A subject missing, or a subject or body past its limit: nothing goes out. */
    hasTemplateToFix: ({ context }) =>
      emailsWithoutSubject(context.emails).length > 0 || hasTextPastLimit(context.emails),
    isConflict,
  },
}).createMachine({
  id: 'leadEmails',
  context: { emails: [], saved: [], version: 1, invalid: [], submitted: false, resetting: null, failure: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadEmails',
        src: 'loadEmails',
        onDone: {
          target: 'editing',
          actions: assign(({ event }) => ({
            emails: event.output.emails,
            saved: event.output.emails,
            version: event.output.version,
            failure: null,
          })),
        },
        onError: { target: 'loadFailed', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
      },
    },
    loadFailed: { on: { 'emails.retry': 'loading' } },
    editing: {
      initial: 'idle',
      states: {
        idle: {},
        // Someone else saved since the load: nothing was saved here, and nothing is until theirs is loaded.
        conflict: {
          on: {
            'emails.save': undefined,
            'emails.reset': undefined,
            'emails.loadLatest': '#leadEmails.loadingLatest',
          },
        },
      },
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
        input: ({ context }) => ({ emails: context.emails, version: context.version }),
        onDone: {
          target: 'editing',
          actions: [
            assign(({ context, event }) => ({
              submitted: false,
              invalid: [],
              saved: context.emails,
              version: event.output.version,
            })),
            {
              type: 'notifySuccess',
              params: ({ event }) => ({ message: event.output.message, what: 'saved' as const }),
            },
          ],
        },
        onError: [
          { guard: 'isConflict', target: 'editing.conflict' },
          {
            target: 'editing',
            actions: notifyFailed(),
          },
        ],
      },
    },
    loadingLatest: {
      invoke: {
        id: 'loadEmails',
        src: 'loadEmails',
        onDone: {
          target: 'editing',
          actions: assign(({ context, event }) => ({
            emails: emailsOverLatest(context, event.output.emails),
            saved: event.output.emails,
            version: event.output.version,
          })),
        },
        onError: {
          target: 'editing.conflict',
          actions: notifyFailed(),
        },
      },
    },
    resetting: {
      invoke: {
        id: 'resetEmail',
        src: 'resetEmail',
        input: ({ context }) => ({ id: context.resetting ?? 0, version: context.version }),
        onDone: {
          target: 'editing',
          actions: [
            assign(({ context, event }) => ({
              emails: context.emails.map((email) => (email.id === event.output.email.id ? event.output.email : email)),
              saved: context.saved.map((email) => (email.id === event.output.email.id ? event.output.email : email)),
              version: event.output.version,
              invalid: context.invalid.filter((id) => id !== event.output.email.id),
              resetting: null,
            })),
            {
              type: 'notifySuccess',
              params: ({ event }) => ({ message: event.output.message, what: 'reset' as const }),
            },
          ],
        },
        onError: [
          { guard: 'isConflict', target: 'editing.conflict', actions: assign({ resetting: null }) },
          {
            target: 'editing',
            actions: [assign({ resetting: null }), notifyFailed()],
          },
        ],
      },
    },
  },
});
