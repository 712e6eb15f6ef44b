import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

const DATE: Intl.DateTimeFormatOptions = { dateStyle: 'medium' };
const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/**
 * A date format in the interface language (English when the browser does not know the language): a medium
 * date unless `options` (a module constant, so the format is made once per language) says otherwise.
 */
export function useDateFormat(options: Intl.DateTimeFormatOptions = DATE): Intl.DateTimeFormat {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => {
    try {
      return new Intl.DateTimeFormat(language, options);
    } catch {
      return new Intl.DateTimeFormat('en', options);
    }
  }, [language, options]);
}

/** Date and time of an ISO timestamp in the interface language; '' for none or an unreadable one. */
export function useDateTimeFormat(): (iso: string | null) => string {
  const format = useDateFormat(DATE_TIME);
  return useMemo(
    () => (iso) => {
      const date = iso ? new Date(iso) : null;
      return date && !Number.isNaN(date.getTime()) ? format.format(date) : '';
    },
    [format],
  );
}
