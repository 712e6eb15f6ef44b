import { demoToday, getDb, persistSimulatedClock } from '@/mocks/db';
import { http } from '@/mocks/http';
import { CHECKS, KINDS, newMonitor, problemsOf, runCheck, runDueChecks } from '@/mocks/monitoring';
import {
  authed,
  badRequest,
  idParam,
  idsOf,
  isObject,
  jsonBody,
  notFound,
  nowIso,
  orNotFound,
  paginate,
  say,
} from './common';
import type { Db, DbMonitor, DbMonitorChange, DbUser } from '@/mocks/model';
import type { S } from '@/mocks/types';
import { normalizeAddress } from '@machines/shared/address-rule';

/** Page-change monitoring (x-assumed operations) over the store's monitors and their change history. */

const FREQUENCIES: readonly S['MonitorFrequency'][] = ['hourly', 'daily', 'weekly'];
const MAX_URLS = 100;

function monitorsOf(db: Db, userId: number): DbMonitor[] {
  return (db.monitors ??= []).filter((monitor) => monitor.user_id === userId);
}

function changesOf(db: Db, userId: number): DbMonitorChange[] {
  return (db.monitorChanges ??= []).filter((change) => change.user_id === userId);
}

function item(db: Db, monitor: DbMonitor): S['MonitorItem'] {
  return {
    id: monitor.id,
    url: monitor.url,
    frequency: monitor.frequency,
    paused: monitor.paused,
    status: monitor.status,
    created_at: monitor.created_at,
    last_check_at: monitor.last_check_at,
    last_change_at: monitor.last_change_at,
    change_count: (db.monitorChanges ?? []).filter((change) => change.monitor_id === monitor.id).length,
    values: monitor.values,
    problems: problemsOf(monitor),
  };
}

const changeView = ({ user_id: _owner, ...change }: DbMonitorChange): S['MonitorChange'] => change;
const newestChange = (a: DbMonitorChange, b: DbMonitorChange) =>
  b.detected_at.localeCompare(a.detected_at) || b.id - a.id;
const newestMonitor = (a: DbMonitor, b: DbMonitor) => b.created_at.localeCompare(a.created_at) || b.id - a.id;

/** The one address rule, as the form applies it; answers the normalized address. */
const normalized = (text: string): string | null => normalizeAddress(text.trim());

const frequencyOf = (value: unknown): S['MonitorFrequency'] | undefined =>
  FREQUENCIES.includes(value as S['MonitorFrequency']) ? (value as S['MonitorFrequency']) : undefined;

function ownMonitor(user: DbUser, id: string | readonly string[] | undefined): DbMonitor {
  const monitor = monitorsOf(getDb(), user.id).find(
    (candidate) => candidate.id === idParam(id) && candidate.status === 'active',
  );
  return orNotFound(monitor, 'Monitored page not found.');
}

export const monitoringHandlers = [
  http.get(
    '/api/v1/monitor/overview/',
    authed(({ response, user }) => {
      const db = getDb();
      runDueChecks(db, user.id, demoToday());
      const active = monitorsOf(db, user.id).filter((monitor) => monitor.status === 'active');
      const activeIds = new Set(active.map((monitor) => monitor.id));
      const changes = changesOf(db, user.id)
        .filter((change) => activeIds.has(change.monitor_id))
        .sort(newestChange);
      // "The last 7 days" ends at the newest change, so the seeded demo history stays meaningful on any date.
      const end = Date.parse(changes[0]?.detected_at ?? nowIso());
      const recent = changes.filter((change) => end - Date.parse(change.detected_at) <= 7 * 86_400_000);
      const problems = Object.fromEntries(
        CHECKS.map((check) => [check, active.filter((monitor) => problemsOf(monitor).includes(check)).length]),
      );
      const perKind = Object.fromEntries(
        KINDS.map((kind) => [kind, recent.filter((change) => change.kind === kind).length]),
      );
      persistSimulatedClock();
      return response(200).json({
        watched: active.length,
        paused: active.filter((monitor) => monitor.paused).length,
        problems: problems as S['MonitorOverview']['problems'],
        changes_last_7_days: perKind as S['MonitorOverview']['changes_last_7_days'],
        recent_changes: changes.slice(0, 5).map(changeView),
      });
    }),
  ),

  http.get(
    '/api/v1/monitor/list/',
    authed(({ request, response, user }) => {
      const db = getDb();
      runDueChecks(db, user.id, demoToday());
      const url = new URL(request.url);
      const status = url.searchParams.get('status') === 'deleted' ? 'deleted' : 'active';
      const search = (url.searchParams.get('search') ?? '').trim().toLowerCase();
      const check = CHECKS.find((candidate) => candidate === url.searchParams.get('check'));
      const rank = (monitor: DbMonitor) => (check && problemsOf(monitor).includes(check) ? 0 : 1);
      const monitors = monitorsOf(db, user.id)
        .filter((monitor) => monitor.status === status && (!search || monitor.url.toLowerCase().includes(search)))
        .sort((a, b) => rank(a) - rank(b) || newestMonitor(a, b));
      const page = paginate(monitors, url);
      persistSimulatedClock();
      return response(200).json({
        data: {
          monitors: page.items.map((monitor) => item(db, monitor)),
          total_page: page.total_page,
          current_page: page.current_page,
          total: page.total,
        },
      });
    }),
  ),

  http.post(
    '/api/v1/monitor/create/',
    authed(async ({ request, response, user }) => {
      const body = await jsonBody<unknown>(request);
      if (!isObject(body) || !Array.isArray(body.urls) || body.urls.length === 0) {
        return badRequest('Enter at least one page address.', { urls: ['Enter at least one page address.'] });
      }
      if (body.urls.length > MAX_URLS)
        return badRequest(`Add at most ${MAX_URLS} pages at a time.`, {
          urls: [`Add at most ${MAX_URLS} pages at a time.`],
        });
      const frequency = frequencyOf(body.frequency);
      if (!frequency)
        return badRequest('Choose how often to check.', { frequency: ['Choose hourly, daily or weekly.'] });
      const db = getDb();
      const watched = new Set(
        monitorsOf(db, user.id)
          .filter((monitor) => monitor.status === 'active')
          .map((monitor) => monitor.url),
      );
      const seen = new Set<string>();
      const errors: Record<string, string[]> = {};
      const urls: string[] = [];
      body.urls.forEach((raw, index) => {
        const url = typeof raw === 'string' ? normalized(raw) : null;
        if (!url) errors[`urls.${index}`] = ['Enter a full http:// or https:// page address.'];
        else if (seen.has(url)) errors[`urls.${index}`] = ['This address is listed twice.'];
        else if (watched.has(url)) errors[`urls.${index}`] = ['This page is already watched.'];
        else urls.push(url);
        if (url) seen.add(url);
      });
      if (Object.keys(errors).length > 0)
        return badRequest('Some addresses could not be added. Nothing was saved.', errors);
      const at = nowIso();
      const created = urls.map((url) => newMonitor(db, user.id, url, frequency, at));
      return response(201).json({
        monitors: created.map((monitor) => item(db, monitor)),
        message:
          created.length === 1
            ? say(request, 'page_watched')
            : say(request, 'pages_watched', { count: created.length }),
      });
    }),
  ),

  http.delete(
    '/api/v1/monitor/delete/',
    authed(async ({ request, response, user }) => {
      const ids = idsOf(await jsonBody<unknown>(request));
      if (!ids) return badRequest('deleted failed', { id: ['A list of monitored page ids is required.'] });
      const mine = monitorsOf(getDb(), user.id);
      const found = ids.map((id) => mine.find((monitor) => monitor.id === id));
      if (found.some((monitor) => !monitor)) return notFound('Monitored page not found.');
      for (const monitor of found) if (monitor) monitor.status = 'deleted';
      return response(200).json({ message: say(request, 'deleted') });
    }),
  ),

  http.get(
    '/api/v1/monitor/changes/',
    authed(({ request, response, user }) => {
      const db = getDb();
      runDueChecks(db, user.id, demoToday());
      const url = new URL(request.url);
      const search = (url.searchParams.get('search') ?? '').trim().toLowerCase();
      const from = url.searchParams.get('date_from') ?? '';
      const to = url.searchParams.get('date_to') ?? '';
      const monitorId = idParam(url.searchParams.get('monitor_id') ?? undefined);
      const kind = KINDS.find((candidate) => candidate === url.searchParams.get('kind'));
      const active = new Set(
        monitorsOf(db, user.id)
          .filter((monitor) => monitor.status === 'active')
          .map((monitor) => monitor.id),
      );
      const changes = changesOf(db, user.id)
        .filter((change) => {
          const day = change.detected_at.slice(0, 10);
          if (!active.has(change.monitor_id) || (monitorId !== undefined && change.monitor_id !== monitorId))
            return false;
          if ((kind && change.kind !== kind) || (from && day < from) || (to && day > to)) return false;
          return !search || change.url.toLowerCase().includes(search);
        })
        .sort(newestChange);
      const page = paginate(changes, url);
      persistSimulatedClock();
      return response(200).json({
        data: {
          changes: page.items.map(changeView),
          total_page: page.total_page,
          current_page: page.current_page,
          total: page.total,
        },
      });
    }),
  ),

  http.get(
    '/api/v1/monitor/{id}/',
    authed(({ params, response, user }) => {
      const monitor = ownMonitor(user, params.id);
      return response(200).json(item(getDb(), monitor));
    }),
  ),

  http.post(
    '/api/v1/monitor/{id}/',
    authed(async ({ request, params, response, user }) => {
      const monitor = ownMonitor(user, params.id);
      const body = await jsonBody<unknown>(request);
      if (!isObject(body)) return badRequest('Invalid request body.');
      if (body.frequency !== undefined && !frequencyOf(body.frequency))
        return badRequest('Choose how often to check.', { frequency: ['Choose hourly, daily or weekly.'] });
      if (body.paused !== undefined && typeof body.paused !== 'boolean')
        return badRequest('Invalid request body.', { paused: ['true or false'] });
      const frequency = frequencyOf(body.frequency);
      if (frequency) monitor.frequency = frequency;
      if (typeof body.paused === 'boolean') monitor.paused = body.paused;
      return response(200).json(item(getDb(), monitor));
    }),
  ),

  http.post(
    '/api/v1/monitor/{id}/check/',
    authed(({ params, response, user, request }) => {
      const monitor = ownMonitor(user, params.id);
      const db = getDb();
      const changes = runCheck(db, monitor, nowIso());
      return response(200).json({
        monitor: item(db, monitor),
        changes: changes.length,
        message:
          changes.length === 0
            ? say(request, 'checked_nothing')
            : say(request, 'checked_changes', { count: changes.length }),
      });
    }),
  ),
];
