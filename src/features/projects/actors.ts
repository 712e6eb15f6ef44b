import { fromPromise } from 'xstate';
import { api, unwrap } from '@/api/client';
import type {
  AvgPositions,
  DeleteTarget,
  ProjectRow,
  SiteListData,
  TopCounts,
} from '@machines/projects/site-list/site-list.machine';
import type { RankingOutcome, RankRow } from '@machines/projects/ranking/keyword-ranking.machine';
import { bestRank } from '@machines/projects/ranking/view';
import { markDataAvailable } from './render-timing';

/** GET /api/v1/keyword-ranking/site-list/ */
const getSiteList = (signal?: AbortSignal) => unwrap(api.GET('/api/v1/keyword-ranking/site-list/', { signal }));
/** The contract's SiteList as the client types the answer: its fixed-length arrays read as plain arrays. */
type ApiSiteList = Awaited<ReturnType<typeof getSiteList>>;
type ApiProject = ApiSiteList['site_groups']['ungrouped'][number];

/** The contract fixes three counts and two averages; the answer's arrays are read as exactly that. */
const topOf = (top: number[]): TopCounts => [top[0] ?? 0, top[1] ?? 0, top[2] ?? 0];
const avgOf = (avg: (number | null)[]): AvgPositions => [avg[0] ?? null, avg[1] ?? null];

/** The contract's project without the fields the overview does not show. */
function projectFromApi(project: ApiProject): ProjectRow {
  return {
    id: project.id,
    title: project.title,
    url: project.url,
    top: topOf(project.top),
    keyword_count: project.keyword_count,
    location_count: project.location_count,
    avg_position: avgOf(project.avg_position),
    searc_engines: project.searc_engines.map((engine) => ({
      id: engine.id,
      title: engine.title,
      location: engine.location,
      top: topOf(engine.top),
      keyword_count: engine.keyword_count,
      avg_position: avgOf(engine.avg_position),
    })),
    last_updated: project.last_updated,
  };
}

export function siteListFromApi(body: ApiSiteList): SiteListData {
  return {
    ungrouped: body.site_groups.ungrouped.map(projectFromApi),
    grouped: body.site_groups.grouped.map((group) => ({
      id: group.id,
      name: group.name,
      sites: group.sites.map(projectFromApi),
    })),
    dates: [body.avg_position_date[0] ?? '', body.avg_position_date[1] ?? ''],
  };
}

/** GET /api/v1/keyword-ranking/site-list/ for the machine's `loadSiteList` slot. */
export const loadSiteList = fromPromise<SiteListData>(async ({ signal }) => {
  const data = siteListFromApi(await getSiteList(signal));
  markDataAvailable('site-list');
  return data;
});

/** DELETE of a project, a group or a search engine (each has its own address) for the `deleteItem` slot. */
export const deleteItem = fromPromise<{ message?: string }, DeleteTarget>(async ({ input, signal }) => {
  switch (input.kind) {
    case 'project':
      return unwrap(api.DELETE('/api/v1/project/{id}/', { params: { path: { id: input.id } }, signal }));
    case 'group':
      return unwrap(api.DELETE('/api/v1/project/group/{id}/', { params: { path: { id: input.id } }, signal }));
    case 'engine':
      return unwrap(
        api.DELETE('/api/v1/project/{id}/search-engine/{se_id}/', {
          params: { path: { id: input.projectId, se_id: input.id } },
          body: { project_id: input.projectId, se_id: input.id },
          signal,
        }),
      );
  }
});

/** The three ranking buckets, top 5, 10 and 30; the request value for 30 is "other". */
export type Bucket = 5 | 10 | 30;
export const BUCKETS: readonly Bucket[] = [5, 10, 30];
export const bucketQuery = (bucket: Bucket): '5' | '10' | 'other' =>
  bucket === 5 ? '5' : bucket === 10 ? '10' : 'other';

export interface TopKeywordItem {
  keyword: string;
  rank: number;
  url: string | null;
}

/** GET api/v1/top-project-keyword/{id}/ or api/v1/top-se-keyword/{id}/ with top=5|10|other: the tooltip rows. */
export async function fetchTopKeywords(
  scope: 'project' | 'engine',
  id: number,
  bucket: Bucket,
  signal?: AbortSignal,
): Promise<TopKeywordItem[]> {
  const params = { path: { id }, query: { top: bucketQuery(bucket) } };
  const body =
    scope === 'project'
      ? await unwrap(api.GET('/api/v1/top-project-keyword/{id}/', { params, signal }))
      : await unwrap(api.GET('/api/v1/top-se-keyword/{id}/', { params, signal }));
  return body.data.map((item) => ({ keyword: item.keyword, rank: item.rank, url: item.url ?? null }));
}

/**
 * The keyword ranking page's data for one engine: the graph, the table and the project, in parallel.
 * An empty graph (no dates or no series) is the `empty` outcome, which sends the person to the project list.
 */
export const loadRanking = fromPromise<RankingOutcome, { projectId: number; seId: number }>(
  async ({ input, signal }) => {
    const path = { id: input.projectId };
    const [graph, info, details] = await Promise.all([
      unwrap(
        api.GET('/api/v1/keyword-ranking/graph/{id}/', { params: { path, query: { se_id: input.seId } }, signal }),
      ),
      unwrap(
        api.GET('/api/v1/keyword-ranking/rank/info/{id}/', { params: { path, query: { se_id: input.seId } }, signal }),
      ),
      unwrap(api.GET('/api/v1/keyword-ranking/details_with_se/{id}/', { params: { path }, signal })),
    ]);
    if (graph.all_dates.length === 0 || graph.list.length === 0) return { kind: 'empty' };
    const active = new Set(info.competitor.active.map((competitor) => competitor.id));
    const rows: RankRow[] = info.keywords.map((keyword) => {
      const competitors: Record<number, (number | null)[]> = {};
      for (const competitor of keyword.ranks.competitor) competitors[competitor.id] = competitor.rank;
      return {
        id: keyword.key_id,
        keyword: keyword.keyword,
        groupId: keyword.group_id ?? null,
        url: keyword.ranks.self.url,
        ranks: keyword.ranks.self.rank,
        competitors,
        best: bestRank(keyword.ranks.self.rank),
      };
    });
    markDataAvailable('ranking');
    return {
      kind: 'data',
      data: {
        projectId: input.projectId,
        seId: info.se_id,
        title: details.data.title,
        url: info.url,
        lastUpdate: details.data.last_rank_update,
        engines: (info.search_engines ?? []).map((engine) => ({
          id: engine.id,
          title: engine.title,
          location: engine.location,
        })),
        dates: info.dates,
        competitors: [...info.competitor.active, ...info.competitor.inactive].map((competitor) => ({
          id: competitor.id,
          url: competitor.url,
          active: active.has(competitor.id),
        })),
        groups: info.groups.map((group) => ({ id: group.group_id, name: group.group_name })),
        rows,
        graph: graph.list.map((series) => ({ id: series.key_id, label: series.keyword, ranks: series.ranks })),
      },
    };
  },
);
