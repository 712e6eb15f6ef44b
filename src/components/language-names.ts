import type { Language } from '@/api/session';

/** Each language in its own words, so people find theirs whatever the interface language (not translated on purpose). */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  nl: 'Nederlands',
  es: 'Español',
  it: 'Italiano',
  fr: 'Français',
  pt: 'Português',
  de: 'Deutsch',
  el: 'Ελληνικά',
  sv: 'Svenska',
  pl: 'Polski',
  nb: 'Norsk bokmål',
  da: 'Dansk',
};
