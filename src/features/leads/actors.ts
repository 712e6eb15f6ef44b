import { fromPromise } from 'xstate';
import { api, unwrap, type Schemas } from '@/api/client';
import type { ListPage, LoadListPageInput } from '@machines/shared/paged-list/paged-list.machine';
import { filterQuery, listPageOf, pageQuery, rowsCall } from '@machines/shared/paged-list/list-query';
import type { LoadReportInput, ReportBase } from '@machines/shared/report-view/report-view.machine';
import type { ResendInput, ResendOutput } from '@machines/leads/lead-deliveries/resend-delivery.machine';

export type LeadRow = Schemas['LeadItem'];
export type LeadReport = Schemas['LeadReport'];
export type LeadContact = Schemas['LeadContact'];

/** The list's filters also narrow the CSV export (lead-list-screen.tsx). */
export { filterQuery };

/** GET /api/v1/page/lead/list/?type=lead&page_item=20&page=N[&status=deleted] for the list machine. */
/** Rows are LeadRows; the machine sees them as ListRows (it needs only the id). */
export const loadLeadPage = fromPromise<ListPage, LoadListPageInput>(async ({ input, signal }) => {
  const query = { type: 'lead' as const, ...pageQuery(input), ...filterQuery(input.filters) };
  const { data } = await unwrap(api.GET('/api/v1/page/lead/list/', { params: { query }, signal }));
  return listPageOf<LeadRow>(data, data.audits);
});

/** DELETE /api/v1/lead/delete/ with {id: [...]} (soft delete). */
export const deleteLeads = rowsCall((ids, signal) =>
  unwrap(api.DELETE('/api/v1/lead/delete/', { body: { id: ids }, signal })),
);

/** POST /api/v1/lead/restore/ with {id: [...]} (x-assumed, not in the spec): deleted leads back to the active list. */
export const restoreLeads = rowsCall((ids, signal) =>
  unwrap(api.POST('/api/v1/lead/restore/', { body: { id: ids }, signal })),
);

/** GET /api/v1/page/lead/report/{id}/ */
export const loadLeadReport = fromPromise<ReportBase, LoadReportInput>(({ input, signal }) =>
  unwrap(api.GET('/api/v1/page/lead/report/{id}/', { params: { path: { id: input.id } }, signal })),
);

/** POST /api/v1/lead/{id}/deliveries/{service}/resend/ (assumed, not in the spec): the delivery after a new attempt. */
export const resendLeadDelivery = fromPromise<ResendOutput, ResendInput>(({ input, signal }) =>
  unwrap(
    api.POST('/api/v1/lead/{id}/deliveries/{service}/resend/', {
      params: { path: { id: input.leadId, service: input.service } },
      signal,
    }),
  ),
);

/** The report's e-mail is the one send call of every report (src/components/report). */
export { sendReportEmail } from '@/components/report/send-report-email';
/** So are the share link's revoke and create, shared by the audit and lead reports. */
export { shareLinkActors, shareLinkNotifications } from '@/components/report/share-link-actors';
