/**
 * The browsers of these machines: Debian's packages, or the binaries named by the environment.
 * - `testBrowserPath`, for the e2e tests: Debian's `chromium-headless-shell` (or `CHROMIUM_PATH`), Chromium's
 *   headless-only build, which took a quarter less time than the full browser over the same specs on two cores.
 * - `chromiumPath`, for the bench (Lighthouse measures the browser people use): the full `chromium` (or
 *   `CHROMIUM_PATH`).
 */
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const testBrowserPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium-headless-shell';
/** The Debian package of the test browser, which `npm test` installs when it is missing. */
export const TEST_BROWSER_PACKAGE = 'chromium-headless-shell';

export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
