#!/usr/bin/env node
/**
 * `npm run demo:api`: the demo backend as a real HTTP API on loopback. Vite (middleware mode) loads the
 * TypeScript handlers so that import.meta.glob (translations) works in Node.
 */
import { createServer } from 'vite';

const port = Number(process.env.PORT ?? 8787);
const host = process.env.HOST ?? '127.0.0.1';

const vite = await createServer({ server: { middlewareMode: true, hmr: false }, appType: 'custom', logLevel: 'warn' });
const { createDemoHttpServer } = await vite.ssrLoadModule('/src/mocks/http-server.ts');
const api = await createDemoHttpServer({ port, host });

console.log(`Demo API listening on ${api.url}`);
console.log('Sign in with demo@example.com / demo1234 (also free@example.com, pro@example.com).');
console.log('Point the app at it:');
console.log(`  VITE_API_URL=${api.url} npm run build && npx vite preview`);

const stop = async () => {
  await api.close();
  await vite.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
