import { render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import { setToken } from '../../src/api/session';
import { App } from '../../src/app/app';
import { initI18n } from '../../src/i18n';
import { DEMO_TOKEN } from '../render';

/** npm start runs React's StrictMode, which stops and restarts every actor once: screens must still load. */
describe('under StrictMode (as in development)', () => {
  it.each([
    ['/admin-site-list', () => screen.findByRole('table', { name: 'Ungrouped projects' })],
    ['/widget-list', () => screen.findByRole('link', { name: 'Spring campaign popup' })],
    ['/edit-widget/2', () => screen.findByDisplayValue('Blog exit popup')],
  ])('%s loads its data', async (path, loaded) => {
    setToken(DEMO_TOKEN);
    window.history.replaceState(null, '', path);
    await initI18n('en');
    render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
    expect(await loaded()).toBeInTheDocument();
  });
});
