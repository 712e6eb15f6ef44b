import { fromPromise } from 'xstate';
import { api, unwrap, type Schemas } from '../../api/client';
import {
  PAGE_SIZE,
  type DeleteItemsInput,
  type ListFilters,
  type ListPage,
  type LoadListPageInput,
} from '../../../machines/paged-list/paged-list.machine';
import type { LoadReportInput, ReportBase, SendEmailInput } from '../../../machines/report-view/report-view.machine';

export type LeadRow = Schemas['LeadItem'];
export type LeadReport = Schemas['LeadReport'];

/** The x-assumed filter parameters of the list and export calls (empty filters are left out). */
export function filterQuery(filters: ListFilters) {
  return {
    ...(filters.search ? { search: filters.search } : {}),
    ...(filters.from ? { date_from: filters.from } : {}),
    ...(filters.to ? { date_to: filters.to } : {}),
  };
}

/** GET /api/v1/page/lead/list/?type=lead&page_item=20&page=N[&status=deleted] for the list machine. */
/** Rows are LeadRows; the machine sees them as ListRows (it needs only the id). */
export const loadLeadPage = fromPromise<ListPage, LoadListPageInput>(async ({ input, signal }) => {
  const query = {
    type: 'lead' as const,
    page_item: PAGE_SIZE,
    page: input.page,
    ...(input.view === 'deleted' ? { status: 'deleted' as const } : {}),
    ...filterQuery(input.filters),
  };
  const { data } = await unwrap(api.GET('/api/v1/page/lead/list/', { params: { query }, signal }));
  const items: LeadRow[] = data.audits;
  return { items, total_page: data.total_page, current_page: data.current_page, total: data.total };
});

/** DELETE /api/v1/lead/delete/ with {id: [...]} (soft delete). */
export const deleteLeads = fromPromise<{ message?: string }, DeleteItemsInput>(async ({ input, signal }) => {
  const body = await unwrap(api.DELETE('/api/v1/lead/delete/', { body: { id: input.ids }, signal }));
  return { message: body.message };
});

/** GET /api/v1/page/lead/report/{id}/ */
export const loadLeadReport = fromPromise<ReportBase, LoadReportInput>(({ input, signal }) =>
  unwrap(api.GET('/api/v1/page/lead/report/{id}/', { params: { path: { id: input.id } }, signal })),
);

/** POST /api/v1/send-audit-email/ with {email-address, audit-id}. */
export const sendReportEmail = fromPromise<{ message?: string }, SendEmailInput>(async ({ input, signal }) => {
  const body = await unwrap(
    api.POST('/api/v1/send-audit-email/', {
      body: { 'email-address': input.email, 'audit-id': input.auditId },
      signal,
    }),
  );
  return { message: body.message };
});
