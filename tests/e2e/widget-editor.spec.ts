import type { Locator, Page } from '@playwright/test';
import { chooseRadioCard, expect, test } from './fixtures';

const save = (page: Page, name = 'Save') => page.getByRole('button', { name, exact: true }).first();
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const option = (page: Page, group: string, label: string) =>
  page.getByRole('radiogroup', { name: group }).getByText(label, { exact: true });

async function expectError(locator: Locator, message: string | RegExp) {
  await expect(locator).toHaveAccessibleErrorMessage(message);
}

test.describe('widget editor', () => {
  test('creates a popup widget from empty, then edits, updates and closes it', async ({ page, signIn }) => {
    test.setTimeout(90_000);
    await signIn();
    await page.goto('/create-widget');
    const name = field(page, 'Widget name');
    await expect(name).toBeVisible({ timeout: 15_000 });

    await page.getByText('Popup form', { exact: true }).click();
    await expect(field(page, 'Popup icon URL')).toBeVisible();
    await expect(
      page
        .getByRole('img', { name: /Preview of the Corner left theme/ })
        .or(page.getByText('No preview image').first()),
    ).toBeVisible();

    // Step 2: the name.
    await name.fill('');
    await save(page).click();
    await expectError(name, 'Give the widget a name.');
    await name.fill('E2E popup');

    // Steps 3 and 4: a redirect close action needs a public address.
    await option(page, 'Close-button action', 'Go to an address').click();
    await save(page).click();
    const redirect = field(page, 'Close-button redirect address');
    await expectError(redirect, 'This field is required.');
    await redirect.fill('http://10.0.0.1/thanks');
    await save(page).click();
    await expectError(redirect, 'Enter a valid public address, e.g. https://example.com/thanks');
    await redirect.fill('https://example.com/thanks');

    // Step 5: the close-button title (a new widget starts with every text filled in: empty it to reach the step).
    await field(page, 'Close-button title').fill('');
    await save(page).click();
    const closeTitle = field(page, 'Close-button title');
    await expectError(closeTitle, 'This field is required.');
    await closeTitle.fill('Continue');

    // Step 7: the labels, on the form-fields tab the editor opens.
    await page.getByRole('tab', { name: 'Form fields' }).click();
    for (const label of [
      'Website field label',
      'Keyword field label',
      'E-mail field label',
      'Lead-generation button label',
    ]) {
      await field(page, label).fill('');
    }
    await page.getByRole('tab', { name: 'Widget type' }).click();
    await save(page).click();
    await expect(page.getByRole('tab', { name: 'Form fields' })).toHaveAttribute('aria-selected', 'true');
    for (const label of ['Website field label', 'Keyword field label', 'E-mail field label']) {
      await expectError(field(page, label), 'This field is required.');
      await field(page, label).fill(label.replace(' field label', ''));
    }

    // Step 8: the button label.
    await save(page).click();
    const lead = field(page, 'Lead-generation button label');
    await expectError(lead, 'This field is required.');
    await lead.fill('Check my site');

    // Step 9: the terms text once shown.
    await page.getByText('Show the Terms and conditions').click();
    await field(page, 'Terms and conditions text').fill('');
    await save(page).click();
    const tnc = field(page, 'Terms and conditions text');
    await expectError(tnc, 'This field is required.');
    await tnc.fill('I agree to the terms');

    await save(page).click();
    await expect(page.getByText('Widget created successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/widget-list$/);
    // The quota counts the new widget at once (7 seeded + 1).
    await expect(page.getByTestId('widget-quota')).toHaveText('8 of 10 widgets used');

    // Found in the list; edit it.
    await page.getByRole('link', { name: 'E2E popup', exact: true }).click();
    await expect(page).toHaveURL(/\/edit-widget\/\d+$/);
    await expect(field(page, 'Widget name')).toHaveValue('E2E popup');
    await field(page, 'Widget title').fill('Free SEO check');
    await save(page, 'Update').click();
    await expect(page.getByText('Widget updated successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/edit-widget\/\d+$/);
    await expect(field(page, 'Widget title')).toHaveValue('Free SEO check');

    await field(page, 'Widget name').fill('E2E popup (final)');
    await save(page, 'Update and close').click();
    await expect(page).toHaveURL(/\/widget-list$/);
    await expect(page.getByRole('link', { name: 'E2E popup (final)', exact: true })).toBeVisible();
  });

  test('saves a new widget with only a name', async ({ page, signIn }) => {
    await signIn();
    await page.goto('/create-widget');
    const name = field(page, 'Widget name');
    await expect(name).toBeVisible({ timeout: 15_000 });
    await expect(field(page, 'Close-button title')).toHaveValue('Close this report');
    await name.fill('Just a name');
    await save(page).click();
    await expect(page.getByText('Widget created successfully')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Just a name', exact: true })).toBeVisible();
  });

  test('opens a deleted widget read-only', async ({ page, signIn }) => {
    await signIn();
    await page.goto('/edit-widget/8');
    await expect(field(page, 'Widget name')).toHaveValue('Old summer bar', { timeout: 15_000 });
    await expect(page.getByText('This widget is deleted')).toBeVisible();
    await expect(field(page, 'Widget name')).toBeDisabled();
    await expect(page.getByRole('button', { name: /^(Update|Update and close|Reset widget)$/ })).toHaveCount(0);
  });

  test('the sample preview shows the popup on the sample page after its delay', async ({ page, signIn }) => {
    await signIn();
    await page.goto('/create-widget');
    await expect(field(page, 'Widget name')).toBeVisible({ timeout: 15_000 });
    await page.getByText('Popup form', { exact: true }).click();
    await chooseRadioCard(page, 'Spotlight');
    await field(page, 'Auto-popup delay (seconds)').fill('1');
    await page.getByRole('button', { name: 'Open a sample preview' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sample preview' });
    const visitorView = dialog.getByTestId('widget-visitor-view');
    await expect(visitorView.locator('.w-popup-icon')).toBeVisible();
    await expect(visitorView.locator('.w-popup .w-title')).toHaveText('Get your free SEO audit');
    await visitorView.locator('.w-popup .w-cta').click();
    await expect(visitorView.locator('.w-report-close')).toHaveText('Close this report');
  });

  test('the sample preview opens a saved takeover when the sample page is scrolled, as it says', async ({
    page,
    signIn,
  }) => {
    await signIn();
    await page.goto('/edit-widget/4');
    await expect(field(page, 'Widget name')).toHaveValue('Landing takeover', { timeout: 15_000 });
    await page.getByRole('button', { name: 'Open a sample preview' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sample preview' });
    await expect(dialog.getByText('Scroll the sample page 200 px to open it.')).toBeVisible();
    const widget = dialog.locator('[data-rankpilot-widget="4"]');
    await expect(widget).toBeAttached();
    await expect(widget.locator('.w-takeover form')).toBeHidden();
    const sample = dialog.locator('iframe[title="Sample preview"]');
    const box = (await sample.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(0, 260);
    await expect(widget.locator('.w-takeover form')).toBeVisible();
  });

  test('resets a widget: style only, then data and style', async ({ page, signIn }) => {
    await signIn();
    await page.goto('/edit-widget/2');
    const title = field(page, 'Widget title');
    await expect(title).toBeVisible({ timeout: 15_000 });

    await save(page, 'Reset widget').click();
    let dialog = page.getByRole('alertdialog', { name: 'Reset this widget?' });
    const [styleReset] = await Promise.all([
      page.waitForRequest((r) => r.url().includes('/api/v1/widget/2/reset/')),
      dialog.getByRole('button', { name: 'Reset style only' }).click(),
    ]);
    expect(styleReset.postDataJSON()).toMatchObject({ reset_option: ['style'] });
    await expect(page.getByText('Widget style reset successfully')).toBeVisible();
    await page.waitForResponse((r) => r.url().includes('/api/v1/widget/2/') && r.request().method() === 'GET');

    await title.fill('Temporary title');
    await save(page, 'Update').click();
    await expect(page.getByText('Widget updated successfully')).toBeVisible();
    await expect(save(page, 'Reset widget')).toBeEnabled();
    await save(page, 'Reset widget').click();
    dialog = page.getByRole('alertdialog', { name: 'Reset this widget?' });
    const [dataReset] = await Promise.all([
      page.waitForRequest((r) => r.url().includes('/api/v1/widget/2/reset/')),
      dialog.getByRole('button', { name: 'Reset data and style' }).click(),
    ]);
    expect(dataReset.postDataJSON()).toMatchObject({ reset_option: ['data', 'style'] });
    await expect(page.getByText('Widget reset successfully')).toBeVisible();
    // The data reset brings back the theme's texts after the 1 s reload.
    await expect(title).toHaveValue('Get your free SEO audit');
  });

  test('a reload mid-edit offers the draft back', async ({ page, signIn }) => {
    await signIn();
    await page.goto('/edit-widget/1');
    const title = field(page, 'Widget title');
    await expect(title).toBeVisible({ timeout: 15_000 });
    await title.fill('Typed before the reload');
    // The draft is written at most once a second.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('draft:widget:1') ?? ''))
      .toContain('Typed before the reload');

    page.on('dialog', (d) => void d.accept());
    await page.reload();
    await expect(page.getByText('Restore your unsaved changes?')).toBeVisible({ timeout: 15_000 });
    await expect(title).toHaveValue('Get your free SEO audit');
    await page.getByRole('button', { name: 'Restore', exact: true }).click();
    await expect(title).toHaveValue('Typed before the reload');
    await expect(page.getByText('Restore your unsaved changes?')).toBeHidden();
  });
});
