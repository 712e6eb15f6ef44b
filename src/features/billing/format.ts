import { formatsFor } from '../../i18n/format';

/** Money and dates in the interface language (`src/i18n/format.ts`), tabular in tables. */

export function formatMoney(amount: number, language: string, currency = 'EUR'): string {
  return formatsFor(language).currency(amount, currency);
}

/** A billing day (UTC) in the interface language; '—' for none. */
export function formatDate(value: string | null | undefined, language: string): string {
  return value ? formatsFor(language).utcDate(value) : '—';
}

const METHOD_NAMES: Record<string, string> = { paypal: 'PayPal', paypro: 'PayPro', card: 'Card' };
/** Provider names are brands: not translated. */
export const methodName = (method: string | null | undefined): string =>
  method ? (METHOD_NAMES[method] ?? method) : '—';
