import { fromPromise } from 'xstate';
import { api, unwrap, type Schemas } from '@/api/client';
import { MONITOR_CHANGE_KINDS, MONITOR_CHECKS } from '@/api/monitor-values';
import type { CreateMonitorsInput, CreateMonitorsOutput } from '@machines/monitoring/add/add-monitored-pages.machine';
import { PAGE_SIZE, type ListPage, type LoadListPageInput } from '@machines/shared/paged-list/paged-list.machine';
import { filterQuery, listPageOf, pageQuery, rowsCall } from '@machines/shared/paged-list/list-query';

export type MonitorRow = Schemas['MonitorItem'];
export type ChangeRow = Schemas['MonitorChange'];
export type MonitorCheck = Schemas['MonitorCheck'];
export type ChangeKind = Schemas['MonitorChangeKind'];
export type Frequency = Schemas['MonitorFrequency'];

export const CHECKS = MONITOR_CHECKS;
export const KINDS = MONITOR_CHANGE_KINDS;
export const FREQUENCIES: readonly Frequency[] = ['hourly', 'daily', 'weekly'];

/** POST /api/v1/monitor/create/ for the add-monitored-pages machine. */
export const createMonitors = fromPromise<CreateMonitorsOutput, CreateMonitorsInput>(async ({ input, signal }) => {
  const body = await unwrap(
    api.POST('/api/v1/monitor/create/', { body: { urls: input.urls, frequency: input.frequency }, signal }),
  );
  return { monitors: body.monitors.map(({ id, url }) => ({ id, url })), message: body.message };
});

/** GET /api/v1/monitor/list/ for the list machine; with a check, the pages with a problem in it come first. */
export function loadMonitorPage(check?: MonitorCheck) {
  return fromPromise<ListPage, LoadListPageInput>(async ({ input, signal }) => {
    const query = {
      ...pageQuery(input),
      ...(input.filters.search ? { search: input.filters.search } : {}),
      ...(check ? { check } : {}),
    };
    const { data } = await unwrap(api.GET('/api/v1/monitor/list/', { params: { query }, signal }));
    return listPageOf<MonitorRow>(data, data.monitors);
  });
}

/** DELETE /api/v1/monitor/delete/ with {id: [...]} (soft delete: the page is no longer watched). */
export const deleteMonitors = rowsCall((ids, signal) =>
  unwrap(api.DELETE('/api/v1/monitor/delete/', { body: { id: ids }, signal })),
);

/** GET /api/v1/monitor/changes/ for the list machine, narrowed to one page and one kind of change. */
export function loadChangePage(options: { monitorId?: number; kind?: ChangeKind }) {
  return fromPromise<ListPage, LoadListPageInput>(async ({ input, signal }) => {
    const query = {
      page_item: PAGE_SIZE,
      page: input.page,
      ...filterQuery(input.filters),
      ...(options.monitorId ? { monitor_id: options.monitorId } : {}),
      ...(options.kind ? { kind: options.kind } : {}),
    };
    const { data } = await unwrap(api.GET('/api/v1/monitor/changes/', { params: { query }, signal }));
    return listPageOf<ChangeRow>(data, data.changes);
  });
}

export const loadOverview = (signal: AbortSignal) => unwrap(api.GET('/api/v1/monitor/overview/', { signal }));
export const loadMonitor = (id: number, signal: AbortSignal) =>
  unwrap(api.GET('/api/v1/monitor/{id}/', { params: { path: { id } }, signal }));
export const updateMonitor = (id: number, body: { frequency?: Frequency; paused?: boolean }) =>
  unwrap(api.POST('/api/v1/monitor/{id}/', { params: { path: { id } }, body }));
export const checkMonitorNow = (id: number) =>
  unwrap(api.POST('/api/v1/monitor/{id}/check/', { params: { path: { id } } }));
