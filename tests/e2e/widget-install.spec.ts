import { expect, test, chooseMenuItem } from './fixtures';

const FREE_USER = { email: 'free@example.com', password: 'demo1234' } as const;

test('a widget goes live: its embed code is copied, and installation is checked', async ({
  page,
  context,
  signIn,
  expectNoSeriousA11yViolations,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn();
  await page.goto('/widget-list');
  await page.getByRole('button', { name: 'Actions for Homepage audit box' }).click();
  await chooseMenuItem(page, 'Embed code');
  const dialog = page.getByRole('dialog', { name: 'Put “Homepage audit box” on your site' });
  const snippet = dialog.getByRole('textbox', { name: 'Embed code' });
  await expect(snippet).toHaveValue(
    /^<script async src="http:\/\/(localhost|127\.0\.0\.1):\d+\/embed\/widget\.js" data-widget-id="1"><\/script>$/,
  );
  await dialog.getByRole('button', { name: 'Copy' }).click();
  await expect(dialog.getByText('Copied', { exact: true })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(await snippet.inputValue());

  await dialog.getByRole('tab', { name: 'WordPress' }).click();
  await expect(dialog.getByText(/header and footer plugin/)).toBeVisible();

  const address = dialog.getByRole('textbox', { name: 'Page address' });
  const answer = dialog.getByTestId('installation-answer');
  await address.fill('https://sample.rankpilot.io/contact');
  await dialog.getByRole('button', { name: 'Check' }).click();
  await expect(answer).toHaveText(/^The widget is installed on this page\. Last seen .+\.$/);
  await address.fill('https://shop.example.invalid/');
  await dialog.getByRole('button', { name: 'Check' }).click();
  await expect(answer).toHaveText('The page could not be reached.');
  await address.fill('shop.example.com');
  await dialog.getByRole('button', { name: 'Check' }).click();
  await expect(dialog.getByText('Start the address with https:// or http://.')).toBeVisible();
  await expectNoSeriousA11yViolations(page, { include: ['[role="dialog"]'] });
});

test('the Free plan gets what Pricing promises: one widget, then the editor says the plan is full', async ({
  page,
  signIn,
}) => {
  await signIn(page, FREE_USER);
  await page.goto('/pricing');
  await expect(page.getByTestId('plan-free').getByText('1 lead widget')).toBeVisible();

  await page.goto('/create-widget');
  await expect(page.getByText('0 of 1 widgets used')).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).first().click();
  await expect(page).toHaveURL(/\/widget-list$/);
  await expect(page.getByText('1 of 1 widgets used')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Get the embed code' })).toBeVisible();

  await page.goto('/create-widget');
  await expect(page.getByText('All widgets of your plan are in use')).toBeVisible();
  await expect(page.getByRole('link', { name: 'See the plans' })).toHaveAttribute('href', '/pricing');
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
});
