import { fromPromise } from 'xstate';
import { api, unwrap } from '@/api/client';
import type { InstallationCheck, WidgetEmbed } from '@machines/widgets/install/widget-install.machine';

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
