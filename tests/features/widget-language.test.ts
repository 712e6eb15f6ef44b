import { describe, expect, it } from 'vitest';
import { defaultTextsFor } from '../../src/features/widgets/widget-language';
import { i18next, initI18n } from '../../src/i18n';

describe('a new widget starts with texts in its own language', () => {
  it('loads the widget language and gives its default texts, whatever the interface language', async () => {
    await initI18n('en');
    const texts = await defaultTextsFor('de');
    expect(texts.close_title).toBe('Diesen Bericht schließen');
    expect(texts.fields.keyword).toEqual({ label: 'Suchbegriff', placeholder: 'Ihr wichtigster Suchbegriff' });
    expect(texts.fields.tnc.placeholder).toBe('');
    expect(i18next.language).toBe('en');
  });

  it('gives the spec defaults in English', async () => {
    await initI18n('en');
    const texts = await defaultTextsFor('en');
    expect(texts.close_title).toBe('Close this report');
    expect(texts.fields.url).toEqual({ label: 'Website', placeholder: 'https://example.com' });
  });
});
