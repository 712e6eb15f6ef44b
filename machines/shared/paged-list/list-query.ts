import { fromPromise } from 'xstate';
import {
  PAGE_SIZE,
  type DeleteItemsInput,
  type ListFilters,
  type ListPage,
  type ListRow,
  type LoadListPageInput,
  type RestoreItemsInput,
} from './paged-list.machine';

/*
 * The query and answer every list call of the list kit shares: the features' `loadPage`
 * actors build their call from these, so page size, the deleted view and the filters read the same everywhere.
 */

/** page_item and page, plus status=deleted in the deleted view. */
export const pageQuery = (input: Pick<LoadListPageInput, 'view' | 'page'>) => ({
  page_item: PAGE_SIZE,
  page: input.page,
  ...(input.view === 'deleted' ? { status: 'deleted' as const } : {}),
});

/** The x-assumed filter parameters of the list and export calls (empty filters are left out). */
export function filterQuery(filters: ListFilters) {
  return {
    ...(filters.search ? { search: filters.search } : {}),
    ...(filters.from ? { date_from: filters.from } : {}),
    ...(filters.to ? { date_to: filters.to } : {}),
  };
}

/** A list answer's rows with its page counts: what the list machine's `loadPage` resolves. */
export const listPageOf = <Row extends ListRow>(data: Omit<ListPage, 'items'>, items: Row[]): ListPage<Row> => ({
  items,
  total_page: data.total_page,
  current_page: data.current_page,
  total: data.total,
});

/** A list's delete or restore slot: one call with the chosen rows' ids; the machine keeps the server's message. */
export const rowsCall = (call: (ids: number[], signal: AbortSignal) => Promise<{ message?: string }>) =>
  fromPromise<{ message?: string }, DeleteItemsInput | RestoreItemsInput>(async ({ input, signal }) => {
    const body = await call(input.ids, signal);
    return { message: body.message };
  });
