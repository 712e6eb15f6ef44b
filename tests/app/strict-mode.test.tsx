import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

describe('lazily loaded controls under StrictMode', () => {
  it('the support drawer opens on the first click and stays open', async () => {
    setToken(DEMO_TOKEN);
    window.history.replaceState(null, '', '/widget-list');
    await initI18n('en');
    render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Contact support' }, { timeout: 15_000 }));
    const drawer = await screen.findByRole('dialog', { name: 'Contact support' }, { timeout: 15_000 });
    // Still open once the lazily loaded drawer has settled (its effects ran twice under StrictMode).
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(drawer).toBeVisible();
    expect(screen.getByRole('dialog', { name: 'Contact support' })).toBe(drawer);
  });
});
