import { assign, fromPromise, setup } from 'xstate';
import type { components } from '@contract/schema.gen';
import { notifyDone, notifyFailed } from '@machines/shared/call-alerts';
import { confirmDeleteStates } from '@machines/shared/confirm-delete.states';
import { toFailure, type ApiFailure } from '@machines/shared/failure';

export type WidgetSites = components['schemas']['WidgetSites'];
export type SiteDecision = components['schemas']['WidgetSiteDecision']['decision'];

type Answer = { data: WidgetSites; message?: string };

export interface WidgetSitesContext {
  widgetId: number;
  sites: WidgetSites | null;
  failure: ApiFailure | null;
  /** The site being confirmed or removed. */
  pending: { origin: string; decision: 'confirm' | 'remove' } | null;
  /** The site whose held leads wait for the person's go-ahead before they are discarded. */
  pendingDelete: string | null;
}

export type WidgetSitesEvent =
  | { type: 'sites.retry' }
  /** Something else changed the sites (a passing installation check confirms its page's site). */
  | { type: 'sites.reload' }
  | { type: 'sites.confirm'; origin: string }
  | { type: 'sites.remove'; origin: string }
  | { type: 'sites.discardRequested'; origin: string }
  | { type: 'delete.cancelled' }
  | { type: 'delete.confirmed' };

const { confirmingDelete, deleting } = confirmDeleteStates<WidgetSitesContext, WidgetSitesEvent, string>()({
  back: 'idle',
  src: 'decideSite',
  input: (context) => ({ id: context.widgetId, origin: context.pendingDelete ?? '', decision: 'discard' as const }),
  store: (output: Answer) => ({ sites: output.data }),
  successKey: 'widgetInstall.sites_updated',
});

/**
 * The sites a widget takes leads from (issue 43): the confirmed ones, and the leads held from any other, by site.
 * loading → ready (idle → deciding, or confirmingDelete → deleting for a discard) or loadFailed (Retry).
 * Confirming a site makes its held leads leads; discarding them asks first; removing a site holds its next leads.
 */
export const widgetSitesMachine = setup({
  types: {} as { context: WidgetSitesContext; events: WidgetSitesEvent; input: { widgetId: number } },
  actors: {
    loadSites: fromPromise<WidgetSites, { id: number }>(async () => {
      throw new Error('loadSites actor not provided');
    }),
    decideSite: fromPromise<Answer, { id: number; origin: string; decision: SiteDecision }>(async () => {
      throw new Error('decideSite actor not provided');
    }),
  },
  actions: {
    notifySuccess: (_, _params: { message?: string; key: string }) => {},
    notifyFailure: (_, _params: { failure: ApiFailure; key?: string }) => {},
  },
}).createMachine({
  id: 'widgetSites',
  context: ({ input }) => ({
    widgetId: input.widgetId,
    sites: null,
    failure: null,
    pending: null,
    pendingDelete: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadSites',
        id: 'loadSites',
        input: ({ context }) => ({ id: context.widgetId }),
        onDone: { target: 'ready', actions: assign({ sites: ({ event }) => event.output, failure: null }) },
        onError: { target: 'loadFailed', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
      },
    },
    loadFailed: { on: { 'sites.retry': 'loading' } },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'sites.reload': '#widgetSites.loading',
            'sites.confirm': {
              target: 'deciding',
              actions: assign({ pending: ({ event }) => ({ origin: event.origin, decision: 'confirm' as const }) }),
            },
            'sites.remove': {
              target: 'deciding',
              actions: assign({ pending: ({ event }) => ({ origin: event.origin, decision: 'remove' as const }) }),
            },
            'sites.discardRequested': {
              target: 'confirmingDelete',
              actions: assign({ pendingDelete: ({ event }) => event.origin }),
            },
          },
        },
        deciding: {
          invoke: {
            src: 'decideSite',
            id: 'decideSite',
            input: ({ context }) => ({
              id: context.widgetId,
              origin: context.pending?.origin ?? '',
              decision: context.pending?.decision ?? 'confirm',
            }),
            onDone: {
              target: 'idle',
              actions: [
                assign({ sites: ({ event }) => event.output.data, pending: null }),
                notifyDone('widgetInstall.sites_updated'),
              ],
            },
            onError: { target: 'idle', actions: [assign({ pending: null }), notifyFailed()] },
          },
        },
        confirmingDelete,
        deleting,
      },
    },
  },
});
