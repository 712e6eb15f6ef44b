import { expect, test } from '../e2e/fixtures';

const PRO_USER = { email: 'pro@example.com', password: 'demo1234' } as const;

// Under `npm start` the demo backend runs, so Connect must open the demo consent page too, never the real provider.
test('under the development server Constant Contact connects through the demo consent page', async ({
  page,
  context,
  signIn,
}) => {
  await signIn(page, PRO_USER);
  await page.goto('/sync-lead/constant_contact');
  const popupOpened = context.waitForEvent('page');
  await page.getByRole('button', { name: 'Connect Constant Contact' }).click();
  const popup = await popupOpened;
  await popup.waitForURL(/\/demo-provider\/constant-contact\?/);
  expect(new URL(popup.url()).origin).toBe(new URL(page.url()).origin);
  expect(new URL(popup.url()).searchParams.get('client_id')).toBe('rankpilot-demo-client');
  await expect(popup.getByRole('heading', { name: 'Allow access to your Constant Contact account?' })).toBeVisible();
  await popup.getByRole('button', { name: 'Allow' }).click();

  await expect(page.getByTestId('lead-sync-profile-email')).toHaveText('pro@example.com');
  await expect(page.getByText('Constant Contact connected successfully')).toBeVisible();
  await expect(page.getByRole('tab', { name: /Constant Contact/ })).toContainText('Needs a list');
});
