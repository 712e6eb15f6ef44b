import { getDb } from '@/mocks/db';
import { http } from '@/mocks/http';
import { projectDates, rankHistory, rankingUrl } from '@/mocks/ranking';
import { TEXT_LIMITS, textProblem, textProblemMessage } from '@machines/shared/text-limits';
import {
  authed,
  badRequest,
  idParam,
  isObject,
  say,
  jsonBody,
  nextId,
  notFound,
  orNotFound,
  requestLang,
} from './common';
import { findProject, keywordsOf, userProject } from './views';
import { locationLabel, searchEngineName } from '@/mocks/reference';
import type { DbKeyword, DbProject } from '@/mocks/model';
import type { S } from '@/mocks/types';

const keywordView = ({ key_id, keyword, group_id, active }: DbKeyword): S['Keyword'] => ({
  key_id,
  keyword,
  group_id,
  active,
});
const groupsOf = (project: DbProject) => getDb().keywordGroups.filter((group) => group.project_id === project.id);
const competitorId = (seId: number, index: number) => seId * 100 + index + 1;

/** The project's search engine that ?se_id names, or its first; null when ?se_id names none of them. */
function engineOf(project: DbProject, seParam: string | null) {
  if (!seParam) return project.search_engines[0];
  return project.search_engines.find((item) => item.se_id === Number(seParam)) ?? null;
}

export const keywordHandlers = [
  http.get(
    '/api/v1/keyword-ranking/graph/{id}/',
    authed(({ user, params, query, response }) => {
      const project = userProject(user, params.id);
      const engine = engineOf(project, query.get('se_id'));
      if (engine === null) return notFound('Search engine not found.');
      const keywords = keywordsOf(project).filter((keyword) => keyword.active);
      if (!engine || !keywords.length || !project.last_rank_update)
        return response(200).json({ all_dates: [], list: [], max_num: 0 });
      const dates = projectDates(project);
      const list = keywords.map((keyword) => ({
        key_id: keyword.key_id,
        keyword: keyword.keyword,
        ranks: rankHistory(keyword, engine.se_id, -1, dates.length),
      }));
      let max = 0;
      for (const series of list) for (const rank of series.ranks) if (rank !== null && rank > max) max = rank;
      return response(200).json({ all_dates: dates, list, max_num: max });
    }),
  ),

  http.get(
    '/api/v1/keyword-ranking/rank/info/{id}/',
    authed(({ user, params, query, request, response }) => {
      const project = userProject(user, params.id);
      const engine = engineOf(project, query.get('se_id'));
      if (!engine) return notFound('Search engine not found.');
      const competitors = engine.competetor.map((url, index) => ({ id: competitorId(engine.se_id, index), url }));
      const dates = projectDates(project);
      const keywords: S['RankedKeyword'][] = keywordsOf(project)
        .filter((keyword) => keyword.active)
        .map((keyword) => ({
          key_id: keyword.key_id,
          keyword: keyword.keyword,
          group_id: keyword.group_id,
          ranks: {
            self: { url: rankingUrl(project, keyword), rank: rankHistory(keyword, engine.se_id, -1, dates.length) },
            competitor: competitors.map((competitor, index) => ({
              id: competitor.id,
              rank: rankHistory(keyword, engine.se_id, index, dates.length),
            })),
          },
        }));
      return response(200).json({
        project_id: project.id,
        se_id: engine.se_id,
        url: project.url,
        dates,
        competitor: { active: competitors, inactive: [] },
        keywords,
        groups: groupsOf(project).map(({ group_id, group_name }) => ({ group_id, group_name })),
        search_engines: project.search_engines.map((item) => ({
          id: item.se_id,
          title: searchEngineName(item.searce_engine),
          location: locationLabel(item.se_country, item.se_location, requestLang(request)),
        })),
      });
    }),
  ),

  http.get(
    '/api/v1/project/{id}/keyword/group/list/',
    authed(({ user, params, response }) => {
      const project = userProject(user, params.id);
      return response(200).json({ data: groupsOf(project) });
    }),
  ),

  http.post(
    '/api/v1/project/{id}/keyword/group/create/',
    authed(async ({ user, request, params, response }) => {
      const project = userProject(user, params.id);
      const body = await jsonBody<unknown>(request);
      const name = isObject(body) && typeof body.group_name === 'string' ? body.group_name.trim() : '';
      if (!name) return badRequest('Group creating failed', { group_name: ['This field is required.'] });
      const problem = textProblem(name, TEXT_LIMITS.listName);
      if (problem) {
        const message = textProblemMessage(problem, 'A group name', TEXT_LIMITS.listName);
        return badRequest(message, { group_name: [message] });
      }
      if (groupsOf(project).some((group) => group.group_name.toLowerCase() === name.toLowerCase())) {
        return badRequest('Group creating failed', { group_name: ['A group with this name already exists.'] });
      }
      const db = getDb();
      const id = nextId(db, 'keywordGroup');
      db.keywordGroups.push({ group_id: id, group_name: name, project_id: project.id });
      return response(200).json({ message: say(request, 'group_created'), group_id: id });
    }),
  ),

  http.post(
    '/api/v1/project/{projectId}/keyword/group/{groupId}/',
    authed(async ({ user, request, params, response }) => {
      const project = findProject(user, idParam(params.projectId));
      const group = orNotFound(
        project && groupsOf(project).find((item) => item.group_id === idParam(params.groupId)),
        'Group not found.',
      );
      const body = await jsonBody<unknown>(request);
      const name = isObject(body) && typeof body.group_name === 'string' ? body.group_name.trim() : '';
      if (!name) return badRequest('Group name is required.', { group_name: ['This field is required.'] });
      const problem = textProblem(name, TEXT_LIMITS.listName);
      if (problem) {
        const message = textProblemMessage(problem, 'A group name', TEXT_LIMITS.listName);
        return badRequest(message, { group_name: [message] });
      }
      group.group_name = name;
      return response(200).json({ message: say(request, 'group_updated') });
    }),
  ),

  http.delete(
    '/api/v1/project/{projectId}/keyword/group/{groupId}/',
    authed(({ user, params, response, request }) => {
      const project = orNotFound(findProject(user, idParam(params.projectId)), 'Group not found.');
      const group = orNotFound(
        groupsOf(project).find((item) => item.group_id === idParam(params.groupId)),
        'Group not found.',
      );
      const db = getDb();
      db.keywordGroups = db.keywordGroups.filter((item) => item !== group);
      for (const keyword of keywordsOf(project)) if (keyword.group_id === group.group_id) keyword.group_id = null;
      return response(200).json({ message: say(request, 'deleted') });
    }),
  ),

  http.get(
    '/api/v1/project/{id}/keyword/list/ungrouped/',
    authed(({ user, params, response }) => {
      const project = userProject(user, params.id);
      return response(200).json({
        data: keywordsOf(project)
          .filter((keyword) => keyword.group_id === null)
          .map(keywordView),
      });
    }),
  ),

  http.get(
    '/api/v1/project/{id}/keyword/list/grouped/',
    authed(({ user, params, response }) => {
      const project = userProject(user, params.id);
      const keywords = keywordsOf(project);
      const data = groupsOf(project).map((group) => ({
        group_id: group.group_id,
        group_name: group.group_name,
        keywords: keywords.filter((keyword) => keyword.group_id === group.group_id).map(keywordView),
      }));
      return response(200).json({ data });
    }),
  ),

  http.get(
    '/api/v1/project/{id}/keyword/list/active/',
    authed(({ user, params, response }) => {
      const project = userProject(user, params.id);
      return response(200).json({
        data: keywordsOf(project)
          .filter((keyword) => keyword.active)
          .map(keywordView),
      });
    }),
  ),

  http.post(
    '/api/v1/project/{id}/keyword/create/',
    authed(async ({ user, request, params, response }) => {
      const project = userProject(user, params.id);
      const body = await jsonBody<unknown>(request);
      if (!isObject(body)) return badRequest('Invalid request body.');
      const words = Array.isArray(body.keywords)
        ? body.keywords
            .filter((word): word is string => typeof word === 'string')
            .map((word) => word.trim().toLowerCase())
            .filter(Boolean)
        : [];
      if (!words.length)
        return badRequest('Enter at least one keyword.', { keywords: ['Enter at least one keyword.'] });
      for (const word of words) {
        const problem = textProblem(word, TEXT_LIMITS.keyword);
        if (!problem) continue;
        const message = textProblemMessage(problem, 'A keyword', TEXT_LIMITS.keyword);
        return badRequest(message, { keywords: [message] });
      }
      const groupId = (body.group_id as number | null | undefined) ?? null;
      if (groupId !== null && !groupsOf(project).some((group) => group.group_id === groupId))
        return badRequest('Unknown keyword group.', { group_id: ['Unknown keyword group.'] });
      const db = getDb();
      const existing = new Set(keywordsOf(project).map((keyword) => keyword.keyword));
      let skipped = 0;
      for (const word of words) {
        if (existing.has(word)) {
          skipped++;
          continue;
        }
        existing.add(word);
        const key_id = nextId(db, 'keyword');
        db.keywords.push({
          key_id,
          project_id: project.id,
          keyword: word,
          group_id: groupId,
          active: true,
          base: 20 + (key_id % 60),
        });
      }
      const added = words.length - skipped;
      return response(200).json({
        message: say(request, 'keyword_added'),
        info: skipped
          ? `${skipped} keyword${skipped === 1 ? ' was' : 's were'} already tracked and skipped; ${added} added.`
          : '',
      });
    }),
  ),

  // After keyword/create/, so that "create" is not taken for a keyword id.
  http.post(
    '/api/v1/project/{id}/keyword/{kid}/',
    authed(async ({ user, request, params, response }) => {
      const project = userProject(user, params.id);
      const keyword = orNotFound(
        keywordsOf(project).find((item) => item.key_id === idParam(params.kid)),
        'Keyword not found.',
      );
      const body = await jsonBody<unknown>(request);
      const groupId =
        isObject(body) && (body.group_id === null || typeof body.group_id === 'number') ? body.group_id : undefined;
      if (groupId === undefined)
        return badRequest('Invalid request body.', { group_id: ['A group id or null is expected.'] });
      if (groupId !== null && !groupsOf(project).some((group) => group.group_id === groupId))
        return badRequest('Unknown keyword group.', { group_id: ['Unknown keyword group.'] });
      keyword.group_id = groupId;
      return response(200).json({ message: say(request, 'keyword_moved') });
    }),
  ),

  http.delete(
    '/api/v1/project/{id}/keyword/{kid}/',
    authed(({ user, params, response, request }) => {
      const project = findProject(user, idParam(params.id));
      const kid = idParam(params.kid);
      if (!project || !keywordsOf(project).some((keyword) => keyword.key_id === kid))
        return notFound('Keyword not found.');
      const db = getDb();
      db.keywords = db.keywords.filter((keyword) => keyword.key_id !== kid);
      return response(200).json({ message: say(request, 'deleted') });
    }),
  ),
];
