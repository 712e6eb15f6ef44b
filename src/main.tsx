import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { getLanguage } from './api/session';
import { consumeLoginToken } from './app/bootstrap';
import { fetchTranslations, startI18n } from './i18n';
import { ServerTexts } from './i18n/server-texts';

async function start() {
  if (__DEMO_MODE__) {
    const { startDemoBackend } = await import('./mocks/browser');
    await startDemoBackend();
  }
  consumeLoginToken();
  // Paint first; the server's texts follow (the 10 s timeout stays), laid over by the tree's last component.
  startI18n();
  const serverTexts = fetchTranslations(getLanguage());
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
      <ServerTexts arriving={serverTexts} />
    </StrictMode>,
  );
}

void start();
