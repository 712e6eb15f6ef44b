import { assign, fromPromise, setup } from 'xstate';

/**
 * The widget lists (/widget-list and /deleted-widget-list, spec part 2 §2/§4/§9):
 * one page of 20 at a time, soft delete with a confirmation, the list reloading after a delete.
 * Pure TypeScript; the feature fills the `loadPage` and `deleteWidgets` slots and the two
 * notification actions through `.provide()`.
 */

export const WIDGET_PAGE_SIZE = 20;

export type WidgetListView = 'active' | 'deleted';
export type WidgetListThemeType = 'FIXED' | 'POPUP' | 'SLIM' | 'TAKEOVER' | 'TWO_STEP';

export interface WidgetListRow {
  id: number;
  name: string;
  widget_type: 1 | 2 | 3 | 4 | 5;
  active_theme_type: WidgetListThemeType;
  widget_theme_code: string;
  status: 'active' | 'deleted';
  lead_count: number;
  created_at: string;
  updated_at: string;
}

export interface WidgetPage {
  widgets: WidgetListRow[];
  total_page: number;
  current_page: number;
  total: number;
}

export type WidgetListFailure = { kind: 'http'; status: number; message?: string } | { kind: 'network' };

export interface LoadPageInput {
  view: WidgetListView;
  page: number;
}

export interface DeleteWidgetsInput {
  ids: number[];
}

export interface PendingDelete {
  id: number;
  name: string;
}

export interface WidgetListContext {
  view: WidgetListView;
  /** The page asked for (from 1); the URL mirrors it. */
  page: number;
  /** The last page that arrived; kept while the next one loads. */
  data: (WidgetPage & { view: WidgetListView; page: number }) | null;
  failure: WidgetListFailure | null;
  pendingDelete: PendingDelete | null;
  /** Set when the machine moved to another page than asked (past the end), so the URL can follow. */
  correctedPage: number | null;
}

export type WidgetListEvent =
  | { type: 'list.pageChanged'; page: number }
  | { type: 'list.retry' }
  | { type: 'list.deleteRequested'; id: number; name: string }
  | { type: 'list.deleteCancelled' }
  | { type: 'list.deleteConfirmed' };

export interface WidgetListInput {
  view: WidgetListView;
  page?: number;
}

/** Page numbers from the URL or an event: whole numbers from 1, anything else is page 1. */
export function normalizePage(value: unknown): number {
  const page = typeof value === 'number' ? value : Number.parseInt(String(value ?? ''), 10);
  return Number.isFinite(page) && page >= 1 ? Math.floor(page) : 1;
}

export function toFailure(error: unknown): WidgetListFailure {
  const candidate = error as Partial<WidgetListFailure> | undefined;
  if (candidate?.kind === 'http' && typeof (candidate as { status?: unknown }).status === 'number') {
    return candidate as WidgetListFailure;
  }
  return { kind: 'network' };
}

export const widgetListMachine = setup({
  types: {} as {
    context: WidgetListContext;
    events: WidgetListEvent;
    input: WidgetListInput;
  },
  actors: {
    loadPage: fromPromise<WidgetPage, LoadPageInput>(async () => {
      throw new Error('loadPage actor not provided');
    }),
    deleteWidgets: fromPromise<{ message?: string }, DeleteWidgetsInput>(async () => {
      throw new Error('deleteWidgets actor not provided');
    }),
  },
  actions: {
    /** Filled by the feature: the success alert (server message) and whatever else a delete changes. */
    notifyDeleted: (_, _params: { message?: string }) => {},
    /** Filled by the feature: the danger alert. */
    notifyDeleteFailed: (_, _params: { failure: WidgetListFailure }) => {},
  },
  guards: {
    isOtherPage: ({ context, event }) => event.type === 'list.pageChanged' && normalizePage(event.page) !== context.page,
    /** A page past the end (a stale URL, or the last row of the last page deleted): go to the last page. */
    isPastLastPage: ({ context, event }) => {
      const output = (event as unknown as { output?: WidgetPage }).output;
      return !!output && output.widgets.length === 0 && context.page > 1 && output.total_page < context.page;
    },
  },
}).createMachine({
  id: 'widgetList',
  context: ({ input }) => ({
    view: input.view,
    page: normalizePage(input.page),
    data: null,
    failure: null,
    pendingDelete: null,
    correctedPage: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadPage',
        input: ({ context }) => ({ view: context.view, page: context.page }),
        onDone: [
          {
            guard: 'isPastLastPage',
            target: 'loading',
            reenter: true,
            actions: assign(({ event }) => {
              const last = Math.max(1, event.output.total_page);
              return { page: last, correctedPage: last };
            }),
          },
          {
            target: 'loaded',
            actions: assign({
              data: ({ context, event }) => ({ ...event.output, view: context.view, page: context.page }),
              failure: null,
            }),
          },
        ],
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
      },
      on: {
        'list.pageChanged': {
          guard: 'isOtherPage',
          target: 'loading',
          reenter: true,
          actions: assign({ page: ({ event }) => normalizePage(event.page) }),
        },
      },
    },
    loaded: {
      initial: 'idle',
      on: {
        'list.pageChanged': {
          guard: 'isOtherPage',
          target: 'loading',
          actions: assign({ page: ({ event }) => normalizePage(event.page), pendingDelete: null }),
        },
      },
      states: {
        idle: {
          on: {
            'list.deleteRequested': {
              target: 'confirming',
              actions: assign({ pendingDelete: ({ event }) => ({ id: event.id, name: event.name }) }),
            },
          },
        },
        confirming: {
          on: {
            'list.deleteCancelled': { target: 'idle', actions: assign({ pendingDelete: null }) },
            'list.deleteConfirmed': { target: '#widgetList.deleting' },
          },
        },
      },
    },
    deleting: {
      invoke: {
        src: 'deleteWidgets',
        input: ({ context }) => ({ ids: context.pendingDelete ? [context.pendingDelete.id] : [] }),
        onDone: {
          target: 'loading',
          actions: [
            { type: 'notifyDeleted', params: ({ event }) => ({ message: event.output.message }) },
            assign({ pendingDelete: null }),
          ],
        },
        onError: {
          target: 'loaded.idle',
          actions: [
            { type: 'notifyDeleteFailed', params: ({ event }) => ({ failure: toFailure(event.error) }) },
            assign({ pendingDelete: null }),
          ],
        },
      },
    },
    failed: {
      on: {
        'list.retry': { target: 'loading', actions: assign({ failure: null }) },
        'list.pageChanged': {
          target: 'loading',
          actions: assign({ page: ({ event }) => normalizePage(event.page), failure: null }),
        },
      },
    },
  },
});

export type WidgetListMachine = typeof widgetListMachine;
