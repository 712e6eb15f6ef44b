import { demoToday, getDb } from '@/mocks/db';
import { http } from '@/mocks/http';
import { COUNTRIES, LOCATIONS, SEARCH_ENGINES, languagesOf } from '@/mocks/reference';
import {
  authed,
  badRequest,
  conflict,
  idParam,
  isObject,
  jsonBody,
  nextId,
  notFound,
  orNotFound,
  requestLang,
  restricted,
  say,
} from './common';
import { formatsFor } from '@/i18n/format';
import { findProject, projectDetails, projectsOf, searchEngineStep, userProject } from './views';
import type { DbProject, DbSearchEngine, DbUser } from '@/mocks/model';
import { isPublicAddress } from '@machines/shared/address-rule';
import { TEXT_LIMITS, textProblem, textProblemMessage } from '@machines/shared/text-limits';

type Errors = Record<string, string[]>;
const REQUIRED = ['This field is required.'];
const DOMAIN_TYPES = ['domain', 'subdomain', 'url'];

function projectFieldErrors(user: DbUser, body: Record<string, unknown>): Errors {
  const errors: Errors = {};
  if (typeof body.title !== 'string' || !body.title.trim()) errors.title = REQUIRED;
  else {
    const problem = textProblem(body.title, TEXT_LIMITS.projectTitle);
    if (problem) errors.title = [textProblemMessage(problem, 'The project title', TEXT_LIMITS.projectTitle)];
  }
  if (typeof body.url !== 'string' || !body.url.trim()) errors.url = REQUIRED;
  else if (!isPublicAddress(body.url.trim(), { schemeOptional: true })) errors.url = ['Enter a valid URL.'];
  if (typeof body.domain_type !== 'string' || !body.domain_type) errors.domain_type = REQUIRED;
  else if (!DOMAIN_TYPES.includes(body.domain_type)) errors.domain_type = ['Choose domain, subdomain or url.'];
  if (body.group !== null && body.group !== undefined) {
    const exists = getDb().projectGroups.some((group) => group.user_id === user.id && group.id === body.group);
    if (!exists) errors.group = ['Unknown project group.'];
  }
  return errors;
}

const normaliseUrl = (url: string) => (/^https?:\/\//i.test(url) ? url : `https://${url}`).replace(/\/+$/, '');

/** Checks the search engine fields shared by step 2, create and update; returns the stored shape or errors. */
function engineFrom(body: Record<string, unknown>): { engine?: Omit<DbSearchEngine, 'se_id'>; errors: Errors } {
  const errors: Errors = {};
  const country = COUNTRIES.find((item) => item.id === body.se_country);
  if (!SEARCH_ENGINES.some((item) => item.id === body.searce_engine))
    errors.searce_engine = ['Choose a search engine.'];
  if (!country) errors.se_country = ['Choose a country.'];
  else if (!languagesOf(country.id)?.some((item) => item.id === body.se_language))
    errors.se_language = ['Choose a language of this country.'];
  if (
    body.se_location !== null &&
    body.se_location !== undefined &&
    !LOCATIONS.some((item) => item.id === body.se_location && item.country_id === country?.id)
  ) {
    errors.se_location = ['Choose a location in this country.'];
  }
  const competitors = Array.isArray(body.competetor) ? body.competetor : undefined;
  if (!competitors || !competitors.every((item) => typeof item === 'string'))
    errors.competetor = ['A list of competitor urls is expected.'];
  else if (competitors.some((item) => item.trim() && !isPublicAddress(item.trim(), { schemeOptional: true })))
    errors.competetor = ['Each competitor must be a public web address.'];
  if (Object.keys(errors).length) return { errors };
  return {
    errors,
    engine: {
      searce_engine: body.searce_engine as number,
      se_country: body.se_country as number,
      se_language: body.se_language as number,
      se_location: (body.se_location as number | null | undefined) ?? null,
      competetor: (competitors as string[]).map((item) => item.trim()).filter(Boolean),
    },
  };
}

function removeProject(project: DbProject): void {
  const db = getDb();
  db.projects = db.projects.filter((item) => item.id !== project.id);
  db.keywords = db.keywords.filter((item) => item.project_id !== project.id);
  db.keywordGroups = db.keywordGroups.filter((item) => item.project_id !== project.id);
}

function removeGroup(user: DbUser, id: number): boolean {
  const db = getDb();
  const group = db.projectGroups.find((item) => item.user_id === user.id && item.id === id);
  if (!group) return false;
  db.projectGroups = db.projectGroups.filter((item) => item !== group);
  for (const project of projectsOf(user))
    if (project.group === id) Object.assign(project, { group: null, version: (project.version ?? 1) + 1 });
  return true;
}

export const projectHandlers = [
  // Before /project/{id}/ so that "create" is not taken for an id.
  http.post(
    '/api/v1/project/create/',
    authed(async ({ user, request, response }) => {
      const body = await jsonBody<unknown>(request);
      if (!isObject(body)) return badRequest('Invalid request body.');
      const errors = projectFieldErrors(user, body);
      if (Object.keys(errors).length)
        return badRequest(errors.title?.[0] ?? 'Please correct the project details.', errors);
      if (projectsOf(user).length >= user.project_total) {
        return restricted(
          `Your plan allows ${user.project_total} project${user.project_total === 1 ? '' : 's'}. Upgrade to add more.`,
        );
      }
      const db = getDb();
      const project: DbProject = {
        id: nextId(db, 'project'),
        user_id: user.id,
        title: String(body.title).trim(),
        url: normaliseUrl(String(body.url).trim()),
        domain_type: body.domain_type as DbProject['domain_type'],
        group: (body.group as number | null) ?? null,
        created_at: new Date(demoToday()).toISOString(),
        search_engines: [],
        last_rank_update: null,
      };
      db.projects.push(project);
      return response(200).json({ message: say(request, 'project_created'), project_id: project.id });
    }),
  ),

  http.get(
    '/api/v1/project/group/list/',
    authed(({ user, response }) => {
      const data = getDb()
        .projectGroups.filter((group) => group.user_id === user.id)
        .map(({ id, name }) => ({ id, name }));
      return response(200).json({ data });
    }),
  ),

  http.post(
    '/api/v1/project/group/create/',
    authed(async ({ user, request, response }) => {
      const body = await jsonBody<unknown>(request);
      const name = isObject(body) && typeof body.group_name === 'string' ? body.group_name.trim() : '';
      if (!name) return badRequest('Group creating failed', { group_name: REQUIRED });
      const problem = textProblem(name, TEXT_LIMITS.listName);
      if (problem) {
        const message = textProblemMessage(problem, 'A group name', TEXT_LIMITS.listName);
        return badRequest(message, { group_name: [message] });
      }
      const db = getDb();
      if (
        db.projectGroups.some((group) => group.user_id === user.id && group.name.toLowerCase() === name.toLowerCase())
      ) {
        return badRequest('Group creating failed', { group_name: ['A group with this name already exists.'] });
      }
      const id = nextId(db, 'projectGroup');
      db.projectGroups.push({ id, name, user_id: user.id });
      return response(200).json({ message: say(request, 'group_created'), group_id: id });
    }),
  ),

  http.delete(
    '/api/v1/project/group/{id}/',
    authed(({ user, params, response, request }) => {
      const id = idParam(params.id);
      if (id === undefined || !removeGroup(user, id)) return notFound('Group not found.');
      return response(200).json({ message: say(request, 'group_deleted') });
    }),
  ),

  http.get(
    '/api/v1/project/{id}/',
    authed(({ user, params, response }) => {
      const project = userProject(user, params.id);
      return response(200).json({ project_details: projectDetails(user, project) });
    }),
  ),

  http.post(
    '/api/v1/project/{id}/',
    authed(async ({ user, request, params, response }) => {
      const project = userProject(user, params.id);
      const body = await jsonBody<unknown>(request);
      if (!isObject(body)) return badRequest('Invalid request body.');
      if (body.step === 1) {
        const errors = projectFieldErrors(user, body);
        if (Object.keys(errors).length)
          return badRequest(errors.title?.[0] ?? 'Please correct the project details.', errors);
        if (body.version !== undefined && body.version !== (project.version ?? 1))
          return conflict('Someone else changed this project since you opened it.');
        Object.assign(project, {
          title: String(body.title).trim(),
          url: normaliseUrl(String(body.url).trim()),
          domain_type: body.domain_type as DbProject['domain_type'],
          group: body.group ?? null,
          version: (project.version ?? 1) + 1,
        });
        return response(200).json({ message: say(request, 'project_updated'), project_id: project.id });
      }
      if (body.step === 2) {
        if (body.project_id !== project.id)
          return badRequest('project_id does not match the project.', { project_id: ['Does not match the project.'] });
        const { engine, errors } = engineFrom(body);
        if (!engine) return badRequest('Please correct the search engine.', errors);
        project.search_engines.push({ se_id: nextId(getDb(), 'searchEngine'), ...engine });
        return response(200).json({ message: say(request, 'engine_saved'), project_id: project.id });
      }
      if (body.step === 3) {
        if (!project.search_engines.some((engine) => engine.se_id === body.se_key))
          return badRequest('Unknown search engine.', { se_key: ['Unknown search engine.'] });
        // The first rankings check runs as soon as the keywords are saved (ranking.ts projectDates: today's date).
        project.last_rank_update = new Date(demoToday()).toISOString();
        return response(200).json({ message: say(request, 'keyword_added'), project_id: project.id });
      }
      return badRequest('Unknown step.', { step: ['Must be 1, 2 or 3.'] });
    }),
  ),

  http.delete(
    '/api/v1/project/{id}/',
    authed(({ user, params, response, request }) => {
      const id = idParam(params.id);
      const project = findProject(user, id);
      if (project) removeProject(project);
      else if (id === undefined || !removeGroup(user, id)) return notFound('Project not found.');
      return response(200).json({ message: say(request, 'deleted') });
    }),
  ),

  http.post(
    '/api/v1/project/{id}/search-engine/create/',
    authed(async ({ user, request, params, response }) => {
      const project = userProject(user, params.id);
      const body = await jsonBody<unknown>(request);
      if (!isObject(body)) return badRequest('Invalid request body.');
      const { engine, errors } = engineFrom(body);
      if (!engine) return badRequest('Please correct the search engine.', errors);
      const seId = nextId(getDb(), 'searchEngine');
      project.search_engines.push({ se_id: seId, ...engine });
      return response(200).json({ message: say(request, 'engine_added'), se_id: seId });
    }),
  ),

  http.get(
    '/api/v1/project/{id}/search-engine/list/',
    authed(({ user, params, response }) => {
      const project = userProject(user, params.id);
      return response(200).json({ data: project.search_engines.map(searchEngineStep) });
    }),
  ),

  http.post(
    '/api/v1/project/{id}/search-engine/{se_id}/',
    authed(async ({ user, request, params, response }) => {
      const project = orNotFound(findProject(user, idParam(params.id)), 'Search engine not found.');
      const index = project.search_engines.findIndex((engine) => engine.se_id === idParam(params.se_id));
      if (index < 0) return notFound('Search engine not found.');
      const body = await jsonBody<unknown>(request);
      if (!isObject(body)) return badRequest('Invalid request body.');
      const { engine, errors } = engineFrom(body);
      if (!engine) return badRequest('Please correct the search engine.', errors);
      const current = project.search_engines[index] as DbSearchEngine;
      if (body.version !== undefined && body.version !== (current.version ?? 1))
        return conflict('Someone else changed this search engine since you opened it.');
      project.search_engines[index] = { ...current, ...engine, version: (current.version ?? 1) + 1 };
      return response(200).json({ message: say(request, 'engine_updated') });
    }),
  ),

  http.delete(
    '/api/v1/project/{id}/search-engine/{se_id}/',
    authed(({ user, params, response, request }) => {
      const project = findProject(user, idParam(params.id));
      const seId = idParam(params.se_id);
      if (!project || !project.search_engines.some((engine) => engine.se_id === seId))
        return notFound('Search engine not found.');
      project.search_engines = project.search_engines.filter((engine) => engine.se_id !== seId);
      return response(200).json({ message: say(request, 'deleted') });
    }),
  ),

  http.get(
    '/api/v1/keyword-ranking/details_with_se/{id}/',
    authed(({ user, params, response }) => {
      const project = userProject(user, params.id);
      return response(200).json({ data: projectDetails(user, project) });
    }),
  ),
];

export const referenceHandlers = [
  http.get(
    '/api/v1/location/list/',
    authed(({ query, response }) => {
      const search = (query.get('search') ?? '').trim().toLowerCase();
      const country = Number(query.get('country'));
      const data = LOCATIONS.filter(
        (item) => (!country || item.country_id === country) && item.name.toLowerCase().includes(search),
      );
      return response(200).json({ data });
    }),
  ),
  http.get(
    '/api/v1/country/list/',
    authed(({ request, response }) => {
      const formats = formatsFor(requestLang(request));
      return response(200).json({
        data: COUNTRIES.map((country) => ({ ...country, name: formats.region(country.code.toUpperCase()) })),
      });
    }),
  ),
  http.get(
    '/api/v1/language/{id}/list/',
    authed(({ params, request, response }) => {
      const id = idParam(params.id);
      const languages = id === undefined ? undefined : languagesOf(id);
      if (!languages) return notFound('Country not found.');
      const formats = formatsFor(requestLang(request));
      return response(200).json({
        data: languages.map((language) => ({ ...language, name: formats.languageName(language.code) })),
      });
    }),
  ),
  http.get(
    '/api/v1/search-engine/list/',
    authed(({ response }) => {
      return response(200).json({ data: SEARCH_ENGINES });
    }),
  ),
];
