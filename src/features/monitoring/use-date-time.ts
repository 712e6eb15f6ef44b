import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Date and time in the person's language (falls back to English when the language is unknown to Intl). */
export function useDateTime() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => {
    let format: Intl.DateTimeFormat;
    try {
      format = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
    } catch {
      format = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });
    }
    return (iso: string | null) => {
      if (!iso) return '';
      const date = new Date(iso);
      return Number.isNaN(date.getTime()) ? '' : format.format(date);
    };
  }, [language]);
}
