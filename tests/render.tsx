import { Box } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, type RouteObject } from 'react-router-dom';
import { setToken } from '../src/api/session';
import { App } from '../src/app/app';
import { MAIN_ID } from '../src/app/layout/skip-link';
import { signedInTree } from '../src/app/router';
import { AlertArea } from '../src/components/alerts/alert-area';
import { initI18n } from '../src/i18n';

/** The demo account's token, as the demo backend issues it for demo@example.com. */
export { DEMO_TOKEN } from '../src/mocks/db';

interface RenderOptions {
  token?: string | null;
}

async function start(path: string, { token }: RenderOptions) {
  if (token !== undefined) setToken(token);
  window.history.replaceState(null, '', path);
  await initI18n('en');
  return userEvent.setup();
}

/** Renders the whole app (real providers, router, client and demo backend) at a path. */
export async function renderApp(path = '/', options: RenderOptions = {}) {
  const user = await start(path, options);
  return { user, ...render(<App />) };
}

/** What a signed-in screen needs of the frame: its main landmark and the app's alert. */
function BareFrame() {
  return (
    <>
      <Box as="main" id={MAIN_ID}>
        <Outlet />
      </Box>
      <AlertArea />
    </>
  );
}

let bareSignedIn: RouteObject[] | undefined;

/**
 * Renders the app as `renderApp` does, but a signed-in screen without the frame around it (header, sidebar, plan
 * notice, footer): for a test of one screen's behaviour, which then queries a page a third the size. Moving to
 * another screen, the session's end and the alert work as in the app; a test of the frame uses `renderApp`.
 */
export async function renderScreen(path: string, options: RenderOptions = {}) {
  const user = await start(path, options);
  bareSignedIn ??= signedInTree(<BareFrame />);
  return { user, ...render(<App signedInRoutes={bareSignedIn} />) };
}
