/// <reference types="vitest/config" />
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { rolldown } from 'rolldown';
import react from '@vitejs/plugin-react';
import { rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import apiHosts from './src/api/api-hosts.json' with { type: 'json' };
import { guardHash, prerender } from './scripts/prerender';
import { contentSecurityPolicy, headersFile, originOf, securityHeaders } from './scripts/csp.mjs';
import { demoApi } from './scripts/vite-demo-api';

/** The Content-Security-Policy of a build (scripts/csp.mjs says why each source is there). */
function policyOf(env: Record<string, string>): string {
  const apiOrigins = [env.VITE_API_URL, ...Object.values(apiHosts)]
    .map((address) => address && originOf(address))
    .filter((origin): origin is string => Boolean(origin));
  return contentSecurityPolicy({
    apiOrigins,
    googleSignIn: Boolean(env.VITE_GOOGLE_CLIENT_ID),
    scriptHashes: [guardHash],
  });
}

/**
 * Production builds carry the policy as a <meta>, and the headers a host must send as `_headers` (the same ones
 * `vite preview` sends: `preview.headers` below).
 */
function csp(env: Record<string, string>): Plugin {
  const policy = policyOf(env);
  let ssr = false;
  return {
    name: 'content-security-policy',
    apply: 'build',
    configResolved: (config) => void (ssr = Boolean(config.build.ssr)),
    transformIndexHtml: () => [
      { tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: policy }, injectTo: 'head-prepend' },
    ],
    generateBundle() {
      if (!ssr) this.emitFile({ type: 'asset', fileName: '_headers', source: headersFile(securityHeaders(policy)) });
    },
  };
}

/** Where the embed snippet loads the embed script from (the demo backend's embed code names the same path). */
const EMBED_SCRIPT = 'embed/widget.js';

/**
 * The embed script (src/embed/widget.ts, issue 23) as a customer's page loads it: one small classic script at a fixed
 * address, /embed/widget.js, bundled on its own (an IIFE: no imports, nothing leaking to the page) so it shares no
 * chunk with the app. The development server builds it on request; a build writes it beside the app.
 */
function embedScript(env: Record<string, string>): Plugin {
  const bundle = async () => {
    const build = await rolldown({
      input: fileURLToPath(new URL('./src/embed/widget.ts', import.meta.url)),
      platform: 'browser',
      transform: { define: { 'import.meta.env.VITE_API_URL': JSON.stringify(env.VITE_API_URL ?? '') } },
    });
    const { output } = await build.generate({ format: 'iife', minify: true });
    await build.close();
    return output[0].code;
  };
  return {
    name: 'embed-script',
    configureServer(server) {
      server.middlewares.use(`/${EMBED_SCRIPT}`, (_request, response, next) => {
        bundle().then((code) => {
          response.setHeader('Content-Type', 'text/javascript; charset=utf-8');
          response.end(code);
        }, next);
      });
    },
    async generateBundle() {
      this.emitFile({ type: 'asset', fileName: EMBED_SCRIPT, source: await bundle() });
    },
  };
}

/**
 * The one demo switch: the demo backend (MSW) and every demo stand-in (the Constant Contact consent page, the payment
 * page, the sign-in hint) are on in the development server (`npm start`), in `--mode demo` builds (`.env.demo`:
 * VITE_DEMO=1) and in the tests; never in a plain production build. `VITE_API_URL` or `VITE_DEMO=0` turns it off
 * in development. It becomes the build-time constant `__DEMO_MODE__`, so a production build drops the demo code.
 */
export const demoMode = (env: Record<string, string>, command: string) =>
  env.VITE_DEMO === '1' || (command === 'serve' && env.VITE_DEMO !== '0' && !env.VITE_API_URL);

/** The demo backend's service worker (public/: MSW's worker and its wrapper) is copied into demo builds only: a production build has no demo to serve. */
function demoWorkerOnlyInDemo(demo: boolean): Plugin {
  let outDir = '';
  return {
    name: 'demo-worker-only-in-demo',
    apply: 'build',
    configResolved: (config) => void (outDir = path.resolve(config.root, config.build.outDir)),
    closeBundle: () => {
      if (demo) return;
      for (const file of ['mockServiceWorker.js', 'demo-worker.js']) rmSync(path.join(outDir, file), { force: true });
    },
  };
}

/**
 * `@chakra-theme/<file>`: one file of Chakra's default theme (a token set, one recipe). The package exports the theme
 * only as one module that also pulls in every recipe; the first page takes just the tokens and its few recipes.
 */
const chakraThemeFiles = fileURLToPath(new URL('./node_modules/@chakra-ui/react/dist/esm/theme/', import.meta.url));

/**
 * Everything the entry loads is one chunk: the entry's own. Left alone, the bundler splits off each module that a lazy
 * chunk shares with the entry (an anatomy, a recipe, `box`, a small store) into a file of its own, some thirty files
 * of 0.1-3 KB that every screen fetches and that gzip apart. They are all loaded with the entry anyway, so one file
 * costs no screen a byte more.
 */
const entryGroup = { name: 'index', tags: ['$initial' as const] };

/**
 * The suites whose rules meet dates from the server (subscription, trial banner, checkout, rankings' dates,
 * monitoring, crawls, share links), run again with the computer's clock and zone moved (issue 49,
 * tests/clock/moved-clock.ts): they must pass on any date, because only the server's clock decides.
 */
const DATE_SENSITIVE = [
  'tests/clock/*.test.ts',
  'tests/features/manage-subscription.test.tsx',
  'tests/app/plan-notice.test.tsx',
  'tests/features/checkout.test.tsx',
  'tests/features/keyword-ranking.test.tsx',
  'tests/features/monitoring.test.tsx',
  'tests/features/crawl.test.tsx',
  'tests/features/shared-report.test.tsx',
];
const YEAR_AHEAD = new Date(Date.now() + 365 * 86_400_000).toISOString();
/**
 * The files that need a module graph of their own: they count renders from a module's first import, see which chunks
 * or texts a first use loads (the stand-ins, the first paint, an area's texts), mock a module (`vi.mock` applies only
 * to a module not yet imported), or install their own module state. Every other file shares its
 * worker's modules with the files before it (no isolation: the app's modules are imported once per worker, not once per
 * file), which halves the suite's time; each test still starts from a fresh store, DOM and request handlers
 * (tests/setup.ts).
 */
const NEEDS_ISOLATION = [
  'tests/**/*-renders.test.tsx',
  'tests/**/*.stand-in.test.tsx',
  'tests/app/language.test.tsx',
  'tests/app/area-styles.test.tsx',
  'tests/app/route-error.test.tsx',
  'tests/app/strict-mode.test.tsx',
  'tests/app/public-head.test.tsx',
  'tests/contract/validator.test.ts',
  'tests/i18n/first-paint.test.tsx',
  'tests/i18n/area-texts.test.tsx',
  'tests/i18n/server-texts-redraw.test.ts',
  'tests/features/sign-in-offline.test.tsx',
  'tests/mocks/dev-store-on-disk.test.ts',
];

const MOVED_CLOCKS = [
  { name: 'a year ahead', now: YEAR_AHEAD, tz: 'UTC' },
  { name: 'leap day', now: '2028-02-29T12:00:00.000Z', tz: 'America/Los_Angeles' },
  { name: '31 December, late at night, far east', now: '2027-12-31T23:50:00.000+14:00', tz: 'Pacific/Kiritimati' },
];

/** The public origin of a build when VITE_SITE_URL names none: `vite preview`'s (canonical addresses, sitemap). */
const PREVIEW_ORIGIN = 'http://localhost:4173';

export default defineConfig(({ mode, command, isSsrBuild }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const demo = demoMode(env, command);
  // Under the development server the demo backend answers over HTTP (scripts/vite-demo-api.ts), not in the page.
  const demoApiServer = demo && command === 'serve' && mode !== 'test';
  return {
    resolve: {
      alias: [
        // The path aliases of tsconfig.json: no import climbs more than two folders.
        { find: /^@machines\//, replacement: fileURLToPath(new URL('./machines/', import.meta.url)) },
        { find: /^@contract\//, replacement: fileURLToPath(new URL('./contract/', import.meta.url)) },
        { find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) },
        { find: /^@chakra-theme\/(.+)$/, replacement: `${chakraThemeFiles}$1.js` },
      ],
    },
    plugins: [
      react(),
      csp(env),
      demoWorkerOnlyInDemo(demo),
      demoApi(),
      ...(isSsrBuild ? [] : [embedScript(env)]),
      prerender({ siteUrl: env.VITE_SITE_URL || PREVIEW_ORIGIN }),
    ],
    define: {
      __DEMO_MODE__: JSON.stringify(demo),
      __DEMO_API_SERVER__: JSON.stringify(demoApiServer),
      __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
    },
    server: { port: 5173, strictPort: false },
    preview: { port: 4173, headers: securityHeaders(policyOf(env)) },
    build: {
      target: 'es2022',
      chunkSizeWarningLimit: 900,
      ...(isSsrBuild ? {} : { rollupOptions: { output: { codeSplitting: { groups: [entryGroup] } } } }),
    },
    test: {
      environment: 'jsdom',
      exclude: ['tests/e2e/**', 'node_modules/**'],
      // Each project names its own files and setup (a project's arrays would add to the root's, not replace them).
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            include: ['tests/**/*.test.{ts,tsx}'],
            exclude: ['tests/clock/**', ...NEEDS_ISOLATION],
            setupFiles: ['tests/setup.ts'],
            isolate: false,
          },
        },
        {
          extends: true,
          test: { name: 'unit: isolated', include: NEEDS_ISOLATION, setupFiles: ['tests/setup.ts'] },
        },
        ...MOVED_CLOCKS.map((clock) => ({
          extends: true as const,
          test: {
            name: `clock: ${clock.name}`,
            include: DATE_SENSITIVE,
            setupFiles: ['tests/clock/moved-clock.ts', 'tests/setup.ts'],
            isolate: false,
            env: { TEST_CLOCK: clock.now, TZ: clock.tz },
          },
        })),
      ],
      testTimeout: 45_000,
      // One file per core: Vitest's default leaves one core to its own process, which idles while the files run (on
      // two cores that ran the files one at a time).
      maxWorkers: availableParallelism(),
      // The demo store's "today" (src/mocks/seed.ts): pinned, so the tests' literal dates hold on any day.
      env: { VITE_DEMO_TODAY: '2026-11-17T08:00:00.000Z' },
      environmentOptions: { jsdom: { url: 'http://localhost:3000/' } },
    },
  };
});
