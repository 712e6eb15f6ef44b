import { expect, test, chooseMenuItem } from './fixtures';

test('the widget list shows the seeded widgets; a deleted widget moves to the deleted list', async ({
  page,
  signIn,
  expectNoSeriousA11yViolations,
}) => {
  await signIn();
  await page.goto('/widget-list');
  const table = page.getByRole('table', { name: 'Widgets' });
  await expect(table).toBeVisible();
  await expect(table.getByRole('link', { name: 'Homepage audit box', exact: true })).toBeVisible();
  await expect(table.getByRole('link', { name: 'Blog exit popup', exact: true })).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(1 + 7);
  await expect(page.getByText('7 of 10 widgets used')).toBeVisible();
  // Scoped to this screen: the shared sidebar is checked by the shell's own tests.
  await expectNoSeriousA11yViolations(page, { include: ['main'] });

  await page.getByRole('button', { name: 'Actions for Blog exit popup' }).click();
  await chooseMenuItem(page, 'Delete');
  const dialog = page.getByRole('alertdialog', { name: 'Delete this widget?' });
  await expect(dialog).toContainText('Blog exit popup');
  await dialog.getByRole('button', { name: 'Delete widget' }).click();
  await expect(page.getByText('Deleted.', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(table.getByRole('link', { name: 'Blog exit popup', exact: true })).toHaveCount(0);
  await expect(table.getByRole('row')).toHaveCount(1 + 6);
  await expect(page.getByText('6 of 10 widgets used')).toBeVisible();

  await page.getByRole('navigation', { name: 'Widget lists' }).getByRole('link', { name: 'Deleted' }).click();
  await expect(page).toHaveURL(/\/deleted-widget-list$/);
  const deleted = page.getByRole('table', { name: 'Deleted widgets' });
  await expect(deleted.getByRole('cell', { name: 'Blog exit popup', exact: true })).toBeVisible();
  await expect(deleted.getByRole('cell', { name: 'Old summer bar', exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page, { include: ['main'] });
});
