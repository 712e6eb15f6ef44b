import { getLanguage } from '@/api/session';
import { resolvedColorMode } from '@/components/client-state/color-mode';
import { pagePath } from './public-pages';

/**
 * The prerendered HTML is what this visitor's first render would draw (so React adopts it instead of drawing anew)
 * only for the page it was written for, signed out, in English, light and with no query (the sign-in page's notices
 * read it). Any other visit renders from scratch over it. Stored white-label settings don't count: the first render
 * leaves them out, as the build did, and adds them once the page is adopted (`useSharedDataOnly`).
 */
export function canHydrate(container: HTMLElement, signedIn: boolean, location: Location = window.location): boolean {
  return (
    container.firstElementChild !== null &&
    container.dataset.page === pagePath(location.pathname) &&
    !location.search &&
    !signedIn &&
    getLanguage() === 'en' &&
    resolvedColorMode() === 'light'
  );
}
