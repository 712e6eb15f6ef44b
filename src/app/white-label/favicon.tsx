import { useEffect } from 'react';
import { useSiteSettings } from '@/components/data/site-settings';

const FAVICON_ID = 'app-favicon';

/**
 * White label: the site's favicon replaces ours (and ours comes back if it is removed). A component of its own, so
 * the settings' arrival re-renders it alone, not the app.
 */
export function Favicon(): null {
  const settings = useSiteSettings();
  const href = settings?.fav_icon || '/favicon.svg';
  useEffect(() => {
    let link = document.getElementById(FAVICON_ID) as HTMLLinkElement | null;
    if (!link) {
      link = document.createElement('link');
      link.id = FAVICON_ID;
      link.rel = 'icon';
      document.head.appendChild(link);
    }
    link.href = href;
  }, [href]);
  return null;
}
