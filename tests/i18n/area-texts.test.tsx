import { render, screen } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setLanguage, setToken } from '../../src/api/session';
import { App } from '../../src/app/app';
import { i18next, startI18n } from '../../src/i18n';
import { server } from '../../src/mocks/node';
import { DEMO_TOKEN } from '../render';

/** Issue "a fast first screen": the entry carries the frame's English; an area's English comes with its chunk. */
describe('English per area', () => {
  it('an area screen shows its English texts even when the translation call never answers', async () => {
    server.use(
      http.get('*/api/v1/translation/', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    setLanguage('en');
    startI18n('en');
    // The first page's texts only: the frame's, not the widget list's.
    expect(i18next.exists('nav.widgets', { lng: 'en' }) || i18next.exists('header.logout', { lng: 'en' })).toBe(true);
    expect(i18next.exists('widgetList.create', { lng: 'en' })).toBe(false);
    setToken(DEMO_TOKEN);
    window.history.replaceState(null, '', '/widget-list');
    render(<App />);
    // The area's texts were there before its screen rendered: the button never showed its key.
    expect(await screen.findByRole('link', { name: 'Create widget' }, { timeout: 15_000 })).toBeVisible();
    expect(screen.queryByText(/widgetList\./)).toBeNull();
    expect(i18next.exists('widgetList.create', { lng: 'en' })).toBe(true);
  });
});
