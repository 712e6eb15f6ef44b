import { assign, fromPromise, setup } from 'xstate';
import { notifyDone, notifyFailed } from '@machines/shared/call-alerts';
import { toFailure, type LeadSyncFailure, type MessageOutput, type WebhookDetails } from './lead-sync.types';
import { canTest, webhookTokenError, webhookUrlError } from './webhook.rules';

export { canTest } from './webhook.rules';

/**
 * The webhook panel: loading → editing (idle | invalid) → saving → reloading → saved,
 * and a "Test" call (one request to the saved URL, answered with its status and time) from editing or saved.
 * The token and the URL are required (`webhook.rules.ts`): without them the field is flagged and nothing is sent.
 * A saved token never comes back (write-only): the field starts empty, and empty keeps it.
 */

export interface WebhookTestResult {
  statusCode: number;
  elapsedMs: number;
  message: string;
}

export interface WebhookContext {
  details: WebhookDetails | null;
  token: string;
  url: string;
  /** Changed since the last save/load. */
  dirty: boolean;
  testResult: WebhookTestResult | null;
  loadFailure: LeadSyncFailure | null;
}

export type WebhookEvent =
  | { type: 'webhook.tokenChanged'; value: string }
  | { type: 'webhook.urlChanged'; value: string }
  | { type: 'webhook.save' }
  | { type: 'webhook.test' }
  | { type: 'webhook.retry' };

export const webhookMachine = setup({
  types: {} as { context: WebhookContext; events: WebhookEvent },
  actors: {
    loadDetails: fromPromise<WebhookDetails>(async () => {
      throw new Error('loadDetails actor not provided');
    }),
    saveWebhook: fromPromise<MessageOutput, { url: string; token: string }>(async () => {
      throw new Error('saveWebhook actor not provided');
    }),
    testWebhook: fromPromise<WebhookTestResult>(async () => {
      throw new Error('testWebhook actor not provided');
    }),
  },
  actions: {
    notifySuccess: (_, _params: { message?: string }) => {},
    notifyFailure: (_, _params: { failure: LeadSyncFailure }) => {},
  },
  guards: {
    hasAccess: ({ context }) => !!context.details?.hasAccess,
    isTokenInvalid: ({ context }) =>
      !!context.details?.hasAccess && webhookTokenError(context.token, context.details.tokenSaved) !== null,
    isUrlInvalid: ({ context }) => !!context.details?.hasAccess && webhookUrlError(context.url) !== null,
    canTest: ({ context }) => canTest(context),
  },
}).createMachine({
  id: 'webhook',
  context: { details: null, token: '', url: '', dirty: false, testResult: null, loadFailure: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadDetails',
        src: 'loadDetails',
        onDone: {
          target: 'editing',
          actions: assign(({ event }) => ({
            details: event.output,
            token: '',
            url: event.output.url,
            dirty: false,
            loadFailure: null,
          })),
        },
        onError: { target: 'loadFailed', actions: assign({ loadFailure: ({ event }) => toFailure(event.error) }) },
      },
    },
    loadFailed: { on: { 'webhook.retry': 'loading' } },
    editing: {
      initial: 'idle',
      on: {
        'webhook.tokenChanged': {
          target: '.idle',
          actions: assign({ token: ({ event }) => event.value, dirty: true }),
        },
        'webhook.urlChanged': { target: '.idle', actions: assign({ url: ({ event }) => event.value, dirty: true }) },
        'webhook.save': [
          { guard: 'isTokenInvalid', target: '.invalid' },
          { guard: 'isUrlInvalid', target: '.urlInvalid' },
          { guard: 'hasAccess', target: 'saving' },
        ],
        'webhook.test': { guard: 'canTest', target: 'testing' },
      },
      states: {
        idle: {},
        /** Save without a token: error styling until the token changes; nothing is saved. */
        invalid: {},
        /** Save with no address or one the rule refuses: its message until the address changes. */
        urlInvalid: {},
      },
    },
    saving: {
      invoke: {
        id: 'saveWebhook',
        src: 'saveWebhook',
        input: ({ context }) => ({ url: context.url.trim(), token: context.token.trim() }),
        onDone: {
          target: 'reloading',
          actions: [notifyDone(), assign({ testResult: null })],
        },
        onError: {
          target: 'editing',
          actions: notifyFailed(),
        },
      },
    },
    /** After a save the webhook data is loaded again. */
    reloading: {
      invoke: {
        id: 'reloadDetails',
        src: 'loadDetails',
        onDone: {
          target: 'saved',
          actions: assign(({ event }) => ({
            details: event.output,
            token: '',
            url: event.output.url,
            dirty: false,
          })),
        },
        // What was saved is still in the form; the screen stays usable.
        onError: { target: 'saved', actions: assign({ dirty: false }) },
      },
    },
    saved: {
      on: {
        'webhook.tokenChanged': {
          target: 'editing',
          actions: assign({ token: ({ event }) => event.value, dirty: true }),
        },
        'webhook.urlChanged': { target: 'editing', actions: assign({ url: ({ event }) => event.value, dirty: true }) },
        'webhook.save': [
          { guard: 'isTokenInvalid', target: 'editing.invalid' },
          { guard: 'isUrlInvalid', target: 'editing.urlInvalid' },
          { guard: 'hasAccess', target: 'saving' },
        ],
        'webhook.test': { guard: 'canTest', target: 'testing' },
      },
    },
    testing: {
      invoke: {
        id: 'testWebhook',
        src: 'testWebhook',
        // Test needs no unsaved change, and nothing can change while it runs: back to saved.
        onDone: { target: 'saved', actions: assign({ testResult: ({ event }) => event.output }) },
        onError: {
          target: 'saved',
          actions: notifyFailed(),
        },
      },
    },
  },
});

export type WebhookMachine = typeof webhookMachine;
