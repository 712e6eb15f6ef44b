#!/usr/bin/env node
/**
 * `npm run test:e2e [-- <playwright args>]`
 * Builds the demo site once (production build with the MSW demo backend, into dist-e2e/),
 * then runs `playwright test` with the given arguments and exits with its code.
 * E2E_SKIP_BUILD=1 reuses an existing dist-e2e/.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const viteBin = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
const playwrightBin = path.join(root, 'node_modules', '@playwright', 'test', 'cli.js');

/** Runs `node <script> ...args` in the project root; resolves with the exit code. */
function run(script, args) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [script, ...args], { cwd: root, stdio: 'inherit' });
    const forward = (signal) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('error', (err) => {
      console.error(`[e2e] could not start ${path.basename(script)}: ${err.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

if (process.env.E2E_SKIP_BUILD === '1') {
  if (!existsSync(path.join(root, 'dist-e2e', 'index.html'))) {
    console.error('[e2e] E2E_SKIP_BUILD=1 but dist-e2e/index.html does not exist: run without it once.');
    process.exit(1);
  }
  console.log('[e2e] E2E_SKIP_BUILD=1: reusing dist-e2e/');
} else {
  // The demo store's "today" (src/mocks/seed.ts): pinned, so the tests' literal dates hold on any day.
  process.env.VITE_DEMO_TODAY ??= '2026-11-17T08:00:00.000Z';
  console.log('[e2e] building the demo site: vite build --mode demo --outDir dist-e2e');
  const code = await run(viteBin, [
    'build',
    '--mode',
    'demo',
    '--outDir',
    'dist-e2e',
    '--emptyOutDir',
    '--logLevel',
    'warn',
  ]);
  if (code !== 0) {
    console.error(
      `\n[e2e] FAILED: the demo build (vite build --mode demo) exited with code ${code}; see the error above. No browser tests were run.`,
    );
    process.exit(code);
  }
}

console.log(`[e2e] playwright test ${process.argv.slice(2).join(' ')}`.trimEnd());
process.exit(await run(playwrightBin, ['test', ...process.argv.slice(2)]));
