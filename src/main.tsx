import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { consumeLoginToken } from './app/bootstrap';
import { refreshTranslations, startI18n } from './i18n';

async function start() {
  if (__DEMO_MODE__) {
    const { startDemoBackend } = await import('./mocks/browser');
    await startDemoBackend();
  }
  consumeLoginToken();
  // Paint first; the server's texts follow (the 10 s timeout stays).
  startI18n();
  void refreshTranslations();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
