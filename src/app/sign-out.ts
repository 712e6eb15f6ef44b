import { setToken } from '../api/session';
import { writeItem } from '../api/storage';

/** Unsaved drafts (local storage keys under `draft:`) belong to the person who typed them. */
function forgetDrafts(): void {
  try {
    const keys = Object.keys(localStorage).filter((key) => key.startsWith('draft:'));
    keys.forEach((key) => writeItem('local', key, null));
  } catch {
    // No storage, nothing to forget.
  }
}

/**
 * Ends the session and lands on the signed-out home. The address changes first, so the
 * signed-out router that replaces the signed-in one starts there. A deliberate logout forgets the
 * drafts (after the editor has written its last one on unmount); an expired session keeps them to offer back.
 */
export function signOut(reason: 'logout' | 'expired'): void {
  const here = window.location.pathname + window.location.search;
  const target = reason === 'logout' ? '/?logout=success' : `/?session=expired&next=${encodeURIComponent(here)}`;
  window.history.pushState(null, '', target);
  setToken(null);
  if (reason === 'logout') setTimeout(forgetDrafts, 0);
}
