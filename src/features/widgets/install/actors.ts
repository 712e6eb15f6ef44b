import { fromPromise } from 'xstate';
import { api, unwrap } from '@/api/client';
import type { InstallationCheck, WidgetEmbed } from '@machines/widgets/install/widget-install.machine';
import type { SiteDecision, WidgetSites } from '@machines/widgets/install/widget-sites.machine';

/** GET /api/v1/widget/{id}/embed/ (assumed): the snippet to paste and the script's address. */
export const loadEmbed = fromPromise<WidgetEmbed, { id: number }>(async ({ input, signal }) => {
  const answer = await unwrap(api.GET('/api/v1/widget/{id}/embed/', { params: { path: { id: input.id } }, signal }));
  return answer.data;
});

/** POST /api/v1/widget/{id}/installation-check/ (assumed): does the page carry the widget? */
export const checkInstallation = fromPromise<InstallationCheck, { id: number; url: string }>(
  async ({ input, signal }) => {
    const answer = await unwrap(
      api.POST('/api/v1/widget/{id}/installation-check/', {
        params: { path: { id: input.id } },
        body: { url: input.url },
        signal,
      }),
    );
    return answer.data;
  },
);

/** GET /api/v1/widget/{id}/sites/ (assumed): the confirmed sites, and the leads held from others. */
export const loadSites = fromPromise<WidgetSites, { id: number }>(async ({ input, signal }) => {
  const answer = await unwrap(api.GET('/api/v1/widget/{id}/sites/', { params: { path: { id: input.id } }, signal }));
  return answer.data;
});

/** POST /api/v1/widget/{id}/sites/ (assumed): confirm a site, discard its held leads, or remove it. */
export const decideSite = fromPromise<
  { data: WidgetSites; message?: string },
  { id: number; origin: string; decision: SiteDecision }
>(async ({ input, signal }) =>
  unwrap(
    api.POST('/api/v1/widget/{id}/sites/', {
      params: { path: { id: input.id } },
      body: { origin: input.origin, decision: input.decision },
      signal,
    }),
  ),
);
