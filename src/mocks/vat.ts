/**
 * The demo backend's VAT (assumed, simplified): the standard rate of each EU country, 0 % for every other
 * country and when the billing details name none. Prices include it.
 */
/** Standard VAT rates (%) of the EU member states, by ISO code (digital services are taxed where the buyer is). */
export const VAT_RATES: Readonly<Record<string, number>> = {
  AT: 20, BE: 21, BG: 20, CY: 19, CZ: 21, DE: 19, DK: 25, EE: 24, ES: 21, FI: 25.5, FR: 20, GR: 24, HR: 25, HU: 27,
  IE: 23, IT: 22, LT: 21, LU: 17, LV: 21, MT: 18, NL: 21, PL: 23, PT: 23, RO: 21, SE: 25, SI: 22, SK: 23,
}; // prettier-ignore

export const vatRate = (country: string | null | undefined): number => (country ? (VAT_RATES[country] ?? 0) : 0);

/** The VAT part of a price that includes it, to the cent. */
export function includedVat(price: number, rate: number): number {
  return Math.round((price - price / (1 + rate / 100)) * 100) / 100;
}
