import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Date and time in the interface language (falls back to English for a tag Intl does not know). */
export function useDateTimeFormat(): (iso: string | null) => string {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => {
    let format: Intl.DateTimeFormat;
    try {
      format = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
    } catch {
      format = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });
    }
    return (iso) => {
      const date = iso ? new Date(iso) : null;
      return date && !Number.isNaN(date.getTime()) ? format.format(date) : '';
    };
  }, [language]);
}
