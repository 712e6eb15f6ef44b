import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { api } from '../api/client';
import { getLanguage, setLanguage, type Language } from '../api/session';
import { english, type Messages } from './catalog';

/** Spec part 1 §9: the translation call gives up after 10 s and English stays. */
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

/** Starts i18next on the bundled English, then lays the server's texts for the active language over it. */
export async function initI18n(lang: Language = getLanguage()): Promise<typeof i18next> {
  if (!i18next.isInitialized) {
    // <html lang> follows the active language (screen readers, hyphenation, the browser's translate offer).
    i18next.on('languageChanged', (language) => {
      if (typeof document !== 'undefined') document.documentElement.lang = language;
    });
    await i18next.use(initReactI18next).init({
      lng: lang,
      fallbackLng: 'en',
      resources: { en: { translation: english } },
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  }
  const remote = await fetchTranslations(lang);
  if (remote) i18next.addResourceBundle(lang, 'translation', remote, true, true);
  await i18next.changeLanguage(lang);
  document.documentElement.lang = lang;
  return i18next;
}

/** Spec: a language change saves the choice and reloads the page. */
export function switchLanguage(lang: Language, reload: () => void = () => globalThis.location.reload()): void {
  setLanguage(lang);
  reload();
}

export { i18next };
