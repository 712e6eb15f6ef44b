import { HttpResponse } from 'msw';
import { crawlSite, crawlView, crawlsOf, settleCrawl, siteIssues, CRAWL_DURATION_MS } from '@/mocks/crawl-data';
import { demoToday, getDb, persistSimulatedClock } from '@/mocks/db';
import { http } from '@/mocks/http';
import { authed, badRequest, idParam, isObject, jsonBody, notFound, nowIso, paginate, requestLang } from './common';
import { csvText } from '@machines/shared/csv';
import { findProject } from './views';
import type { DbCrawl, DbUser } from '@/mocks/model';
import type { S } from '@/mocks/types';

/** Site-wide crawl audits (x-assumed operations): start, poll, cancel, history, issues and the tables. */

const MIN_LIMIT = 10;
const MAX_LIMIT = 500;

/** The user's crawl named by the path, brought up to date (a running crawl advances with the clock). */
function ownCrawl(
  user: DbUser,
  raw: string | readonly string[] | undefined,
): { crawl: DbCrawl; view: S['Crawl'] } | undefined {
  const id = idParam(raw);
  const db = getDb();
  const crawls = crawlsOf(db);
  const index = crawls.findIndex((crawl) => crawl.id === id && crawl.user_id === user.id);
  const stored = crawls[index];
  if (!stored) return undefined;
  const project = findProject(user, stored.project_id);
  const crawl = settleCrawl(stored, project, demoToday());
  if (crawl !== stored) {
    crawls[index] = crawl;
    persistSimulatedClock();
  }
  return { crawl, view: crawlView(crawl, project) };
}

function finishedSite(user: DbUser, crawl: DbCrawl) {
  const project = findProject(user, crawl.project_id);
  return crawl.status === 'done' && project ? crawlSite(project, crawl.revision, crawl.page_limit) : null;
}

type Sortable = Record<string, string | number | boolean | null>;

/** Sorts by one column (nulls last), ties by url; `broken` rows first when asked. */
function sortRows<T extends Sortable>(rows: T[], key: string, order: string, brokenFirst = false): T[] {
  const direction = order === 'desc' ? -1 : 1;
  return [...rows].sort((a, b) => {
    if (brokenFirst && a.broken !== b.broken) return a.broken ? -1 : 1;
    const x = a[key] ?? null;
    const y = b[key] ?? null;
    if (x !== y) {
      if (x === null) return 1;
      if (y === null) return -1;
      const compared = typeof x === 'string' && typeof y === 'string' ? x.localeCompare(y) : Number(x) - Number(y);
      if (compared !== 0) return compared * direction;
    }
    return String(a.url).localeCompare(String(b.url));
  });
}

const PAGE_SORTS = ['url', 'status_code', 'title', 'depth', 'load_time_ms', 'indexable'];
const LINK_SORTS = ['url', 'status_code', 'found_on', 'scope'];

function pageRows(site: NonNullable<ReturnType<typeof crawlSite>>, url: URL): S['CrawledPage'][] {
  const search = (url.searchParams.get('search') ?? '').trim().toLowerCase();
  const filter = url.searchParams.get('filter');
  const sort = url.searchParams.get('sort') ?? 'url';
  const rows: S['CrawledPage'][] = site.pages.map((page, index) => ({
    id: index + 1,
    url: page.url,
    status_code: page.status_code,
    title: page.title,
    depth: page.depth,
    load_time_ms: page.load_time_ms,
    indexable: page.noindex_reason === null,
    noindex_reason: page.noindex_reason,
  }));
  const matching = rows.filter(
    (row) =>
      (!search || row.url.toLowerCase().includes(search) || (row.title ?? '').toLowerCase().includes(search)) &&
      (!filter ||
        (filter === 'ok' && row.status_code < 300) ||
        (filter === 'redirect' && row.status_code >= 300 && row.status_code < 400) ||
        (filter === 'error' && row.status_code >= 400) ||
        (filter === 'noindex' && !row.indexable)),
  );
  return sortRows(matching, PAGE_SORTS.includes(sort) ? sort : 'url', url.searchParams.get('order') ?? 'asc');
}

function linkRows(site: NonNullable<ReturnType<typeof crawlSite>>, kind: string, url: URL): S['CrawlLink'][] {
  const search = (url.searchParams.get('search') ?? '').trim().toLowerCase();
  const scope = url.searchParams.get('scope');
  const sort = url.searchParams.get('sort') ?? 'url';
  const rows = (kind === 'resource' ? site.resources : site.links).filter(
    (row) =>
      (!search || row.url.toLowerCase().includes(search) || row.found_on.toLowerCase().includes(search)) &&
      (!scope || row.scope === scope),
  );
  return sortRows(rows, LINK_SORTS.includes(sort) ? sort : 'url', url.searchParams.get('order') ?? 'asc', true);
}

export const crawlHandlers = [
  http.post(
    '/api/v1/website-audit/crawl/',
    authed(async ({ request, user }) => {
      const body = await jsonBody<unknown>(request);
      if (!isObject(body)) return badRequest('Send a project and a page limit.');
      const errors: Record<string, string[]> = {};
      const limit = body.page_limit;
      if (typeof limit !== 'number' || !Number.isInteger(limit)) errors.page_limit = ['Enter a whole number of pages.'];
      else if (limit < MIN_LIMIT || limit > MAX_LIMIT)
        errors.page_limit = [`Choose between ${MIN_LIMIT} and ${MAX_LIMIT} pages.`];
      const project = typeof body.project_id === 'number' ? findProject(user, body.project_id) : undefined;
      if (typeof body.project_id !== 'number') errors.project_id = ['This field is required.'];
      if (Object.keys(errors).length > 0) return badRequest('Check the crawl settings.', errors);
      if (!project) return notFound('Project not found.');
      const db = getDb();
      const crawls = crawlsOf(db);
      const running = crawls
        .map((crawl, index) => [crawl, index] as const)
        .find(([crawl]) => crawl.project_id === project.id && crawl.status === 'running');
      if (running) {
        const settled = settleCrawl(running[0], project, demoToday());
        crawls[running[1]] = settled;
        if (settled.status === 'running') return badRequest('A crawl of this project is already running.');
      }
      const crawl: DbCrawl = {
        id: crawls.reduce((max, item) => Math.max(max, item.id), 0) + 1,
        user_id: user.id,
        project_id: project.id,
        revision: crawls.filter((item) => item.project_id === project.id).length + 1,
        page_limit: limit as number,
        pages_crawled: 0,
        status: 'running',
        started_at: nowIso(),
        finished_at: null,
        duration_ms: CRAWL_DURATION_MS,
      };
      crawls.push(crawl);
      return HttpResponse.json(crawlView(crawl, project));
    }),
  ),

  http.get(
    '/api/v1/website-audit/crawl/{crawl_id}/',
    authed(({ params, user }) => {
      const found = ownCrawl(user, params.crawl_id);
      return found ? HttpResponse.json(found.view) : notFound('Crawl not found.');
    }),
  ),

  http.post(
    '/api/v1/website-audit/crawl/{crawl_id}/cancel/',
    authed(({ params, user }) => {
      const found = ownCrawl(user, params.crawl_id);
      if (!found) return notFound('Crawl not found.');
      if (found.crawl.status !== 'running' && found.crawl.status !== 'queued') return HttpResponse.json(found.view);
      const crawls = crawlsOf(getDb());
      const cancelled: DbCrawl = { ...found.crawl, status: 'cancelled', finished_at: nowIso() };
      crawls[crawls.findIndex((crawl) => crawl.id === cancelled.id)] = cancelled;
      return HttpResponse.json(crawlView(cancelled, findProject(user, cancelled.project_id)));
    }),
  ),

  http.get(
    '/api/v1/website-audit/project/{id}/crawls/',
    authed(({ params, user }) => {
      const project = findProject(user, idParam(params.id));
      if (!project) return notFound('Project not found.');
      const crawls = crawlsOf(getDb())
        .filter((crawl) => crawl.user_id === user.id && crawl.project_id === project.id)
        .map((crawl) => crawlView(settleCrawl(crawl, project, demoToday()), project))
        .sort((a, b) => b.started_at.localeCompare(a.started_at) || b.id - a.id);
      return HttpResponse.json({ crawls });
    }),
  ),

  http.get(
    '/api/v1/website-audit/crawl/{crawl_id}/issues/',
    authed(({ params, user, request }) => {
      const found = ownCrawl(user, params.crawl_id);
      if (!found) return notFound('Crawl not found.');
      const site = finishedSite(user, found.crawl);
      return HttpResponse.json({ issues: site ? siteIssues(site, requestLang(request)) : [] });
    }),
  ),

  http.get(
    '/api/v1/website-audit/crawl/{crawl_id}/pages/',
    authed(({ request, params, user }) => {
      const found = ownCrawl(user, params.crawl_id);
      if (!found) return notFound('Crawl not found.');
      const site = finishedSite(user, found.crawl);
      const url = new URL(request.url);
      const page = paginate(site ? pageRows(site, url) : [], url);
      return HttpResponse.json({
        pages: page.items,
        total_page: page.total_page,
        current_page: page.current_page,
        total: page.total,
      });
    }),
  ),

  http.get(
    '/api/v1/website-audit/crawl/{crawl_id}/links/',
    authed(({ request, params, user }) => {
      const url = new URL(request.url);
      const kind = url.searchParams.get('kind');
      if (kind !== 'link' && kind !== 'resource') return badRequest('kind must be link or resource.');
      const found = ownCrawl(user, params.crawl_id);
      if (!found) return notFound('Crawl not found.');
      const site = finishedSite(user, found.crawl);
      const page = paginate(site ? linkRows(site, kind, url) : [], url);
      return HttpResponse.json({
        links: page.items,
        total_page: page.total_page,
        current_page: page.current_page,
        total: page.total,
      });
    }),
  ),

  http.get(
    '/api/v1/website-audit/crawl/{crawl_id}/export/',
    authed(({ request, params, user }) => {
      const url = new URL(request.url);
      const table = url.searchParams.get('table');
      if (table !== 'pages' && table !== 'links' && table !== 'resources')
        return badRequest('table must be pages, links or resources.');
      const found = ownCrawl(user, params.crawl_id);
      if (!found) return notFound('Crawl not found.');
      const site = finishedSite(user, found.crawl);
      let rows: (string | number | null)[][];
      if (table === 'pages') {
        rows = [
          ['URL', 'Status code', 'Title', 'Depth', 'Load time (ms)', 'Indexable', 'Reason'],
          ...(site ? pageRows(site, url) : []).map((row) => [
            row.url,
            row.status_code,
            row.title,
            row.depth,
            row.load_time_ms,
            row.indexable ? 'yes' : 'no',
            row.noindex_reason,
          ]),
        ];
      } else {
        rows = [
          ['URL', 'Scope', 'Type', 'Status code', 'Broken', 'Found on', 'Occurrences'],
          ...(site ? linkRows(site, table === 'links' ? 'link' : 'resource', url) : []).map((row) => [
            row.url,
            row.scope,
            row.resource_type,
            row.status_code,
            row.broken ? 'yes' : 'no',
            row.found_on,
            row.occurrences,
          ]),
        ];
      }
      const name = `crawl-${found.crawl.id}-${table}.csv`;
      return new HttpResponse(csvText(rows), {
        status: 200,
        headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="${name}"` },
      });
    }),
  ),
];
