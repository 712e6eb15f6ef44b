/**
 * JavaScript each screen loads when opened directly, counted the way a browser loads it: every script the page
 * requests (the entry and the lazy chunks fetched on the way) from the navigation until the screen shows its content
 * and the network has been quiet for 500 ms, each file's size gzip -9. Production build (the one Lighthouse measures, .bench/dist-lh) against `npm run demo:api`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromiumFlags, chromiumPath } from './chromium.mjs';
import { DEMO_TOKEN, startDemoApi } from './bench-lighthouse.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const APP_PORT = Number(process.env.BENCH_LH_PORT) || 4322;
const signedIn = (p) => `${p}${p.includes('?') ? '&' : '?'}login-token=${DEMO_TOKEN}`;

/** Each screen, what "settled" waits for (a Playwright selector) and its budget in KB (gzip). */
export const SCREEN_JS = [
  { name: 'sign-in page /', path: '/', ready: 'role=textbox[name=/Email/]', budget: 165 },
  {
    name: 'dashboard / (signed in)',
    path: signedIn('/'),
    ready: 'main h1',
    budget: 235,
  },
  {
    name: 'keyword ranking',
    path: signedIn('/keyword-ranking/3/4/'),
    ready: 'role=table[name=/^Keyword positions/] >> role=row >> nth=1',
    budget: 265,
  },
  { name: 'widget editor', path: signedIn('/create-widget'), ready: '[data-testid="widget-preview"]', budget: 270 },
];

export async function screenJsFigures(outDir = path.join(root, '.bench', 'dist-lh')) {
  const api = await startDemoApi();
  const { preview } = await import('vite');
  const server = await preview({
    root,
    logLevel: 'silent',
    build: { outDir: path.relative(root, outDir) },
    preview: { port: APP_PORT, strictPort: true, host: '127.0.0.1' },
  });
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  const gzip = (pathname) => gzipSync(readFileSync(path.join(outDir, pathname)), { level: 9 }).length;
  try {
    const out = [];
    for (const screen of SCREEN_JS) {
      const context = await browser.newContext();
      try {
        const page = await context.newPage();
        const scripts = new Set();
        page.on('request', (request) => {
          const { pathname, origin } = new URL(request.url());
          if (origin === `http://127.0.0.1:${APP_PORT}` && pathname.endsWith('.js')) scripts.add(pathname);
        });
        await page.goto(`http://127.0.0.1:${APP_PORT}${screen.path}`);
        await page.locator(screen.ready).first().waitFor({ state: 'visible', timeout: 30_000 });
        await page.waitForLoadState('networkidle');
        const files = [...scripts].map((file) => ({ file, gzip: gzip(file) })).sort((a, b) => b.gzip - a.gzip);
        out.push({ ...screen, files, gzip: files.reduce((total, f) => total + f.gzip, 0) });
      } finally {
        await context.close();
      }
    }
    return out;
  } finally {
    api.kill('SIGTERM');
    await browser.close().catch(() => {});
    server.httpServer.closeAllConnections?.();
    await new Promise((resolve) => server.httpServer.close(resolve));
  }
}

export function printScreenJs(rows) {
  console.log('\nJavaScript per screen opened directly, as the browser loads it (gzip -9, until the screen settles)');
  for (const r of rows) {
    const kb = r.gzip / 1024;
    console.log(
      `  ${r.name.padEnd(30)} ${`${kb.toFixed(1)} KB`.padStart(10)}  budget ${r.budget} KB ${kb <= r.budget ? 'ok' : 'OVER'}  (${r.files.length} files)`,
    );
  }
}
