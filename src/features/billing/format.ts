/** Money and dates in the interface language, tabular in tables. */

export function formatMoney(amount: number, language: string, currency = 'EUR'): string {
  try {
    return new Intl.NumberFormat(language, { style: 'currency', currency }).format(amount);
  } catch {
    return `${currency} ${amount.toFixed(2)}`;
  }
}

export function formatDate(value: string | null | undefined, language: string): string {
  if (!value) return '—';
  const date = new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  try {
    return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
  } catch {
    return date.toISOString().slice(0, 10);
  }
}

const METHOD_NAMES: Record<string, string> = { paypal: 'PayPal', paypro: 'PayPro', card: 'Card' };
/** Provider names are brands: not translated. */
export const methodName = (method: string | null | undefined): string =>
  method ? (METHOD_NAMES[method] ?? method) : '—';
