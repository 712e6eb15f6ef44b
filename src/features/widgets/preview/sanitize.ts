import type { DOMPurify } from 'dompurify';

import { EXTRA_HTML_RULE } from '@machines/shared/extra-html';
import { intentModule } from '@/components/intent-module';

export { hasMarkup } from '@machines/shared/extra-html';

// DOMPurify (~11 KB gzip) comes only when a widget has markup to sanitize, not with the widgets area,
// so the screens that never show markup don't pay for it.
const sanitizer = intentModule(async (): Promise<DOMPurify> => (await import('dompurify')).default);

/** Whether sanitizeExtraHtml can answer now. */
export const sanitizerReady = (): boolean => sanitizer.loaded() !== null;

/** Loads the sanitizer once; a failed load (offline) is tried again on the next call. */
export const loadSanitizer = async (): Promise<void> => {
  await sanitizer.load();
};

/**
 * Extra HTML of the widget, made safe to insert: no scripts, no event handlers, no javascript: URLs
 * (DOMPurify's defaults), and no forms or styles that could reach beyond the extra-HTML box: EXTRA_HTML_RULE,
 * the rule the server applies before the embed script shows the same HTML.
 * Null until the sanitizer is loaded (loadSanitizer): the caller then shows nothing, never the raw HTML.
 */
export function sanitizeExtraHtml(html: string): string | null {
  return sanitizer.loaded()?.sanitize(html, EXTRA_HTML_RULE) ?? null;
}

/** Popup icon sources: http(s), protocol-relative, same-site paths or data images; nothing else. */
export function safeImageUrl(url: string): string | undefined {
  const v = url.trim();
  if (
    /^(https?:)?\/\/[^\s"'<>]+$/i.test(v) ||
    /^\/[^/\s"'<>][^\s"'<>]*$/.test(v) ||
    /^data:image\/(png|gif|jpe?g|webp);base64,[a-z0-9+/=]+$/i.test(v)
  )
    return v;
  return undefined;
}
