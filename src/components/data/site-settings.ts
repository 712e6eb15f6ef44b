import { api, unwrap } from '@/api/client';
import { clientState, type SiteSettings } from '@/components/client-state/client-state';
import { createSharedData, useSharedDataOnly } from './shared-data';

export type { SiteSettings };

/** GET /api/v1/settings/: the white-label settings, kept locally; a failed load is swallowed (no alert). */
export const siteSettings = createSharedData<SiteSettings>({
  fetch: async (signal) => (await unwrap(api.GET('/api/v1/settings/', { signal }))).data.settings,
  cached: () => clientState.get().settings,
  onData: (settings) => clientState.set({ settings }),
});

/** The site settings, or null while unknown (or when they could not be loaded). */
export function useSiteSettings(): SiteSettings | null {
  return useSharedDataOnly(siteSettings);
}
