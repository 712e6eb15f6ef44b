import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Dark mode is a first-class theme: every screen a person reaches from the sidebar, and the public pages, have no
 * serious or critical axe violation in dark mode (the system's choice, the app follows it), in English and German
 * (German words are longer and wrap) at 1280 and 390 px. One test per language and width walks all the screens in
 * one page; each screen is scanned once its heading and its main content are on screen and nothing is loading.
 * Every screen's findings are collected, so one run lists all of them.
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

/** Opens a screen and waits for what a person sees: the dark theme, the h1, the main content, nothing loading. */
async function openScreen(page: Page, [path, ready]: Screen, language: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
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
  test(`in dark mode at ${width} px${name} every screen has no serious accessibility violation`, async ({
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
    await page.emulateMedia({ colorScheme: 'dark' });
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

    for (const screen of PUBLIC_SCREENS) {
      await scan(`signed out ${screen[0]}`, async () => {
        await openScreen(page, screen, language);
        await expectNoSeriousA11yViolations(page);
      });
    }

    // Signed in from here on: the demo token in storage, as a finished sign-in leaves it.
    await page.evaluate((token) => localStorage.setItem('auth', JSON.stringify({ auth_token: token })), DEMO_TOKEN);
    for (const screen of SIGNED_IN_SCREENS) {
      await scan(screen[0], async () => {
        await openScreen(page, screen, language);
        await expectNoSeriousA11yViolations(page);
      });
    }

    await scan('the notifications panel', async () => {
      await openScreen(page, ['/', 'main h2'], language);
      await page.getByTestId('notifications-button').click();
      await expect(page.getByTestId('notification').first()).toBeVisible({ timeout: 15_000 });
      await expectNoSeriousA11yViolations(page, { include: ['[data-testid="notifications-panel"]'] });
    });

    expect(findings, findings.join('\n\n')).toEqual([]);
  });
}
