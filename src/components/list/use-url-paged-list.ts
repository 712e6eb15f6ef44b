import { useMachine } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import type { AnyStateMachine } from 'xstate';
import { dropAlertAction } from '@/components/alerts/alert-store';
import type { ApiFailure } from '@contract/api-failure';
import { useListQuery } from './use-list-query';

/** A list row: anything with an id. */
export interface ListRow {
  id: number;
}

/** One page as the list shows it. */
export interface ShownPage<Row extends ListRow> {
  items: Row[];
  total: number;
  total_page: number;
  /** The page it is (from 1). */
  page: number;
}

/**
 * The paged-list machine (machines/shared/paged-list) as the list kit sees it. Each area hands the kit its own list
 * machine, so the kit restates the context and events it relies on, and the compiler checks every machine against them.
 */
interface KitFilters {
  search: string;
  from: string;
  to: string;
}
interface KitContext {
  page: number;
  data: (Omit<ShownPage<ListRow>, 'page'> & { page: number }) | null;
  failure: ApiFailure | null;
  selected: number[];
  pendingDelete: { ids: number[]; label: string | null } | null;
  pendingRestore: number[] | null;
  correctedPage: number | null;
}
/** The events the kit and its screens send (the machine's own union spells each out). */
export type KitEvent =
  | { type: 'list.queryChanged'; page: number; filters?: KitFilters }
  | { type: 'list.selectionToggled'; id: number }
  | { type: 'list.deleteRequested'; id: number; label: string }
  | { type: 'list.restoreRequested'; ids: number[] }
  | {
      type:
        | 'list.retry'
        | 'list.allToggled'
        | 'list.selectionCleared'
        | 'list.bulkDeleteRequested'
        | 'list.deleteCancelled'
        | 'list.deleteConfirmed'
        | 'list.bulkRestoreRequested';
    };
/** A machine whose snapshots hold the kit's context. */
type PagedListLogic = AnyStateMachine & { getInitialSnapshot: (...args: never[]) => { context: KitContext } };

/** Which of the URL's filters a list follows: all three, the search alone, or none. */
export type UrlFilters = 'all' | 'search' | 'none';

interface UrlPagedListOptions {
  view?: 'active' | 'deleted';
  filterBy?: UrlFilters;
  /** The machine's page size (PAGE_SIZE of machines/shared/paged-list), for the pagination's "21–40 of 57". */
  pageSize: number;
}

/**
 * A paged-list machine driven by the URL (the one way to run machines/shared/paged-list on a screen): the page and
 * filters come from the query, and a page the machine corrected (past the end) goes back into it.
 */
export function useUrlPagedList<Row extends ListRow>(
  machine: PagedListLogic,
  { view = 'active', filterBy = 'all', pageSize }: UrlPagedListOptions,
) {
  const { query, update } = useListQuery();
  const filters = useMemo<KitFilters>(
    () =>
      filterBy === 'none'
        ? { search: '', from: '', to: '' }
        : {
            search: query.search,
            from: filterBy === 'all' ? query.from : '',
            to: filterBy === 'all' ? query.to : '',
          },
    [filterBy, query.search, query.from, query.to],
  );
  const [snapshot, sendAny, actorRef] = useMachine(machine, { input: { view, page: query.page, filters } });
  const send = sendAny as (event: KitEvent) => void;
  const { data, page, correctedPage, failure, selected, pendingDelete } = snapshot.context as KitContext;

  // The URL is where the page and filters live.
  useEffect(() => {
    send({ type: 'list.queryChanged', page: query.page, filters });
  }, [query.page, filters, send]);

  // A page past the end was moved to the last page: the URL follows without a new history entry.
  useEffect(() => {
    if (correctedPage !== null) update({ page: correctedPage }, { replace: true });
  }, [correctedPage, update]);

  // The "Deleted." alert's Undo acts on this list: gone with it.
  useEffect(() => () => dropAlertAction(actorRef), [actorRef]);

  const deleting = snapshot.matches('deleting');
  const restoring = snapshot.matches('restoring');
  return {
    send,
    view,
    filters,
    pageSize,
    /** The page on screen once it is the one asked for; null while it loads. */
    shown: data && data.page === page ? (data as ShownPage<Row>) : null,
    filtered: !!(filters.search || filters.from || filters.to),
    failed: snapshot.matches('failed'),
    failure,
    selected,
    pendingDelete,
    deleting,
    confirming: snapshot.matches({ loaded: 'confirming' }) || deleting,
    /** The ids being restored (their Restore buttons show it). */
    restoring: restoring ? (snapshot.context as KitContext).pendingRestore : null,
    busy: snapshot.matches('loading') || deleting || restoring,
  };
}

export type UrlPagedList<Row extends ListRow> = ReturnType<typeof useUrlPagedList<Row>>;
