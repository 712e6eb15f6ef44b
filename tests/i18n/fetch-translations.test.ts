import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { fetchTranslations, TRANSLATION_TIMEOUT_MS } from '../../src/i18n';
import { setFaults } from '../../src/mocks/faults';
import { server } from '../../src/mocks/node';

describe('the translation call (spec part 1 §7, §9)', () => {
  it('gives up after 10 s, so the bundled English stays', async () => {
    expect(TRANSLATION_TIMEOUT_MS).toBe(10_000);
    server.use(http.get('*/api/v1/translation/', async () => (await delay('infinite'), HttpResponse.json({}))));
    // The same rule with a short clock: a call that never answers resolves to "no texts".
    await expect(fetchTranslations('de', 50)).resolves.toBeNull();
  });

  it('answers nothing on a server error', async () => {
    setFaults({ kind: 'status', status: 500, path: '/translation/' });
    await expect(fetchTranslations('de')).resolves.toBeNull();
  });

  it('brings the requested language from the demo backend', async () => {
    const texts = await fetchTranslations('de');
    expect(texts).toMatchObject({ common: { required: expect.any(String) } });
    expect((texts as { common: { required: string } }).common.required).not.toBe('required');
  });
});
