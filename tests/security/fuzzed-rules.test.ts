// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidEmail } from '../../machines/shared/email';
import { parsePort } from '../../machines/account/settings/smtp-settings.rules';
import { competitorError } from '../../machines/projects/wizard/project-wizard.rules';
import { isValidRedirectUrl } from '../../machines/widgets/editor/widget-editor.rules';
import {
  isPublicAddress as isValidWebUrl,
  normalizeAddress as normalizeWebUrl,
} from '../../machines/shared/address-rule';
import { checkLines } from '../../machines/monitoring/add/add-monitored-pages.rules';
import { auditUrlProblem } from '../../machines/audits/page-audit/run-audit.rules';
import { pageUrlProblem } from '../../machines/widgets/install/widget-install.rules';
import { isValidPhone } from '../../machines/widgets/capture/capture.rules';
import { webhookUrlError } from '../../machines/leads/lead-sync/webhook.rules';
import { mailtoHref, safeHref, telHref } from '../../src/components/safe-href';

/** Every pure validation rule runs on at least 10,000 generated inputs (security baseline, ASVS V5). */
const RUNS = { numRuns: 10_000 };

const anyText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.string({ unit: 'grapheme', maxLength: 200 }),
  fc.webUrl({ withFragments: true, withQueryParameters: true }),
  fc.emailAddress(),
);
const unicodeLabel = fc.string({ unit: fc.constantFrom(...'bücherßéñøåπжд日本'), minLength: 1, maxLength: 12 });
const ipv6 = fc.ipV6().map((address) => `http://[${address}]/`);
const encoded = fc.webUrl().map((url) => url.replace(/[a-z]/, (c) => `%${c.charCodeAt(0).toString(16)}`));
const huge = fc.integer({ min: 10_000, max: 100_000 }).map((n) => `http://${'a'.repeat(n)}.com/${'x'.repeat(n)}`);
/** Under 50 ms of this process's own CPU time: wall time would count the waits of a busy machine too. */
const fast = (rule: (input: string) => unknown, input: string) => {
  const start = process.cpuUsage();
  rule(input);
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000 < 50;
};

describe.each([
  ['redirect URL rule', isValidRedirectUrl],
  ['e-mail rule', isValidEmail],
  ['widget visitor phone rule', isValidPhone],
  ['safe link rule', (input: string) => safeHref(input) !== null],
  ['mailto link rule', (input: string) => mailtoHref(input) !== null],
  ['tel link rule', (input: string) => telHref(input) !== null],
  ['port rule', (input: string) => parsePort(input) !== null],
  ['competitor domain rule', (input: string) => competitorError(input, 'https://example.com/', []) === null],
  ['watched page URL rule', isValidWebUrl],
  ['bulk page lines rule', (input: string) => checkLines(input).formError === null],
  ['page-audit URL rule', (input: string) => auditUrlProblem(input) === null],
  ['installation check page rule', (input: string) => pageUrlProblem(input) === null],
  ['webhook URL rule', (input: string) => webhookUrlError(input) === null],
])('%s', (_name, rule) => {
  it('answers a boolean for any text, never throws', () => {
    fc.assert(
      fc.property(anyText, (input) => typeof rule(input) === 'boolean'),
      RUNS,
    );
  });
  it('stays fast on very long input (no catastrophic backtracking)', () => {
    fc.assert(
      fc.property(huge, (input) => fast(rule, input)),
      { numRuns: 50 },
    );
  });
});

describe('redirect URL rule', () => {
  it('refuses IPv6 literals', () => {
    fc.assert(
      fc.property(ipv6, (input) => !isValidRedirectUrl(input)),
      RUNS,
    );
  });
  it('accepts unicode (IDN) host names with a real top-level domain', () => {
    fc.assert(
      fc.property(unicodeLabel, fc.constantFrom('de', 'com', 'рф'), (label, tld) =>
        isValidRedirectUrl(`https://${label}.${tld}/`),
      ),
      RUNS,
    );
  });
  it('never lets a script address through, however it is cased or padded', () => {
    const scheme = fc.constantFrom('javascript:', 'JavaScript:', 'data:', 'vbscript:', 'file://');
    fc.assert(
      fc.property(scheme, fc.string({ maxLength: 50 }), (s, rest) => !isValidRedirectUrl(`${s}//${rest}x.com`)),
      RUNS,
    );
  });
});

describe('e-mail rule', () => {
  it('accepts generated addresses', () => {
    fc.assert(
      fc.property(fc.emailAddress(), (address) => isValidEmail(address)),
      RUNS,
    );
  });
  it('refuses text without exactly the parts an address needs', () => {
    const noAt = fc.string({ maxLength: 80 }).filter((s) => !s.includes('@'));
    fc.assert(
      fc.property(noAt, (input) => !isValidEmail(input)),
      RUNS,
    );
  });
});

describe('safe link rule', () => {
  it('only ever returns http(s) addresses', () => {
    fc.assert(
      fc.property(fc.oneof(anyText, encoded, ipv6), (input) => {
        const href = safeHref(input);
        return href === null || /^https?:/i.test(href.trim());
      }),
      RUNS,
    );
  });
  it('refuses script and data addresses in any case', () => {
    const scheme = fc.constantFrom(
      'javascript:',
      'JAVASCRIPT:',
      ' javascript:',
      'data:',
      'vbscript:',
      'blob:',
      'file:',
    );
    fc.assert(
      fc.property(scheme, fc.string({ maxLength: 80 }), (s, rest) => safeHref(`${s}${rest}`) === null),
      RUNS,
    );
  });
  it('keeps real web addresses', () => {
    fc.assert(
      fc.property(fc.webUrl({ withFragments: true, withQueryParameters: true }), (url) => safeHref(url) === url),
      RUNS,
    );
  });
});

describe('mailto and tel link rules (lead card)', () => {
  it('a mailto link carries one plain address: no headers, spaces, line breaks or escapes', () => {
    fc.assert(
      fc.property(anyText, (input) => {
        const href = mailtoHref(input);
        return href === null || /^mailto:[^\s?&%#<>"]+@[^\s?&%#<>"@]+$/.test(href);
      }),
      RUNS,
    );
  });
  it('refuses an address with a header part appended', () => {
    fc.assert(
      fc.property(
        fc.emailAddress(),
        fc.constantFrom('?', '&', '%0A', '\n', ' '),
        fc.string({ maxLength: 30 }),
        (a, s, r) => mailtoHref(`${a}${s}${r}`) === null || !`${s}${r}`.trim(),
      ),
      RUNS,
    );
  });
  it('a tel link is a + and digits only', () => {
    fc.assert(
      fc.property(fc.oneof(anyText, fc.stringMatching(/^\+?[0-9][0-9 ().-]{2,30}$/)), (input) => {
        const href = telHref(input);
        return href === null || /^tel:\+?[0-9]+$/.test(href);
      }),
      RUNS,
    );
  });
});

describe('port rule', () => {
  it('accepts exactly the whole numbers 1 to 65535, written in digits', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 65535 }), (port) => parsePort(String(port)) === port),
      RUNS,
    );
  });
  it('refuses 0, numbers above 65535, signs, decimals and any other text', () => {
    const bad = fc.oneof(
      fc.integer({ min: 65536, max: 10_000_000 }).map(String),
      fc.integer({ min: -100_000, max: 0 }).map(String),
      fc.double({ noInteger: true, noNaN: true, min: 1, max: 65535 }).map(String),
      fc.string({ maxLength: 20 }).filter((s) => !/^\s*\d{1,5}\s*$/.test(s)),
    );
    fc.assert(
      fc.property(bad, (input) => parsePort(input) === null),
      RUNS,
    );
  });
});

describe('competitor domain rule', () => {
  const own = 'https://example.com/';
  it("refuses the project's own domain and one already listed, however written", () => {
    fc.assert(
      fc.property(
        fc.domain().filter((d) => isValidRedirectUrl(`https://${d}/`) && !/^(www\.)?example\.com$/i.test(d)),
        fc.constantFrom('', 'https://', 'http://', 'HTTPS://'),
        fc.constantFrom('', '/'),
        (domain, scheme, slash) => {
          const input = `${scheme}${domain}${slash}`;
          return (
            competitorError(input, own, [domain]) === 'duplicate' &&
            competitorError(`${scheme}example.com${slash}`, own, []) === 'own'
          );
        },
      ),
      RUNS,
    );
  });
});

it('the rules refuse the classic attack strings', () => {
  for (const attack of [
    'javascript:alert(1)',
    'java\tscript:alert(1)',
    '//evil.example',
    'http://127.0.0.1/',
    'http://[::1]/',
  ]) {
    expect(isValidRedirectUrl(attack), attack).toBe(false);
  }
});

describe('watched page URL rule', () => {
  it('accepts only http(s), and what it accepts parses back to itself with an http(s) scheme', () => {
    fc.assert(
      fc.property(anyText, (input) => {
        const url = normalizeWebUrl(input);
        if (url === null) return true;
        const parsed = new URL(url);
        return (
          (parsed.protocol === 'http:' || parsed.protocol === 'https:') &&
          normalizeWebUrl(url) === url &&
          !/\s/.test(url)
        );
      }),
      RUNS,
    );
  });
  it('accepts generated web addresses', () => {
    fc.assert(
      fc.property(fc.webUrl({ validSchemes: ['http', 'https'] }), (input) => {
        const host = new URL(input).hostname;
        // fast-check also makes IP and single-label hosts, which a page to watch may not have.
        return !/\.[a-z]{2,}$/i.test(host) || /(^|\.)-|-(\.|$)/.test(host) || normalizeWebUrl(input) !== null;
      }),
      RUNS,
    );
  });
  it('refuses every other scheme', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('javascript:', 'data:', 'ftp://', 'file://', 'mailto:', 'vbscript:'),
        anyText,
        (scheme, rest) => normalizeWebUrl(`${scheme}${rest}`) === null,
      ),
      RUNS,
    );
  });
});

describe('bulk page lines rule', () => {
  it('accounts for every non-empty line exactly once, as a page or an error', () => {
    fc.assert(
      fc.property(fc.array(anyText, { maxLength: 30 }), (lines) => {
        const checked = checkLines(lines.join('\n'));
        if (checked.formError) return true;
        const taken = [...checked.pages.map((page) => page.line), ...checked.errors.map((error) => error.line)].sort(
          (a, b) => a - b,
        );
        const expected = lines
          .join('\n')
          .split(/\r?\n/)
          .flatMap((line, index) => (line.trim() ? [index + 1] : []));
        return JSON.stringify(taken) === JSON.stringify(expected);
      }),
      RUNS,
    );
  });
});
