/// <reference types="vitest/config" />
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import apiHosts from './src/api/api-hosts.json' with { type: 'json' };
// @ts-expect-error: a plain ES module script without types
import { contentSecurityPolicy, originOf } from './scripts/csp.mjs';

/** Production builds carry the Content-Security-Policy as a <meta> (scripts/csp.mjs says why each source is there). */
function csp(env: Record<string, string>): Plugin {
  const apiOrigins = [env.VITE_API_URL, ...Object.values(apiHosts)]
    .map((address) => address && originOf(address))
    .filter(Boolean);
  const policy = (contentSecurityPolicy as (options: { apiOrigins: string[]; googleSignIn: boolean }) => string)({
    apiOrigins: apiOrigins as string[],
    googleSignIn: Boolean(env.VITE_GOOGLE_CLIENT_ID),
  });
  return {
    name: 'content-security-policy',
    apply: 'build',
    transformIndexHtml: () => [
      { tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: policy }, injectTo: 'head-prepend' },
    ],
  };
}

/**
 * The demo backend is the default in development and in `--mode demo` builds; never in a plain production build.
 * A build-time constant, so a production build drops the demo code paths entirely.
 */
const demoMode = (env: Record<string, string>, command: string) =>
  env.VITE_DEMO === '1' || (command === 'serve' && env.VITE_DEMO !== '0' && !env.VITE_API_URL);

/**
 * `@chakra-theme/<file>`: one file of Chakra's default theme (a token set, one recipe). The package exports the theme
 * only as one module that also pulls in every recipe; the first page takes just the tokens and its few recipes.
 */
const chakraThemeFiles = fileURLToPath(new URL('./node_modules/@chakra-ui/react/dist/esm/theme/', import.meta.url));

export default defineConfig(({ mode, command }) => ({
  resolve: { alias: [{ find: /^@chakra-theme\/(.+)$/, replacement: `${chakraThemeFiles}$1.js` }] },
  plugins: [react(), csp(loadEnv(mode, process.cwd(), 'VITE_'))],
  define: { __DEMO_MODE__: JSON.stringify(demoMode(loadEnv(mode, process.cwd(), 'VITE_'), command)) },
  server: { port: 5173, strictPort: false },
  preview: { port: 4173 },
  build: { target: 'es2022', chunkSizeWarningLimit: 900 },
  test: {
    environment: 'jsdom',
    setupFiles: ['tests/setup.ts'],
    include: ['tests/**/*.test.{ts,tsx}'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    testTimeout: 20_000,
    environmentOptions: { jsdom: { url: 'http://localhost:3000/' } },
  },
}));
