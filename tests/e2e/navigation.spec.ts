import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** Every sidebar entry, in its order, and the heading of the page it opens. */
const AREAS: [entry: string, path: RegExp, heading: string][] = [
  ['Projects', /\/admin-site-list$/, 'Projects'],
  ['New project', /\/create-project$/, 'Create project'],
  ['Widgets', /\/widget-list$/, 'Widgets'],
  ['New widget', /\/create-widget$/, 'Create widget'],
  ['Leads', /\/all-leads$/, 'All leads'],
  ['Lead sync', /\/sync-lead\/webhook$/, 'Lead sync'],
  ['Page audits', /\/my-audits$/, 'My audits'],
  ['New page audit', /\/audit-page$/, 'Page audit'],
  ['Website audits', /\/website-audit\/run-audit$/, 'Run website audit'],
  ['Monitoring', /\/monitoring$/, 'Monitoring'],
  ['Page changes', /\/page-change-monitors$/, 'Page change monitors'],
  ['Billing', /\/billing$/, 'Billing'],
  ['Pricing', /\/pricing$/, 'Pricing'],
  ['Dashboard', /\/$/, 'Dashboard'],
];

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

/** Fourteen screens, each loading its area, in one journey: more than one screen's 30 s. */
const JOURNEY_MS = 120_000;

test('at 1280 px every area is one click away in the sidebar, which marks where you are', async ({
  page,
  signIn,
  expectNoSeriousA11yViolations,
}) => {
  test.setTimeout(JOURNEY_MS);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link')).toHaveCount(AREAS.length);
  for (const [entry, path, heading] of AREAS) {
    const link = nav.getByRole('link', { name: entry, exact: true });
    await link.click();
    await expect(page).toHaveURL(path);
    await expect(h1(page)).toHaveText(heading);
    await expect(link).toHaveAttribute('aria-current', 'page');
  }
  await expectNoSeriousA11yViolations(page, { include: ['nav'] });
});

test('the keyboard reaches the website audits and monitoring from the sidebar', async ({ page, signIn }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Page audits', exact: true }).focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(nav.getByRole('link', { name: 'Website audits', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(h1(page)).toHaveText('Run website audit');
  // Following a link moves focus to the page; start again from the entry just used.
  await nav.getByRole('link', { name: 'Website audits', exact: true }).focus();
  await page.keyboard.press('Tab');
  await expect(nav.getByRole('link', { name: 'Monitoring', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(h1(page)).toHaveText('Monitoring');
});

test('at 390 px every area is reached through the burger menu', async ({ page, signIn }) => {
  test.setTimeout(JOURNEY_MS);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  for (const [entry, path, heading] of AREAS) {
    await page.getByRole('button', { name: 'Open the menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.getByRole('link', { name: entry, exact: true }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(path);
    await expect(h1(page)).toHaveText(heading);
  }
});
