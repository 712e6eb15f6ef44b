import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { getSystem } from './app/theme';
import { getLanguage, getToken } from './api/session';
import { canHydrate } from './app/prerender/hydration';
import { preloadMatches } from './app/router';
import { takeLoginToken } from './app/bootstrap';
import { fetchTranslations, startI18n } from './i18n';
import { ServerTexts } from './i18n/server-texts';

/** Ends the current task: start-up runs as a few short tasks the browser can answer input between, not one long one. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start() {
  // The modules have been evaluated; the Chakra system and the first render each get a task of their own.
  await nextTask();
  getSystem();
  await nextTask();
  if (__DEMO_MODE__) {
    // Under `npm start` the development server is the backend; a demo build runs it in the page's worker.
    const { startDemoBackend } = __DEMO_API_SERVER__
      ? await import('./mocks/dev-backend')
      : await import('./mocks/browser');
    await startDemoBackend();
  }
  const loginLink = takeLoginToken();
  // Paint first; the server's texts follow (the 10 s timeout stays), laid over by the tree's last component.
  startI18n();
  const serverTexts = fetchTranslations(getLanguage());
  const container = document.getElementById('root')!;
  const signedIn = Boolean(getToken());
  // A signed-in visit asks for the account beside the frame's code, not once the frame has drawn: the header, the plan
  // notice and the quotas all wait for it. (Offline, the frame asks again when it draws.)
  if (signedIn)
    import('./components/data/account').then(
      ({ account }) => account.load(),
      () => undefined,
    );
  const tree = (
    <StrictMode>
      <App loginLink={loginLink} />
      <ServerTexts arriving={serverTexts} />
    </StrictMode>
  );
  // A page the build prerendered for this visit is adopted once its page's code is there; any other starts afresh.
  if (canHydrate(container, signedIn)) {
    await preloadMatches(signedIn, window.location.pathname);
    // As a transition, the hydration render yields to the browser every few milliseconds instead of one long task.
    startTransition(() => void hydrateRoot(container, tree));
  } else {
    // Over a prerendered page still on screen (another language, dark mode), its page's code first: the first render
    // then replaces the page with the page, not with a loader.
    if (container.firstElementChild) await preloadMatches(signedIn, window.location.pathname);
    // The same transition for a first render from scratch (every signed-in screen opened directly).
    const root = createRoot(container);
    startTransition(() => root.render(tree));
  }
}

void start();
