import { assign, fromPromise, setup } from 'xstate';
import { toFailure, type ApiFailure } from '@machines/shared/failure';
import {
  checkLines,
  hasProblems,
  serverLineErrors,
  type CheckedLines,
  type LineError,
} from './add-monitored-pages.rules';

/**
 * Adding pages to watch: one address (/add-page) or one per line (/add-pages), and how often to check.
 * editing → validating (the pure rules of add-monitored-pages.rules.ts) → submitting → done | failed. Line errors of the rules or of the server
 * send the person back with every line kept; a failed call keeps the text too. The feature fills `createMonitors`
 * and the two notification actions through `.provide()`.
 */

export type Frequency = 'hourly' | 'daily' | 'weekly';

export interface CreateMonitorsInput {
  urls: string[];
  frequency: Frequency;
}

export interface AddedPage {
  id: number;
  url: string;
}

export interface CreateMonitorsOutput {
  monitors: AddedPage[];
  message?: string;
}

export interface AddMonitoredPagesContext {
  text: string;
  frequency: Frequency;
  /** The last check of the rules (or of the server's refusals); empty while nothing was submitted. */
  errors: LineError[];
  formError: CheckedLines['formError'];
  /** What is being (or was last) sent, with the line of each address. */
  pages: CheckedLines['pages'];
  failure: ApiFailure | null;
  added: AddedPage[];
}

export type AddMonitoredPagesEvent =
  | { type: 'pages.edited'; text: string }
  | { type: 'pages.frequencyChanged'; frequency: Frequency }
  | { type: 'pages.submitted' }
  | { type: 'pages.addMore' };

/** The answer's body of a refused call (where the server lists its per-line errors). */
const bodyOf = (error: unknown): unknown => (error as { body?: unknown } | null | undefined)?.body;

/** A refusal the form can show line by line (400 with errors["urls.N"]) rather than as an alert. */
export function hasServerLineErrors(error: unknown, pages: CheckedLines['pages']): boolean {
  const failure = toFailure(error);
  return failure.kind === 'http' && failure.status === 400 && serverLineErrors(bodyOf(error), pages).length > 0;
}

export const addMonitoredPagesMachine = setup({
  types: {} as {
    context: AddMonitoredPagesContext;
    events: AddMonitoredPagesEvent;
    input: { text?: string; frequency?: Frequency } | undefined;
  },
  actors: {
    checkLines: fromPromise<CheckedLines, { text: string }>(async ({ input }) => checkLines(input.text)),
    createMonitors: fromPromise<CreateMonitorsOutput, CreateMonitorsInput>(async () => {
      throw new Error('createMonitors actor not provided');
    }),
  },
  actions: {
    /** Filled by the feature: the success alert. */
    notifyAdded: (_, _params: { count: number; message?: string }) => {},
    /** Filled by the feature: the danger alert of a failed call (the server's words, else "went wrong"). */
    notifyFailed: (_, _params: { failure: ApiFailure }) => {},
    keepChecked: assign((_, checked: CheckedLines) => ({
      errors: checked.errors,
      formError: checked.formError,
      pages: checked.pages,
      failure: null,
    })),
  },
  guards: {
    hasProblems: (_, checked: CheckedLines) => hasProblems(checked),
    hasServerLineErrors: ({ context, event }) =>
      hasServerLineErrors((event as { error?: unknown }).error, context.pages),
  },
}).createMachine({
  id: 'addMonitoredPages',
  context: ({ input }) => ({
    text: input?.text ?? '',
    frequency: input?.frequency ?? 'daily',
    errors: [],
    formError: null,
    pages: [],
    failure: null,
    added: [],
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'pages.edited': { actions: assign({ text: ({ event }) => event.text }) },
        'pages.frequencyChanged': { actions: assign({ frequency: ({ event }) => event.frequency }) },
        'pages.submitted': { target: 'validating' },
      },
    },
    validating: {
      // The rules run as a (synchronous, built-in) actor so that "validating" is a real state the path test reaches.
      invoke: {
        id: 'checkLines',
        src: 'checkLines',
        input: ({ context }) => ({ text: context.text }),
        onDone: [
          {
            guard: { type: 'hasProblems', params: ({ event }) => event.output },
            target: 'editing',
            actions: { type: 'keepChecked', params: ({ event }) => event.output },
          },
          { target: 'submitting', actions: { type: 'keepChecked', params: ({ event }) => event.output } },
        ],
      },
    },
    submitting: {
      invoke: {
        id: 'createMonitors',
        src: 'createMonitors',
        input: ({ context }) => ({ urls: context.pages.map((page) => page.url), frequency: context.frequency }),
        onDone: {
          target: 'done',
          actions: [
            assign({ added: ({ event }) => event.output.monitors }),
            {
              type: 'notifyAdded',
              params: ({ event }) => ({ count: event.output.monitors.length, message: event.output.message }),
            },
          ],
        },
        onError: [
          {
            guard: 'hasServerLineErrors',
            target: 'editing',
            actions: assign({ errors: ({ context, event }) => serverLineErrors(bodyOf(event.error), context.pages) }),
          },
          {
            target: 'failed',
            actions: [
              assign({ failure: ({ event }) => toFailure(event.error) }),
              { type: 'notifyFailed', params: ({ event }) => ({ failure: toFailure(event.error) }) },
            ],
          },
        ],
      },
    },
    failed: {
      on: {
        'pages.edited': { target: 'editing', actions: assign({ text: ({ event }) => event.text, failure: null }) },
        'pages.frequencyChanged': { actions: assign({ frequency: ({ event }) => event.frequency }) },
        'pages.submitted': { target: 'validating' },
      },
    },
    done: {
      on: {
        'pages.addMore': {
          target: 'editing',
          actions: assign({ text: '', errors: [], formError: null, pages: [], added: [], failure: null }),
        },
      },
    },
  },
});
