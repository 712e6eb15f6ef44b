import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_KEY } from '../../src/api/session';
import { FLAG_OF } from '../../src/app/layout/language-menu';
import { i18next } from '../../src/i18n';
import { DEMO_TOKEN, renderApp } from '../render';
import { resetShell } from './helpers';

// The real switchLanguage, with the page reload observed instead of performed (jsdom cannot reload).
const reload = vi.hoisted(() => vi.fn());
vi.mock('../../src/i18n', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/i18n')>();
  return {
    ...original,
    switchLanguage: (language: Parameters<typeof original.switchLanguage>[0]) =>
      original.switchLanguage(language, reload),
  };
});

beforeEach(() => {
  resetShell();
  reload.mockClear();
});

describe('language selector (spec part 1 §1)', () => {
  it('a change stores activeLanguage in session storage and reloads', async () => {
    const { user } = await renderApp('/billing', { token: DEMO_TOKEN });
    // The pointer over the button loads the menu (language-switch.tsx); its own trigger then takes the stand-in's place.
    await user.hover(await screen.findByRole('button', { name: 'Language: English' }, { timeout: 15_000 }));
    const trigger = await screen.findByRole('button', { name: 'Language: English', expanded: false });
    await waitFor(() => expect(trigger).toHaveAttribute('aria-haspopup', 'menu'));
    trigger.focus();
    await user.keyboard('{Enter}');
    const deutsch = await screen.findByRole('menuitemradio', { name: 'Deutsch' });
    // Highlight Deutsch (the pointer over it), then choose it with the keyboard; waiting for the highlight, not
    // assuming it, keeps this steady on a busy machine.
    await user.hover(deutsch);
    await waitFor(() => expect(deutsch).toHaveAttribute('data-highlighted'));
    await user.keyboard('{Enter}');
    expect(sessionStorage.getItem(LANGUAGE_KEY)).toBe('de');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('choosing the active language again neither saves nor reloads', async () => {
    const { user } = await renderApp('/', { token: null });
    const trigger = await screen.findByRole('button', { name: 'Language: English' }, { timeout: 15_000 });
    trigger.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menuitemradio', { name: 'English' })).toHaveAttribute('data-highlighted');
    await user.keyboard('{Enter}');
    expect(sessionStorage.getItem(LANGUAGE_KEY)).toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });

  it('every language has a flag among the 12 countries', () => {
    expect(Object.values(FLAG_OF).sort()).toEqual([
      'de',
      'dk',
      'es',
      'fr',
      'gr',
      'it',
      'nl',
      'no',
      'pl',
      'pt',
      'se',
      'us',
    ]);
  });

  it('<html lang> follows a language change', async () => {
    await i18next.changeLanguage('de');
    expect(document.documentElement.lang).toBe('de');
    await i18next.changeLanguage('en');
    expect(document.documentElement.lang).toBe('en');
  });
});
