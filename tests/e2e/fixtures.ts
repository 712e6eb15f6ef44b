import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/**
 * The shared end-to-end fixtures. Import `test` and `expect` from here, not from
 * '@playwright/test', so every test gets the console-error guard.
 *
 * Each test runs in a fresh browser context (Playwright's default): empty local storage,
 * so the demo backend starts from its seed and nobody is signed in.
 */

export const DEMO_USER = { email: 'demo@example.com', password: 'demo1234' } as const;

/**
 * The console line Chromium itself logs for every HTTP response >= 400, including the
 * demo backend's deliberate 401/500 answers. Tests that provoke one allow it with
 * `test.use({ allowedConsoleErrors: [HTTP_ERROR_LOG] })`.
 */
export const HTTP_ERROR_LOG = /Failed to load resource: the server responded with a status of \d{3}/;

/**
 * For the first thing a person sees after a whole page load in a browser that has never opened the demo: the
 * demo's worker registers and every chunk comes cold, which on a busy two-core machine passes the usual 5 s.
 */
export const FIRST_LOAD = { timeout: 15_000 } as const;

// Label text may carry a required-field asterisk; "Show password" must not match.
const EMAIL_LABEL = /^\s*Email\s*\*?\s*$/i;
const PASSWORD_LABEL = /^\s*Password\s*\*?\s*$/i;

/**
 * Signs in through the login form at `/` and waits until the form is gone.
 * Expects: inputs labelled "Email" and "Password", a button named "Sign in".
 */
export async function signIn(page: Page, credentials: { email: string; password: string } = DEMO_USER): Promise<void> {
  await page.goto('/');
  const password = page.getByLabel(PASSWORD_LABEL);
  await page.getByLabel(EMAIL_LABEL).fill(credentials.email);
  await password.fill(credentials.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(password, 'signIn: the login form should go away after "Sign in"').toBeHidden({ timeout: 15_000 });
}

/**
 * Goes to `path` inside the running app, as the sidebar's links do (the router follows the address; no page load),
 * and waits for the new screen's own heading: the one before is marked on leaving, so it can't count as arrived.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    for (const heading of document.querySelectorAll('main h1')) heading.setAttribute('data-left', '');
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page.locator('main h1:not([data-left])').first()).toBeVisible(FIRST_LOAD);
}

/**
 * Waits until the page stands still: three frames in a row with no finite Web Animation running (CSS animations and
 * transitions, and framer-motion's hardware-accelerated opacity and transform; infinite ones such as spinners are
 * ignored) and every inline transform and opacity as it was (framer-motion's frame-by-frame springs). Checked together
 * in each frame: an entrance that starts a frame after mounting (framer creates its animation then) resets the count,
 * where two checks in turn let axe read a half-faded step (CI saw a contrast failure on the confirm page that way);
 * and no step of a flow still coming in (`data-entering`, src/components/step-transition.tsx), whose entrance starts
 * only once React has run its effects. At most `timeout`; then the caller goes on rather than hang.
 */
export async function waitForAnimations(page: Page, timeout = 5_000): Promise<void> {
  await page.evaluate(
    (limit) =>
      new Promise<void>((resolve) => {
        const running = () =>
          document.querySelector('[data-entering]') !== null ||
          document
            .getAnimations()
            .some((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity);
        const motion = () =>
          Array.from(
            document.querySelectorAll<HTMLElement>('[style]'),
            (el) => el.style.transform + el.style.opacity,
          ).join('|');
        const deadline = performance.now() + limit;
        let last = motion();
        let still = 0;
        const frame = () => {
          const now = motion();
          still = now === last && !running() ? still + 1 : 0;
          last = now;
          if (still >= 3 || performance.now() > deadline) resolve();
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
    timeout,
  );
}

/**
 * Follows the page's requests from now on: `settled()` resolves once none is in flight and the page has drawn what
 * the last one brought (two frames). A wait for the app, never for the clock.
 */
export function requestTracker(page: Page): { settled: () => Promise<void> } {
  let pending = 0;
  page.on('request', () => pending++);
  page.on('requestfinished', () => pending--);
  page.on('requestfailed', () => pending--);
  return {
    settled: async () => {
      await expect.poll(() => pending).toBe(0);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    },
  };
}

/**
 * Holds back every response for `url` until the returned `release()`: a chunk still on its way when the test presses,
 * however busy the machine (a fixed delay could arrive before the press, or make every run wait).
 */
export async function holdResponses(page: Page, url: RegExp): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Chooses an item of the open menu as a person does: once the menu stands still beside its trigger. Until floating-ui
 * has placed it, the menu waits off screen; a click then would scroll the page to reach it, the menu would move to its
 * place (flipping below a trigger near the bottom) under the press, and the release would land outside it. Its
 * opening animation is let finish too, as for the account menu (CI lost a press on a menu still moving, the language
 * menu's radio items too).
 */
export async function chooseMenuItem(
  page: Page,
  name: string,
  role: 'menuitem' | 'menuitemradio' = 'menuitem',
): Promise<void> {
  const item = page.getByRole(role, { name });
  await expect(item).toBeInViewport({ ratio: 1 });
  await waitForAnimations(page);
  await item.click();
}

/**
 * Chooses a radio card as a person does: by pressing the card they see, once it stands still, and waits until it is
 * the checked one. A forced click on the card's hidden input aims at where the input was; at 390 px the theme cards
 * still moved as their preview images loaded, and CI's press landed beside the card (the radio stayed unchecked).
 */
export async function chooseRadioCard(page: Page, name: string): Promise<void> {
  const radio = page.getByRole('radio', { name, exact: true });
  await page.locator('label', { has: radio }).click();
  await expect(radio).toBeChecked();
}

export interface A11yOptions {
  /** CSS selectors to limit the scan to. */
  include?: string[];
  /** CSS selectors to leave out (e.g. a third-party iframe). */
  exclude?: string[];
  /** axe rule ids to skip, each with a reason in the calling test. */
  disableRules?: string[];
}

/**
 * Runs axe (WCAG 2.0/2.1 A and AA) on the page after animations settle and fails on any
 * violation of impact "serious" or "critical", listing each rule id and its targets.
 */
export async function expectNoSeriousA11yViolations(page: Page, options: A11yOptions = {}): Promise<void> {
  await waitForAnimations(page);
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  for (const selector of options.include ?? []) builder = builder.include(selector);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  if (options.disableRules?.length) builder = builder.disableRules(options.disableRules);
  const { violations } = await builder.analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious
    .map((v) => {
      // With axe's own words for each (for contrast: the two colours and the ratio it measured).
      const targets = v.nodes.map((n) => `    - ${n.target.join(' ')}: ${n.any[0]?.message ?? ''}`).join('\n');
      return `  ${v.id} (${v.impact}): ${v.help}\n${targets}`;
    })
    .join('\n');
  expect(serious.length, `serious/critical axe violations on ${page.url()}:\n${report}`).toBe(0);
}

interface Fixtures {
  /** Signs in the test's page (or the given one) as the demo user unless other credentials are given. */
  signIn: (page?: Page, credentials?: { email: string; password: string }) => Promise<void>;
  /** axe check of the test's page (or the given one); see {@link expectNoSeriousA11yViolations}. */
  expectNoSeriousA11yViolations: (page?: Page, options?: A11yOptions) => Promise<void>;
  /**
   * Console errors / uncaught page errors a test expects. Empty by default: any error fails
   * the test. Opt out per file or describe block with `test.use({ allowedConsoleErrors: [...] })`.
   */
  allowedConsoleErrors: (string | RegExp)[];
  /** Set to false with `test.use` to switch the console-error guard off entirely. */
  failOnConsoleErrors: boolean;
  /** Auto fixture: collects console errors and page errors of every page in the context. */
  consoleErrors: string[];
  /** Auto fixture: every Content-Security-Policy violation of any page in the context fails the test. */
  cspViolations: string[];
}

export const test = base.extend<Fixtures>({
  allowedConsoleErrors: [[], { option: true }],
  failOnConsoleErrors: [true, { option: true }],

  // `provide` is Playwright's `use`, renamed so react-hooks' lint rule doesn't take it for React's.
  signIn: async ({ page }, provide) => {
    await provide((target = page, credentials = DEMO_USER) => signIn(target, credentials));
  },
  expectNoSeriousA11yViolations: async ({ page }, provide) => {
    await provide((target = page, options = {}) => expectNoSeriousA11yViolations(target, options));
  },

  consoleErrors: [
    async ({ context, allowedConsoleErrors, failOnConsoleErrors }, provide, testInfo) => {
      const errors: string[] = [];
      const allowed = (text: string) =>
        allowedConsoleErrors.some((rule) => (typeof rule === 'string' ? text.includes(rule) : rule.test(text)));
      context.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        if (allowed(text)) return;
        const where = message.location().url ? ` (${message.location().url}:${message.location().lineNumber})` : '';
        errors.push(`console.error: ${text}${where}`);
      });
      context.on('weberror', (webError) => {
        const error = webError.error();
        const text = error.stack || `${error.name}: ${error.message}`;
        if (allowed(text)) return;
        errors.push(`uncaught page error: ${text}`);
      });

      await provide(errors);

      if (failOnConsoleErrors && errors.length > 0 && testInfo.status === 'passed') {
        throw new Error(
          `The page logged ${errors.length} console/page error(s) ` +
            `(allow expected ones with test.use({ allowedConsoleErrors: [...] })):\n` +
            errors.map((e) => `  ${e}`).join('\n'),
        );
      }
    },
    { auto: true },
  ],

  cspViolations: [
    async ({ context }, provide) => {
      const violations: string[] = [];
      await context.exposeBinding('__reportCspViolation', (_source, text: string) => void violations.push(text));
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation;
          report(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} on ${location.pathname}`);
        });
      });
      await provide(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
