import { readItem, writeItem } from './storage';

/** Local storage key of the auth data (the token the server gave at sign-in). */
export const AUTH_KEY = 'auth';
/** Session storage key of the interface language (per tab; English when none is stored). */
export const LANGUAGE_KEY = 'activeLanguage';
export const LANGUAGES = ['en', 'nl', 'es', 'it', 'fr', 'pt', 'de', 'el', 'sv', 'pl', 'nb', 'da'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The token, whether stored as `{auth_token}`, `{key}` (both seen in the spec) or a bare string. */
export function getToken(): string | null {
  const raw = readItem('local', AUTH_KEY);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed === 'string') return parsed || null;
    if (parsed && typeof parsed === 'object') {
      const record = parsed as Record<string, unknown>;
      const token = record.auth_token ?? record.key;
      return typeof token === 'string' && token ? token : null;
    }
  } catch {
    return raw;
  }
  return null;
}

export function setToken(token: string | null): void {
  writeItem('local', AUTH_KEY, token === null ? null : JSON.stringify({ auth_token: token }));
  listeners.forEach((listener) => listener(token));
}

const listeners = new Set<(token: string | null) => void>();
/** Subscribe to sign-in / sign-out; returns the unsubscribe function. */
export function onTokenChange(listener: (token: string | null) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function getLanguage(): Language {
  const stored = readItem('session', LANGUAGE_KEY);
  return isLanguage(stored) ? stored : 'en';
}

export function setLanguage(language: Language): void {
  writeItem('session', LANGUAGE_KEY, language);
}
