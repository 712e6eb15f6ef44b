import { expect, test } from '../e2e/fixtures';

/**
 * Issue 43, no lost updates, in two browsers: under `npm start` the demo backend is one server for every browser, so
 * two people who opened the same widget are two sessions on one store, as on the real API. The second save is
 * refused (409), says so, keeps what its person typed, and saves both once they load the other's changes.
 */
test('two people save the same widget: the second is told, loads the first one’s change and keeps their own', async ({
  browser,
  signIn,
}) => {
  const [ada, ben] = await Promise.all([browser.newContext(), browser.newContext()]);
  const [first, second] = await Promise.all([ada.newPage(), ben.newPage()]);
  for (const page of [first, second]) {
    await signIn(page);
    await page.goto('/edit-widget/2');
    await expect(page.getByRole('textbox', { name: 'Widget name' })).toHaveValue('Blog exit popup');
  }

  // Ada gives the widget a new title and saves.
  const title = first.getByRole('textbox', { name: 'Widget title' });
  await title.fill('Free SEO check for your blog');
  await first.getByRole('button', { name: 'Update', exact: true }).first().click();
  await expect(first.getByText('Widget updated successfully')).toBeVisible();

  // Ben, who opened it before Ada's save, renames it and saves: refused, and nothing he typed is lost.
  const name = second.getByRole('textbox', { name: 'Widget name' });
  await name.fill('Blog exit popup (winter)');
  const update = second.getByRole('button', { name: 'Update', exact: true }).first();
  await update.click();
  const notice = second.getByTestId('conflict-notice');
  await expect(notice).toContainText('Someone else changed this since you opened it');
  await expect(update).toBeDisabled();
  await expect(name).toHaveValue('Blog exit popup (winter)');

  await notice.getByRole('button', { name: 'Load their changes' }).click();
  await expect(notice).toBeHidden();
  await expect(second.getByRole('textbox', { name: 'Widget title' })).toHaveValue('Free SEO check for your blog');
  await expect(name).toHaveValue('Blog exit popup (winter)');
  await update.click();
  await expect(second.getByText('Widget updated successfully')).toBeVisible();

  // Ada opens it again: both changes are there.
  await first.reload();
  await expect(first.getByRole('textbox', { name: 'Widget name' })).toHaveValue('Blog exit popup (winter)');
  await expect(first.getByRole('textbox', { name: 'Widget title' })).toHaveValue('Free SEO check for your blog');
  await Promise.all([ada.close(), ben.close()]);
});
