import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { account } from '../../src/components/data/account';
import { siteSettings } from '../../src/components/data/site-settings';
import { addEnglish, i18next } from '../../src/i18n';
import { getDb } from '../../src/mocks/db';
import { countRenders } from '../render-counter';
import { DEMO_TOKEN, renderApp } from '../render';

/**
 * The site's settings arrive after the first paint (from the server, or a visitor's cached copy once a prerendered page
 * is adopted), and the account on a signed-in visit; both come again when refreshed. What shows them reads them
 * itself, so they redraw the logo, the links, the language menu and the account button, not the header around them
 * (the whole header drew again synchronously: a long task on a phone). An area's English, added as its chunk loads,
 * is for screens not drawn yet and redraws nothing.
 */
const renders = vi.hoisted(() => ({ colorMode: 0 }));
vi.mock('../../src/app/layout/color-mode-button', (importOriginal) =>
  countRenders(importOriginal, 'ColorModeButton', () => (renders.colorMode += 1), false),
);

beforeEach(() => {
  renders.colorMode = 0;
});

/** A signed-in page with the account and the settings drawn; the header's redraws counted from then on. */
async function signedInAndSettled() {
  await renderApp('/billing', { token: DEMO_TOKEN });
  // The seeded demo account's name, on the account button.
  expect(await screen.findByText('Dana Demo')).toBeInTheDocument();
  await waitFor(() => expect(siteSettings.get().status).toBe('success'));
  renders.colorMode = 0;
}

describe('the frame while the site settings and the account arrive', () => {
  it('signed out, draws once; the settings show', async () => {
    const { support_text, support_link } = getDb().siteSettings;
    await renderApp('/', { token: null });
    await waitFor(() => expect(siteSettings.get().status).toBe('success'));
    expect(await screen.findByRole('link', { name: support_text })).toHaveAttribute('href', support_link);
    expect(renders.colorMode).toBe(1);
  });

  it('signed in, a changed account and changed settings redraw what shows them, not the header', async () => {
    await signedInAndSettled();

    getDb().users.find((user) => user.email === 'demo@example.com')!.first_name = 'Dora';
    getDb().siteSettings.support_text = 'Help desk';
    act(() => {
      account.refresh();
      siteSettings.refresh();
    });
    expect(await screen.findByText('Dora Demo')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Help desk' })).toBeVisible();
    expect(renders.colorMode).toBe(0);
  });

  it("an area's English, arriving with its chunk, redraws nothing and is there for its screens", async () => {
    await signedInAndSettled();

    act(() => addEnglish({ frame_renders_test: { title: 'A text for a screen not drawn yet' } }));
    expect(i18next.t('frame_renders_test.title')).toBe('A text for a screen not drawn yet');
    expect(renders.colorMode).toBe(0);
  });
});
