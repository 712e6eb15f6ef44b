import { render, screen } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../src/api/session';
import { App } from '../../src/app/app';
import { mergeAreas, type Messages } from '../../src/i18n/catalog';
import { cachedTextsKey, refreshTranslations, startI18n } from '../../src/i18n';
import { server } from '../../src/mocks/node';

const german = mergeAreas(
  import.meta.glob<Messages>('../../src/i18n/locales/de/*.json', { eager: true, import: 'default' }),
);
let answered = false;
const neverAnswers = () =>
  server.use(
    http.get('*/api/v1/translation/', async () => {
      await delay('infinite');
      answered = true;
      return HttpResponse.json({});
    }),
  );

/** Issue "a fast first screen": the first paint never waits for the network. */
describe('first paint', () => {
  it('happens before the translation call answers, in the bundled English', async () => {
    neverAnswers();
    setLanguage('de');
    startI18n();
    void refreshTranslations();
    render(<App />);
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeVisible();
    expect(answered).toBe(false);
  });

  it('is in German at once when German texts are kept from the last visit', async () => {
    neverAnswers();
    setLanguage('de');
    localStorage.setItem(cachedTextsKey('de'), JSON.stringify(german));
    startI18n();
    void refreshTranslations();
    render(<App />);
    const signIn = (german.auth as { sign_in: string }).sign_in;
    expect(signIn).not.toBe('Sign in');
    expect(await screen.findByRole('button', { name: signIn })).toBeVisible();
    expect(answered).toBe(false);
  });

  it('keeps the server texts it receives for the next visit', async () => {
    setLanguage('de');
    startI18n();
    await refreshTranslations();
    expect(JSON.parse(localStorage.getItem(cachedTextsKey('de')) ?? '{}')).toMatchObject({
      auth: { sign_in: (german.auth as { sign_in: string }).sign_in },
    });
  });
});
