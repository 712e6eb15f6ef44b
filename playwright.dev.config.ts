import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * Browser tests against the development server (`npm start`, i.e. `vite`), not the demo build: they prove that what
 * a developer runs has the demo backend and every demo stand-in switched on together (tests/e2e-dev/).
 * `npm run test:e2e:dev`; E2E_PORT as for the other browser tests.
 */
const PORT = Number(process.env.E2E_PORT ?? 4319) + 1000;
const BASE_URL = `http://127.0.0.1:${PORT}`;
/**
 * The development server keeps its demo store on disk (scripts/vite-demo-api.ts): each run starts from the seed in a
 * folder of its own, never the developer's `.demo-data/`. Made once by the runner; its workers inherit the variable.
 */
process.env.E2E_DEV_STORE ??= mkdtempSync(path.join(tmpdir(), 'rankpilot-dev-store-'));

export default defineConfig({
  ...base,
  testDir: 'tests/e2e-dev',
  // The development server compiles each module on its first request: a first screen takes longer than a build's.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  use: { ...base.use, baseURL: BASE_URL },
  webServer: {
    command: `npx vite --port ${PORT} --strictPort --host 127.0.0.1`,
    url: BASE_URL,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { DEMO_STORE_DIR: process.env.E2E_DEV_STORE },
  },
});
