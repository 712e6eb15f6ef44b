import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { siteSettings } from '../../src/components/data/site-settings';
import { getDb } from '../../src/mocks/db';
import { countRenders } from '../render-counter';
import { renderApp } from '../render';

/**
 * The site's settings arrive after the first paint (from the server, or a visitor's cached copy once a prerendered page
 * is adopted). What shows a setting reads it itself, so their arrival redraws the logo, the links and the language
 * menu, not the frame around them (the whole header and footer drew again synchronously: a long task on a phone).
 */
const renders = vi.hoisted(() => ({ colorMode: 0 }));
vi.mock('../../src/app/layout/color-mode-button', (importOriginal) =>
  countRenders(importOriginal, 'ColorModeButton', () => (renders.colorMode += 1), false),
);

describe('the public frame while the site settings arrive', () => {
  it('draws once; the settings still show', async () => {
    const { support_text, support_link } = getDb().siteSettings;
    await renderApp('/', { token: null });
    await waitFor(() => expect(siteSettings.get().status).toBe('success'));
    expect(await screen.findByRole('link', { name: support_text })).toHaveAttribute('href', support_link);
    expect(renders.colorMode).toBe(1);
  });
});
