import { expect, HTTP_ERROR_LOG, test, chooseMenuItem, holdResponses } from './fixtures';

const FREE_USER = { email: 'free@example.com', password: 'demo1234' } as const;

test.describe('account and settings', () => {
  // The failed SMTP verify answers 400 on purpose; Chromium logs every 4xx.
  test.use({ allowedConsoleErrors: [HTTP_ERROR_LOG] });

  test('a changed first name shows in the header', async ({ page, signIn, expectNoSeriousA11yViolations }) => {
    await signIn();
    await page.goto('/my-profile');
    const first = page.getByRole('textbox', { name: /First name/ });
    await expect(first).toHaveValue('Dana');
    await expectNoSeriousA11yViolations(page, { include: ['main'] });
    await first.fill('Daphne');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Profile updated successfully')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Account', exact: true })).toContainText('Daphne Demo');
    await page.reload();
    await expect(page.getByRole('textbox', { name: /First name/ })).toHaveValue('Daphne');
  });

  test('a language saved in the profile takes effect at once, as the header menu does it', async ({ page, signIn }) => {
    await signIn();
    await page.goto('/my-profile');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('de');
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Save' }).click()]);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    expect(await page.evaluate(() => sessionStorage.getItem('activeLanguage'))).toBe('de');
    await expect(page.getByRole('heading', { name: 'Persönliche Angaben' })).toBeVisible();
  });

  test('the settings menu lands on SMTP; a failed verify shows the answer; a verified SMTP lets the widget editor send reports', async ({
    page,
    signIn,
    expectNoSeriousA11yViolations,
  }) => {
    await signIn();
    await page.getByRole('button', { name: 'Account', exact: true }).click();
    await chooseMenuItem(page, 'Settings');
    await expect(page).toHaveURL(/\/setting#smtp-setting$/);
    const heading = page.getByRole('heading', { name: 'SMTP settings', level: 2 });
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
    await expectNoSeriousA11yViolations(page, { include: ['main'] });

    const form = page.getByRole('form', { name: 'SMTP settings' });
    await form.getByRole('textbox', { name: /SMTP host/ }).fill('mail.nowhere.test');
    await form.getByRole('textbox', { name: /Port/ }).fill('587');
    await form.getByRole('textbox', { name: /User name/ }).fill('demo@example.com');
    await form.getByLabel('Password', { exact: true }).fill('app-password');
    await form.getByRole('button', { name: 'Verify and save' }).click();
    await expect(page.getByText('SMTP verification failed.')).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Answer of the mail server' })).toHaveValue(
      '[Errno -2] Could not connect to mail.nowhere.test:587: Name or service not known',
    );
    await expect(page.getByTestId('smtp-status')).toHaveText('Not verified');

    await form.getByRole('textbox', { name: /SMTP host/ }).fill('smtp.example.com');
    await form.getByRole('button', { name: 'Verify and save' }).click();
    await expect(page.getByText('SMTP settings verified and saved.')).toBeVisible();
    await expect(page.getByTestId('smtp-status')).toHaveText('Verified');
    await expect(form.getByRole('textbox', { name: 'Answer of the mail server' })).toHaveCount(0);
    // The password is kept by the demo server only, never in the app's own storage.
    const appStorage = await page.evaluate(() =>
      [
        ...Object.keys(localStorage)
          .filter((key) => key !== 'demo-db')
          .map((key) => localStorage.getItem(key)),
        ...Object.keys(sessionStorage).map((key) => sessionStorage.getItem(key)),
      ].join('\n'),
    );
    expect(appStorage).not.toContain('app-password');

    // Moving on asks for news: the verification left a notification, which arrives as a toast.
    await page.goto('/edit-widget/1');
    await page.getByRole('tab', { name: 'Widget type' }).click();
    await expect(page.getByText('Also send the report by e-mail')).toBeVisible();
    await expect(page.getByText('To send reports by e-mail, set up your e-mail server first.')).toHaveCount(0);
  });

  test('a new notification arrives as a toast, then is marked as read', async ({
    page,
    signIn,
    expectNoSeriousA11yViolations,
  }) => {
    await signIn();
    await page.goto('/setting');
    const form = page.getByRole('form', { name: 'SMTP settings' });
    await form.getByRole('textbox', { name: /SMTP host/ }).fill('smtp.example.com');
    await form.getByRole('textbox', { name: /Port/ }).fill('587');
    await form.getByRole('textbox', { name: /User name/ }).fill('demo@example.com');
    await form.getByRole('button', { name: 'Verify and save' }).click();
    await expect(page.getByText('SMTP settings verified and saved.')).toBeVisible();

    await page
      .getByRole('link', { name: /Dashboard/ })
      .first()
      .click();
    const toast = page.getByText('SMTP settings verified: reports are now sent from demo@example.com.');
    await expect(toast).toBeVisible();
    const bell = page.getByRole('button', { name: 'Notifications (3 unread)' });
    await expect(bell).toBeVisible();
    await expect(toast).toBeHidden({ timeout: 8_000 });

    await bell.click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    await expect(panel).toBeVisible();
    await expectNoSeriousA11yViolations(page, { include: ['[data-testid="notifications-panel"]'] });
    const entry = panel.getByTestId('notification').filter({ hasText: 'SMTP settings verified' });
    await entry.getByRole('button', { name: 'Mark as read' }).click();
    await expect(entry).toHaveAttribute('data-read', 'true');
    await expect(panel.getByText('Unread: 2')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Notifications (2 unread)' })).toBeFocused();
  });

  test('the notifications panel opens on the first click even while its code is still loading', async ({
    page,
    signIn,
  }) => {
    await signIn();
    // A cold cache on a slow line: the notifications chunks arrive only after the click.
    const release = await holdResponses(page, /\/assets\/notifications-(center|panel)-[^/]*\.js$/);
    await page.goto('/widget-list');
    await page.getByTestId('notifications-button').click();
    release();
    await expect(page.getByRole('dialog', { name: 'Notifications' })).toBeVisible({ timeout: 10_000 });
    await expect(page.getByRole('dialog', { name: 'Notifications' }).getByTestId('notification')).toHaveCount(4);
  });

  test('the overview strip on / links to its screens', async ({ page, signIn }) => {
    await signIn();
    const strip = page.getByRole('region', { name: 'Overview' });
    await expect(strip.getByTestId('overview-project_count')).toHaveText('5');
    await strip.getByRole('link', { name: /Active widgets$/ }).click();
    await expect(page).toHaveURL(/\/widget-list$/);
  });

  test('deleting free@example.com signs out, and signing in again fails', async ({ page, signIn }) => {
    await signIn(page, FREE_USER);
    await page.goto('/my-profile');
    await page.getByRole('button', { name: 'Delete my account…' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
    const confirm = dialog.getByRole('button', { name: 'Delete account for good' });
    await expect(confirm).toBeDisabled();
    await dialog.getByRole('textbox', { name: 'Type free@example.com to confirm' }).fill('free@example.com');
    await confirm.click();
    await expect(page.getByText('Your account has been deleted.')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    await page.getByLabel(/^\s*Email\s*\*?\s*$/i).fill(FREE_USER.email);
    await page.getByLabel(/^\s*Password\s*\*?\s*$/i).fill(FREE_USER.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page.getByLabel(/^\s*Password\s*\*?\s*$/i)).toBeVisible();
  });

  test('a failed save keeps what was typed', async ({ page, signIn }) => {
    await signIn();
    await page.goto('/my-profile?demo-fault=500&demo-fault-path=/profile/update/&demo-fault-times=1');
    const first = page.getByRole('textbox', { name: /First name/ });
    await expect(first).toHaveValue('Dana');
    await first.fill('Kept');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Internal server error.')).toBeVisible();
    await expect(first).toHaveValue('Kept');
  });
});
