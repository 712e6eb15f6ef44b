/**
 * The one rule for every web address a person types (widget redirects, webhook, project and competitor addresses,
 * audit, crawl and monitored pages) and for the demo backend's own checks.
 *
 * The address is parsed with the standard URL parser (`new URL()`, what the browser and the embed script will do
 * with it), and then the parsed scheme, host and port are judged, never the text: http or https only (https only
 * where asked), no user name or password, a host name of registrable labels under a top-level domain of letters,
 * never an IP address in any spelling (the parser turns `１２７.０.０.１`, `0x7f.1` or `2130706433` into 127.0.0.1
 * first, and IPv6 literals are refused whole), never a name that stays inside a network (`localhost`, `.local`,
 * `.internal`, `.arpa`, `.onion`), a port from 1 to 65535. Spaces and control characters anywhere are refused,
 * because the parser would silently drop some of them and the person would not see what is kept.
 */

export type AddressProblem = 'required' | 'too_long' | 'scheme' | 'invalid';

export interface AddressRuleOptions {
  /** Only https:// (the webhook, which carries lead data). */
  httpsOnly?: boolean;
  /** A bare `shop.example/path` is read as http:// (the widget editor's spec makes the scheme optional). */
  schemeOptional?: boolean;
}

export const ADDRESS_MAX_LENGTH = 2048;

// eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
const SPACE_OR_CONTROL = /[\s\u0000-\u001f\u007f-\u009f\u2028\u2029\ufeff]/;
const ANY_SCHEME = /^[a-z][a-z0-9+.-]*:(?!\d)/i;
const WEB_SCHEME = /^https?:\/\//i;
const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
const TLD = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;
const BARE_START = /^[\p{L}\p{N}]/u;
/** The port as typed (the parser drops a default port and leading zeros); the spec's floor is 2 to 5 digits. */
const TYPED_PORT = /:(\d*)$/;
const INTERNAL_NAMES = /(?:^|\.)(?:localhost|local|internal|arpa|onion)$/;

function parse(text: string, options: AddressRuleOptions): URL | AddressProblem {
  const hasScheme = ANY_SCHEME.test(text);
  if (hasScheme && !WEB_SCHEME.test(text)) return 'scheme';
  if (!hasScheme && !options.schemeOptional) return 'scheme';
  // `//evil.example` and `/path` are not addresses of their own.
  if (!hasScheme && !BARE_START.test(text)) return 'invalid';
  try {
    return new URL(hasScheme ? text : `http://${text}`);
  } catch {
    return 'invalid';
  }
}

/** True for a host name a stranger on the internet can reach: labels under a top-level domain, never an IP. */
export function isPublicHostName(hostname: string): boolean {
  const host = hostname.toLowerCase();
  if (host.length === 0 || host.length > 253 || host.startsWith('[')) return false;
  const labels = host.split('.');
  const tld = labels.at(-1) ?? '';
  return (
    labels.length >= 2 && TLD.test(tld) && labels.every((label) => LABEL.test(label)) && !INTERNAL_NAMES.test(host)
  );
}

/**
 * Why the address can't be used, or null when it can. Spaces count against it anywhere: a form trims what the
 * person typed first if it forgives them at the ends.
 */
export function addressProblem(text: string, options: AddressRuleOptions = {}): AddressProblem | null {
  if (text.trim() === '') return 'required';
  if (text.length > ADDRESS_MAX_LENGTH) return 'too_long';
  if (SPACE_OR_CONTROL.test(text)) return 'invalid';
  const url = parse(text, options);
  if (typeof url === 'string') return url;
  if (url.protocol !== 'https:' && (options.httpsOnly || url.protocol !== 'http:')) return 'scheme';
  if (url.username || url.password) return 'invalid';
  const authority = text.replace(WEB_SCHEME, '').split(/[/?#]/, 1)[0] ?? '';
  const port = TYPED_PORT.exec(authority)?.[1];
  if (port !== undefined && (!/^\d{2,5}$/.test(port) || Number(url.port || 80) < 1)) return 'invalid';
  return isPublicHostName(url.hostname) ? null : 'invalid';
}

export const isPublicAddress = (value: string, options: AddressRuleOptions = {}): boolean =>
  addressProblem(value, options) === null;

/** The address as the browser writes it, spaces at the ends forgiven (scheme added, host lower-cased and punycoded, no #fragment), or null. */
export function normalizeAddress(value: string, options: AddressRuleOptions = {}): string | null {
  const text = value.trim();
  if (!isPublicAddress(text, options)) return null;
  const url = parse(text, options) as URL;
  url.hash = '';
  return url.href;
}

/**
 * Where a redirect of a widget (its close button, its report action) really goes: the address as the browser writes
 * it, scheme optional (a bare `shop.example/thanks` is read as http://), or null when it fails the rule (spaces
 * at the ends too, as the editor has always checked it). The editor
 * checks with it (isValidRedirectUrl); its preview and the embed script follow it, never the raw text.
 */
export const redirectAddress = (url: string): string | null =>
  isPublicAddress(url, { schemeOptional: true }) ? normalizeAddress(url, { schemeOptional: true }) : null;

export type PageAddressProblem = 'required' | 'scheme' | 'invalid';

/** A page address typed on its own (a page to watch or to check): a missing http(s):// gets its own hint. */
export function pageAddressProblem(text: string): PageAddressProblem | null {
  const value = text.trim();
  const problem = addressProblem(value);
  if (problem === null || problem === 'required') return problem;
  const bare = !/^[a-z][a-z0-9+.-]*:/i.test(value);
  return bare && isPublicAddress(`https://${value}`) ? 'scheme' : 'invalid';
}
