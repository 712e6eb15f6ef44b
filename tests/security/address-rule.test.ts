// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addressProblem, isPublicAddress, normalizeAddress } from '../../machines/shared/address-rule';

/**
 * The one address rule against hostile spellings. The table's inputs are the ones a review got past the old
 * text-pattern rule (full-width digits, other IPv4 spellings, CGNAT, ports out of range, other schemes), plus the
 * WHATWG URL standard's usual traps; each row says what the rule must answer. The standard parser is Node's own
 * (`new URL()`, the same algorithm as the browser's), so "what the parser rejects" is asked of it directly.
 */
const refused: [string, string][] = [
  ['javascript:__x("report")', 'another scheme'],
  ['javascript:alert(document.domain)', 'another scheme'],
  ['data:text/html,<script>alert(1)</script>', 'another scheme'],
  ['ftp://files.example.org/pub', 'another scheme'],
  ['http:example.com', 'a scheme without //'],
  ['//evil.example', 'scheme-relative'],
  ['http://１２７.０.０.０１/', 'full-width loopback'],
  ['http://１９２.１６８.０.１/', 'full-width private'],
  ['https://１６９.２５４.１６９.２５４/', 'full-width link-local'],
  ['http://１０.０.０.１０', 'full-width private'],
  ['http://127.0.0.1:22/', 'loopback'],
  ['http://169.254.169.254/latest/meta-data/', 'cloud metadata'],
  ['http://100.64.0.1/', 'CGNAT'],
  ['http://0x7f000001/', 'hex IPv4'],
  ['http://0177.0.0.1/', 'octal IPv4'],
  ['http://2130706433/', 'decimal IPv4'],
  ['http://127.1/', 'short IPv4'],
  ['http://8.8.8.8/', 'a public IPv4 is no host name either'],
  ['http://1.2.3.08', 'the parser refuses it'],
  ['http://％４１.com', 'the parser refuses it'],
  ['http://[::1]/', 'IPv6 loopback'],
  ['http://[::ffff:127.0.0.1]/', 'IPv4-mapped IPv6'],
  ['http://[fe80::1]/', 'IPv6 link-local'],
  ['http://[2001:4860:4860::8888]/', 'any IPv6 literal'],
  ['http://example.com:99999', 'port out of range'],
  ['http://example.com:0', 'port zero'],
  ['http://example.com:1', 'a one-digit port (the spec asks for 2 to 5 digits)'],
  ['http://example.com./', 'trailing dot'],
  ['http://localhost:3000/', 'loopback name'],
  ['http://printer.local/', 'link-local name'],
  ['http://db.internal/', 'internal name'],
  ['http://user:pass@example.com/', 'credentials'],
  ['http://example.com@evil.example/', 'credentials'],
  ['http://exa mple.com/', 'a space'],
  ['http://example.com/\u0000', 'NUL'],
  ['http://example.com/\u0007', 'BEL'],
  ['http://exam\tple.com/', 'a tab the parser would drop'],
  ['http://example', 'no top-level domain'],
  ['http://example.123', 'a numeric top-level domain'],
  ['http://-bad.example.com/', 'a label starting with a hyphen'],
  [`http://${'a'.repeat(64)}.com/`, 'a label over 63 characters'],
  [`https://example.com/${'x'.repeat(2048)}`, 'over 2,048 characters'],
];

const accepted: [string, string | null][] = [
  ['https://example.com', 'https://example.com/'],
  ['HTTPS://Shop.Example.COM/Path?q=1#top', 'https://shop.example.com/Path?q=1'],
  ['http://example.com:8080/x', 'http://example.com:8080/x'],
  ['https://münchen.de/', 'https://xn--mnchen-3ya.de/'],
  ['https://bücher.рф/', 'https://xn--bcher-kva.xn--p1ai/'],
  ['https://hooks.example.com/leads', 'https://hooks.example.com/leads'],
];

describe('the address rule', () => {
  it.each(refused)('refuses %j (%s)', (input) => {
    expect(isPublicAddress(input)).toBe(false);
    expect(isPublicAddress(input, { schemeOptional: true })).toBe(false);
  });

  it.each(accepted)('accepts %j as %j', (input, normalized) => {
    expect(isPublicAddress(input)).toBe(true);
    expect(normalizeAddress(input)).toBe(normalized);
  });

  it('reads a bare host as http:// only where the form allows it', () => {
    expect(addressProblem('shop.example/thanks')).toBe('scheme');
    expect(addressProblem('shop.example/thanks', { schemeOptional: true })).toBeNull();
    expect(normalizeAddress('shop.example/thanks', { schemeOptional: true })).toBe('http://shop.example/thanks');
  });

  it('takes only https:// for the webhook', () => {
    expect(addressProblem('http://hooks.example.com/', { httpsOnly: true })).toBe('scheme');
    expect(addressProblem('https://hooks.example.com/', { httpsOnly: true })).toBeNull();
  });

  it('says why: required, too long, scheme, invalid', () => {
    expect(addressProblem('')).toBe('required');
    expect(addressProblem('   ')).toBe('required');
    expect(addressProblem(`https://example.com/${'x'.repeat(2048)}`)).toBe('too_long');
    expect(addressProblem('mailto:me@example.com')).toBe('scheme');
    expect(addressProblem('http://127.0.0.1/')).toBe('invalid');
  });
});

const RUNS = { numRuns: 10_000 };
const anyText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 80 }),
  fc.string({ unit: 'grapheme', maxLength: 80 }),
  fc.webUrl({ withFragments: true, withQueryParameters: true }),
  fc.ipV4().map((ip) => `http://${ip}/`),
  fc.ipV4Extended().map((ip) => `https://${ip}/`),
  fc.ipV6().map((ip) => `http://[${ip}]/`),
);

describe('the address rule under 10,000 inputs', () => {
  it('never accepts what the standard URL parser rejects, nor a host that is an IP address', () => {
    fc.assert(
      fc.property(anyText, (input) => {
        if (!isPublicAddress(input)) return true;
        const url = new URL(input);
        return /^https?:$/.test(url.protocol) && !/^[\d.]+$/.test(url.hostname) && !url.hostname.startsWith('[');
      }),
      RUNS,
    );
  });

  it('never accepts any IPv4 or IPv6 literal, in any spelling fast-check knows', () => {
    const ip = fc.oneof(
      fc.ipV4(),
      fc.ipV4Extended(),
      fc.ipV6().map((v6) => `[${v6}]`),
    );
    fc.assert(
      fc.property(ip, fc.constantFrom('http://', 'https://', ''), (host, scheme) => {
        return !isPublicAddress(`${scheme}${host}/`, { schemeOptional: true });
      }),
      RUNS,
    );
  });

  it('what it normalizes parses back to itself', () => {
    fc.assert(
      fc.property(anyText, (input) => {
        const url = normalizeAddress(input);
        return url === null || normalizeAddress(url) === url;
      }),
      RUNS,
    );
  });
});
