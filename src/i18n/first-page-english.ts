import { mergeAreas, type Messages } from './messages';

/**
 * The English the entry carries: the frame's and the common texts. Every other file travels with the chunk that
 * shows it (each area's index.ts and the signed-in frame add theirs with addEnglish), added
 * when that chunk's module loads, so before any of its screens renders.
 */
export const firstPageEnglish: Messages = mergeAreas(
  import.meta.glob<Messages>(['./locales/en/common.json', './locales/en/shell.json'], {
    eager: true,
    import: 'default',
  }),
);
