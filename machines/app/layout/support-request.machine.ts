import { assign, fromPromise, setup } from 'xstate';
import {
  hasErrors,
  validateSupport,
  type SupportErrors,
  type SupportField,
  type SupportValues,
} from './support-request.rules';
import { notifyDone, notifyFailed } from '@machines/shared/call-alerts';
import { toFailure, type ApiFailure } from '@machines/shared/failure';

export type SupportRequestEvent =
  | { type: 'support.edit'; field: SupportField; value: string }
  /** The account's e-mail, once known; fills the field only while the person has not typed there. */
  | { type: 'support.prefill'; email: string }
  | { type: 'support.submit' }
  /** Back to an empty form (after a sent request, or when the person starts over). */
  | { type: 'support.reset' };

export interface SupportRequestContext {
  values: SupportValues;
  errors: SupportErrors;
  /** Once a submit was tried, errors follow every edit; before that they stay quiet. */
  submitted: boolean;
  emailEdited: boolean;
  prefillEmail: string;
  failure: ApiFailure | null;
  /** The server's words on success, for the success alert. */
  sentMessage: string | null;
}

const empty = (email = ''): SupportValues => ({ email, subject: '', message: '' });

/**
 * The support request form: editing → submitting → sent, or failed with every
 * typed value kept. The app fills the `sendSupportRequest` slot with the real call and provides the alerts.
 */
export const supportRequestMachine = setup({
  types: {} as { context: SupportRequestContext; events: SupportRequestEvent; input: { email?: string } | undefined },
  actors: {
    sendSupportRequest: fromPromise<{ message?: string }, SupportValues>(async () => {
      throw new Error('sendSupportRequest actor not provided');
    }),
  },
  actions: {
    /** The app's "sent" alert (the server's words, if any) and closing the drawer. */
    notifySuccess: (_, _params: { message?: string }) => {},
    notifyFailure: (_, _params: { failure: ApiFailure }) => {},
  },
  guards: {
    hasInvalidField: ({ context }) => hasErrors(validateSupport(context.values)),
  },
}).createMachine({
  id: 'supportRequest',
  context: ({ input }) => ({
    values: empty(input?.email ?? ''),
    errors: {},
    submitted: false,
    emailEdited: false,
    prefillEmail: input?.email ?? '',
    failure: null,
    sentMessage: null,
  }),
  initial: 'form',
  on: {
    'support.prefill': {
      actions: assign(({ context, event }) => ({
        prefillEmail: event.email,
        values:
          context.emailEdited || context.values.email ? context.values : { ...context.values, email: event.email },
      })),
    },
    'support.reset': {
      target: '.form',
      actions: assign(({ context }) => ({
        values: empty(context.prefillEmail),
        errors: {},
        submitted: false,
        emailEdited: false,
        failure: null,
        sentMessage: null,
      })),
    },
  },
  states: {
    /** editing, or failed: everything typed is still there, and a new submit tries again. */
    form: {
      initial: 'editing',
      states: { editing: {}, failed: {} },
      on: {
        'support.edit': {
          actions: assign(({ context, event }) => {
            const values = { ...context.values, [event.field]: event.value };
            return {
              values,
              errors: context.submitted ? validateSupport(values) : context.errors,
              emailEdited: context.emailEdited || event.field === 'email',
            };
          }),
        },
        'support.submit': [
          {
            guard: 'hasInvalidField',
            actions: assign(({ context }) => ({ submitted: true, errors: validateSupport(context.values) })),
          },
          { target: 'submitting' },
        ],
      },
    },
    submitting: {
      entry: assign({ failure: null, errors: {} }),
      invoke: {
        src: 'sendSupportRequest',
        input: ({ context }) => ({
          email: context.values.email.trim(),
          subject: context.values.subject.trim(),
          message: context.values.message.trim(),
        }),
        onDone: {
          target: 'sent',
          actions: [assign({ sentMessage: ({ event }) => event.output.message ?? null }), notifyDone()],
        },
        onError: {
          target: 'form.failed',
          actions: [assign({ failure: ({ event }) => toFailure(event.error) }), notifyFailed()],
        },
      },
    },
    /** Done: the form is cleared for a next request; the e-mail stays prefilled. */
    sent: {
      entry: assign(({ context }) => ({
        values: empty(context.prefillEmail),
        errors: {},
        submitted: false,
        emailEdited: false,
      })),
      on: {
        'support.edit': {
          target: 'form',
          actions: assign(({ context, event }) => ({
            values: { ...context.values, [event.field]: event.value },
            emailEdited: context.emailEdited || event.field === 'email',
            sentMessage: null,
          })),
        },
      },
    },
  },
});
