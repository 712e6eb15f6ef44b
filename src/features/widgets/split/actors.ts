import { fromPromise } from 'xstate';
import { api, unwrap } from '@/api/client';
import type { SplitChange } from '@machines/widgets/split/split-test.machine';
import type { SplitTest } from '@machines/widgets/split/split.rules';

/** GET /api/v1/widget/{id}/split/ (assumed): the widget's versions side by side. */
export const loadSplit = fromPromise<SplitTest, { id: number }>(async ({ input, signal }) => {
  const answer = await unwrap(api.GET('/api/v1/widget/{id}/split/', { params: { path: { id: input.id } }, signal }));
  return answer.data;
});

/** POST /api/v1/widget/{id}/split/variants/ (assumed): a copy of the widget as its next variant. */
export const createVariant = fromPromise<{ message?: string; variant_id: number }, { id: number }>(
  async ({ input, signal }) =>
    unwrap(api.POST('/api/v1/widget/{id}/split/variants/', { params: { path: { id: input.id } }, signal })),
);

/** POST /api/v1/widget/{id}/split/ (assumed): pause, resume or weigh one version. */
export const changeVariant = fromPromise<{ message?: string; data: SplitTest }, { id: number; change: SplitChange }>(
  async ({ input, signal }) =>
    unwrap(api.POST('/api/v1/widget/{id}/split/', { params: { path: { id: input.id } }, body: input.change, signal })),
);

/** POST /api/v1/widget/{id}/split/winner/ (assumed): one version becomes the widget, the test ends. */
export const endTest = fromPromise<{ message?: string }, { id: number; variantId: number }>(async ({ input, signal }) =>
  unwrap(
    api.POST('/api/v1/widget/{id}/split/winner/', {
      params: { path: { id: input.id } },
      body: { variant_id: input.variantId },
      signal,
    }),
  ),
);
