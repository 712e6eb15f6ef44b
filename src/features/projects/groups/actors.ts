import { fromPromise } from 'xstate';
import { api, unwrap } from '@/api/client';
import type { KeywordLists } from '@machines/shared/keyword-lists';
import { fetchKeywordLists } from '@/features/projects/wizard/actors';

type Answer = { lists: KeywordLists; message?: string };

export const loadGroups = fromPromise<KeywordLists, { projectId: number }>(({ input, signal }) =>
  fetchKeywordLists(input.projectId, signal),
);

export const createGroup = fromPromise<Answer, { projectId: number; name: string }>(async ({ input, signal }) => {
  const body = await unwrap(
    api.POST('/api/v1/project/{id}/keyword/group/create/', {
      params: { path: { id: input.projectId } },
      body: { project_id: input.projectId, group_name: input.name },
      signal,
    }),
  );
  return { message: body.message, lists: await fetchKeywordLists(input.projectId, signal) };
});

export const renameGroup = fromPromise<Answer, { projectId: number; groupId: number; name: string }>(
  async ({ input, signal }) => {
    const body = await unwrap(
      api.POST('/api/v1/project/{projectId}/keyword/group/{groupId}/', {
        params: { path: { projectId: input.projectId, groupId: input.groupId } },
        body: { group_name: input.name },
        signal,
      }),
    );
    return { message: body.message, lists: await fetchKeywordLists(input.projectId, signal) };
  },
);

export const deleteGroup = fromPromise<Answer, { projectId: number; groupId: number }>(async ({ input, signal }) => {
  const body = await unwrap(
    api.DELETE('/api/v1/project/{projectId}/keyword/group/{groupId}/', {
      params: { path: { projectId: input.projectId, groupId: input.groupId } },
      signal,
    }),
  );
  return { message: body.message, lists: await fetchKeywordLists(input.projectId, signal) };
});

export const moveKeyword = fromPromise<Answer, { projectId: number; keyId: number; groupId: number | null }>(
  async ({ input, signal }) => {
    const body = await unwrap(
      api.POST('/api/v1/project/{id}/keyword/{kid}/', {
        params: { path: { id: input.projectId, kid: input.keyId } },
        body: { group_id: input.groupId },
        signal,
      }),
    );
    return { message: body.message, lists: await fetchKeywordLists(input.projectId, signal) };
  },
);
