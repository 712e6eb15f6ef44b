import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** A medium date in the interface language (English when the browser does not know the language). */
export function useDateFormat(): Intl.DateTimeFormat {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => {
    try {
      return new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
    } catch {
      return new Intl.DateTimeFormat('en', { dateStyle: 'medium' });
    }
  }, [language]);
}
