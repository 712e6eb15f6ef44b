/**
 * What the demo's invoices say: the seller (demo values), the VAT of a sale, and the invoice PDF's lines in the
 * request's language. The buyer is the account's billing details as they are now (the demo keeps no copy per
 * invoice); their country is the billing record's `country` (ISO 3166 code) where it has one, else the
 * country of an EU VAT number, else the seller's own.
 */
import { formatsFor } from '@/i18n/format';
import type { DbInvoice, DbUser } from './model';
import type { PdfLine } from './pdf';
import type { S } from './types';
import { VAT_RATES } from './vat';

export const SELLER: S['Seller'] = {
  name: 'RankPilot B.V.',
  street: 'Herengracht 420',
  city: '1017 BZ Amsterdam',
  country: 'NL',
  vat_number: 'NL862305718B01',
  email: 'billing@rankpilot.example',
};

type Billing = S['BillingInfo'] & { country?: string };

/** The buyer's country: the billing record's own, else the one a VAT number starts with, else the seller's. */
export function buyerCountry(billing: Billing): string {
  const own = billing.country?.trim().toUpperCase();
  if (own) return own;
  const prefix = billing.tax_number.trim().slice(0, 2).toUpperCase();
  const fromVat = prefix === 'EL' ? 'GR' : prefix;
  return fromVat in VAT_RATES ? fromVat : SELLER.country;
}

type Tax = Pick<S['Invoice'], 'net' | 'vat_rate' | 'vat' | 'vat_scheme'>;

/**
 * The VAT in a gross price: the seller's country's rate at home; an EU business with a VAT number abroad pays
 * none (reverse charge); an EU consumer pays their country's rate; outside the EU no VAT applies.
 */
export function invoiceTax(total: number, billing: Billing): Tax {
  const country = buyerCountry(billing);
  const eu = country in VAT_RATES;
  const scheme: S['Invoice']['vat_scheme'] = !eu
    ? 'outside_eu'
    : country !== SELLER.country && billing.tax_number.trim()
      ? 'reverse_charge'
      : 'standard';
  const rate = scheme === 'standard' ? (VAT_RATES[country] ?? 0) : 0;
  const net = Math.round((total / (1 + rate / 100)) * 100) / 100;
  return { net, vat_rate: rate, vat: Math.round((total - net) * 100) / 100, vat_scheme: scheme };
}

/** The invoice's words, in the 12 interface languages. */
const WORDS = {
  en: ['Invoice', 'Invoice number', 'Invoice date', 'Seller', 'Billed to', 'VAT number', 'Tax number', 'Description', 'Net amount', 'VAT', 'Total', 'Payment method', 'Status', 'Card', 'Paid', 'Open', 'Refunded', 'Reverse charge: VAT is payable by the recipient.', 'Outside the scope of EU VAT.', 'Demo invoice – not valid for tax purposes.'],
  da: ['Faktura', 'Fakturanummer', 'Fakturadato', 'Sælger', 'Faktureret til', 'Momsnummer', 'Skattenummer', 'Beskrivelse', 'Nettobeløb', 'Moms', 'I alt', 'Betalingsmetode', 'Status', 'Kort', 'Betalt', 'Åben', 'Refunderet', 'Omvendt betalingspligt: køber afregner momsen.', 'Uden for EU-momsens anvendelsesområde.', 'Demofaktura – ikke gyldig i skattemæssig henseende.'],
  de: ['Rechnung', 'Rechnungsnummer', 'Rechnungsdatum', 'Verkäufer', 'Rechnung an', 'USt-IdNr.', 'Steuernummer', 'Beschreibung', 'Nettobetrag', 'MwSt.', 'Gesamt', 'Zahlungsart', 'Status', 'Karte', 'Bezahlt', 'Offen', 'Erstattet', 'Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge).', 'Nicht im Anwendungsbereich der EU-Mehrwertsteuer.', 'Demo-Rechnung – steuerlich nicht gültig.'],
  el: ['Τιμολόγιο', 'Αριθμός τιμολογίου', 'Ημερομηνία τιμολογίου', 'Πωλητής', 'Χρέωση προς', 'ΑΦΜ ΦΠΑ', 'Αριθμός φορολογικού μητρώου', 'Περιγραφή', 'Καθαρό ποσό', 'ΦΠΑ', 'Σύνολο', 'Τρόπος πληρωμής', 'Κατάσταση', 'Κάρτα', 'Πληρώθηκε', 'Ανοιχτό', 'Επιστράφηκε', 'Αντίστροφη επιβάρυνση: τον ΦΠΑ καταβάλλει ο λήπτης.', 'Εκτός πεδίου εφαρμογής του ΦΠΑ της ΕΕ.', 'Δοκιμαστικό τιμολόγιο – χωρίς φορολογική ισχύ.'],
  es: ['Factura', 'Número de factura', 'Fecha de factura', 'Vendedor', 'Facturado a', 'NIF-IVA', 'Número fiscal', 'Descripción', 'Importe neto', 'IVA', 'Total', 'Método de pago', 'Estado', 'Tarjeta', 'Pagada', 'Abierta', 'Reembolsada', 'Inversión del sujeto pasivo: el IVA lo paga el destinatario.', 'Fuera del ámbito del IVA de la UE.', 'Factura de demostración: sin validez fiscal.'],
  fr: ['Facture', 'Numéro de facture', 'Date de facture', 'Vendeur', 'Facturé à', 'N° de TVA', 'Numéro fiscal', 'Description', 'Montant HT', 'TVA', 'Total TTC', 'Moyen de paiement', 'Statut', 'Carte', 'Payée', 'Ouverte', 'Remboursée', 'Autoliquidation : TVA due par le preneur.', 'Hors du champ de la TVA de l’UE.', 'Facture de démonstration – sans valeur fiscale.'],
  it: ['Fattura', 'Numero fattura', 'Data fattura', 'Venditore', 'Intestata a', 'Partita IVA', 'Codice fiscale', 'Descrizione', 'Importo netto', 'IVA', 'Totale', 'Metodo di pagamento', 'Stato', 'Carta', 'Pagata', 'Aperta', 'Rimborsata', 'Inversione contabile: l’IVA è dovuta dal destinatario.', 'Fuori dal campo di applicazione dell’IVA UE.', 'Fattura dimostrativa – non valida ai fini fiscali.'],
  nb: ['Faktura', 'Fakturanummer', 'Fakturadato', 'Selger', 'Fakturert til', 'MVA-nummer', 'Skattenummer', 'Beskrivelse', 'Nettobeløp', 'MVA', 'Totalt', 'Betalingsmåte', 'Status', 'Kort', 'Betalt', 'Åpen', 'Refundert', 'Omvendt avgiftsplikt: mottakeren betaler MVA.', 'Utenfor EUs merverdiavgiftsområde.', 'Demofaktura – ikke gyldig for skatteformål.'],
  nl: ['Factuur', 'Factuurnummer', 'Factuurdatum', 'Verkoper', 'Gefactureerd aan', 'Btw-nummer', 'Fiscaal nummer', 'Omschrijving', 'Nettobedrag', 'Btw', 'Totaal', 'Betaalmethode', 'Status', 'Kaart', 'Betaald', 'Open', 'Terugbetaald', 'Btw verlegd: de afnemer draagt de btw af.', 'Buiten de reikwijdte van de EU-btw.', 'Demofactuur – niet geldig voor de belasting.'],
  pl: ['Faktura', 'Numer faktury', 'Data faktury', 'Sprzedawca', 'Nabywca', 'Numer VAT', 'Numer podatkowy', 'Opis', 'Kwota netto', 'VAT', 'Razem', 'Metoda płatności', 'Status', 'Karta', 'Opłacona', 'Otwarta', 'Zwrócona', 'Odwrotne obciążenie: VAT rozlicza nabywca.', 'Poza zakresem unijnego VAT.', 'Faktura demonstracyjna – bez mocy podatkowej.'],
  pt: ['Fatura', 'Número da fatura', 'Data da fatura', 'Vendedor', 'Faturado a', 'Número de IVA', 'Número fiscal', 'Descrição', 'Valor líquido', 'IVA', 'Total', 'Método de pagamento', 'Estado', 'Cartão', 'Paga', 'Em aberto', 'Reembolsada', 'Autoliquidação: o IVA é devido pelo adquirente.', 'Fora do âmbito do IVA da UE.', 'Fatura de demonstração – sem validade fiscal.'],
  sv: ['Faktura', 'Fakturanummer', 'Fakturadatum', 'Säljare', 'Fakturerad till', 'Momsregistreringsnummer', 'Skattenummer', 'Beskrivning', 'Nettobelopp', 'Moms', 'Totalt', 'Betalningssätt', 'Status', 'Kort', 'Betald', 'Öppen', 'Återbetald', 'Omvänd skattskyldighet: köparen redovisar momsen.', 'Utanför EU-momsens tillämpningsområde.', 'Demofaktura – inte giltig i skattesammanhang.'],
} satisfies Record<string, string[]>; // prettier-ignore

const KEYS = ['invoice', 'number', 'date', 'seller', 'buyer', 'vat_number', 'tax_number', 'item', 'net', 'vat', 'total', 'method', 'status', 'card', 'paid', 'open', 'refunded', 'reverse_charge', 'outside_eu', 'demo'] as const; // prettier-ignore
type Word = (typeof KEYS)[number];

export function invoiceWords(language: string): Record<Word, string> {
  const row = WORDS[(language in WORDS ? language : 'en') as keyof typeof WORDS];
  return Object.fromEntries(KEYS.map((key, index) => [key, row[index] ?? ''])) as Record<Word, string>;
}

const BRANDS: Record<string, string> = { paypal: 'PayPal', paypro: 'PayPro' };

export const invoiceNumber = (invoice: Pick<DbInvoice, 'id' | 'date'>): string =>
  `INV-${invoice.date.slice(0, 4)}-${String(invoice.id).padStart(4, '0')}`;

function countryName(code: string, language: string): string {
  if (!/^[A-Z]{2}$/.test(code)) return code;
  return formatsFor(language).region(code);
}

/** The invoice PDF's lines: seller, buyer, the sale with net, VAT and total, payment method and status. */
export function invoiceLines(invoice: DbInvoice, user: Pick<DbUser, 'billing'>, language: string): PdfLine[] {
  const words = invoiceWords(language);
  const formats = formatsFor(language);
  const money = (amount: number) => formats.currency(amount, 'EUR');
  const percent = (rate: number) => formats.percent(rate / 100);
  const date = formats.longDate(invoice.date);
  const billing = user.billing as Billing;
  const country = billing.country?.trim() || (billing.street || billing.zipcode ? buyerCountry(billing) : '');
  const method = invoice.method === 'card' ? words.card : (BRANDS[invoice.method] ?? invoice.method);
  const status = invoice.status in words ? words[invoice.status as Word] : invoice.status;
  const present = (lines: (string | false | undefined)[]): PdfLine[] =>
    lines.filter((text): text is string => Boolean(text && text.trim())).map((text) => ({ text }));
  return [
    { text: `${words.invoice} ${invoiceNumber(invoice)}`, size: 20, bold: true },
    { text: '' },
    { text: words.seller, bold: true, size: 12 },
    ...present([
      SELLER.name,
      SELLER.street,
      SELLER.city,
      countryName(SELLER.country, language),
      `${words.vat_number}: ${SELLER.vat_number}`,
      SELLER.email,
    ]),
    { text: '' },
    { text: words.buyer, bold: true, size: 12 },
    ...present([
      billing.company_name,
      billing.name,
      billing.street,
      billing.zipcode,
      country && countryName(country, language),
      billing.tax_number && `${words.tax_number}: ${billing.tax_number}`,
      billing.email,
    ]),
    { text: '' },
    { text: `${words.number}: ${invoiceNumber(invoice)}` },
    { text: `${words.date}: ${date}` },
    { text: `${words.item}: ${invoice.membership}` },
    { text: '' },
    { text: `${words.net}: ${money(invoice.net)}` },
    { text: `${words.vat} ${percent(invoice.vat_rate)}: ${money(invoice.vat)}` },
    { text: `${words.total}: ${money(invoice.total)}`, bold: true },
    ...(invoice.vat_scheme === 'reverse_charge'
      ? [{ text: words.reverse_charge }]
      : invoice.vat_scheme === 'outside_eu'
        ? [{ text: words.outside_eu }]
        : []),
    { text: '' },
    { text: `${words.method}: ${method}` },
    { text: `${words.status}: ${status}` },
    ...(billing.invoice_note.trim() ? [{ text: '' }, { text: billing.invoice_note }] : []),
    { text: '' },
    { text: words.demo, size: 9 },
  ];
}
