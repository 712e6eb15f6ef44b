/**
 * One rule for a web page address a person types (a page to watch): http:// or https://, a host name with a dot
 * and a top-level domain (letters, or an xn-- IDN label), no user name or password, no spaces, at most 2,048
 * characters. Returns the address as the browser writes it (host lower-cased, no #fragment), or null.
 */
const MAX_LENGTH = 2048;
const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
const TLD = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

export function normalizeWebUrl(value: string): string | null {
  const text = value.trim();
  if (text.length === 0 || text.length > MAX_LENGTH || /\s/.test(text) || !/^https?:\/\//i.test(text)) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password) return null;
  const labels = url.hostname.split('.');
  const tld = labels.at(-1) ?? '';
  if (labels.length < 2 || !TLD.test(tld) || !labels.every((label) => LABEL.test(label))) return null;
  url.hash = '';
  return url.href;
}

export function isValidWebUrl(value: string): boolean {
  return normalizeWebUrl(value) !== null;
}
