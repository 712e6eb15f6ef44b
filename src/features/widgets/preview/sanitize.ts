import DOMPurify from 'dompurify';

/** Whether a text holds markup (then it is shown as sanitized HTML, otherwise as plain text). */
export const hasMarkup = (text: string): boolean => /<\/?[a-z!][^>]*>/i.test(text);

/**
 * Extra HTML of the widget, made safe to insert: no scripts, no event handlers, no javascript: URLs
 * (DOMPurify's defaults), and no forms or styles that could reach beyond the extra-HTML box.
 */
export function sanitizeExtraHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
  });
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
