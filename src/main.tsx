import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { consumeLoginToken } from './app/bootstrap';
import { hasOwnTexts, refreshTranslations, startI18n } from './i18n';

/** Runs `task` once the page has loaded and the browser is idle (at most 3 s later). */
function afterFirstScreen(task: () => void) {
  const idle = () =>
    'requestIdleCallback' in window ? window.requestIdleCallback(task, { timeout: 3_000 }) : setTimeout(task, 200);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

async function start() {
  if (__DEMO_MODE__) {
    const { startDemoBackend } = await import('./mocks/browser');
    await startDemoBackend();
  }
  consumeLoginToken();
  // Paint first; the server's texts follow (the 10 s timeout stays).
  startI18n();
  // Without the person's language at hand, ask at once; else the refresh waits until the first screen has its files.
  if (hasOwnTexts()) afterFirstScreen(() => void refreshTranslations());
  else void refreshTranslations();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
