import { mergeAreas, type Messages } from './messages';

export { mergeAreas, type Messages };

/**
 * English, every file: what the completeness tests compare each language with. The app itself never loads it whole:
 * the first page carries common and shell (first-page-english.ts), each area adds its own files (its index.ts).
 */
export const english: Messages = mergeAreas(
  import.meta.glob<Messages>('./locales/en/*.json', { eager: true, import: 'default' }),
);
