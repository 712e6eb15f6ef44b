import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { chromiumFlags, testBrowserPath } from './scripts/chromium.mjs';

/**
 * Browser end-to-end tests: the production build with the demo backend (MSW worker) built in,
 * served by `vite preview`. Build it first with `npm run test:e2e` (scripts/e2e.mjs), which
 * writes dist-e2e/ and then runs Playwright.
 *
 * The browser is Debian's Chromium headless shell (`/usr/bin/chromium-headless-shell`) or `CHROMIUM_PATH`:
 * Playwright's own browser download cannot work on these machines. A missing browser fails loudly, never skips.
 */
if (!existsSync(testBrowserPath)) {
  throw new Error(
    `No test browser found. Install it with \`apt-get install -y chromium-headless-shell\` (Debian) or set CHROMIUM_PATH. (Looked for ${testBrowserPath}.)`,
  );
}

// E2E_PORT lets several work trees run their browser tests side by side.
const PORT = Number(process.env.E2E_PORT ?? 4319);
const BASE_URL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // A flaky test is a bug to fix, never to retry.
  retries: 0,
  reporter: 'list',
  timeout: 30_000,
  // A bound, not a wait: a screen that shows in 1 s passes in 1 s. Chunks loaded on a press and whole page loads
  // passed 5 s on a busy two-core machine (load 9 per core), so a find may take 10 s before it fails.
  expect: { timeout: 10_000 },
  use: {
    baseURL: BASE_URL,
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: testBrowserPath, args: chromiumFlags },
      },
    },
  ],
  webServer: {
    command: `npx vite preview --outDir dist-e2e --port ${PORT} --strictPort`,
    url: BASE_URL,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
