import { mergeAreas, type Messages } from './messages';

export { mergeAreas, type Messages };

/**
 * English, every area: what the completeness tests compare each language with, and what a chunk that needs more than
 * the first page's texts adds (src/i18n/all-english.ts). Not on the first page: see src/i18n/first-page-english.ts.
 */
export const english: Messages = mergeAreas(
  import.meta.glob<Messages>('./locales/en/*.json', { eager: true, import: 'default' }),
);
