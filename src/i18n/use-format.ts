import { useTranslation } from 'react-i18next';
import { formatsFor, type Formats } from './format';

export type { Formats } from './format';

/** The formats (`./format.ts`) of the interface language; a new object only when the language changes. */
export function useFormat(): Formats {
  const { i18n } = useTranslation();
  return formatsFor(i18n.resolvedLanguage ?? i18n.language);
}
