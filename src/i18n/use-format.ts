import { useTranslation } from 'react-i18next';
import { formatsFor, type Formats } from './format';

export type { Formats } from './format';

/**
 * The formats (`./format.ts`) of the interface language; a new object only when the language changes. The chosen
 * language, not i18next's `resolvedLanguage`: that one stays 'en' until the language's texts arrive from the
 * server, and the dates and numbers must not wait for them.
 */
export function useFormat(): Formats {
  const { i18n } = useTranslation();
  return formatsFor(i18n.language);
}
