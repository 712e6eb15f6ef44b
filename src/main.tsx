import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { consumeLoginToken } from './app/bootstrap';
import { initI18n } from './i18n';

/** The demo backend is the default in development and in `--mode demo` builds; never in a plain production build. */
const demo =
  import.meta.env.VITE_DEMO === '1' ||
  (import.meta.env.DEV && import.meta.env.VITE_DEMO !== '0' && !import.meta.env.VITE_API_URL);

async function start() {
  if (demo) {
    const { startDemoBackend } = await import('./mocks/browser');
    await startDemoBackend();
  }
  consumeLoginToken();
  await initI18n();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
