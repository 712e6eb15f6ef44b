// `npm test` on a fresh machine: the browser tests need Chromium's headless shell; get Debian's package when we may.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { TEST_BROWSER_PACKAGE, testBrowserPath } from './chromium.mjs';

export const INSTALL_HINT = `No test browser found. Install it with \`apt-get install -y ${TEST_BROWSER_PACKAGE}\` (Debian, as root) or set CHROMIUM_PATH to a Chromium binary.`;

/** What to do about the browser: nothing, install Debian's package (as root), or stop with the hint. */
export function chromiumPlan({ found, root }) {
  if (found) return 'ready';
  return root ? 'install' : 'stop';
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const plan = chromiumPlan({ found: existsSync(testBrowserPath), root: process.getuid?.() === 0 });
  if (plan === 'install') {
    console.log(`No test browser found: installing Debian's ${TEST_BROWSER_PACKAGE} package (apt-get).`);
    execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${TEST_BROWSER_PACKAGE}`, {
      stdio: 'inherit',
    });
  } else if (plan === 'stop') {
    console.error(INSTALL_HINT);
    process.exit(1);
  }
}
