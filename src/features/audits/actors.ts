import { fromPromise } from 'xstate';
import { api, unwrap, type Schemas } from '@/api/client';
import { PAGE_SIZE, type ListPage, type LoadListPageInput } from '@machines/shared/paged-list/paged-list.machine';
import { filterQuery, listPageOf, pageQuery, rowsCall } from '@machines/shared/paged-list/list-query';
import type { LoadReportInput, ReportBase } from '@machines/shared/report-view/report-view.machine';
import type { RunIdInput, StartAuditInput } from '@machines/audits/page-audit/run-audit.machine';
import type { AuditRun } from '@machines/audits/page-audit/run-audit.rules';
import type { TempReportBase } from '@machines/audits/page-audit/temp-report.machine';
import type { TempSaveInput } from '@machines/audits/page-audit/temp-save.machine';
import { createSharedData } from '@/components/data/shared-data';

export type AuditRow = Schemas['AuditItem'];
export type AuditReport = Schemas['AuditReport'];

/** GET /api/v1/page/audit/list/?type=audit&page_item=20&page=N[&status=deleted] for the list machine. */
export const loadAuditPage = fromPromise<ListPage, LoadListPageInput>(async ({ input, signal }) => {
  const query = { type: 'audit' as const, ...pageQuery(input), ...filterQuery(input.filters) };
  const { data } = await unwrap(api.GET('/api/v1/page/audit/list/', { params: { query }, signal }));
  return listPageOf<AuditRow>(data, data.audits);
});

/**
 * The deleted-audit count (this call sends page_item only, no type and no page, as the real server expects);
 * status=deleted is what makes it the deleted set.
 */
export async function countDeletedAudits(signal?: AbortSignal): Promise<number> {
  const { data } = await unwrap(
    api.GET('/api/v1/page/audit/list/', { params: { query: { page_item: PAGE_SIZE, status: 'deleted' } }, signal }),
  );
  return data.total;
}

/** DELETE /api/v1/audit/delete/ with {id: [...]} (soft delete; body shape x-assumed like the lead delete). */
export const deleteAudits = rowsCall((ids, signal) =>
  unwrap(api.DELETE('/api/v1/audit/delete/', { body: { id: ids }, signal })),
);

/** POST /api/v1/audit/restore/ with {id: [...]} (x-assumed): deleted audits back to the active list. */
export const restoreAudits = rowsCall((ids, signal) =>
  unwrap(api.POST('/api/v1/audit/restore/', { body: { id: ids }, signal })),
);

/** GET /api/v1/page/audit/report/{id}/ */
export const loadAuditReport = fromPromise<ReportBase, LoadReportInput>(({ input, signal }) =>
  unwrap(api.GET('/api/v1/page/audit/report/{id}/', { params: { path: { id: input.id } }, signal })),
);

/** The report's e-mail is the one send call of every report (src/components/report). */
export { sendReportEmail } from '@/components/report/send-report-email';

/* ---------- page audits: run, progress, temporary reports ---------- */

export type TempAuditReport = Schemas['TempAuditReport'];
export type SampleAudit = Schemas['SampleAuditList']['samples'][number];

/** POST /api/v1/page/audit/run/ (x-assumed): starts a basic or advanced audit. */
export const startPageAudit = fromPromise<AuditRun, StartAuditInput>(({ input, signal }) =>
  unwrap(
    api.POST('/api/v1/page/audit/run/', {
      body: { url: input.url, keyword: input.keyword, advance_audit: input.advanced ? 1 : 0 },
      signal,
    }),
  ),
);

/** GET /api/v1/page/audit/run/{run_id}/ (x-assumed): the run's step and percentage. */
export const pollPageAudit = fromPromise<AuditRun, RunIdInput>(({ input, signal }) =>
  unwrap(api.GET('/api/v1/page/audit/run/{run_id}/', { params: { path: { run_id: input.runId } }, signal })),
);

/** DELETE /api/v1/page/audit/run/{run_id}/ (x-assumed): stops the run. */
export const cancelPageAudit = fromPromise<unknown, RunIdInput>(({ input, signal }) =>
  unwrap(api.DELETE('/api/v1/page/audit/run/{run_id}/', { params: { path: { run_id: input.runId } }, signal })),
);

/** GET /api/v1/page/audit/temp/{temp_id}/ (x-assumed): a temporary or sample report. */
export const loadTempAuditReport = fromPromise<TempReportBase, { tempId: string }>(({ input, signal }) =>
  unwrap(api.GET('/api/v1/page/audit/temp/{temp_id}/', { params: { path: { temp_id: input.tempId } }, signal })),
);

/** POST /api/v1/page/audit/temp/{temp_id}/save/ (x-assumed): keeps a temporary report in the account. */
export const saveTempAuditReport = fromPromise<{ audit_id: number }, TempSaveInput>(({ input, signal }) =>
  unwrap(api.POST('/api/v1/page/audit/temp/{temp_id}/save/', { params: { path: { temp_id: input.tempId } }, signal })),
);

/** GET /api/v1/page/audit/samples/ (x-assumed): the sample reports, loaded once and shared. */
export const sampleAudits = createSharedData<SampleAudit[]>({
  fetch: async (signal) => (await unwrap(api.GET('/api/v1/page/audit/samples/', { signal }))).samples,
});

/** The share link's revoke and create, the same on every report (src/components/report). */
export { shareLinkActors, shareLinkNotifications } from '@/components/report/share-link-actors';

/** The report a share link opens, read-only, for anyone with the link (an extension of the spec). */
export type SharedReport = Schemas['SharedReport'];
export { loadSharedReport } from '@/components/report/share-link-actors';
