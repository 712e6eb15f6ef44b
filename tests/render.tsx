import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setToken } from '../src/api/session';
import { App } from '../src/app/app';
import { initI18n } from '../src/i18n';

/** The demo account's token, as the demo backend issues it for demo@example.com. */
export { DEMO_TOKEN } from '../src/mocks/db';

/** Renders the whole app (real providers, router, client and demo backend) at a path. */
export async function renderApp(path = '/', { token }: { token?: string | null } = {}) {
  if (token !== undefined) setToken(token);
  window.history.replaceState(null, '', path);
  await initI18n('en');
  const user = userEvent.setup();
  return { user, ...render(<App />) };
}
