import { afterEach, describe, expect, it } from 'vitest';
import { applyTranslations, fetchTranslations, i18next, startI18n } from '../../src/i18n';

const added: string[] = [];
const record = (lng: string) => added.push(lng);
afterEach(() => {
  i18next.store.off('added', record);
  added.length = 0;
});

// The 'added' event re-renders every component that shows a text (react-i18next's bindI18nStore: 'added').
describe("the server's texts", () => {
  it('that change nothing shown redraw nothing; those that do, redraw and show', async () => {
    startI18n('en');
    const remote = await fetchTranslations('en');
    if (!remote) throw new Error('the demo backend gave no English');
    i18next.store.on('added', record);

    applyTranslations('en', remote);
    expect(added).toEqual([]);
    expect(i18next.t('nav.pricing')).toBe('Pricing');

    applyTranslations('en', { ...remote, nav: { ...(remote.nav as object), pricing: 'Plans and prices' } });
    expect(added).toEqual(['en']);
    expect(i18next.t('nav.pricing')).toBe('Plans and prices');
  });

  it("a language's text for a key that showed in English until now redraws", async () => {
    startI18n('en');
    const german = await fetchTranslations('de');
    if (!german) throw new Error('the demo backend gave no German');
    // The last visit's German, from before `nav.pricing` was translated: that key shows in English.
    const { pricing, ...nav } = german.nav as Record<string, string>;
    expect(pricing).not.toBe('Pricing');
    applyTranslations('de', { ...german, nav });
    i18next.store.on('added', record);

    applyTranslations('de', german);
    expect(added).toEqual(['de']);
    applyTranslations('de', german);
    expect(added).toEqual(['de']);
  });
});
