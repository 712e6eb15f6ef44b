import { expect, test } from './fixtures';

test('the login page renders a heading and has no serious accessibility violation', async ({
  page,
  expectNoSeriousA11yViolations,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading').first()).toBeVisible();
  await expectNoSeriousA11yViolations();
});

/**
 * Issue 27: dark mode is a first-class theme. The main screens in dark mode (the system's choice, the app follows
 * it) at 1280 and 390 px have no serious or critical axe violation, and the bell's unread count sits inside its
 * badge. Sign-in is reused: the demo token goes into storage before the first page loads.
 */
const DEMO_TOKEN = 'demo-token-2f8a9c1e';
const MAIN_SCREENS: [string, string][] = [
  ['/admin-site-list', 'main table'],
  ['/keyword-ranking/3/4/', 'main table'],
  ['/all-leads', 'main table'],
  ['/edit-widget/1', 'main form'],
  ['/website-audit/overview/1/2', 'main table'],
];

for (const width of [1280, 390]) {
  test(`in dark mode at ${width} px the main screens have no serious accessibility violation`, async ({
    page,
    context,
    expectNoSeriousA11yViolations,
  }) => {
    test.setTimeout(90_000);
    await context.addInitScript((token) => {
      try {
        if (!localStorage.getItem('auth')) localStorage.setItem('auth', JSON.stringify({ auth_token: token }));
      } catch {
        return; // a sandboxed frame (the widget preview) has no storage
      }
      document.cookie = 'cookie_consent=1; path=/';
    }, DEMO_TOKEN);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.setViewportSize({ width, height: 900 });
    for (const [path, ready] of MAIN_SCREENS) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveClass(/\bdark\b/);
      await expect(page.locator(ready).first()).toBeVisible({ timeout: 10_000 });
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 10_000 });
      await expectNoSeriousA11yViolations(page);
    }
  });
}

test('in dark mode the unread count sits inside its red badge on the bell', async ({ page, context }) => {
  await context.addInitScript((token) => {
    try {
      if (!localStorage.getItem('auth')) localStorage.setItem('auth', JSON.stringify({ auth_token: token }));
    } catch {
      return; // a sandboxed frame has no storage
    }
  }, DEMO_TOKEN);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/admin-site-list');
  const badge = page.getByTestId('notifications-count');
  await expect(badge).toHaveText('2');
  const boxes = await badge.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const text = range.getBoundingClientRect();
    const box = element.getBoundingClientRect();
    return {
      text: { left: text.left, top: text.top, right: text.right, bottom: text.bottom },
      box: { left: box.left, top: box.top, right: box.right, bottom: box.bottom },
      background: getComputedStyle(element).backgroundColor,
    };
  });
  expect(boxes.background).not.toBe('rgba(0, 0, 0, 0)');
  expect(boxes.text.left).toBeGreaterThanOrEqual(boxes.box.left - 0.5);
  expect(boxes.text.right).toBeLessThanOrEqual(boxes.box.right + 0.5);
  expect(boxes.text.top).toBeGreaterThanOrEqual(boxes.box.top - 0.5);
  expect(boxes.text.bottom).toBeLessThanOrEqual(boxes.box.bottom + 0.5);
});
