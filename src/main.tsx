import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { consumeLoginToken } from './app/bootstrap';
import { demoMode } from './app/demo-mode';
import { initI18n } from './i18n';


async function start() {
  if (demoMode) {
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
