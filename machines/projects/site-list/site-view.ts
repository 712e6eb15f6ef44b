import type { ProjectGroupRow, ProjectRow, SiteListData } from './site-list.machine';
import { csvText } from '@machines/shared/csv';

/** Pure rules of the dashboard's view: sort, text and group filter (kept in the address), CSV. */

export type SiteSort = 'title' | 'top5' | 'top10' | 'top30' | 'keywords' | 'avg' | 'avgPrevious';
export const SITE_SORTS: readonly SiteSort[] = ['title', 'top5', 'top10', 'top30', 'keywords', 'avg', 'avgPrevious'];

export interface SiteView {
  /** null: the server's order. */
  sort: SiteSort | null;
  dir: 'asc' | 'desc';
  text: string;
  /** 'all', 'ungrouped' or a group id. */
  show: string;
}

export const DEFAULT_SITE_VIEW: SiteView = { sort: null, dir: 'asc', text: '', show: 'all' };

export function parseSiteView(search: string): SiteView {
  const params = new URLSearchParams(search);
  const sort = params.get('sort') as SiteSort | null;
  const show = params.get('show') ?? 'all';
  return {
    sort: sort && SITE_SORTS.includes(sort) ? sort : null,
    dir: params.get('dir') === 'desc' ? 'desc' : 'asc',
    text: params.get('q') ?? '',
    show: show === 'ungrouped' || /^\d+$/.test(show) ? show : 'all',
  };
}

export function siteViewToSearch(view: SiteView): string {
  const params = new URLSearchParams();
  if (view.sort) params.set('sort', view.sort);
  if (view.dir !== 'asc') params.set('dir', view.dir);
  if (view.text) params.set('q', view.text);
  if (view.show !== 'all') params.set('show', view.show);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Is the view the list as it comes (no filter, the server's order)? */
export const isDefaultSiteView = (view: SiteView) => view.sort === null && !view.text && view.show === 'all';

const value = (project: ProjectRow, sort: SiteSort): number | string | null => {
  switch (sort) {
    case 'title':
      return project.title.toLowerCase();
    case 'top5':
      return project.top[0];
    case 'top10':
      return project.top[1];
    case 'top30':
      return project.top[2];
    case 'keywords':
      return project.keyword_count;
    case 'avg':
      return project.avg_position[0];
    case 'avgPrevious':
      return project.avg_position[1];
  }
};

/** Sorted copy; projects without a value (no average) go last in both directions. */
export function sortProjects(projects: readonly ProjectRow[], view: Pick<SiteView, 'sort' | 'dir'>): ProjectRow[] {
  const { sort } = view;
  if (!sort) return [...projects];
  const sign = view.dir === 'asc' ? 1 : -1;
  return [...projects].sort((a, b) => {
    const x = value(a, sort);
    const y = value(b, sort);
    if (x === null || y === null) return x === y ? a.title.localeCompare(b.title) : x === null ? 1 : -1;
    const order = typeof x === 'string' ? x.localeCompare(y as string) : x - (y as number);
    return order * sign || a.title.localeCompare(b.title);
  });
}

const matches = (project: ProjectRow, text: string) =>
  !text ||
  project.title.toLowerCase().includes(text) ||
  project.url.toLowerCase().includes(text) ||
  project.searc_engines.some((engine) => `${engine.title} ${engine.location}`.toLowerCase().includes(text));

/** The list the dashboard shows for a view: filtered by text and group, each section sorted. */
export function applySiteView(data: SiteListData, view: SiteView): SiteListData {
  const text = view.text.trim().toLowerCase();
  const keep = (projects: ProjectRow[]) =>
    sortProjects(
      projects.filter((project) => matches(project, text)),
      view,
    );
  const ungrouped = view.show === 'all' || view.show === 'ungrouped' ? keep(data.ungrouped) : [];
  const grouped: ProjectGroupRow[] =
    view.show === 'ungrouped'
      ? []
      : data.grouped
          .filter((group) => view.show === 'all' || String(group.id) === view.show)
          .map((group) => ({ ...group, sites: keep(group.sites) }))
          // A filter hides groups without a match; without one, empty groups stay (they can be managed).
          .filter((group) => !text || group.sites.length > 0);
  return { ungrouped, grouped, dates: data.dates };
}

export const countProjects = (data: SiteListData) =>
  data.ungrouped.length + data.grouped.reduce((sum, group) => sum + group.sites.length, 0);

export interface SiteCsvHeadings {
  group: string;
  project: string;
  url: string;
  engine: string;
  location: string;
  top: [string, string, string];
  keywords: string;
  avg: [string, string];
}

/** One line per project and one per engine of it (engine columns empty on the project's line). */
export function siteListCsv(data: SiteListData, headings: SiteCsvHeadings): string {
  const lines: (string | number | null)[][] = [
    [
      headings.group,
      headings.project,
      headings.url,
      headings.engine,
      headings.location,
      ...headings.top,
      headings.keywords,
      ...headings.avg,
    ],
  ];
  const add = (group: string, project: ProjectRow) => {
    lines.push([
      group,
      project.title,
      project.url,
      '',
      '',
      ...project.top,
      project.keyword_count,
      ...project.avg_position,
    ]);
    for (const engine of project.searc_engines) {
      lines.push([
        group,
        project.title,
        project.url,
        engine.title,
        engine.location,
        ...engine.top,
        engine.keyword_count,
        ...engine.avg_position,
      ]);
    }
  };
  data.ungrouped.forEach((project) => add('', project));
  data.grouped.forEach((group) => group.sites.forEach((project) => add(group.name, project)));
  return csvText(lines);
}
