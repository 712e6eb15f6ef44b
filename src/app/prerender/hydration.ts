import { getLanguage } from '../../api/session';
import { clientState } from '../../components/client-state/client-state';
import { resolvedColorMode } from '../../components/client-state/color-mode';
import { pagePath } from './public-pages';

/**
 * The prerendered HTML is what this visitor's first render would draw (so React adopts it instead of drawing anew)
 * only for the page it was written for, signed out, in English, light, without stored white-label settings and with
 * no query (the sign-in page's notices read it). Any other visit renders from scratch over it.
 */
export function canHydrate(container: HTMLElement, signedIn: boolean, location: Location = window.location): boolean {
  return (
    container.firstElementChild !== null &&
    container.dataset.page === pagePath(location.pathname) &&
    !location.search &&
    !signedIn &&
    getLanguage() === 'en' &&
    clientState.get().settings === null &&
    resolvedColorMode() === 'light'
  );
}
