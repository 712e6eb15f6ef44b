import { extractText, getDocumentProxy } from 'unpdf';
import { beforeEach, describe, expect, it } from 'vitest';
import { api } from '../../src/api/client';
import { setToken } from '../../src/api/session';
import { DEMO_TOKEN, PRO_TOKEN } from '../../src/mocks/db';
import { invoiceLines, invoiceTax } from '../../src/mocks/invoice';
import { buildPdf } from '../../src/mocks/pdf';
import { wrapText } from '../../src/mocks/pdf-document';

/** The text a PDF reader extracts, with every run of white space (line breaks, no-break spaces) as one space. */
async function pdfText(bytes: ArrayBuffer | Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

const invoicePdf = async (id: number, lang: 'en' | 'de') => {
  const { data, response } = await api.GET('/api/v1/account/invoice/{id}/pdf/', {
    params: { path: { id }, query: { lang } },
    parseAs: 'arrayBuffer',
  });
  return { text: await pdfText((data as ArrayBuffer | undefined) ?? new ArrayBuffer(0)), response };
};

const NOTE =
  'Bestellnummer 2026/44-ÄÖÜ — bitte bei jeder Rückfrage angeben; Zahlung erfolgt über die Buchhaltung der Zoë & Söhne GmbH in Köln, Abteilung Einkauf und Lizenzen.';

describe('demo PDFs', () => {
  beforeEach(() => setToken(DEMO_TOKEN));

  it('an invoice names the seller, the buyer, net, VAT and total, and the method and status in words', async () => {
    setToken(PRO_TOKEN);
    const { text, response } = await invoicePdf(13, 'en');
    expect(response.headers.get('Content-Type')).toBe('application/pdf');
    expect(response.headers.get('Content-Disposition')).toMatch(/^attachment; filename="INV-2026-0013\.pdf"$/);
    expect(text).toContain('Seller RankPilot B.V. Herengracht 420 1017 BZ Amsterdam Netherlands');
    expect(text).toContain('VAT number: NL862305718B01');
    expect(text).toContain('Billed to Petra Consulting Petra Pro Prinsengracht 263, Amsterdam 1015 CJ Netherlands');
    expect(text).toContain('Tax number: NL004495445B01');
    expect(text).toContain('Invoice date: November 1, 2026 Description: Pro (monthly)');
    expect(text).toContain('Net amount: €40.50 VAT 21%: €8.50 Total: €49.00');
    expect(text).toContain('Payment method: Card Status: Paid');
  });

  it('an invoice keeps any Unicode text, wraps long values and speaks the request language', async () => {
    const billing = {
      name: 'Zoë Weiß',
      company_name: 'Zoë & Söhne GmbH',
      phone: '',
      email: 'buchhaltung@zoe-soehne.example',
      zipcode: '50667 Köln',
      street: 'Hohe Straße 12',
      country: '',
      tax_number: 'DE123456789',
      invoice_note: NOTE,
    };
    setToken(PRO_TOKEN);
    expect((await api.POST('/api/v1/account/billing/update/', { body: billing })).response.status).toBe(200);
    const { text } = await invoicePdf(13, 'de');
    expect(text).toContain('Verkäufer RankPilot B.V.');
    expect(text).toContain('USt-IdNr.: NL862305718B01');
    expect(text).toContain('Rechnung an Zoë & Söhne GmbH Zoë Weiß Hohe Straße 12 50667 Köln Deutschland');
    expect(text).toContain('Steuernummer: DE123456789');
    // The invoice keeps the VAT charged when it was made, whatever the billing details say now.
    expect(text).toContain('Nettobetrag: 40,50 € MwSt. 21 %: 8,50 € Gesamt: 49,00 €');
    expect(text).toContain('Zahlungsart: Karte Status: Bezahlt');
    expect(text).toContain(NOTE);
  });

  it('a lead report PDF keeps the en dash of "120–160"', async () => {
    // Lead 5's page has a meta description of the wrong length: its advice names "120–160".
    const { data } = await api.GET('/api/v1/page/lead/report/{id}/pdf/', {
      params: { path: { id: 5 } },
      parseAs: 'arrayBuffer',
    });
    const text = await pdfText(data ?? new ArrayBuffer(0));
    expect(text).toContain('SEO audit report: https://');
    expect(text).toContain('120–160');
  });

  it('puts lines past a page on the next page', async () => {
    const lines = Array.from({ length: 120 }, (_, index) => ({ text: `Línea ${index + 1}` }));
    const pdf = await getDocumentProxy(await buildPdf('Long', lines, 'es'));
    expect(pdf.numPages).toBe(3);
    const { text } = await extractText(pdf, { mergePages: false });
    expect(text[2]).toContain('Línea 120');
  });
});

describe('wrapText', () => {
  const measure = (text: string) => [...text].length;

  it('breaks at spaces within the width and cuts a word longer than a line', () => {
    expect(wrapText('aa bb cc dd', 5, measure)).toEqual(['aa bb', 'cc dd']);
    expect(wrapText('abcdefghij kl', 4, measure)).toEqual(['abcd', 'efgh', 'ij', 'kl']);
    expect(wrapText('short', 10, measure)).toEqual(['short']);
  });
});

describe('invoiceTax', () => {
  const billing = {
    name: 'A',
    company_name: '',
    phone: '',
    email: '',
    zipcode: '',
    street: '',
    country: '',
    tax_number: '',
    invoice_note: '',
  };

  it("charges Dutch VAT at home, the buyer country's rate to EU consumers, none to EU businesses abroad or outside the EU", () => {
    expect(invoiceTax(49, billing)).toEqual({ net: 40.5, vat_rate: 21, vat: 8.5, vat_scheme: 'standard' });
    expect(invoiceTax(49, { ...billing, tax_number: 'NL123456789B01' })).toMatchObject({ vat_rate: 21 });
    expect(invoiceTax(49, { ...billing, country: 'DE' })).toEqual({
      net: 41.18,
      vat_rate: 19,
      vat: 7.82,
      vat_scheme: 'standard',
    });
    expect(invoiceTax(49, { ...billing, tax_number: 'DE123456789' })).toEqual({
      net: 49,
      vat_rate: 0,
      vat: 0,
      vat_scheme: 'reverse_charge',
    });
    expect(invoiceTax(49, { ...billing, tax_number: 'EL123456789' })).toMatchObject({ vat_scheme: 'reverse_charge' });
    expect(invoiceTax(49, { ...billing, country: 'NO' })).toEqual({
      net: 49,
      vat_rate: 0,
      vat: 0,
      vat_scheme: 'outside_eu',
    });
  });

  it('prints the reverse charge on a new invoice for an EU business abroad', () => {
    const invoice = {
      id: 40,
      user_id: 1,
      date: '2026-11-20',
      total: 49,
      ...invoiceTax(49, { ...billing, tax_number: 'DE123456789' }),
      membership: 'Pro (monthly)',
      method: 'paypal',
      status: 'paid',
      invoice: '',
    };
    const text = invoiceLines(invoice, { billing: { ...billing, tax_number: 'DE123456789' } }, 'de').map((line) =>
      line.text.replace(/\s/g, ' '),
    );
    expect(text).toContain('MwSt. 0 %: 0,00 €');
    expect(text).toContain('Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge).');
    expect(text).toContain('Zahlungsart: PayPal');
  });
});
