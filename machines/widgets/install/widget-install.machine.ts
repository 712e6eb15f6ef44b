import { assign, fromPromise, setup } from 'xstate';
import type { components } from '@contract/schema.gen';
import { toFailure, type ApiFailure } from '@machines/shared/failure';
import { pageUrlProblem, type PageUrlProblem } from './widget-install.rules';

export type WidgetEmbed = components['schemas']['WidgetEmbed'];
export type InstallationCheck = components['schemas']['InstallationCheck'];

export type WidgetInstallEvent =
  | { type: 'install.retry' }
  | { type: 'install.urlChanged'; url: string }
  | { type: 'install.check' }
  /** The snippet reached the clipboard. */
  | { type: 'install.copied' }
  /** The clipboard refused (no permission): the screen selected the snippet for Ctrl+C. */
  | { type: 'install.copyRefused' };

export interface WidgetInstallContext {
  widgetId: number;
  embed: WidgetEmbed | null;
  /** The snippet's load failure, or the last check's. */
  failure: ApiFailure | null;
  url: string;
  urlProblem: PageUrlProblem | null;
  /** The last answer of the server, for the address it was asked about. */
  result: InstallationCheck | null;
  copy: 'idle' | 'copied' | 'manual';
}

/**
 * Installing a widget on a site: load its embed snippet, copy it, and check whether a page carries it.
 * loading → ready (idle → checking → installed | notFound | unreachable | failure) or loadFailed (Retry).
 * Whatever was typed stays through a failure; a new check can start from any answer.
 */
const setupMachine = setup({
  types: {} as { context: WidgetInstallContext; events: WidgetInstallEvent; input: { widgetId: number; url?: string } },
  actors: {
    loadEmbed: fromPromise<WidgetEmbed, { id: number }>(async () => {
      throw new Error('loadEmbed actor not provided');
    }),
    checkInstallation: fromPromise<InstallationCheck, { id: number; url: string }>(async () => {
      throw new Error('checkInstallation actor not provided');
    }),
  },
  actions: {
    /** The danger alert of a failed check (the screen provides it). */
    notifyCheckFailed: (_, _params: { failure: ApiFailure }) => {},
  },
  guards: {
    isUrlInvalid: ({ context }) => pageUrlProblem(context.url) !== null,
  },
});

/** A check from any settled answer: a bad address is refused here, with its problem shown. */
const CHECK = [
  {
    guard: 'isUrlInvalid' as const,
    target: '#widgetInstall.ready.idle',
    actions: setupMachine.assign(({ context }) => ({ urlProblem: pageUrlProblem(context.url), result: null })),
  },
  { target: '#widgetInstall.ready.checking', actions: setupMachine.assign({ urlProblem: null }) },
];

export const widgetInstallMachine = setupMachine.createMachine({
  id: 'widgetInstall',
  context: ({ input }) => ({
    widgetId: input.widgetId,
    embed: null,
    failure: null,
    // What the person had typed when an expired sign-in interrupted them (the screen keeps it for their return).
    url: input.url ?? '',
    urlProblem: null,
    result: null,
    copy: 'idle',
  }),
  initial: 'loading',
  states: {
    loading: {
      entry: assign({ failure: null }),
      invoke: {
        src: 'loadEmbed',
        input: ({ context }) => ({ id: context.widgetId }),
        onDone: { target: 'ready', actions: assign({ embed: ({ event }) => event.output }) },
        onError: { target: 'loadFailed', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
      },
    },
    loadFailed: {
      on: { 'install.retry': 'loading' },
    },
    ready: {
      initial: 'idle',
      states: {
        idle: { on: { 'install.check': CHECK } },
        checking: {
          // One check at a time: a second press while the first is out is not handled here.
          entry: assign({ failure: null, result: null }),
          invoke: {
            src: 'checkInstallation',
            input: ({ context }) => ({ id: context.widgetId, url: context.url.trim() }),
            onDone: [
              {
                guard: ({ event }) => event.output.status === 'installed',
                target: 'installed',
                actions: assign({ result: ({ event }) => event.output }),
              },
              {
                guard: ({ event }) => event.output.status === 'unreachable',
                target: 'unreachable',
                actions: assign({ result: ({ event }) => event.output }),
              },
              { target: 'notFound', actions: assign({ result: ({ event }) => event.output }) },
            ],
            onError: {
              target: 'failure',
              actions: [
                assign({ failure: ({ event }) => toFailure(event.error) }),
                {
                  type: 'notifyCheckFailed',
                  params: ({ event }) => ({ failure: toFailure(event.error) }),
                },
              ],
            },
          },
        },
        installed: { on: { 'install.check': CHECK } },
        notFound: { on: { 'install.check': CHECK } },
        unreachable: { on: { 'install.check': CHECK } },
        failure: { on: { 'install.check': CHECK } },
      },
      // Typing is open in every answer; a new check too, except while one is under way.
      on: {
        'install.urlChanged': {
          actions: assign(({ context, event }) => ({
            url: event.url,
            // Once a problem is shown, it follows the typing; before a check it stays quiet.
            urlProblem: context.urlProblem === null ? null : pageUrlProblem(event.url),
          })),
        },
        'install.copied': { actions: assign({ copy: 'copied' }) },
        'install.copyRefused': { actions: assign({ copy: 'manual' }) },
      },
    },
  },
});
