import { assign, fromPromise, setup } from 'xstate';
import { toFailure, type ApiFailure } from '@machines/shared/failure';

/**
 * A paged list with soft deletion: audits and leads, each with an active
 * and a deleted view. One page of 20 at a time, the page and filters owned by the URL, a row or a
 * selection of rows deleted after a confirmation, then the page reloads. Deleted rows come back with a restore
 * (no confirmation: it undoes, it destroys nothing), from the deleted view or the "Deleted." alert's Undo.
 * Pure TypeScript: the feature fills `loadPage`, `deleteItems` and `restoreItems` and the notification actions
 * through `.provide()`.
 */

export const PAGE_SIZE = 20;

export type ListView = 'active' | 'deleted';

export interface ListRow {
  id: number;
}

/** What the list is narrowed to; empty strings mean "no filter". Dates are yyyy-mm-dd. */
export interface ListFilters {
  search: string;
  from: string;
  to: string;
}

export const NO_FILTERS: ListFilters = { search: '', from: '', to: '' };

export interface ListPage<Row extends ListRow = ListRow> {
  items: Row[];
  total_page: number;
  current_page: number;
  total: number;
}

export interface LoadListPageInput {
  view: ListView;
  page: number;
  filters: ListFilters;
}

export interface DeleteItemsInput {
  ids: number[];
}

/** A restore (an assumed operation, beyond the original site): the ids of soft-deleted rows to bring back. */
export interface RestoreItemsInput {
  ids: number[];
}

export interface PendingDelete {
  ids: number[];
  /** The name of the one row, for the confirmation text; null for a selection. */
  label: string | null;
}

export interface PagedListContext {
  view: ListView;
  /** The page asked for (from 1); the URL mirrors it. */
  page: number;
  filters: ListFilters;
  /** The last page that arrived; kept while the next one loads. */
  data: (ListPage & { page: number; filters: ListFilters }) | null;
  failure: ApiFailure | null;
  /** Ids ticked on the shown page. */
  selected: number[];
  pendingDelete: PendingDelete | null;
  /** The ids being restored; null when no restore runs. */
  pendingRestore: number[] | null;
  /** Set when the machine moved to another page than asked (past the end), so the URL can follow. */
  correctedPage: number | null;
}

export type PagedListEvent =
  | { type: 'list.queryChanged'; page: number; filters?: ListFilters }
  | { type: 'list.retry' }
  | { type: 'list.selectionToggled'; id: number }
  | { type: 'list.allToggled' }
  | { type: 'list.selectionCleared' }
  | { type: 'list.deleteRequested'; id: number; label: string }
  | { type: 'list.bulkDeleteRequested' }
  | { type: 'list.deleteCancelled' }
  | { type: 'list.deleteConfirmed' }
  /** A row's Restore, or the Undo of the "Deleted." alert (the ids it deleted). */
  | { type: 'list.restoreRequested'; ids: number[] }
  | { type: 'list.bulkRestoreRequested' };

export interface PagedListInput {
  view: ListView;
  page?: number;
  filters?: Partial<ListFilters>;
}

/** Page numbers from the URL or an event: whole numbers from 1, anything else is page 1. */
export function normalizePage(value: unknown): number {
  const page = typeof value === 'number' ? value : Number.parseInt(String(value ?? ''), 10);
  return Number.isFinite(page) && page >= 1 ? Math.floor(page) : 1;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Filters as the machine keeps them: trimmed search, dates only when they are yyyy-mm-dd. */
export function normalizeFilters(value: Partial<ListFilters> | undefined): ListFilters {
  const date = (text: string | undefined) => (text && DATE.test(text) ? text : '');
  return { search: (value?.search ?? '').trim(), from: date(value?.from), to: date(value?.to) };
}

export function sameFilters(a: ListFilters, b: ListFilters): boolean {
  return a.search === b.search && a.from === b.from && a.to === b.to;
}

/** Whether a query event asks for something else than the list holds. */
export function isOtherQuery(
  context: Pick<PagedListContext, 'page' | 'filters'>,
  page: number,
  filters: Partial<ListFilters> | undefined,
): boolean {
  return normalizePage(page) !== context.page || !sameFilters(normalizeFilters(filters), context.filters);
}

/** A page past the end (a stale URL, or the last rows of the last page deleted): go to the last page. */
export function isPastLastPage(page: number, output: ListPage | undefined): boolean {
  return !!output && output.items.length === 0 && page > 1 && output.total_page < page;
}

/**
 * A refused restore whose rows changed elsewhere (409: already active, restored in another tab; 404: gone): the
 * page reloads so it shows what is true now. Any other failure leaves the page as it was.
 */
export function isStaleRows(failure: ApiFailure): boolean {
  return failure.kind === 'http' && (failure.status === 409 || failure.status === 404);
}

/** Ticks or unticks one id. */
export function toggleId(selected: readonly number[], id: number): number[] {
  return selected.includes(id) ? selected.filter((item) => item !== id) : [...selected, id];
}

/** "Select all" on a page: all its rows, or none when all are already ticked. */
export function toggleAll(selected: readonly number[], rows: readonly ListRow[]): number[] {
  const ids = rows.map((row) => row.id);
  return ids.length > 0 && ids.every((id) => selected.includes(id)) ? [] : ids;
}

const queryOf = (event: PagedListEvent) =>
  event.type === 'list.queryChanged'
    ? { page: normalizePage(event.page), filters: normalizeFilters(event.filters) }
    : null;

export const pagedListMachine = setup({
  types: {} as {
    context: PagedListContext;
    events: PagedListEvent;
    input: PagedListInput;
  },
  actors: {
    loadPage: fromPromise<ListPage, LoadListPageInput>(async () => {
      throw new Error('loadPage actor not provided');
    }),
    deleteItems: fromPromise<{ message?: string }, DeleteItemsInput>(async () => {
      throw new Error('deleteItems actor not provided');
    }),
    restoreItems: fromPromise<{ message?: string }, RestoreItemsInput>(async () => {
      throw new Error('restoreItems actor not provided');
    }),
  },
  actions: {
    /** Filled by the feature: the success alert (server message, else "deleted success"). */
    notifyDeleted: (_, _params: { message?: string; count: number; ids: number[] }) => {},
    /** Filled by the feature: the danger alert ("deleted failed" when the server gives no words). */
    notifyDeleteFailed: (_, _params: { failure: ApiFailure }) => {},
    /** Filled by the feature: the "restored" alert, and what else the restore changes (a quota counter). */
    notifyRestored: (_, _params: { message?: string; count: number }) => {},
    /** Filled by the feature: the alert of a refused or failed restore (the server's words, else "went wrong"). */
    notifyRestoreFailed: (_, _params: { failure: ApiFailure }) => {},
    startRestore: assign({
      pendingRestore: ({ context, event }) =>
        event.type === 'list.restoreRequested'
          ? [...event.ids]
          : event.type === 'list.bulkRestoreRequested'
            ? [...context.selected]
            : null,
    }),
  },
  guards: {
    isOtherQuery: ({ context, event }) =>
      event.type === 'list.queryChanged' && isOtherQuery(context, event.page, event.filters),
    isPastLastPage: ({ context }, params: { output: ListPage | undefined }) =>
      isPastLastPage(context.page, params.output),
    hasSelection: ({ context }) => context.selected.length > 0,
    hasRows: ({ context }) => (context.data?.items.length ?? 0) > 0,
    hasRestoreIds: ({ event }) => event.type === 'list.restoreRequested' && event.ids.length > 0,
    isShowingQuery: ({ context }) =>
      !!context.data && context.data.page === context.page && sameFilters(context.data.filters, context.filters),
    isStaleRows: (_, params: { failure: ApiFailure }) => isStaleRows(params.failure),
  },
}).createMachine({
  id: 'pagedList',
  context: ({ input }) => ({
    view: input.view,
    page: normalizePage(input.page),
    filters: normalizeFilters(input.filters),
    data: null,
    failure: null,
    selected: [],
    pendingDelete: null,
    pendingRestore: null,
    correctedPage: null,
  }),
  initial: 'loading',
  on: {
    'list.queryChanged': {
      guard: 'isOtherQuery',
      target: '.loading',
      reenter: true,
      actions: assign(({ event }) => ({
        ...queryOf(event),
        selected: [],
        pendingDelete: null,
        failure: null,
        correctedPage: null,
      })),
    },
  },
  states: {
    loading: {
      // The Undo of a delete can come while the page reloads after it.
      on: { 'list.restoreRequested': { guard: 'hasRestoreIds', target: 'restoring', actions: 'startRestore' } },
      invoke: {
        id: 'loadPage',
        src: 'loadPage',
        input: ({ context }) => ({ view: context.view, page: context.page, filters: context.filters }),
        onDone: [
          {
            guard: { type: 'isPastLastPage', params: ({ event }) => ({ output: event.output }) },
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
              data: ({ context, event }) => ({ ...event.output, page: context.page, filters: context.filters }),
              // Rows that left the page (deleted elsewhere) cannot stay ticked.
              selected: ({ context, event }) =>
                context.selected.filter((id) => event.output.items.some((row) => row.id === id)),
              failure: null,
            }),
          },
        ],
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
      },
    },
    loaded: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'list.selectionToggled': {
              actions: assign({ selected: ({ context, event }) => toggleId(context.selected, event.id) }),
            },
            'list.allToggled': {
              actions: assign({ selected: ({ context }) => toggleAll(context.selected, context.data?.items ?? []) }),
            },
            'list.selectionCleared': { actions: assign({ selected: [] }) },
            'list.deleteRequested': {
              target: 'confirming',
              actions: assign({ pendingDelete: ({ event }) => ({ ids: [event.id], label: event.label }) }),
            },
            'list.bulkDeleteRequested': {
              guard: 'hasSelection',
              target: 'confirming',
              actions: assign({ pendingDelete: ({ context }) => ({ ids: [...context.selected], label: null }) }),
            },
            'list.restoreRequested': {
              guard: 'hasRestoreIds',
              target: '#pagedList.restoring',
              actions: 'startRestore',
            },
            'list.bulkRestoreRequested': {
              guard: 'hasSelection',
              target: '#pagedList.restoring',
              actions: 'startRestore',
            },
          },
        },
        confirming: {
          on: {
            'list.deleteCancelled': { target: 'idle', actions: assign({ pendingDelete: null }) },
            'list.deleteConfirmed': { target: '#pagedList.deleting' },
          },
        },
      },
    },
    deleting: {
      // A new query while the delete runs is kept and loaded afterwards: a delete is not abandoned half-way.
      on: {
        'list.queryChanged': {
          guard: 'isOtherQuery',
          actions: assign(({ event }) => ({ ...queryOf(event), selected: [], correctedPage: null })),
        },
      },
      invoke: {
        id: 'deleteItems',
        src: 'deleteItems',
        input: ({ context }) => ({ ids: context.pendingDelete?.ids ?? [] }),
        onDone: {
          target: 'loading',
          actions: [
            {
              type: 'notifyDeleted',
              params: ({ context, event }) => ({
                message: event.output.message,
                count: context.pendingDelete?.ids.length ?? 0,
                ids: [...(context.pendingDelete?.ids ?? [])],
              }),
            },
            assign(({ context }) => ({
              selected: context.selected.filter((id) => !context.pendingDelete?.ids.includes(id)),
              pendingDelete: null,
            })),
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
    restoring: {
      // Like a delete, a restore is not abandoned half-way: a new query waits for it.
      on: {
        'list.queryChanged': {
          guard: 'isOtherQuery',
          actions: assign(({ event }) => ({ ...queryOf(event), selected: [], correctedPage: null })),
        },
      },
      invoke: {
        id: 'restoreItems',
        src: 'restoreItems',
        input: ({ context }) => ({ ids: context.pendingRestore ?? [] }),
        onDone: {
          target: 'loading',
          actions: [
            {
              type: 'notifyRestored',
              params: ({ context, event }) => ({
                message: event.output.message,
                count: context.pendingRestore?.length ?? 0,
              }),
            },
            assign(({ context }) => ({
              selected: context.selected.filter((id) => !context.pendingRestore?.includes(id)),
              pendingRestore: null,
            })),
          ],
        },
        onError: [
          {
            // Already active or gone (another tab): say so, and show the list as it is now.
            guard: { type: 'isStaleRows', params: ({ event }) => ({ failure: toFailure(event.error) }) },
            target: 'loading',
            actions: [
              { type: 'notifyRestoreFailed', params: ({ event }) => ({ failure: toFailure(event.error) }) },
              assign({ pendingRestore: null }),
            ],
          },
          {
            // The page and its selection stay as they were, ready to try again.
            guard: 'isShowingQuery',
            target: 'loaded.idle',
            actions: [
              { type: 'notifyRestoreFailed', params: ({ event }) => ({ failure: toFailure(event.error) }) },
              assign({ pendingRestore: null }),
            ],
          },
          {
            // Nothing of the asked-for page is on screen yet (the restore came while it loaded): load it.
            target: 'loading',
            actions: [
              { type: 'notifyRestoreFailed', params: ({ event }) => ({ failure: toFailure(event.error) }) },
              assign({ pendingRestore: null }),
            ],
          },
        ],
      },
    },
    failed: {
      on: {
        'list.retry': { target: 'loading', actions: assign({ failure: null }) },
        'list.restoreRequested': { guard: 'hasRestoreIds', target: 'restoring', actions: 'startRestore' },
      },
    },
  },
});
