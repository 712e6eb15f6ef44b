import { getDb } from '@/mocks/db';
import { http } from '@/mocks/http';
import { LAST_DATE, projectDates } from '@/mocks/ranking';
import { demoToday } from '@/mocks/seed';
import { authed, idParam, orNotFound, requestLang } from './common';
import { notificationView } from './notifications.handlers';
import { activeWidgetsOf, projectsOf, siteEntry, topKeywords, userProject } from './views';

/** The demo's week ends on the later of today and the seed's reference date, so the seeded leads count. */
const weekStart = () => new Date(demoToday() - 7 * 86_400_000).toISOString();

/** The two dates of the average positions: the newest rank update of the person's projects and a week before. */
function avgPositionDates(projects: Parameters<typeof projectDates>[0][]): [string, string] {
  const last = projects
    .map((project) => projectDates(project).at(-1) ?? '')
    .reduce((newest, date) => (date > newest ? date : newest), '');
  const end = last || LAST_DATE;
  return [end, new Date(Date.parse(end) - 7 * 86_400_000).toISOString().slice(0, 10)];
}

export const dashboardHandlers = [
  http.get(
    '/api/v1/keyword-ranking/site-list/',
    authed(({ user, request, response }) => {
      const db = getDb();
      const entry = (project: (typeof projects)[number]) => siteEntry(project, requestLang(request));
      const projects = projectsOf(user);
      const groups = db.projectGroups.filter((group) => group.user_id === user.id);
      return response(200).json({
        site_groups: {
          ungrouped: projects.filter((project) => !groups.some((group) => group.id === project.group)).map(entry),
          grouped: groups.map((group) => ({
            id: group.id,
            name: group.name,
            sites: projects.filter((project) => project.group === group.id).map(entry),
          })),
        },
        avg_position_date: avgPositionDates(projects),
      });
    }),
  ),

  http.get(
    '/api/v1/top-project-keyword/{id}/',
    authed(({ user, params, query, response }) => {
      const project = userProject(user, params.id);
      return response(200).json({ data: topKeywords(project, project.search_engines, query.get('top')) });
    }),
  ),

  http.get(
    '/api/v1/top-se-keyword/{id}/',
    authed(({ user, params, query, response }) => {
      const seId = idParam(params.id);
      const project = orNotFound(
        projectsOf(user).find((candidate) => candidate.search_engines.some((engine) => engine.se_id === seId)),
        'Search engine not found.',
      );
      const engine = orNotFound(
        project.search_engines.find((candidate) => candidate.se_id === seId),
        'Search engine not found.',
      );
      return response(200).json({ data: topKeywords(project, [engine], query.get('top')) });
    }),
  ),

  http.get(
    '/api/v1/dashboard/',
    authed(({ user, response }) => {
      const db = getDb();
      return response(200).json({
        data: {
          project_count: projectsOf(user).length,
          widget_count: activeWidgetsOf(user).length,
          lead_count: db.leads.filter((lead) => lead.user_id === user.id && lead.status === 'active').length,
          audit_count: db.audits.filter((audit) => audit.user_id === user.id && audit.status === 'active').length,
          keyword_count: db.keywords.filter((keyword) =>
            projectsOf(user).some((project) => project.id === keyword.project_id),
          ).length,
          leads_this_week: db.leads.filter(
            (lead) => lead.user_id === user.id && lead.status === 'active' && lead.created_at >= weekStart(),
          ).length,
        },
      });
    }),
  ),

  http.get(
    '/api/v1/notifications/',
    authed(({ user, request, response }) => {
      const data = getDb()
        .notifications.filter((item) => item.user_id === user.id)
        .sort((a, b) => String(b.date).localeCompare(String(a.date)) || b.id - a.id)
        .map((item) => notificationView(item, requestLang(request)));
      return response(200).json({ data });
    }),
  ),
];
