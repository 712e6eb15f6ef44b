import { fromPromise } from 'xstate';
import { api, unwrap } from '../../../api/client';
import {
  WIDGET_PAGE_SIZE,
  type DeleteWidgetsInput,
  type LoadPageInput,
  type WidgetPage,
} from '../../../../machines/widget-list/widget-list.machine';

/** GET /api/v1/widget/list/?page_item=20&page=N[&status=deleted] for the machine's `loadPage` slot. */
export const loadWidgetPage = fromPromise<WidgetPage, LoadPageInput>(async ({ input, signal }) => {
  const query = {
    page_item: WIDGET_PAGE_SIZE,
    page: input.page,
    ...(input.view === 'deleted' ? { status: 'deleted' as const } : {}),
  };
  const body = await unwrap(api.GET('/api/v1/widget/list/', { params: { query }, signal }));
  return body.data;
});

/** DELETE /api/v1/widget/delete/ (soft delete) for the machine's `deleteWidgets` slot. */
export const deleteWidgets = fromPromise<{ message?: string }, DeleteWidgetsInput>(async ({ input, signal }) => {
  const body = await unwrap(api.DELETE('/api/v1/widget/delete/', { body: { id: input.ids }, signal }));
  return { message: body.message };
});
