import { fromPromise } from 'xstate';
import { api, unwrap } from '@/api/client';
import type {
  EngineRow,
  ProjectGroupItem,
  SaveEngineMode,
  WizardData,
  WizardStep,
} from '@machines/projects/wizard/project-wizard.machine';
import type { KeywordItem, KeywordLists } from '@machines/shared/keyword-lists';
import { EMPTY_KEYWORDS } from '@machines/projects/wizard/project-wizard.machine';
import { isDomainType, type DetailsForm, type EngineForm } from '@machines/projects/wizard/project-wizard.rules';

const keywordOf = (item: KeywordItem): KeywordItem => ({
  key_id: item.key_id,
  keyword: item.keyword,
  group_id: item.group_id ?? null,
  active: item.active,
});

const engineOf = (row: {
  se_id: number;
  searce_engine: number;
  se_country: number;
  se_language: number;
  se_location?: number | null;
  competetor: readonly string[];
  version: number;
}): EngineRow => ({
  se_id: row.se_id,
  searce_engine: row.searce_engine,
  se_country: row.se_country,
  se_language: row.se_language,
  se_location: row.se_location ?? null,
  competetor: [...row.competetor],
  version: row.version,
});

export async function fetchProjectGroups(signal?: AbortSignal): Promise<ProjectGroupItem[]> {
  const body = await unwrap(api.GET('/api/v1/project/group/list/', { signal }));
  return body.data.map(({ id, name }) => ({ id, name }));
}

export async function fetchEngines(projectId: number, signal?: AbortSignal): Promise<EngineRow[]> {
  const body = await unwrap(
    api.GET('/api/v1/project/{id}/search-engine/list/', { params: { path: { id: projectId } }, signal }),
  );
  return body.data.map(engineOf);
}

/** Groups, ungrouped, grouped and active keywords of a project (four calls at once). */
export async function fetchKeywordLists(projectId: number, signal?: AbortSignal): Promise<KeywordLists> {
  const params = { params: { path: { id: projectId } }, signal };
  const [groups, ungrouped, grouped, active] = await Promise.all([
    unwrap(api.GET('/api/v1/project/{id}/keyword/group/list/', params)),
    unwrap(api.GET('/api/v1/project/{id}/keyword/list/ungrouped/', params)),
    unwrap(api.GET('/api/v1/project/{id}/keyword/list/grouped/', params)),
    unwrap(api.GET('/api/v1/project/{id}/keyword/list/active/', params)),
  ]);
  return {
    groups: groups.data.map(({ group_id, group_name }) => ({ group_id, group_name })),
    ungrouped: ungrouped.data.map(keywordOf),
    grouped: grouped.data.map((group) => ({
      group_id: group.group_id,
      group_name: group.group_name,
      keywords: group.keywords.map(keywordOf),
    })),
    active: active.data.map(keywordOf),
  };
}

/** What a step shows: the details (and project groups) for step 1, plus engines and keywords for the others. */
export const load = fromPromise<WizardData, { step: WizardStep; projectId: number | null }>(
  async ({ input, signal }) => {
    const projectGroups = fetchProjectGroups(signal);
    if (input.projectId === null)
      return {
        details: null,
        version: null,
        projectGroups: await projectGroups,
        engines: [],
        keywords: EMPTY_KEYWORDS,
      };
    const id = input.projectId;
    const [project, groups, engines, keywords] = await Promise.all([
      unwrap(api.GET('/api/v1/project/{id}/', { params: { path: { id } }, signal })),
      projectGroups,
      fetchEngines(id, signal),
      input.step === 3 ? fetchKeywordLists(id, signal) : Promise.resolve(EMPTY_KEYWORDS),
    ]);
    const details = project.project_details;
    return {
      details: {
        title: details.title,
        url: details.url,
        domain_type: isDomainType(details.domain_type) ? details.domain_type : 'domain',
        group: details.group ?? null,
      },
      version: details.version,
      projectGroups: groups,
      engines,
      keywords,
    };
  },
);

export const createProjectGroup = fromPromise<
  { groupId: number; groups: ProjectGroupItem[]; message?: string },
  { name: string }
>(async ({ input, signal }) => {
  const created = await unwrap(api.POST('/api/v1/project/group/create/', { body: { group_name: input.name }, signal }));
  return { groupId: created.group_id, message: created.message, groups: await fetchProjectGroups(signal) };
});

export const saveDetails = fromPromise<
  { projectId: number; message?: string },
  { projectId: number | null; details: DetailsForm; version: number | null }
>(async ({ input, signal }) => {
  const fields = {
    title: input.details.title.trim(),
    url: input.details.url.trim(),
    domain_type: input.details.domain_type,
    group: input.details.group,
  };
  const body =
    input.projectId === null
      ? await unwrap(api.POST('/api/v1/project/create/', { body: fields, signal }))
      : await unwrap(
          api.POST('/api/v1/project/{id}/', {
            params: { path: { id: input.projectId } },
            body: { step: 1, ...fields, ...(input.version === null ? {} : { version: input.version }) },
            signal,
          }),
        );
  return { projectId: body.project_id, message: body.message };
});

const engineFields = (projectId: number, form: EngineForm) => ({
  project_id: projectId,
  searce_engine: form.searce_engine ?? 0,
  se_country: form.se_country ?? 0,
  se_language: form.se_language ?? 0,
  se_location: form.se_location,
  competetor: form.competetor,
});

/** The first engine saves step 2 (POST /project/{id}/ step 2); more engines are created; an engine with an id is updated. */
export const saveEngine = fromPromise<
  { engines: EngineRow[]; message?: string },
  { projectId: number; mode: SaveEngineMode; form: EngineForm }
>(async ({ input, signal }) => {
  const fields = engineFields(input.projectId, input.form);
  const path = { id: input.projectId };
  let message: string | undefined;
  if (input.mode === 'step') {
    message = (
      await unwrap(api.POST('/api/v1/project/{id}/', { params: { path }, body: { ...fields, step: 2 }, signal }))
    ).message;
  } else if (input.mode === 'create') {
    message = (
      await unwrap(api.POST('/api/v1/project/{id}/search-engine/create/', { params: { path }, body: fields, signal }))
    ).message;
  } else {
    const seId = input.form.se_id ?? 0;
    message = (
      await unwrap(
        api.POST('/api/v1/project/{id}/search-engine/{se_id}/', {
          params: { path: { id: input.projectId, se_id: seId } },
          body: { ...fields, se_id: seId, ...(input.form.version === null ? {} : { version: input.form.version }) },
          signal,
        }),
      )
    ).message;
  }
  return { message, engines: await fetchEngines(input.projectId, signal) };
});

export const deleteEngine = fromPromise<
  { engines: EngineRow[]; message?: string },
  { projectId: number; seId: number }
>(async ({ input, signal }) => {
  const body = await unwrap(
    api.DELETE('/api/v1/project/{id}/search-engine/{se_id}/', {
      params: { path: { id: input.projectId, se_id: input.seId } },
      body: { project_id: input.projectId, se_id: input.seId },
      signal,
    }),
  );
  return { message: body.message, engines: await fetchEngines(input.projectId, signal) };
});

export const addKeywords = fromPromise<
  { keywords: KeywordLists; message?: string; info?: string },
  { projectId: number; groupId: number | null; keywords: string[] }
>(async ({ input, signal }) => {
  const body = await unwrap(
    api.POST('/api/v1/project/{id}/keyword/create/', {
      params: { path: { id: input.projectId } },
      body: { project_id: input.projectId, group_id: input.groupId, keywords: input.keywords },
      signal,
    }),
  );
  return { message: body.message, info: body.info, keywords: await fetchKeywordLists(input.projectId, signal) };
});

export const deleteKeyword = fromPromise<
  { keywords: KeywordLists; message?: string },
  { projectId: number; keyId: number }
>(async ({ input, signal }) => {
  const body = await unwrap(
    api.DELETE('/api/v1/project/{id}/keyword/{kid}/', {
      params: { path: { id: input.projectId, kid: input.keyId } },
      signal,
    }),
  );
  return { message: body.message, keywords: await fetchKeywordLists(input.projectId, signal) };
});

export const loadKeywords = fromPromise<KeywordLists, { projectId: number }>(({ input, signal }) =>
  fetchKeywordLists(input.projectId, signal),
);

export const finish = fromPromise<{ message?: string }, { projectId: number; seKey: number }>(
  async ({ input, signal }) => {
    const body = await unwrap(
      api.POST('/api/v1/project/{id}/', {
        params: { path: { id: input.projectId } },
        body: { se_key: input.seKey, step: 3 },
        signal,
      }),
    );
    return { message: body.message };
  },
);

/* ---------- reference lists (not machine flows: plain reads for the engine form) ---------- */

export interface Option {
  id: number;
  name: string;
}

export async function fetchSearchEngines(signal?: AbortSignal): Promise<Option[]> {
  return (await unwrap(api.GET('/api/v1/search-engine/list/', { signal }))).data.map(({ id, name }) => ({ id, name }));
}
export async function fetchCountries(signal?: AbortSignal): Promise<Option[]> {
  return (await unwrap(api.GET('/api/v1/country/list/', { signal }))).data.map(({ id, name }) => ({ id, name }));
}
export async function fetchLanguages(countryId: number, signal?: AbortSignal): Promise<Option[]> {
  return (
    await unwrap(api.GET('/api/v1/language/{id}/list/', { params: { path: { id: countryId } }, signal }))
  ).data.map(({ id, name }) => ({ id, name }));
}
export async function fetchLocations(search: string, countryId: number, signal?: AbortSignal): Promise<Option[]> {
  const body = await unwrap(
    api.GET('/api/v1/location/list/', { params: { query: { search, country: countryId } }, signal }),
  );
  return body.data.map(({ id, name }) => ({ id, name }));
}
