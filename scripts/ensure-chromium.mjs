// `npm test` on a fresh machine: the browser tests need Chromium; get Debian's package when we may.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromiumPath } from './chromium.mjs';

export const INSTALL_HINT =
  'No Chromium found. Install it with `apt-get install -y chromium` (Debian, as root) or set CHROMIUM_PATH to a Chromium binary.';

/** What to do about the browser: nothing, install Debian's chromium (as root), or stop with the hint. */
export function chromiumPlan({ found, root }) {
  if (found) return 'ready';
  return root ? 'install' : 'stop';
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const plan = chromiumPlan({ found: existsSync(chromiumPath), root: process.getuid?.() === 0 });
  if (plan === 'install') {
    console.log("No Chromium found: installing Debian's chromium package (apt-get).");
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
      stdio: 'inherit',
    });
  } else if (plan === 'stop') {
    console.error(INSTALL_HINT);
    process.exit(1);
  }
}
