/**
 * The one rule for a widget's extra HTML (the form's extra text and the extra-HTML style box): what a sanitizer keeps.
 * DOMPurify's defaults (no scripts, no event handlers, no javascript: addresses) plus no forms, fields, frames or
 * styles that could reach beyond the extra-HTML box. The editor's preview sanitizes with it in the browser; the
 * server sanitizes with it before the embed script gets the HTML (PublicWidget.extra_html).
 */
export const EXTRA_HTML_RULE = {
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
  FORBID_ATTR: ['style'],
};

/** Whether a text holds markup (then it is shown as sanitized HTML, otherwise as plain text). */
export const hasMarkup = (text: string): boolean => /<\/?[a-z!][^>]*>/i.test(text);
