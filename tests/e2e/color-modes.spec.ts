import type { Page } from '@playwright/test';
import { expect, openInApp, test, waitForAnimations } from './fixtures';

/**
 * Both colour modes are first-class themes: every screen a person reaches from the sidebar, and the public pages,
 * have no serious or critical axe violation in dark mode and in light mode (the system's choice, which the app
 * follows as it changes), in English and German (German words are longer and wrap) at 1280 and 390 px. One test per
 * language and width walks all the screens in one page; each screen is scanned once its heading and its main content
 * are on screen and nothing is loading, then the system switches mode without a reload and the screen is scanned
 * again. The next screen opens in the mode the last one ended in, so each screen costs one switch. Signed in, the
 * first screen loads whole and the others are reached inside the app, as a person moves through it. Every finding is
 * collected, so one run lists all of them.
 */
const DEMO_TOKEN = 'demo-token-2f8a9c1e';

/** A screen: its address and what shows once its content has loaded (besides its h1). */
type Screen = [path: string, ready: string];

const PUBLIC_SCREENS: Screen[] = [
  ['/', 'main form'],
  ['/pricing', 'main h2'],
  ['/audit-page', 'main form'],
];

const SIGNED_IN_SCREENS: Screen[] = [
  ['/', 'main h2'],
  ['/admin-site-list', 'main table'],
  ['/keyword-ranking/3/4/', 'main table'],
  ['/manage-group/1', 'main form'],
  ['/create-project', 'main form'],
  ['/widget-list', 'main table'],
  ['/edit-widget/1', 'main form'],
  ['/widget-stats/1', 'main [data-testid="trend-figures"]'],
  ['/all-leads', 'main table'],
  ['/lead-report/2', 'main h2'],
  ['/sync-lead', 'main [role="tabpanel"] form'],
  ['/my-audits', 'main table'],
  ['/audit-page', 'main form'],
  ['/audit-report/1', 'main h2'],
  ['/website-audit/run-audit', 'main form'],
  ['/website-audit/overview/1/2', 'main table'],
  ['/monitoring', 'main h2'],
  ['/page-change-monitors', 'main table'],
  ['/billing', 'main h2'],
  ['/billing-details', 'main form'],
  ['/manage-subscription', 'main h2'],
  ['/pricing', 'main h2'],
  ['/my-profile', 'main form'],
  ['/setting', 'main form'],
];

type Mode = 'dark' | 'light';
/** The WCAG A/AA axe rules whose outcome depends on colours. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];
const other = (mode: Mode): Mode => (mode === 'dark' ? 'light' : 'dark');

/**
 * The colour rules, run by the axe the first scan left in the page (no second injection, no blank page to finish
 * in): serious or critical findings fail.
 */
async function expectNoSeriousColourViolations(page: Page, include?: string[]): Promise<void> {
  await waitForAnimations(page);
  const found = await page.evaluate(
    async ({ rules, selectors }) => {
      type Violation = { id: string; impact?: string | null; help: string; nodes: { target: string[] }[] };
      const { axe } = window as unknown as {
        axe: { run: (context: unknown, options: unknown) => Promise<{ violations: Violation[] }> };
      };
      const context = selectors ? { include: selectors.map((selector) => [selector]) } : document;
      const { violations } = await axe.run(context, {
        runOnly: { type: 'rule', values: rules },
        resultTypes: ['violations'],
      });
      return violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map(
          (violation) =>
            `${violation.id}: ${violation.help}\n${violation.nodes.map((node) => `    - ${node.target.join(' ')}`).join('\n')}`,
        );
    },
    { rules: COLOUR_RULES, selectors: include },
  );
  expect(found, `serious/critical axe violations on ${page.url()}:\n${found.join('\n')}`).toEqual([]);
}

/** The system switches to `mode`, and the page shows it. */
async function showMode(page: Page, mode: Mode): Promise<void> {
  await page.emulateMedia({ colorScheme: mode });
  await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${mode}\\b`));
}

/**
 * Opens a screen, by a whole load or inside the app, and waits for what a person sees: the mode, the h1, the main
 * content, nothing loading.
 */
async function openScreen(
  page: Page,
  [path, ready]: Screen,
  language: string,
  mode: Mode,
  how: 'load' | 'inApp' = 'load',
): Promise<void> {
  await (how === 'load' ? page.goto(path) : openInApp(page, path));
  await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${mode}\\b`));
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.locator('main h1').first()).toBeVisible({ timeout: 15_000 });
  await expect(page.locator(ready).first()).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('[aria-busy="true"], .chakra-skeleton')).toHaveCount(0, { timeout: 15_000 });
}

for (const [language, width] of [
  ['en', 1280],
  ['en', 390],
  ['de', 1280],
  ['de', 390],
] as const) {
  const name = language === 'en' ? '' : ' in German';
  test(`in dark and light mode at ${width} px${name} every screen has no serious accessibility violation`, async ({
    page,
    context,
    expectNoSeriousA11yViolations,
  }) => {
    test.setTimeout(400_000);
    await context.addInitScript((lang) => {
      try {
        sessionStorage.setItem('activeLanguage', lang);
      } catch {
        return; // a sandboxed frame (the widget preview) has no storage
      }
      document.cookie = 'cookie_consent=1; path=/';
    }, language);
    let mode: Mode = 'dark';
    await page.emulateMedia({ colorScheme: mode });
    await page.setViewportSize({ width, height: 900 });

    const findings: string[] = [];
    const scan = async (where: string, check: () => Promise<void>) => {
      await test.step(where, async () => {
        try {
          await check();
        } catch (error) {
          findings.push(`${where}: ${(error as Error).message}`);
        }
      });
    };

    /**
     * Scans what is open with every rule in the current mode, then with the colour rules in the other one: the page,
     * its names and roles are the same in both modes, so only a colour rule can find something new there.
     */
    const scanBothModes = async (where: string, include?: string[]) => {
      await scan(`${where} in ${mode} mode`, () => expectNoSeriousA11yViolations(page, { include }));
      mode = other(mode);
      await scan(`${where} in ${mode} mode`, async () => {
        await showMode(page, mode);
        await expectNoSeriousColourViolations(page, include);
      });
    };
    const walk = async (screen: Screen, where: string, how: 'load' | 'inApp') => {
      let opened = false;
      await scan(`${where} opens`, async () => {
        await openScreen(page, screen, language, mode, how);
        opened = true;
      });
      if (opened) await scanBothModes(where);
    };

    for (const screen of PUBLIC_SCREENS) await walk(screen, `signed out ${screen[0]}`, 'load');

    // Signed in from here on: the demo token in storage, as a finished sign-in leaves it.
    await page.evaluate((token) => localStorage.setItem('auth', JSON.stringify({ auth_token: token })), DEMO_TOKEN);
    for (const [index, screen] of SIGNED_IN_SCREENS.entries())
      await walk(screen, screen[0], index === 0 ? 'load' : 'inApp');

    let panelOpen = false;
    await scan('the notifications panel opens', async () => {
      await openScreen(page, ['/', 'main h2'], language, mode, 'inApp');
      await page.getByTestId('notifications-button').click();
      await expect(page.getByTestId('notification').first()).toBeVisible({ timeout: 15_000 });
      panelOpen = true;
    });
    if (panelOpen) await scanBothModes('the notifications panel', ['[data-testid="notifications-panel"]']);

    expect(findings, findings.join('\n\n')).toEqual([]);
  });
}
