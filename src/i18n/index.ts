import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { api } from '@/api/client';
import { getLanguage, setLanguage, type Language } from '@/api/session';
import { readItem, writeItem } from '@/api/storage';
import { firstPageEnglish } from './first-page-english';
import type { Messages } from './messages';

/** The translation call gives up after 10 s and English stays. */
export const TRANSLATION_TIMEOUT_MS = 10_000;

export async function fetchTranslations(lang: Language, timeoutMs = TRANSLATION_TIMEOUT_MS): Promise<Messages | null> {
  try {
    const { data, response } = await api.GET('/api/v1/translation/', {
      params: { query: { lang } },
      signal: AbortSignal.timeout(timeoutMs),
    });
    return response.ok && data ? (data.data as Messages) : null;
  } catch {
    return null;
  }
}

/** The server's texts of the last visit, per language, so the next first paint is already in that language. */
export const cachedTextsKey = (lang: Language) => `translations:${lang}`;

function cachedTexts(lang: Language): Messages | null {
  if (lang === 'en') return null;
  try {
    const raw = readItem('local', cachedTextsKey(lang));
    return raw ? (JSON.parse(raw) as Messages) : null;
  } catch {
    return null;
  }
}

/** The bundled English so far: the first page's, then what each loaded chunk added (addEnglish). */
const bundledEnglish: Messages[] = [firstPageEnglish];

/**
 * Adds bundled English texts that travel with a chunk (its module calls this when it loads, before its screens
 * render). Texts already there win: the server's English, once it answered, is not replaced by the bundled copy.
 * Nothing shown uses them yet, so they are added without the event that redraws every translated component (each
 * area's first load redrew the whole frame synchronously).
 */
export function addEnglish(...files: Messages[]): void {
  for (const messages of files) {
    bundledEnglish.push(messages);
    if (i18next.isInitialized) i18next.addResourceBundle('en', 'translation', messages, true, false, { silent: true });
  }
}

/**
 * Starts i18next at once, without the network: the bundled English, with the texts of the active language
 * kept from the last visit laid over it. The first paint never waits for the translation call.
 */
export function startI18n(lang: Language = getLanguage()): typeof i18next {
  if (!i18next.isInitialized) {
    // <html lang> follows the active language (screen readers, hyphenation, the browser's translate offer).
    i18next.on('languageChanged', (language) => {
      if (typeof document !== 'undefined') document.documentElement.lang = language;
    });
    void i18next.use(initReactI18next).init({
      lng: lang,
      fallbackLng: 'en',
      resources: { en: { translation: Object.assign({}, ...bundledEnglish) as Messages } },
      interpolation: { escapeValue: false },
      returnNull: false,
      initAsync: false,
      // Texts that arrive later (the translation call) re-render what shows them.
      react: { bindI18nStore: 'added' },
    });
  }
  const cached = cachedTexts(lang);
  if (cached) i18next.addResourceBundle(lang, 'translation', cached, true, true);
  if (i18next.language !== lang) void i18next.changeLanguage(lang);
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
  return i18next;
}

/**
 * Lays the server's texts for the language over what shows and keeps them for the next visit. Texts that change
 * nothing shown (the usual reply: what the bundle or the last visit already had) are added without the event that
 * re-renders every translated component.
 */
export function applyTranslations(lang: Language, remote: Messages): void {
  const shown = bundle(lang);
  const silent = shown !== undefined && !changesShown(remote, shown, lang === 'en' ? {} : bundle('en'));
  i18next.addResourceBundle(lang, 'translation', remote, true, true, { silent });
  if (lang !== 'en') writeItem('local', cachedTextsKey(lang), JSON.stringify(remote));
}

const bundle = (lang: Language) => i18next.getResourceBundle(lang, 'translation') as Messages | undefined;

/** Whether `next` gives another text for a key that shows: the language's own text, or else the English one. */
function changesShown(next: Messages, own: Messages, english: Messages = {}): boolean {
  return [...new Set([...Object.keys(own), ...Object.keys(english)])].some((key) => {
    const text = next[key];
    const showing = own[key] ?? english[key];
    if (text === undefined) return false;
    if (typeof text === 'string' || typeof showing === 'string') return text !== showing;
    return changesShown(text, asMessages(own[key]), asMessages(english[key]));
  });
}

const asMessages = (value: string | Messages | undefined): Messages => (typeof value === 'object' ? value : {});

/** Fetches the server's texts for the language and lays them over what shows (the app does this in `ServerTexts`). */
export async function refreshTranslations(lang: Language = getLanguage()): Promise<void> {
  const remote = await fetchTranslations(lang);
  if (remote) applyTranslations(lang, remote);
}

/** Starts i18next and waits for the server's texts: for tests and tools that need the final texts. */
export async function initI18n(lang: Language = getLanguage()): Promise<typeof i18next> {
  startI18n(lang);
  await refreshTranslations(lang);
  await i18next.changeLanguage(lang);
  return i18next;
}

/** Spec: a language change saves the choice and reloads the page. */
export function switchLanguage(lang: Language, reload: () => void = () => globalThis.location.reload()): void {
  setLanguage(lang);
  reload();
}

export { i18next };
