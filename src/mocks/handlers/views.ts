import { getDb } from '@/mocks/db';
import { idParam, orNotFound } from './common';
import { locationLabel, searchEngineName } from '@/mocks/reference';
import { latestRank, projectDates, rankingUrl, summary } from '@/mocks/ranking';
import type { DbProject, DbUser, DbWidget } from '@/mocks/model';
import type { S } from '@/mocks/types';

/** API shapes built from the store, shared by several areas. */

export const projectsOf = (user: DbUser): DbProject[] =>
  getDb().projects.filter((project) => project.user_id === user.id);
export const keywordsOf = (project: DbProject) =>
  getDb().keywords.filter((keyword) => keyword.project_id === project.id);
/** The user's active widgets (a split test's variants are part of their widget, not widgets of the plan). */
export const activeWidgetsOf = (user: DbUser) =>
  getDb().widgets.filter((widget) => widget.user_id === user.id && widget.status === 'active' && !widget.variant);

export function findProject(user: DbUser, id: number | undefined): DbProject | undefined {
  return id === undefined ? undefined : projectsOf(user).find((project) => project.id === id);
}

/** The user's project named by a path id, or a thrown 404 answer (see common.ts). */
export const userProject = (user: DbUser, id: string | readonly string[] | undefined): DbProject =>
  orNotFound(findProject(user, idParam(id)), 'Project not found.');

/** The user's widget (any status) named by a path id, or a thrown 404 answer (see common.ts). */
export function userWidget(user: DbUser, id: string | readonly string[] | undefined): DbWidget {
  const widgetId = idParam(id);
  return orNotFound(
    getDb().widgets.find((widget) => widget.user_id === user.id && widget.id === widgetId),
    'Widget not found.',
  );
}

export function accountDetails(user: DbUser): S['AccountDetails'] {
  return {
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    subscription_name: user.plan,
    expired_at: user.expired_at,
    subscription_details: {
      number_of_project: { total: user.project_total, used: projectsOf(user).length },
      widget_setting: { total: user.widget_total, used: activeWidgetsOf(user).length },
    },
    can_advance_audit: user.can_advance_audit,
    plan_ends: getDb().subscriptions.some(
      (item) => item.user_id === user.id && item.status === 'active' && item.cancel_at_period_end === true,
    ),
  };
}

export function searchEngineEntry(
  project: DbProject,
  engine: DbProject['search_engines'][number],
  lang = 'en',
): S['SearchEngineEntry'] {
  const keywords = keywordsOf(project).filter((keyword) => keyword.active);
  const { top, avg_position } = summary(keywords, [engine], projectDates(project).length);
  return {
    id: engine.se_id,
    title: searchEngineName(engine.searce_engine),
    location: locationLabel(engine.se_country, engine.se_location, lang),
    top,
    keyword_count: keywords.length,
    avg_position,
  };
}

export function siteEntry(project: DbProject, lang = 'en'): S['Project'] {
  const keywords = keywordsOf(project).filter((keyword) => keyword.active);
  const dates = projectDates(project);
  const { top, avg_position } = summary(keywords, project.search_engines, dates.length);
  const audit = getDb().audits.find((item) => item.url.startsWith(project.url) && item.status === 'active');
  return {
    id: project.id,
    title: project.title,
    url: project.url,
    top,
    keyword_count: keywords.length,
    location_count: new Set(project.search_engines.map((engine) => `${engine.se_country}:${engine.se_location}`)).size,
    avg_position,
    searc_engines: project.search_engines.map((engine) => searchEngineEntry(project, engine, lang)),
    last_updated: dates.at(-1) ?? null,
    web_audit: audit ? { id: audit.id, score: audit.score, created_at: audit.created_at } : null,
  };
}

export const searchEngineStep = (engine: DbProject['search_engines'][number]): S['SearchEngineStep'] => ({
  se_id: engine.se_id,
  searce_engine: engine.searce_engine,
  se_country: engine.se_country,
  se_language: engine.se_language,
  se_location: engine.se_location,
  competetor: [...engine.competetor],
  version: engine.version ?? 1,
});

export function projectDetails(user: DbUser, project: DbProject): S['ProjectDetails'] {
  return {
    project_id: project.id,
    project_name: project.title,
    title: project.title,
    url: project.url,
    domain_type: project.domain_type,
    group: project.group,
    search_engines: project.search_engines.map(searchEngineStep),
    usage: { total: user.project_total, used: projectsOf(user).length },
    last_rank_update: project.last_rank_update,
    version: project.version ?? 1,
  };
}

/** Tooltip rows: keywords ranking within the bucket on the last date, best first. */
export function topKeywords(
  project: DbProject,
  engines: DbProject['search_engines'],
  top: string | null,
): S['TopKeyword'][] {
  const limit = top === '5' ? 5 : top === '10' ? 10 : 30;
  const rows: S['TopKeyword'][] = [];
  for (const keyword of keywordsOf(project)) {
    if (!keyword.active) continue;
    // Like the counts: a keyword once, at its best position across the engines.
    const ranks = engines
      .map((engine) => latestRank(keyword, engine.se_id))
      .filter((rank): rank is number => rank !== null);
    const rank = ranks.length ? Math.min(...ranks) : null;
    if (rank !== null && rank <= limit)
      rows.push({ keyword: keyword.keyword, rank, url: rankingUrl(project, keyword) });
  }
  return rows.sort((a, b) => a.rank - b.rank || a.keyword.localeCompare(b.keyword));
}
