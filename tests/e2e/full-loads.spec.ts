import { chooseMenuItem, expect, test } from './fixtures';

/*
 * Full page loads signed in must each arrive whole: no uncaught page error (the demo worker's update check, cut off by
 * the next load, once surfaced as "Failed to update a ServiceWorker … Not found"), and no load cancelled by the demo
 * itself (MSW's worker unregistered itself when its last page closed, so the next page came up uncontrolled and MSW
 * reloaded it, cancelling the address or menu choice that followed). Twenty full loads, each started as soon as the
 * page has loaded: addresses typed, reloads, language switches. The fixtures fail the test on any console or page
 * error; the count is asserted here too.
 */

const ADDRESSES = [
  '/',
  '/admin-site-list',
  '/widget-list',
  '/all-leads',
  '/my-profile',
  '/setting',
  '/billing',
  '/create-project',
];

test('20 full page loads signed in (addresses, reloads, language switches): no page error', async ({
  page,
  signIn,
}) => {
  test.setTimeout(180_000);
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await signIn();
  const heading = page.getByRole('heading', { level: 1 });
  let loads = 0;

  // A person moves on as soon as the page has loaded, often before its heading: so do these.
  for (const address of ADDRESSES) {
    await page.goto(address);
    loads += 1;
  }
  for (let round = 0; round < 6; round += 1) {
    await page.reload();
    loads += 1;
  }
  await expect(heading).toBeVisible({ timeout: 15_000 });
  for (const [menu, language, lang] of [
    [/^Language/, 'Deutsch', 'de'],
    [/^Sprache/, 'English', 'en'],
    [/^Language/, 'Deutsch', 'de'],
    [/^Sprache/, 'English', 'en'],
    [/^Language/, 'Deutsch', 'de'],
    [/^Sprache/, 'English', 'en'],
  ] as const) {
    await page.getByRole('button', { name: menu }).click();
    await Promise.all([page.waitForEvent('load'), chooseMenuItem(page, language, 'menuitemradio')]);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(heading).toBeVisible({ timeout: 15_000 });
    loads += 1;
  }

  expect(loads).toBe(20);
  expect(pageErrors).toEqual([]);
});
