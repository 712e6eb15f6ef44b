/**
 * An address taken from data becomes a link only when it is http(s): `javascript:`, `data:` and the like are
 * never rendered as an href (OWASP ASVS V5). Returns the address, or null.
 */
export function safeHref(address: string | null | undefined): string | null {
  if (!address) return null;
  try {
    const url = new URL(address.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? address.trim() : null;
  } catch {
    return null;
  }
}

/** An address a `mailto:` link may carry: no header part (`?`, `&`), no spaces or line breaks, no percent escapes. */
const MAILTO_ADDRESS = /^[A-Za-z0-9._+'-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/;
/** A phone number a `tel:` link may carry: an optional +, then digits with spaces, dots, dashes or parentheses. */
const TEL_NUMBER = /^\+?[0-9][0-9 ().-]{2,30}$/;

/** `mailto:` for a plain e-mail address (so a captured value can't add headers or a body); null otherwise. */
export function mailtoHref(email: string | null | undefined): string | null {
  const address = email?.trim() ?? '';
  if (address.length > 254 || !MAILTO_ADDRESS.test(address)) return null;
  return `mailto:${address}`;
}

/** `tel:` for a phone number (spaces and separators dropped, a leading + kept); null for anything else. */
export function telHref(phone: string | null | undefined): string | null {
  const number = phone?.trim() ?? '';
  if (!TEL_NUMBER.test(number)) return null;
  return `tel:${number.replace(/[ ().-]/g, '')}`;
}
