import { assign, fromPromise, setup } from 'xstate';
import type { Schemas } from '@contract/schemas';
import { toFailure, type ApiFailure } from '@machines/shared/failure';

/**
 * The project ranking overview (the site list dashboard):
 * load the site list (a failure is only logged and shows a fail state with a retry), and delete a
 * project, a group or a search engine after a confirmation, then reload the list.
 * Pure TypeScript; the feature fills `loadSiteList`, `deleteItem` and the notification actions
 * through `.provide()`.
 */

/** Counts of keywords ranking in the top 5, 10 and 30 (the three ranking buckets). */
export type TopCounts = Schemas['TopCounts'];
/** Average positions on the two `avg_position_date` dates; null when nothing ranked. */
export type AvgPositions = Schemas['AvgPositions'];

export type SearchEngineRow = Schemas['SearchEngineEntry'];

/** The contract's project without what the overview does not show. */
export type ProjectRow = Omit<Schemas['Project'], 'web_audit'>;

export interface ProjectGroupRow {
  id: number;
  name: string;
  sites: ProjectRow[];
}

export interface SiteListData {
  ungrouped: ProjectRow[];
  grouped: ProjectGroupRow[];
  /** The two comparison dates; the first is the last-update date. */
  dates: Schemas['SiteList']['avg_position_date'];
}

/** What a delete removes; the names are for the confirmation text. */
export type DeleteTarget =
  | { kind: 'project'; id: number; name: string }
  | { kind: 'group'; id: number; name: string }
  | { kind: 'engine'; id: number; projectId: number; name: string; projectName: string };

export interface SiteListContext {
  /** The last list that arrived; kept while a reload runs so the screen does not flash. */
  data: SiteListData | null;
  failure: ApiFailure | null;
  pendingDelete: DeleteTarget | null;
}

export type SiteListEvent =
  | { type: 'siteList.retry' }
  | { type: 'siteList.reload' }
  | { type: 'siteList.deleteRequested'; target: DeleteTarget }
  | { type: 'siteList.deleteCancelled' }
  | { type: 'siteList.deleteConfirmed' };

/** Every project of the list, ungrouped first, then group by group. */
export function allProjects(data: SiteListData): ProjectRow[] {
  return [...data.ungrouped, ...data.grouped.flatMap((group) => group.sites)];
}

/** Nothing to show at all: no project and no group. */
export function isEmptyList(data: SiteListData): boolean {
  return data.ungrouped.length === 0 && data.grouped.length === 0;
}

export const siteListMachine = setup({
  types: {} as {
    context: SiteListContext;
    events: SiteListEvent;
  },
  actors: {
    loadSiteList: fromPromise<SiteListData>(async () => {
      throw new Error('loadSiteList actor not provided');
    }),
    deleteItem: fromPromise<{ message?: string }, DeleteTarget>(async () => {
      throw new Error('deleteItem actor not provided');
    }),
  },
  actions: {
    /** Filled by the feature: a failed site-list load is logged only, with no alert. */
    reportLoadFailure: (_, _params: { failure: ApiFailure }) => {},
    /** Filled by the feature: the success alert (server message or "deleted success"). */
    notifyDeleted: (_, _params: { message?: string; target: DeleteTarget }) => {},
    /** Filled by the feature: the danger alert. */
    notifyDeleteFailed: (_, _params: { failure: ApiFailure; target: DeleteTarget }) => {},
  },
  guards: {
    hasPendingDelete: ({ context }) => context.pendingDelete !== null,
  },
}).createMachine({
  id: 'siteList',
  context: { data: null, failure: null, pendingDelete: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadSiteList',
        src: 'loadSiteList',
        onDone: { target: 'loaded', actions: assign({ data: ({ event }) => event.output, failure: null }) },
        onError: {
          target: 'failed',
          actions: [
            assign({ failure: ({ event }) => toFailure(event.error) }),
            { type: 'reportLoadFailure', params: ({ event }) => ({ failure: toFailure(event.error) }) },
          ],
        },
      },
    },
    loaded: {
      initial: 'idle',
      on: {
        'siteList.reload': { target: 'loading', actions: assign({ pendingDelete: null }) },
      },
      states: {
        idle: {
          on: {
            'siteList.deleteRequested': {
              target: 'confirming',
              actions: assign({ pendingDelete: ({ event }) => event.target }),
            },
          },
        },
        confirming: {
          on: {
            'siteList.deleteCancelled': { target: 'idle', actions: assign({ pendingDelete: null }) },
            'siteList.deleteConfirmed': { guard: 'hasPendingDelete', target: '#siteList.deleting' },
          },
        },
      },
    },
    deleting: {
      invoke: {
        id: 'deleteItem',
        src: 'deleteItem',
        // Only entered from `confirming`, where the guard made sure a target is set.
        input: ({ context }) => context.pendingDelete as DeleteTarget,
        onDone: {
          target: 'loading',
          actions: [
            {
              type: 'notifyDeleted',
              params: ({ context, event }) => ({
                message: event.output.message,
                target: context.pendingDelete as DeleteTarget,
              }),
            },
            assign({ pendingDelete: null }),
          ],
        },
        onError: {
          target: 'loaded.idle',
          actions: [
            {
              type: 'notifyDeleteFailed',
              params: ({ context, event }) => ({
                failure: toFailure(event.error),
                target: context.pendingDelete as DeleteTarget,
              }),
            },
            assign({ pendingDelete: null }),
          ],
        },
      },
    },
    failed: {
      on: {
        'siteList.retry': { target: 'loading', actions: assign({ failure: null }) },
      },
    },
  },
});
