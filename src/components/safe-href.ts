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
