// @vitest-environment node
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, preview } from 'vite';
import { http, passthrough } from 'msw';
import { server as demoBackend } from '../../src/mocks/node';

const outDir = mkdtempSync(path.join(tmpdir(), 'prod-build-'));
let files: { name: string; code: string }[] = [];

beforeAll(async () => {
  // Vitest runs with NODE_ENV=test, which Vite would take for a development build.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  await build({
    root: path.resolve(__dirname, '../..'),
    logLevel: 'silent',
    mode: 'production',
    build: { outDir, emptyOutDir: true },
  });
  process.env.NODE_ENV = nodeEnv;
  const assets = path.join(outDir, 'assets');
  files = readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .map((name) => ({ name, code: readFileSync(path.join(assets, name), 'utf8') }));
}, 180_000);

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('the headers a host must send (issue 43)', () => {
  const expected = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin',
    'permissions-policy': expect.stringContaining('camera=()'),
    'content-security-policy': expect.stringMatching(/^default-src 'self';.*; frame-ancestors 'none'$/),
  };

  it('ships them as _headers for every path', () => {
    const text = readFileSync(path.join(outDir, '_headers'), 'utf8');
    const lines = text.trim().split('\n');
    expect(lines[0]).toBe('/*');
    const headers = Object.fromEntries(
      lines.slice(1).map((line) => {
        const [name = '', ...value] = line.trim().split(': ');
        return [name.toLowerCase(), value.join(': ')];
      }),
    );
    expect(headers).toEqual(expected);
  });

  it('vite preview sends them with the page', async () => {
    const server = await preview({
      root: path.resolve(__dirname, '../..'),
      logLevel: 'silent',
      mode: 'production',
      build: { outDir },
      preview: { port: 0, host: '127.0.0.1' },
    });
    try {
      const address = server.httpServer.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      // The real preview server answers, not the demo backend the tests put in front of every request.
      demoBackend.use(http.get(`http://127.0.0.1:${port}/`, () => passthrough()));
      const answer = await fetch(`http://127.0.0.1:${port}/`);
      expect(answer.status).toBe(200);
      expect(Object.fromEntries(Object.keys(expected).map((name) => [name, answer.headers.get(name)]))).toEqual(
        expected,
      );
    } finally {
      await server.close();
    }
  });
});

describe('a plain production build', () => {
  it('leaves the demo backend out (it needs VITE_DEMO=1)', () => {
    const withDemo = files
      .filter(({ code }) => /setupWorker|mockServiceWorker|demo-worker|demo-token-/.test(code))
      .map(({ name }) => name);
    expect(withDemo).toEqual([]);
  });

  it('ships no demo service worker (mockServiceWorker.js, demo-worker.js)', () => {
    expect(existsSync(path.join(outDir, 'index.html'))).toBe(true);
    expect(existsSync(path.join(outDir, 'mockServiceWorker.js'))).toBe(false);
    expect(existsSync(path.join(outDir, 'demo-worker.js'))).toBe(false);
  });

  it('leaves every demo stand-in out: no demo consent page, no demo client id, no demo sign-in hint', () => {
    const withStandIns = files
      .filter(({ code }) => /rankpilot-demo-client|demo-provider\/constant-contact|demo1234/.test(code))
      .map(({ name }) => name);
    expect(withStandIns).toEqual([]);
  });

  it('ships the embed script at the address the snippet names: one classic script, small, no demo inside', () => {
    const code = readFileSync(path.join(outDir, 'embed', 'widget.js'), 'utf8');
    expect(code.startsWith('(function(){')).toBe(true);
    expect(code).not.toMatch(/^\s*(import|export)\s/m);
    expect(code).not.toMatch(/setupWorker|demo-token-/);
    // Issue 42: at most 10 KB over the wire (gzip, as servers send it).
    expect(gzipSync(code).length).toBeLessThanOrEqual(10 * 1024);
  });

  it('splits every area into its own lazy chunk', () => {
    const names = files.map(({ name }) => name);
    for (const area of [
      'auth',
      'projects',
      'wizard',
      'widgets',
      'editor',
      'audits',
      'leads',
      'billing',
      'account',
      'monitoring',
    ]) {
      expect(
        names.some((name) => name.startsWith(`${area}-`)),
        `${area} chunk`,
      ).toBe(true);
    }
  });

  it('keeps the widget editor machine out of the entry chunk', () => {
    const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
    const entry = /\/assets\/(index-[^"\s]+\.js)/.exec(html)?.[1];
    const code = files.find(({ name }) => name === entry)?.code ?? '';
    expect(entry).toBeTruthy();
    expect(code).not.toContain('reloadDelay');
  });

  it('loads the entry as one file, requested by the guard after the first paint', () => {
    const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
    // index.html is the prerendered sign-in page: its script waits on the root for its guard, which requests it
    // after the first paint (or at once when it takes the page away); nothing in the head waits for it.
    const scripts = /<div id="root"[^>]* data-scripts="([^"]+)"/.exec(html)?.[1]?.split(' ');
    expect(scripts).toEqual([expect.stringMatching(/^\/assets\/index-[^/]+\.js$/)]);
    expect(html).not.toContain('<script type="module"');
    // The entry is one file: nothing it loads is split off into files of its own to preload.
    expect(html).not.toContain('rel="modulepreload"');
    // No route plan: preloading a screen's chunks beside the entry made every screen Lighthouse measures slower.
    expect(html).not.toContain('id="route-plan"');
  });

  it('prerenders the public pages: each file shows its page, names itself, and its guard script is allowed by hash', () => {
    const pages: [string, string, string][] = [
      ['index.html', 'Sign in · RankPilot', 'Rankings, audits and leads in one place</h1>'],
      ['pricing.html', 'Pricing · RankPilot', 'Pricing</h1>'],
      ['audit-page.html', 'Page audit · RankPilot', 'Page audit</h1>'],
      ['webpage-audit.html', 'Webpage audit · RankPilot', 'Webpage audit</h1>'],
      ['advance-audit-page.html', 'Advanced page audit · RankPilot', 'Advanced page audit</h1>'],
      ['advance-webpage-audit.html', 'Advanced webpage audit · RankPilot', 'Advanced webpage audit</h1>'],
    ];
    for (const [file, title, heading] of pages) {
      const html = readFileSync(path.join(outDir, file), 'utf8');
      expect(html, file).toContain(`<title>${title}</title>`);
      expect(html, file).toContain(`<meta property="og:title" content="${title}" />`);
      expect(html, file).toContain(heading);
      // Chakra's global styles come with the page, for the app to find instead of building them (src/app/theme.ts).
      expect(html.match(/<style data-chakra-global="">[^<]*--chakra-colors-brand-500:#585ce9;/g), file).toHaveLength(1);
      // Nothing paints before the parser has reached the guard (after the whole page).
      expect(html, file).toContain('<link rel="expect" href="#prerender-guard" blocking="render" />');
      const guard =
        /<script id="prerender-guard">(\(function\(\)\{var r=document[^<]+)<\/script>/.exec(html)?.[1] ?? '';
      const hash = `'sha256-${createHash('sha256').update(guard).digest('base64')}'`;
      const policy = /http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1]?.replace(/&#39;/g, "'");
      expect(policy, file).toMatch(new RegExp(`script-src 'self' ${hash.replace(/[+/]/g, '\\$&')}[;\\s]`));
      expect(policy, file).not.toMatch(/script-src[^;]*unsafe-inline/);
    }
    // A plain build has no demo catalogue and no API address: the pricing page is drawn with its skeleton.
    const sign = readFileSync(path.join(outDir, 'index.html'), 'utf8');
    expect(sign).toContain('name="email"');
    expect(sign).not.toContain('demo1234');
    expect(readFileSync(path.join(outDir, 'sitemap.xml'), 'utf8')).toContain(
      '<loc>http://localhost:4173/advance-webpage-audit</loc>',
    );
  });
});
