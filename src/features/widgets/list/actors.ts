import { fromPromise } from 'xstate';
import { api, unwrap, type Schemas } from '@/api/client';
import { PAGE_SIZE, type ListPage, type LoadListPageInput } from '@machines/shared/paged-list/paged-list.machine';
import { rowsCall } from '@machines/shared/paged-list/list-query';

export type WidgetListRow = Schemas['WidgetListItem'];

/**
 * GET /api/v1/widget/list/?page_item=20&page=N[&status=deleted] for the list machine's `loadPage` slot.
 * Rows are WidgetListRows; the machine sees them as ListRows (it needs only the id).
 */
export const loadWidgetPage = fromPromise<ListPage, LoadListPageInput>(async ({ input, signal }) => {
  const query = {
    page_item: PAGE_SIZE,
    page: input.page,
    ...(input.view === 'deleted' ? { status: 'deleted' as const } : {}),
  };
  const { data } = await unwrap(api.GET('/api/v1/widget/list/', { params: { query }, signal }));
  const items: WidgetListRow[] = data.widgets;
  return { items, total_page: data.total_page, current_page: data.current_page, total: data.total };
});

/** DELETE /api/v1/widget/delete/ (soft delete) for the machine's `deleteItems` slot. */
export const deleteWidgets = rowsCall((ids, signal) =>
  unwrap(api.DELETE('/api/v1/widget/delete/', { body: { id: ids }, signal })),
);

/**
 * POST /api/v1/widget/restore/ with {id: [...]} (x-assumed, not in the spec): deleted widgets back to the active list,
 * within the plan's widget quota (a full plan answers 403 with its message).
 */
export const restoreWidgets = rowsCall((ids, signal) =>
  unwrap(api.POST('/api/v1/widget/restore/', { body: { id: ids }, signal })),
);
