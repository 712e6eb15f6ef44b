import { expect, test } from './fixtures';

test('the widget editor: every tab, an open style panel, the preview and the sample frame pass axe; keyboard reaches the tabs', async ({
  page,
  signIn,
  expectNoSeriousA11yViolations,
}) => {
  test.setTimeout(60_000);
  await signIn();
  await page.goto('/edit-widget/2');
  await expect(page.getByRole('textbox', { name: 'Widget name', exact: true })).toHaveValue('Blog exit popup', {
    timeout: 15_000,
  });
  await expectNoSeriousA11yViolations();

  // Keyboard: the tab list moves with the arrow keys.
  await page.getByRole('tab', { name: 'Widget type' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Form fields' })).toHaveAttribute('aria-selected', 'true');
  await expectNoSeriousA11yViolations();

  await page.getByRole('tab', { name: 'Widget style' }).click();
  await page
    .getByRole('button', { name: /Form container/ })
    .first()
    .click();
  await expectNoSeriousA11yViolations();

  await page.getByRole('tab', { name: 'Widget type' }).click();
  await page.getByRole('button', { name: 'Open a sample preview' }).click();
  await expect(page.getByRole('dialog', { name: 'Sample preview' }).getByTitle('Sample preview')).toBeVisible();
  // The sample page itself is the server's (sandboxed, scripts off, so axe cannot enter it); its frame and dialog are ours.
  await expectNoSeriousA11yViolations(page, { exclude: ['iframe[title="Sample preview"]'] });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Sample preview' })).toBeHidden();
});
