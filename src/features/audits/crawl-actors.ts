import { fromPromise } from 'xstate';
import { api, unwrap, type Schemas } from '@/api/client';
import type { CrawlIdInput, CrawlProject, StartCrawlInput } from '@machines/audits/crawl/start-crawl.machine';
import type { CrawlProgress } from '@machines/audits/crawl/start-crawl.rules';
import type { CrawlReportInput } from '@machines/audits/crawl/crawl-report.machine';
import { PAGE_SIZE, type ListPage, type LoadListPageInput } from '@machines/shared/paged-list/paged-list.machine';

export type Crawl = Schemas['Crawl'];
export type CrawlIssue = Schemas['CrawlIssue'];
export type CrawledPage = Schemas['CrawledPage'];
export type CrawlLink = Schemas['CrawlLink'];

/** GET /api/v1/keyword-ranking/site-list/: the person's projects, grouped or not, as one list to crawl from. */
export const loadCrawlProjects = fromPromise<CrawlProject[]>(async ({ signal }) => {
  const body = await unwrap(api.GET('/api/v1/keyword-ranking/site-list/', { signal }));
  const all = [...body.site_groups.ungrouped, ...body.site_groups.grouped.flatMap((group) => group.sites)];
  return all
    .map((project) => ({ id: project.id, title: project.title, url: project.url }))
    .sort((a, b) => a.title.localeCompare(b.title));
});

/** POST /api/v1/website-audit/crawl/ */
export const startCrawl = fromPromise<CrawlProgress, StartCrawlInput>(({ input, signal }) =>
  unwrap(
    api.POST('/api/v1/website-audit/crawl/', {
      body: { project_id: input.projectId, page_limit: input.pageLimit },
      signal,
    }),
  ),
);

/** GET /api/v1/website-audit/crawl/{crawl_id}/ (the progress poll). */
export const getCrawl = fromPromise<CrawlProgress, CrawlIdInput>(({ input, signal }) =>
  unwrap(api.GET('/api/v1/website-audit/crawl/{crawl_id}/', { params: { path: { crawl_id: input.crawlId } }, signal })),
);

/** POST /api/v1/website-audit/crawl/{crawl_id}/cancel/ */
export const cancelCrawl = fromPromise<CrawlProgress, CrawlIdInput>(({ input, signal }) =>
  unwrap(
    api.POST('/api/v1/website-audit/crawl/{crawl_id}/cancel/', {
      params: { path: { crawl_id: input.crawlId } },
      signal,
    }),
  ),
);

const fetchCrawl = (crawlId: number, signal: AbortSignal) =>
  unwrap(api.GET('/api/v1/website-audit/crawl/{crawl_id}/', { params: { path: { crawl_id: crawlId } }, signal }));
const fetchHistory = async (projectId: number, signal: AbortSignal) =>
  (await unwrap(api.GET('/api/v1/website-audit/project/{id}/crawls/', { params: { path: { id: projectId } }, signal })))
    .crawls;
const fetchIssues = async (crawlId: number, signal: AbortSignal) =>
  (
    await unwrap(
      api.GET('/api/v1/website-audit/crawl/{crawl_id}/issues/', { params: { path: { crawl_id: crawlId } }, signal }),
    )
  ).issues;

/** A crawl that belongs to another project than the address says is treated as not found. */
function checkProject(crawl: Crawl, projectId: number): Crawl {
  if (crawl.project_id !== projectId) throw { kind: 'http', status: 404 };
  return crawl;
}

export interface OverviewData {
  crawl: Crawl;
  history: Crawl[];
  issues: CrawlIssue[];
}

/** The overview: the crawl, its issues and the project's crawls (the report machine keeps answers untyped; each screen reads its own shape). */
export const loadOverview = fromPromise<unknown, CrawlReportInput>(async ({ input, signal }): Promise<OverviewData> => {
  const [crawl, history, issues] = await Promise.all([
    fetchCrawl(input.crawlId, signal),
    fetchHistory(input.projectId, signal),
    fetchIssues(input.crawlId, signal),
  ]);
  return { crawl: checkProject(crawl, input.projectId), history, issues };
});

export interface IssueReportData {
  crawl: Crawl;
  issues: CrawlIssue[];
}

export const loadIssueReport = fromPromise<unknown, CrawlReportInput>(
  async ({ input, signal }): Promise<IssueReportData> => {
    const [crawl, issues] = await Promise.all([fetchCrawl(input.crawlId, signal), fetchIssues(input.crawlId, signal)]);
    return { crawl: checkProject(crawl, input.projectId), issues };
  },
);

export interface ComparisonData {
  crawl: Crawl;
  history: Crawl[];
  issues: CrawlIssue[];
  /** The other crawl and its issues, once one is chosen. */
  other: { crawl: Crawl; issues: CrawlIssue[] } | null;
}

export const loadComparison = fromPromise<unknown, CrawlReportInput>(
  async ({ input, signal }): Promise<ComparisonData> => {
    const [crawl, history, issues] = await Promise.all([
      fetchCrawl(input.crawlId, signal),
      fetchHistory(input.projectId, signal),
      fetchIssues(input.crawlId, signal),
    ]);
    const candidates = history.filter((item) => item.status === 'done' && item.id !== input.crawlId);
    // Without a choice, the comparison starts with the newest other finished crawl.
    const otherCrawl = input.otherId === null ? candidates[0] : candidates.find((item) => item.id === input.otherId);
    const other = otherCrawl ? { crawl: otherCrawl, issues: await fetchIssues(otherCrawl.id, signal) } : null;
    return { crawl: checkProject(crawl, input.projectId), history, issues, other };
  },
);

/** What a crawl table is sorted and narrowed by, beyond the list kit's page and search (all in the URL). */
export interface CrawlTableQuery {
  sort: string;
  order: 'asc' | 'desc';
  /** Crawled pages: ok | redirect | error | noindex; links and resources: internal | external; '' for all. */
  filter: string;
}

type PageFilter = 'ok' | 'redirect' | 'error' | 'noindex';
type PageSort = 'url' | 'status_code' | 'title' | 'depth' | 'load_time_ms' | 'indexable';
type LinkSort = 'url' | 'status_code' | 'found_on' | 'scope';
export const PAGE_FILTERS: PageFilter[] = ['ok', 'redirect', 'error', 'noindex'];
export const PAGE_SORTS: PageSort[] = ['url', 'status_code', 'title', 'depth', 'load_time_ms', 'indexable'];
export const LINK_SCOPES = ['internal', 'external'] as const;
export const LINK_SORTS: LinkSort[] = ['url', 'status_code', 'found_on', 'scope'];

const oneOf = <T extends string>(values: readonly T[], value: string): T | undefined =>
  (values as readonly string[]).includes(value) ? (value as T) : undefined;

/** The query parameters of the crawled-pages call (and its CSV export). */
export function pageQuery(query: CrawlTableQuery, search: string) {
  const filter = oneOf(PAGE_FILTERS, query.filter);
  const sort = oneOf(PAGE_SORTS, query.sort);
  return {
    ...(search ? { search } : {}),
    ...(filter ? { filter } : {}),
    ...(sort ? { sort } : {}),
    order: query.order,
  };
}

/** The query parameters of the links/resources call (and its CSV export). */
export function linkQuery(query: CrawlTableQuery, search: string) {
  const scope = oneOf(LINK_SCOPES, query.filter);
  const sort = oneOf(LINK_SORTS, query.sort);
  return { ...(search ? { search } : {}), ...(scope ? { scope } : {}), ...(sort ? { sort } : {}), order: query.order };
}

/** The paged-list `loadPage` slot for the crawled pages of one crawl, sorted and filtered as the URL says. */
export const crawledPagesLoader = (crawlId: number, query: CrawlTableQuery) =>
  fromPromise<ListPage, LoadListPageInput>(async ({ input, signal }) => {
    const body = await unwrap(
      api.GET('/api/v1/website-audit/crawl/{crawl_id}/pages/', {
        params: {
          path: { crawl_id: crawlId },
          query: { page: input.page, page_item: PAGE_SIZE, ...pageQuery(query, input.filters.search) },
        },
        signal,
      }),
    );
    return { items: body.pages, total_page: body.total_page, current_page: body.current_page, total: body.total };
  });

/** The paged-list `loadPage` slot for found links (kind=link) or resources (kind=resource). */
export const crawlLinksLoader = (crawlId: number, kind: 'link' | 'resource', query: CrawlTableQuery) =>
  fromPromise<ListPage, LoadListPageInput>(async ({ input, signal }) => {
    const body = await unwrap(
      api.GET('/api/v1/website-audit/crawl/{crawl_id}/links/', {
        params: {
          path: { crawl_id: crawlId },
          query: { kind, page: input.page, page_item: PAGE_SIZE, ...linkQuery(query, input.filters.search) },
        },
        signal,
      }),
    );
    return { items: body.links, total_page: body.total_page, current_page: body.current_page, total: body.total };
  });
