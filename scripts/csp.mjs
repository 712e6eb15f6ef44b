/**
 * The Content-Security-Policy of a production build (issue "security baseline"; OWASP ASVS V14.4).
 * - Scripts: our own files only, no eval; the one inline script (the prerendered pages' guard) by its hash. Google's
 *   sign-in script only when it is configured.
 * - Styles: Chakra UI's style engine (Emotion) writes <style> tags at run time, so style-src needs 'unsafe-inline';
 *   scripts stay strict.
 * - connect-src: the API base address (VITE_API_URL, or the API hosts of src/api/api-hosts.json) and our origin.
 * - worker-src 'self': the demo backend's service worker. frame-src 'self': the sandboxed sample frame.
 * - img-src allows https: because white-label logos and favicons come from the customer's own hosts, and the API's
 *   origins because the API serves the widget themes' preview images (an http API on loopback among them).
 */
export function contentSecurityPolicy({ apiOrigins = [], googleSignIn = false, scriptHashes = [] } = {}) {
  const google = googleSignIn ? ['https://accounts.google.com'] : [];
  const api = [...new Set(apiOrigins)];
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes, ...(googleSignIn ? ['https://accounts.google.com/gsi/client'] : [])],
    'style-src': ["'self'", "'unsafe-inline'", ...(googleSignIn ? ['https://accounts.google.com/gsi/style'] : [])],
    'img-src': ["'self'", 'data:', 'blob:', 'https:', ...api],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...api, ...google],
    'frame-src': ["'self'", ...google],
    'worker-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/**
 * The response headers a host must send with every page (issue 43): the policy again, with `frame-ancestors 'none'`
 * (a <meta> policy can't carry it, so only a header stops another site from framing the app), no MIME sniffing, the
 * same referrer rule as the page's <meta>, and no powerful feature the app never uses. The build writes them as
 * `_headers` (Netlify, Cloudflare Pages) and `vite preview` sends them.
 */
export function securityHeaders(policy) {
  return {
    'Content-Security-Policy': `${policy}; frame-ancestors 'none'`,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), usb=(), payment=(), interest-cohort=()',
  };
}

/** The same headers in the `_headers` file format of the common static hosts: every path gets them. */
export function headersFile(headers) {
  return `/*\n${Object.entries(headers)
    .map(([name, value]) => `  ${name}: ${value}`)
    .join('\n')}\n`;
}

/** The origin of an address, or null when it is not an http(s) address. */
export function originOf(address) {
  try {
    const url = new URL(address);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}
