/**
 * The demo backend's VAT (assumed, simplified): the standard rate of a few EU countries, 0 % for every other
 * country and when the billing details name none. Prices include it.
 */
export const VAT_RATES: Readonly<Record<string, number>> = {
  AT: 20,
  BE: 21,
  DE: 19,
  DK: 25,
  ES: 21,
  FR: 20,
  GR: 24,
  IE: 23,
  IT: 22,
  NL: 21,
  PL: 23,
  PT: 23,
  SE: 25,
};

export const vatRate = (country: string | null | undefined): number => (country ? (VAT_RATES[country] ?? 0) : 0);

/** The VAT part of a price that includes it, to the cent. */
export function includedVat(price: number, rate: number): number {
  return Math.round((price - price / (1 + rate / 100)) * 100) / 100;
}
