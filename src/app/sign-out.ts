import { setToken } from '@/api/session';
import { forgetSignedInItems } from '@/api/storage';
import { forgetAllDrafts, keepAllDrafts } from '@/components/drafts/kept-drafts';
import { returnAddress } from '@/components/return-address';

/**
 * Ends the session and lands on the signed-out home. The address changes first, so the
 * signed-out router that replaces the signed-in one starts there. A deliberate logout forgets the
 * drafts (after the editor has written its last one on unmount); an expired session keeps them to give back
 * (every form on screen keeps its unsaved values before it unmounts: components/drafts/kept-drafts.ts). Either way
 * what belonged to the session in this tab (the checkout under way) is forgotten.
 */
export function signOut(reason: 'logout' | 'expired'): void {
  const here = returnAddress(window.location.pathname, window.location.search);
  const target = reason === 'logout' ? '/?logout=success' : `/?session=expired&next=${encodeURIComponent(here)}`;
  if (reason === 'expired') keepAllDrafts();
  window.history.pushState(null, '', target);
  forgetSignedInItems();
  setToken(null);
  if (reason === 'logout') setTimeout(forgetAllDrafts, 0);
}
