import type { TFunction } from 'i18next';
import { formatsFor } from '@/i18n/format';

/** Money and dates in the interface language (`src/i18n/format.ts`), tabular in tables. */

export function formatMoney(amount: number, language: string, currency = 'EUR'): string {
  return formatsFor(language).currency(amount, currency);
}

/** A billing day (UTC) in the interface language; '—' for none. */
export function formatDate(value: string | null | undefined, language: string): string {
  return value ? formatsFor(language).utcDate(value) : '—';
}

const BRANDS: Record<string, string> = { paypal: 'PayPal', paypro: 'PayPro' };
/** A payment method's name: providers are brands (never translated); a card is said in the interface language. */
export const methodName = (t: TFunction, method: string | null | undefined): string =>
  method ? (method === 'card' ? t('billing.method_card') : (BRANDS[method] ?? method)) : '—';
