import { clientState } from '../../src/components/client-state/client-state';
import { account } from '../../src/components/data/account';
import { siteSettings } from '../../src/components/data/site-settings';
import { dismissAlert } from '../../src/components/alerts/alert-store';

/** Module-level app state starts fresh in every test (the demo backend and storage are reset by tests/setup.ts). */
export function resetShell(): void {
  clientState.reset();
  siteSettings.reset();
  account.reset();
  dismissAlert();
  document.cookie = 'cookie_consent=; max-age=0; path=/';
}

/** A route pattern with its parameters filled in. */
export const fillParams = (pattern: string) =>
  pattern.replace(/:([A-Za-z_]+)/g, (_, name: string) => (name === 'sync_with' ? 'mailchimp' : '1'));
