import { http } from '@/mocks/http';
import { badRequest } from './common';

type Tree = { [key: string]: string | Tree };
const LANGS = ['en', 'nl', 'es', 'it', 'fr', 'pt', 'de', 'el', 'sv', 'pl', 'nb', 'da'];

// Lazy: every language file is its own chunk, loaded on the first request for that language.
const files = import.meta.glob<Tree>('../../i18n/locales/*/*.json', { import: 'default' });

async function load(lang: string): Promise<Tree | undefined> {
  const prefix = `../../i18n/locales/${lang}/`;
  const paths = Object.keys(files)
    .filter((path) => path.startsWith(prefix))
    .sort();
  if (!paths.length) return undefined;
  const parts = await Promise.all(paths.map((path) => files[path]?.() ?? Promise.resolve({})));
  return Object.assign({}, ...parts) as Tree;
}

export const translationHandlers = [
  http.get('/api/v1/translation/', async ({ query, response }) => {
    const lang = query.get('lang') ?? 'en';
    if (!LANGS.includes(lang)) return badRequest(`Unsupported language: ${lang}`);
    // A language without files yet answers with the English texts.
    const data = (await load(lang)) ?? (await load('en')) ?? {};
    return response(200).json({ lang, data });
  }),
];
