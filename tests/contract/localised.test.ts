import { extractText, getDocumentProxy } from 'unpdf';
import { beforeEach, describe, expect, it } from 'vitest';
import { api } from '../../src/api/client';
import { setLanguage, setToken } from '../../src/api/session';
import { DEMO_TOKEN } from '../../src/mocks/db';
import { operations } from './openapi-validator';

/**
 * Issue 27: the operations openapi.yaml marks `x-localised: true` answer in the language of `lang`. For each, a
 * German request gets German text (a literal per operation); an operation marked without a check here, or a check
 * for an operation that isn't marked, fails the walk.
 */

const de = { lang: 'de' as const };

async function pdfText(bytes: unknown): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes as ArrayBuffer)), {
    mergePages: true,
  });
  return text.replace(/\s+/g, ' ');
}

/** A German call per localised operation and what its answer must say. */
const GERMAN: Record<string, () => Promise<{ text: string; expected: string[] }>> = {
  getNotifications: async () => {
    const { data } = await api.GET('/api/v1/notifications/', { params: { query: de } });
    return {
      text: (data?.data ?? []).map((item) => item.text).join('\n'),
      expected: [
        'Ihre kostenlose Testphase endet in 7 Tagen.',
        'Die Rankings von Bakery Amsterdam wurden aktualisiert.',
      ],
    };
  },
  listCrawlIssues: async () => {
    const { data } = await api.GET('/api/v1/website-audit/crawl/{crawl_id}/issues/', {
      params: { path: { crawl_id: 2 }, query: de },
    });
    return {
      text: JSON.stringify(data?.issues ?? []),
      expected: [
        'Bilder ohne Alt-Text',
        'Bilder ohne Alt-Text sagen Screenreadern und der Bildersuche nichts.',
        'Beschreiben Sie jedes aussagekräftige Bild in seinem alt-Attribut.',
      ],
    };
  },
  getAuditReport: async () => {
    const { data } = await api.GET('/api/v1/page/audit/report/{id}/', { params: { path: { id: 3 }, query: de } });
    return {
      text: `${data?.content ?? ''}\n${JSON.stringify(data?.categories ?? [])}`,
      expected: [
        '<h2>SEO-Audit von https://',
        'Gesamtwertung: <strong>',
        '"name":"Onpage-SEO"',
        '"name":"Leistung"',
        '"title":"Title-Tag"',
        '"title":"Largest Contentful Paint"',
      ],
    };
  },
  getAuditReportPdf: async () => {
    const { data } = await api.GET('/api/v1/page/audit/report/{id}/pdf/', {
      params: { path: { id: 3 }, query: de },
      parseAs: 'arrayBuffer',
    });
    return {
      text: await pdfText(data),
      expected: ['SEO-Audit-Bericht: https://', 'Suchbegriff:', 'Wertung:', 'Datum:'],
    };
  },
  getSharedReport: async () => {
    // A report is public only once its owner shared it (issue 43).
    const { data: own } = await api.POST('/api/v1/page/audit/report/{id}/share/', { params: { path: { id: 3 } } });
    setToken(null);
    const { data } = await api.GET('/api/v1/shared-report/{share_key}/', {
      params: { path: { share_key: own?.share_key ?? '' }, query: de },
    });
    return { text: data?.content ?? '', expected: ['<h2>SEO-Audit von https://', 'Geprüfte Seite'] };
  },
  getTempAuditReport: async () => {
    setToken(null);
    const { data } = await api.GET('/api/v1/page/audit/temp/{temp_id}/', {
      params: { path: { temp_id: 'sample-bakery' }, query: de },
    });
    const { error } = await api.GET('/api/v1/page/audit/temp/{temp_id}/', {
      params: { path: { temp_id: 'temp-gone' }, query: de },
    });
    return {
      text: `${JSON.stringify(data?.categories ?? [])}\n${error?.message ?? ''}`,
      expected: [
        'Dieser vorläufige Bericht existiert nicht oder ist abgelaufen (sie werden 24 Stunden aufbewahrt).',
        '"name":"Onpage"',
        '"name":"Geschwindigkeit"',
        '"title":"Suchbegriff in der URL"',
        'Der Titel enthält „sourdough bread amsterdam“ nicht.',
        'www.bakkerij-jansen.nl wird über HTTPS mit gültigem Zertifikat ausgeliefert.',
        'Eine Seite, die nicht indexiert werden kann, kann überhaupt nicht ranken.',
      ],
    };
  },
  getPageAuditRun: async () => {
    setToken(null);
    const { data: run } = await api.POST('/api/v1/page/audit/run/', {
      body: { url: 'https://nowhere.invalid', keyword: 'bread', advance_audit: 0 },
    });
    const { data } = await api.GET('/api/v1/page/audit/run/{run_id}/', {
      params: { path: { run_id: run?.run_id ?? '' }, query: de },
    });
    return {
      text: `${data?.status ?? ''}: ${data?.message ?? ''}`,
      expected: ['failed: nowhere.invalid war nicht erreichbar: Die Domain lässt sich nicht auflösen.'],
    };
  },
  getLeadReport: async () => {
    const { data } = await api.GET('/api/v1/page/lead/report/{id}/', { params: { path: { id: 2 }, query: de } });
    return { text: data?.content ?? '', expected: ['<h2>SEO-Audit von https://', 'Gesamtwertung: <strong>'] };
  },
  getLeadReportPdf: async () => {
    const { data } = await api.GET('/api/v1/page/lead/report/{id}/pdf/', {
      params: { path: { id: 2 }, query: de },
      parseAs: 'arrayBuffer',
    });
    return { text: await pdfText(data), expected: ['SEO-Audit-Bericht: https://', 'Wertung:'] };
  },
  getEmailSettings: async () => {
    const { data } = await api.GET('/api/v1/emails-settings/', { params: { query: de } });
    return {
      text: (data?.emails ?? []).map((email) => [email.name, email.subject, email.body].join('\n')).join('\n'),
      expected: [
        'Benachrichtigung über neuen Lead',
        'Audit-Bericht an Besucher',
        'Nachfassen nach 3 Tagen',
        'Neuer Lead von {widget_name}',
        'Ihr SEO-Audit von {lead_url}',
        '<p>Hallo {lead_name},</p><p>Vor drei Tagen haben wir Ihre Website geprüft.',
      ],
    };
  },
  listCountries: async () => {
    const { data } = await api.GET('/api/v1/country/list/', { params: { query: de } });
    return {
      text: (data?.data ?? []).map((country) => country.name).join('\n'),
      expected: ['Vereinigte Staaten', 'Niederlande', 'Deutschland', 'Griechenland', 'Vereinigtes Königreich'],
    };
  },
  listLanguages: async () => {
    const { data } = await api.GET('/api/v1/language/{id}/list/', { params: { path: { id: 2 }, query: de } });
    return {
      text: (data?.data ?? []).map((language) => language.name).join('\n'),
      expected: ['Niederländisch', 'Englisch'],
    };
  },
  getSiteList: async () => {
    const { data } = await api.GET('/api/v1/keyword-ranking/site-list/', { params: { query: de } });
    return { text: JSON.stringify(data ?? {}), expected: ['Amsterdam, Niederlande'] };
  },
  getRankInfo: async () => {
    const { data } = await api.GET('/api/v1/keyword-ranking/rank/info/{id}/', {
      params: { path: { id: 2 }, query: { se_id: 3, ...de } },
    });
    return { text: JSON.stringify(data?.search_engines ?? []), expected: ['Niederlande'] };
  },
};

const localised = operations.filter((operation) => operation.node['x-localised'] === true);

describe('answers localised by lang', () => {
  beforeEach(() => setToken(DEMO_TOKEN));

  it('marks each localised operation the same way: x-localised, a "Localised by `lang`" line, the lang parameter', () => {
    expect(localised.map((operation) => operation.operationId).sort()).toEqual(Object.keys(GERMAN).sort());
    for (const operation of localised) {
      expect(String(operation.node.description), operation.operationId).toContain('Localised by `lang`:');
      expect(
        operation.queryParams.map((param) => param.name),
        operation.operationId,
      ).toContain('lang');
    }
  });

  it.each(Object.keys(GERMAN))('%s answers a German request in German', async (operationId) => {
    const { text, expected } = await GERMAN[operationId]!();
    for (const phrase of expected) expect(text, operationId).toContain(phrase);
  });
});

describe('what a person typed stays as typed', () => {
  beforeEach(() => setToken(DEMO_TOKEN));

  it('an edited e-mail subject reads the same in German; the untouched body and name are German', async () => {
    const { data: english } = await api.GET('/api/v1/emails-settings/', { params: { query: { lang: 'en' } } });
    const emails = (english?.emails ?? []).map((email) =>
      email.id === 2 ? { ...email, subject: 'Your report from Bakery Amsterdam' } : email,
    );
    await api.POST('/api/v1/emails-settings/', { body: { emails } });
    const { data } = await api.GET('/api/v1/emails-settings/', { params: { query: de } });
    const second = data?.emails.find((email) => email.id === 2);
    expect(second?.subject).toBe('Your report from Bakery Amsterdam');
    expect(second?.name).toBe('Audit-Bericht an Besucher');
    expect(second?.body).toContain('Danke für Ihre Anfrage.');
  });
});

describe('write answers localised by Accept-Language', () => {
  beforeEach(() => {
    setToken(DEMO_TOKEN);
    return () => setLanguage('en');
  });

  it('every write operation takes the Accept-Language parameter', () => {
    const writes = operations.filter((operation) => operation.method !== 'get');
    expect(writes.length).toBeGreaterThan(50);
    for (const operation of writes) {
      const params = (operation.node.parameters as { $ref?: string }[] | undefined) ?? [];
      expect(
        params.map((param) => param.$ref),
        operation.operationId,
      ).toContain('#/components/parameters/AcceptLanguage');
    }
  });

  it('answers a German write in German, its values filled in', async () => {
    setLanguage('de');
    const { data: shared } = await api.POST('/api/v1/page/audit/report/{id}/share/', { params: { path: { id: 3 } } });
    expect(shared?.message).toBe('Ein neuer Freigabelink wurde erstellt.');
    const { data: sent } = await api.POST('/api/v1/send-audit-email/', {
      body: { 'email-address': 'anna@example.de', 'audit-id': 3 },
    });
    expect(sent?.message).toBe(
      'Der Bericht wurde von unserer Adresse an anna@example.de gesendet (Ihre SMTP-Einstellungen sind nicht geprüft).',
    );
    const { error } = await api.POST('/api/v1/user/rest-auth/token/login/', {
      body: { email: 'nobody@example.com', password: 'wrong-password' },
    });
    expect(error?.message).toBe('Anmeldung mit diesen Zugangsdaten nicht möglich.');
  });

  it('answers a language the server lacks in English', async () => {
    const response = await fetch('http://localhost:3000/api/v1/page/audit/report/3/share/', {
      method: 'DELETE',
      headers: { Authorization: `Token ${DEMO_TOKEN}`, 'Accept-Language': 'tlh-KL, xx;q=0.5' },
    });
    expect(await response.json()).toEqual({ message: 'The share link was revoked.' });
  });
});
