import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export interface Formats {
  locale: string;
  count: (value: number) => string;
  position: (value: number) => string;
  /** A calendar date of the API ('YYYY-MM-DD'), the same day wherever the reader is. */
  date: (value: string) => string;
  shortDate: (value: string) => string;
}

function safe<T>(make: (locale: string) => T, locale: string): T {
  try {
    return make(locale);
  } catch {
    return make('en');
  }
}

const asDate = (value: string) => new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);

function formatDate(format: Intl.DateTimeFormat, value: string): string {
  const date = asDate(value);
  return Number.isNaN(date.getTime()) ? value : format.format(date);
}

/** Number and date formats of the active language (Intl). */
export function useFormats(): Formats {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => {
    const count = safe((l) => new Intl.NumberFormat(l), language);
    const position = safe(
      (l) => new Intl.NumberFormat(l, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
      language,
    );
    const long = safe((l) => new Intl.DateTimeFormat(l, { dateStyle: 'medium', timeZone: 'UTC' }), language);
    const short = safe(
      (l) => new Intl.DateTimeFormat(l, { month: 'short', day: 'numeric', timeZone: 'UTC' }),
      language,
    );
    return {
      locale: count.resolvedOptions().locale,
      count: (value) => count.format(value),
      position: (value) => position.format(value),
      date: (value) => formatDate(long, value),
      shortDate: (value) => formatDate(short, value),
    };
  }, [language]);
}
