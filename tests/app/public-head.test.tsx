import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../src/api/session';
import { App } from '../../src/app/app';
import { refreshTranslations, startI18n } from '../../src/i18n';
import { renderApp } from '../render';
import { resetShell } from './helpers';

const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');

beforeEach(() => {
  resetShell();
  document.head.querySelector('meta[name="description"]')?.remove();
  // The head a prerendered sign-in page is served with: always English.
  document.head.insertAdjacentHTML(
    'beforeend',
    '<meta name="description" content="Track where your sites rank, audit their pages, and turn visitors into leads with widgets you design yourself." />',
  );
  document.title = 'Sign in · RankPilot';
});

describe('the head of a public page follows the active language', () => {
  it('in German: <html lang>, title and meta description, also on the next public page', async () => {
    setLanguage('de');
    startI18n();
    await refreshTranslations();
    window.history.replaceState(null, '', '/');
    render(<App />);
    expect(await screen.findByRole('button', { name: 'Anmelden' }, { timeout: 15_000 })).toBeVisible();
    expect(document.documentElement.lang).toBe('de');
    await waitFor(() => expect(document.title).toBe('Anmelden · RankPilot'));
    expect(description()).toBe(
      'Verfolgen Sie, wo Ihre Websites ranken, prüfen Sie ihre Seiten und machen Sie Besucher zu Leads – mit Widgets, die Sie selbst gestalten.',
    );

    await userEvent.setup().click(screen.getByRole('link', { name: 'Kostenlos testen' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Preise' }, { timeout: 15_000 })).toBeVisible();
    await waitFor(() =>
      expect(description()).toBe(
        'Wählen Sie den Tarif, der zu Ihren Projekten passt. Sie können ihn jederzeit ändern.',
      ),
    );
    expect(document.title).toBe('Preise · RankPilot');
  });

  it('in English the served description stays, and a page without one gets its own', async () => {
    const { user } = await renderApp('/');
    expect(await screen.findByRole('button', { name: 'Sign in' }, { timeout: 15_000 })).toBeVisible();
    expect(document.documentElement.lang).toBe('en');
    expect(description()).toBe(
      'Track where your sites rank, audit their pages, and turn visitors into leads with widgets you design yourself.',
    );
    document.head.querySelector('meta[name="description"]')?.remove();
    await user.click(screen.getByRole('link', { name: 'Try it free' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Pricing' }, { timeout: 15_000 })).toBeVisible();
    await waitFor(() =>
      expect(description()).toBe('Pick the plan that fits your projects. You can change it at any time.'),
    );
  });
});
