import { expect, test } from './fixtures';

const PRO_USER = { email: 'pro@example.com', password: 'demo1234' } as const;

test('a Pro plan is cancelled at the end of its period after a confirmation, then resumed', async ({
  page,
  signIn,
  expectNoSeriousA11yViolations,
}) => {
  await signIn(page, PRO_USER);
  await page.goto('/manage-subscription');
  const renewal = page.getByTestId('renewal');
  await expect(renewal).toHaveText('Renews on Dec 1, 2026');
  await page.getByRole('button', { name: 'Cancel subscription' }).click();

  const dialog = page.getByRole('alertdialog', { name: 'Cancel your Pro plan?' });
  await expect(dialog).toContainText('Your Pro plan stays active until Dec 1, 2026.');
  await expect(dialog.getByRole('listitem')).toHaveText([
    'Projects: 25 → 1',
    'Lead widgets: 25 → 1',
    'Advanced audits',
    'Lead sync to mailing services',
  ]);
  await dialog.getByRole('button', { name: 'Cancel at period end' }).click();
  await expect(renewal).toHaveText('Ends on Dec 1, 2026');
  await expect(page.getByTestId('plan-notice')).toContainText('Your Pro plan ends on December 1, 2026.');
  await expectNoSeriousA11yViolations(page, { include: ['main'] });

  // The state is the server's: it survives a reload.
  await page.reload();
  await expect(renewal).toHaveText('Ends on Dec 1, 2026');
  await page.getByRole('button', { name: 'Resume' }).click();
  await expect(renewal).toHaveText('Renews on Dec 1, 2026');
  await expect(page.getByTestId('plan-notice')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Cancel subscription' })).toBeVisible();
});
