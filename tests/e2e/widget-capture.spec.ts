import { expect, test } from './fixtures';

/**
 * Issue 23: a visitor's submission becomes a lead. The sample preview of a saved widget loads it through its own
 * embed snippet (the script at /embed/widget.js, under the app's CSP); what the visitor sends there is captured by
 * the demo backend, delivered to the connected providers and listed with its contact card.
 */
test.use({ viewport: { width: 1280, height: 800 } });

test('a visitor fills the widget on the sample page; the lead is listed with its card and deliveries', async ({
  page,
  signIn,
  expectNoSeriousA11yViolations,
}) => {
  await signIn();
  await page.goto('/edit-widget/5');
  await expect(page.getByRole('textbox', { name: 'Widget name' })).toHaveValue('Two-step lead magnet', {
    timeout: 15_000,
  });
  const [script] = await Promise.all([
    page.waitForResponse((response) => new URL(response.url()).pathname === '/embed/widget.js'),
    page.getByRole('button', { name: 'Open a sample preview' }).click(),
  ]);
  expect(script.status()).toBe(200);
  const dialog = page.getByRole('dialog', { name: 'Sample preview' });
  const widget = dialog.locator('[data-rankpilot-widget="5"]');

  // Step 1 asks for the site, step 2 for the rest; a bad e-mail is caught before anything is sent.
  await widget.locator('input[name="url"]').fill('www.ada-bakes.nl');
  await widget.locator('.w-cta').click();
  await widget.locator('input[name="name"]').fill('Ada Baker');
  await widget.locator('input[name="email"]').fill('ada@');
  await widget.locator('.w-cta').click();
  await expect(widget.locator('.w-field-email .w-error')).toHaveText('Enter a valid e-mail address.');
  await widget.locator('input[name="email"]').fill('ada@ada-bakes.nl');
  const [capture] = await Promise.all([
    page.waitForRequest((request) => request.url().endsWith('/api/v1/public/widget/5/lead/')),
    widget.locator('.w-cta').click(),
  ]);
  expect(capture.postDataJSON()).toEqual({
    page_url: expect.stringMatching(/^https:\/\/sample\.rankpilot\.io\//),
    url: 'www.ada-bakes.nl',
    keyword: '',
    name: 'Ada Baker',
    email: 'ada@ada-bakes.nl',
  });
  await expect(widget.getByRole('status')).toContainText('Your SEO report is ready');
  await expectNoSeriousA11yViolations(page, { exclude: ['iframe[title="Sample preview"]'] });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The lead heads the lead list, and its card says who, from which widget, and where it was sent.
  await page.goto('/all-leads');
  const table = page.getByRole('table', { name: 'Leads' });
  await expect(page.getByText('298 leads')).toBeVisible();
  const row = table.getByRole('row').nth(1);
  await expect(row).toContainText('ada@ada-bakes.nl');
  await expect(row).toContainText('Two-step lead magnet');
  await row.getByRole('link', { name: 'Ada Baker' }).click();
  await expect(page).toHaveURL(/\/lead-report\/341$/);
  const card = page.getByRole('region', { name: 'Contact' });
  await expect(card.getByRole('link', { name: 'ada@ada-bakes.nl' })).toHaveAttribute('href', 'mailto:ada@ada-bakes.nl');
  await expect(card.getByRole('link', { name: 'Two-step lead magnet' })).toHaveAttribute('href', '/edit-widget/5');
  const sent = card.getByRole('region', { name: 'Where the lead was sent' }).getByRole('listitem');
  await expect(sent).toHaveCount(2);
  await expect(sent.nth(0)).toContainText('WebhookSent');
  await expect(sent.nth(1)).toContainText('MailchimpSent');
});
