import { api, unwrap, type Schemas } from '@/api/client';
import { onTokenChange } from '@/api/session';
import { createSharedData } from '@/components/data/shared-data';

export type Overview = Schemas['DashboardSummary'];

/** GET /api/v1/dashboard/ (shape x-assumed): the key figures above the project list. */
export const overview = createSharedData<Overview>({
  fetch: async (signal) => (await unwrap(api.GET('/api/v1/dashboard/', { signal }))).data,
});

// Another person's figures must never show.
onTokenChange(() => overview.reset());
