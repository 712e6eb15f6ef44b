import { expect, test, chooseMenuItem } from './fixtures';

/**
 * "Which version brings more leads?" (issue 47), in the app: the seeded test of the blog popup from the widget list,
 * a new variant made, edited and paused, then the leader made the widget. Visitors of a customer's page on another
 * origin are in widget-on-site.spec.ts.
 */
test('a marketer reads a split test, adds and edits a variant, pauses it, and makes the leader the widget', async ({
  page,
  signIn,
  expectNoSeriousA11yViolations,
}) => {
  test.setTimeout(60_000);
  await signIn();
  await page.goto('/widget-list');
  await page.getByRole('button', { name: 'Actions for Blog exit popup' }).click();
  await chooseMenuItem(page, 'Widget performance');
  await expect(page.getByTestId('split-verdict')).toHaveText(
    'B is the clear leader: 99.7% sure that it converts better than the next best.',
  );
  const card = (label: string) =>
    page.getByTestId('split-variant').filter({ has: page.getByRole('heading', { name: new RegExp(`^${label} · `) }) });
  await expect(card('B').getByText('Against A: +296.2%, 99.7% sure')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Create a variant' }).click();
  await expect(page.getByText('Variant C of a split test')).toBeVisible();
  const name = page.getByRole('textbox', { name: 'Widget name', exact: true });
  await expect(name).toHaveValue('Blog exit popup (C)');
  await name.fill('Blog exit popup (C) short form');
  await page.getByRole('button', { name: 'Update and close', exact: true }).first().click();

  // Saving a variant goes back to its test.
  await expect(page).toHaveURL(/\/widget-stats\/2$/);
  await expect(card('C').getByRole('heading', { level: 3 })).toHaveText('C · Blog exit popup (C) short form');
  await expect(card('C').getByText('More views needed: 100')).toBeVisible();
  await expect(page.getByTestId('split-verdict')).toHaveText(/^Too early to call/);
  await card('C').getByRole('button', { name: 'Pause C' }).click();
  await expect(card('C').getByText('Paused')).toBeVisible();
  await expect(card('C').getByRole('definition').first()).toHaveText('0%');

  await card('B').getByRole('button', { name: 'Make B the widget' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Make B the widget?' });
  await dialog.getByRole('button', { name: 'Make it the widget' }).click();
  await expect(page.getByText('Test ended: B is now the widget.').first()).toBeVisible();
  await expect(page.getByText(/^Try another version of this widget against this one\./)).toBeVisible();
  await expect(page.getByTestId('split-variant')).toHaveCount(0);
});
