import { assign, fromPromise, setup } from 'xstate';
import type { Schemas } from '@contract/schemas';
import { isConflict, toFailure, type HttpFailure } from '@machines/shared/failure';
import { typedOverLatest } from '@machines/shared/typed-over-latest';
import {
  parsePort,
  validateSmtp,
  validateTestRecipient,
  type SmtpErrors,
  type SmtpField,
  type SmtpValues,
} from './smtp-settings.rules';

/** `response` is the SMTP server's own answer on a failed verify, shown to the person as it is. */
export type SmtpFailure = (HttpFailure & { response?: string }) | { kind: 'network' };

/** What GET /smtp-settings/ gives (smtp_settings). */
export type LoadedSmtp = Schemas['SmtpSettings'];
/** What POST /verify-smtp/ takes: an empty password keeps the saved one (it never comes back from the server), and
 * the version the form loaded. */
export type SmtpInput = Omit<LoadedSmtp, 'smtp_verified' | 'port' | 'password_set'> & {
  port: number;
  password: string;
};

export type SmtpSettingsEvent =
  | { type: 'smtp.edit'; field: SmtpField; value: string | boolean }
  | { type: 'smtp.verify' }
  | { type: 'smtp.testEmailEdit'; value: string }
  | { type: 'smtp.sendTest' }
  | { type: 'smtp.retry' }
  | { type: 'smtp.loadLatest' };

export interface SmtpSettingsContext {
  values: SmtpValues;
  /** What the server holds, and its version: a verify sends it, and a stale one is refused (409). */
  saved: SmtpValues;
  version: number;
  /** The server holds verified settings (smtp_verified). */
  verified: boolean;
  /** The server holds a password (write-only: the field stays empty, and empty keeps it). */
  passwordSaved: boolean;
  /** Something was edited since the last verify: the stored settings are not what is shown. */
  changed: boolean;
  errors: SmtpErrors;
  submitted: boolean;
  failure: SmtpFailure | null;
  /** The SMTP server's answer from the last failed verify, for the error text field. */
  smtpResponse: string;
  testEmail: string;
  testFailure: SmtpFailure | null;
}

const SMTP_FIELDS: SmtpField[] = [
  'sender_name',
  'sender_email',
  'host',
  'port',
  'auto_tls',
  'authentication',
  'user_name',
  'password',
  'active_lead_email',
];

export function smtpValuesOf(loaded: LoadedSmtp): SmtpValues {
  return {
    sender_name: loaded.sender_name,
    sender_email: loaded.sender_email,
    host: loaded.host,
    port: loaded.port === null ? '' : String(loaded.port),
    auto_tls: loaded.auto_tls === 1,
    authentication: loaded.authentication === 1,
    user_name: loaded.user_name,
    password: '',
    active_lead_email: loaded.active_lead_email === 1,
  };
}

export function toSmtpInput(values: SmtpValues, version: number): SmtpInput {
  return {
    version,
    sender_name: values.sender_name.trim(),
    sender_email: values.sender_email.trim(),
    host: values.host.trim(),
    port: parsePort(values.port) ?? 0,
    auto_tls: values.auto_tls ? 1 : 0,
    authentication: values.authentication ? 1 : 0,
    user_name: values.authentication ? values.user_name.trim() : '',
    password: values.authentication ? values.password : '',
    active_lead_email: values.active_lead_email ? 1 : 0,
  };
}

const emptyValues: SmtpValues = smtpValuesOf({
  sender_name: '',
  sender_email: '',
  host: '',
  port: null,
  auto_tls: 1,
  authentication: 1,
  user_name: '',
  password_set: false,
  smtp_verified: false,
  active_lead_email: 0,
  version: 1,
});

/** Fields that only work together: one typed brings its group over another session's settings. */
const SMTP_GROUPS = [
  ['host', 'port', 'auto_tls'],
  ['authentication', 'user_name', 'password'],
] as const satisfies readonly (readonly SmtpField[])[];

/** What the server holds, as the form shows it. */
const loadedAssign = (loaded: LoadedSmtp) => ({
  saved: smtpValuesOf(loaded),
  version: loaded.version,
  verified: loaded.smtp_verified,
  passwordSaved: loaded.password_set,
});

/**
 * The SMTP section of /setting: load, edit, verify
 * (POST /verify-smtp/ stores the settings when they work), and send a test e-mail once verified.
 * A failed verify keeps what was typed and shows the server's `response`. The feature fills the
 * three call slots and the two notification actions.
 */
export const smtpSettingsMachine = setup({
  types: {} as { context: SmtpSettingsContext; events: SmtpSettingsEvent },
  actors: {
    loadSmtp: fromPromise<LoadedSmtp>(async () => {
      throw new Error('loadSmtp actor not provided');
    }),
    verifySmtp: fromPromise<{ message?: string; version: number }, SmtpInput>(async () => {
      throw new Error('verifySmtp actor not provided');
    }),
    sendTestEmail: fromPromise<{ message?: string }, { email: string }>(async () => {
      throw new Error('sendTestEmail actor not provided');
    }),
  },
  actions: {
    notifySuccess: (_, _params: { message?: string; what: 'verified' | 'testSent' }) => {},
    notifyFailure: (_, _params: { failure: SmtpFailure }) => {},
  },
  guards: {
    hasInvalidField: ({ context }) => Object.keys(validateSmtp(context.values)).length > 0,
    hasInvalidRecipient: ({ context }) => Object.keys(validateTestRecipient(context.testEmail)).length > 0,
    isUsable: ({ context }) => context.verified && !context.changed,
    isConflict,
  },
}).createMachine({
  id: 'smtpSettings',
  context: {
    values: emptyValues,
    saved: emptyValues,
    version: 1,
    verified: false,
    passwordSaved: false,
    changed: false,
    errors: {},
    submitted: false,
    failure: null,
    smtpResponse: '',
    testEmail: '',
    testFailure: null,
  },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadSmtp',
        src: 'loadSmtp',
        onDone: {
          target: 'editing',
          actions: assign(({ event }) => ({
            ...loadedAssign(event.output),
            values: smtpValuesOf(event.output),
            changed: false,
            failure: null,
          })),
        },
        onError: {
          target: 'loadFailed',
          actions: assign({ failure: ({ event }) => toFailure<SmtpFailure>(event.error) }),
        },
      },
    },
    loadFailed: { on: { 'smtp.retry': 'loading' } },
    editing: {
      initial: 'idle',
      states: {
        idle: {},
        // Someone else stored settings since the load: nothing was stored here, and nothing is until theirs is loaded.
        conflict: {
          on: {
            'smtp.verify': undefined,
            'smtp.loadLatest': '#smtpSettings.loadingLatest',
          },
        },
      },
      on: {
        'smtp.edit': {
          actions: assign(({ context, event }) => {
            const values = { ...context.values, [event.field]: event.value } as SmtpValues;
            const errors = context.submitted
              ? {
                  ...validateSmtp(values),
                  ...(context.errors.test_email ? { test_email: context.errors.test_email } : {}),
                }
              : context.errors;
            return { values, errors, changed: context.changed || SMTP_FIELDS.includes(event.field) };
          }),
        },
        'smtp.testEmailEdit': {
          actions: assign(({ context, event }) => {
            const { test_email: _old, ...rest } = context.errors;
            return { testEmail: event.value, errors: rest, testFailure: null };
          }),
        },
        'smtp.verify': [
          {
            guard: 'hasInvalidField',
            actions: assign(({ context }) => ({ submitted: true, errors: validateSmtp(context.values) })),
          },
          { target: 'verifying' },
        ],
        'smtp.sendTest': [
          {
            guard: 'hasInvalidRecipient',
            actions: assign(({ context }) => ({
              errors: { ...context.errors, ...validateTestRecipient(context.testEmail) },
            })),
          },
          { guard: 'isUsable', target: 'sendingTest' },
        ],
      },
    },
    verifying: {
      entry: assign({ failure: null, smtpResponse: '', errors: {} }),
      invoke: {
        id: 'verifySmtp',
        src: 'verifySmtp',
        input: ({ context }) => toSmtpInput(context.values, context.version),
        onDone: {
          target: 'editing',
          actions: [
            // A typed password is saved now, and the field empties: it never shows again.
            assign(({ context, event }) => ({
              verified: true,
              changed: false,
              submitted: false,
              passwordSaved: context.values.authentication && (context.passwordSaved || context.values.password !== ''),
              values: { ...context.values, password: '' },
              saved: { ...context.values, password: '' },
              version: event.output.version,
            })),
            {
              type: 'notifySuccess',
              params: ({ event }) => ({ message: event.output.message, what: 'verified' as const }),
            },
          ],
        },
        onError: [
          { guard: 'isConflict', target: 'editing.conflict' },
          {
            target: 'editing',
            actions: [
              assign(({ event }) => {
                const failure = toFailure<SmtpFailure>(event.error);
                return { failure, smtpResponse: failure.kind === 'http' ? (failure.response ?? '') : '' };
              }),
              { type: 'notifyFailure', params: ({ event }) => ({ failure: toFailure<SmtpFailure>(event.error) }) },
            ],
          },
        ],
      },
    },
    loadingLatest: {
      invoke: {
        id: 'loadSmtp',
        src: 'loadSmtp',
        onDone: {
          target: 'editing',
          actions: assign(({ context, event }) => ({
            ...loadedAssign(event.output),
            values: typedOverLatest(context.saved, context.values, smtpValuesOf(event.output), SMTP_GROUPS),
          })),
        },
        onError: {
          target: 'editing.conflict',
          actions: { type: 'notifyFailure', params: ({ event }) => ({ failure: toFailure<SmtpFailure>(event.error) }) },
        },
      },
    },
    sendingTest: {
      entry: assign({ testFailure: null }),
      invoke: {
        id: 'sendTestEmail',
        src: 'sendTestEmail',
        input: ({ context }) => ({ email: context.testEmail.trim() }),
        onDone: {
          target: 'editing',
          actions: {
            type: 'notifySuccess',
            params: ({ event }) => ({ message: event.output.message, what: 'testSent' as const }),
          },
        },
        onError: {
          target: 'editing',
          actions: [
            assign({ testFailure: ({ event }) => toFailure<SmtpFailure>(event.error) }),
            { type: 'notifyFailure', params: ({ event }) => ({ failure: toFailure<SmtpFailure>(event.error) }) },
          ],
        },
      },
    },
  },
});
