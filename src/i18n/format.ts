/**
 * The one way to format for people: dates, date-times, relative times, numbers, percentages, currencies, position
 * changes, durations, and country and language names, in a language, over `Intl`. It is the only file of the
 * source that builds an `Intl` object (`tests/i18n/format-scan.test.ts` checks it), so every screen, chart, CSV
 * header, PDF and the demo backend read the same. Screens use the `useFormat()` hook (`use-format.ts`); the demo
 * backend and other non-React code call `formatsFor(language)`. Pure TypeScript: no React, no i18next.
 *
 * Machine-readable values (CSV cells, API amounts) are not for people: `machineDecimal` and `isoDate` write them
 * the same in every language.
 */

export interface Formats {
  /** The language the formats resolved to (a browser without the language falls back to English). */
  locale: string;
  /** A whole count with the language's grouping: "12.345". */
  count: (value: number) => string;
  /** A number with up to `maxDigits` decimals (1 unless given): "26,7". */
  number: (value: number, maxDigits?: number) => string;
  /** An average position, always one decimal: "26,0". */
  position: (value: number) => string;
  /** A signed change of position (whole or one decimal), "+3" / "-0,8" / "0": lower numbers are better places. */
  change: (value: number) => string;
  /** A ratio as a percentage (0.19 → "19 %"), up to one decimal. */
  percent: (ratio: number) => string;
  /** An amount of money: "29,00 €". */
  currency: (amount: number, currency?: string) => string;
  /** A duration in milliseconds: "1.234 ms". */
  milliseconds: (value: number) => string;
  /** A calendar day ('YYYY-MM-DD', the same day everywhere) or a timestamp (the reader's day): "16.11.2026". */
  date: (value: string | Date) => string;
  /** A day as above, in UTC whatever the value (billing periods and invoices are UTC days). */
  utcDate: (value: string | Date) => string;
  /** A day written out: "16. November 2026". */
  longDate: (value: string | Date) => string;
  /** Day and short month, for chart axes and table headers: "16. Nov.". */
  shortDate: (value: string | Date) => string;
  /** Date and time of a timestamp in the reader's zone: "16.11.2026, 14:05". */
  dateTime: (value: string | Date) => string;
  /** How long ago or ahead a moment is, in the largest whole unit: "vor 3 Tagen". */
  relative: (value: string | Date, now?: Date) => string;
  /** A country's name from its ISO 3166 code, or the code when the browser has none. */
  region: (code: string) => string;
  /** A language's name from its code ("de" → "Deutsch" in German). */
  languageName: (code: string) => string;
  /** Compares two texts in the language's alphabetical order. */
  compare: (a: string, b: string) => number;
}

const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;

function toDate(value: string | Date): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (!value) return null;
  const date = new Date(DAY_ONLY.test(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A date format of `language`, English when the browser does not know the language. */
function safe<T>(make: (locale: string) => T, language: string): T {
  try {
    return make(language);
  } catch {
    return make('en');
  }
}

/** A value made on first use and kept. */
const once = <T>(make: () => T): (() => T) => {
  let value: T | undefined;
  return () => (value ??= make());
};

const RELATIVE_UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400_000],
  ['month', 30 * 86_400_000],
  ['week', 7 * 86_400_000],
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
  ['second', 1000],
];

function build(language: string): Formats {
  const count = safe((l) => new Intl.NumberFormat(l, { maximumFractionDigits: 0 }), language);
  const locale = count.resolvedOptions().locale;
  const numbers = new Map<number, Intl.NumberFormat>();
  const numberFormat = (digits: number) => {
    let format = numbers.get(digits);
    if (!format) {
      format = new Intl.NumberFormat(locale, { maximumFractionDigits: digits });
      numbers.set(digits, format);
    }
    return format;
  };
  // Each of the others is made on its first use: making all of them costs some 20 ms on a fast machine, and a screen
  // uses a few.
  const position = once(() => new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }));
  const change = once(() => new Intl.NumberFormat(locale, { maximumFractionDigits: 1, signDisplay: 'exceptZero' }));
  const percent = once(() => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }));
  const currencies = new Map<string, Intl.NumberFormat | null>();
  const currencyFormat = (code: string) => {
    if (!currencies.has(code)) {
      try {
        currencies.set(code, new Intl.NumberFormat(locale, { style: 'currency', currency: code }));
      } catch {
        currencies.set(code, null);
      }
    }
    return currencies.get(code) ?? null;
  };
  const milliseconds = once(() => new Intl.NumberFormat(locale, { style: 'unit', unit: 'millisecond' }));
  const dates = (options: Intl.DateTimeFormatOptions) => once(() => new Intl.DateTimeFormat(locale, options));
  const medium = dates({ dateStyle: 'medium' });
  const mediumUtc = dates({ dateStyle: 'medium', timeZone: 'UTC' });
  const long = dates({ dateStyle: 'long' });
  const longUtc = dates({ dateStyle: 'long', timeZone: 'UTC' });
  const short = dates({ month: 'short', day: 'numeric' });
  const shortUtc = dates({ month: 'short', day: 'numeric', timeZone: 'UTC' });
  const dateTime = dates({ dateStyle: 'medium', timeStyle: 'short' });
  const relative = once(() => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }));
  const regions = once(() => safe((l) => new Intl.DisplayNames([l, 'en'], { type: 'region' }), locale));
  const languages = once(() => safe((l) => new Intl.DisplayNames([l, 'en'], { type: 'language' }), locale));
  const collator = once(() => new Intl.Collator(locale));

  // A calendar day is the same day everywhere (UTC); a timestamp is the reader's day.
  const day = (local: () => Intl.DateTimeFormat, utc: () => Intl.DateTimeFormat) => (value: string | Date) => {
    const date = toDate(value);
    if (!date) return typeof value === 'string' ? value : '';
    return (typeof value === 'string' && DAY_ONLY.test(value) ? utc : local)().format(date);
  };
  const name = (names: () => Intl.DisplayNames, code: string) => {
    try {
      return names().of(code) ?? code;
    } catch {
      return code;
    }
  };

  return {
    locale,
    count: (value) => count.format(value),
    number: (value, maxDigits = 1) => numberFormat(maxDigits).format(value),
    position: (value) => position().format(value),
    change: (value) => change().format(value),
    percent: (ratio) => percent().format(ratio),
    currency: (amount, code = 'EUR') => currencyFormat(code)?.format(amount) ?? `${code} ${position().format(amount)}`,
    milliseconds: (value) => milliseconds().format(value),
    date: day(medium, mediumUtc),
    utcDate: (value) => {
      const date = toDate(value);
      return date ? mediumUtc().format(date) : typeof value === 'string' ? value : '';
    },
    longDate: day(long, longUtc),
    shortDate: day(short, shortUtc),
    dateTime: (value) => {
      const date = toDate(value);
      return date ? dateTime().format(date) : '';
    },
    relative: (value, now = new Date()) => {
      const date = toDate(value);
      if (!date) return '';
      const diff = date.getTime() - now.getTime();
      const [unit, size] = RELATIVE_UNITS.find(([, ms]) => Math.abs(diff) >= ms) ?? ['second', 1000];
      return relative().format(Math.round(diff / size), unit);
    },
    region: (code) => name(regions, code),
    languageName: (code) => name(languages, code),
    compare: (a, b) => collator().compare(a, b),
  };
}

const cache = new Map<string, Formats>();

/** The formats of a language (made once per language). */
export function formatsFor(language: string | undefined): Formats {
  const key = language || 'en';
  let formats = cache.get(key);
  if (!formats) {
    formats = build(key);
    cache.set(key, formats);
  }
  return formats;
}

/** A number for a machine (CSV cell, API amount): dot decimals, no grouping, at most `digits` decimals. */
export function machineDecimal(value: number, digits = 2): string {
  const factor = 10 ** digits;
  const rounded = Math.round(value * factor) / factor;
  const [whole = '0', fraction = ''] = String(Math.abs(rounded)).split('.');
  const sign = rounded < 0 ? '-' : '';
  return digits > 0 ? `${sign}${whole}.${fraction.padEnd(digits, '0')}` : `${sign}${whole}`;
}

/** A day for a machine: 'YYYY-MM-DD' (UTC). */
export const isoDate = (value: Date): string => value.toISOString().slice(0, 10);
