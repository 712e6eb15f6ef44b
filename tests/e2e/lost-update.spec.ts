import { expect, test } from './fixtures';

/**
 * Issue 43, "No lost updates", walked as two people do it: the same widget open in two tabs. The first tab's update
 * goes through; the second tab's update, on the version it opened, saves nothing and says so, keeps what was typed,
 * and saves both once the first tab's changes are loaded under it.
 */
// The refused update is a 409 in the browser's log.
test.use({ allowedConsoleErrors: [/status of 409/] });

test('two tabs on one widget: the later update keeps both changes instead of losing one', async ({
  page,
  context,
  signIn,
}) => {
  await signIn();
  const name = (tab: typeof page) => tab.getByRole('textbox', { name: 'Widget name', exact: true });
  const title = (tab: typeof page) => tab.getByRole('textbox', { name: 'Widget title', exact: true });
  await page.goto('/edit-widget/2');
  await expect(name(page)).toHaveValue('Blog exit popup', { timeout: 15_000 });
  const other = await context.newPage();
  await other.goto('/edit-widget/2');
  await expect(name(other)).toHaveValue('Blog exit popup', { timeout: 15_000 });

  await title(other).fill('A title from the other tab');
  await other.getByRole('button', { name: 'Update', exact: true }).first().click();
  await expect(other.getByText('Widget updated successfully')).toBeVisible();

  await name(page).fill('Blog exit popup, renamed');
  await page.getByRole('button', { name: 'Update', exact: true }).first().click();
  const notice = page.getByTestId('conflict-notice');
  await expect(notice).toContainText('Someone else changed this since you opened it');
  await expect(name(page)).toHaveValue('Blog exit popup, renamed');
  await notice.getByRole('button', { name: 'Load their changes' }).click();
  await expect(notice).toBeHidden();
  await expect(title(page)).toHaveValue('A title from the other tab');
  await expect(name(page)).toHaveValue('Blog exit popup, renamed');
  await page.getByRole('button', { name: 'Update', exact: true }).first().click();
  await expect(page.getByText('Widget updated successfully')).toBeVisible();

  await other.reload();
  await expect(name(other)).toHaveValue('Blog exit popup, renamed', { timeout: 15_000 });
  await expect(title(other)).toHaveValue('A title from the other tab');
});
