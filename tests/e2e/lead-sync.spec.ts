import { expect, HTTP_ERROR_LOG, test } from './fixtures';

const PRO_USER = { email: 'pro@example.com', password: 'demo1234' } as const;
const FREE_USER = { email: 'free@example.com', password: 'demo1234' } as const;
const MAILCHIMP_KEY = '0123456789abcdef0123456789abcdef-us14';
const BREVO_KEY = `xkeysib-${'ab12'.repeat(16)}-AbCdEfGh12345678`;

// The demo backend's deliberate 400 answers (a refused key) are logged by Chromium.
test.use({ allowedConsoleErrors: [HTTP_ERROR_LOG] });

test('Mailchimp: a bad key is refused and kept; a good key logs in, two lists are saved and preselected after a reload; Logout', async ({
  page,
  signIn,
  expectNoSeriousA11yViolations,
}) => {
  await signIn(page, PRO_USER);
  await page.goto('/sync-lead/MailChimp');
  await expect(page).toHaveURL(/\/sync-lead\/mailchimp$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Lead sync' })).toBeVisible();
  const key = page.getByLabel(/^API key/);
  await key.fill('not-a-key');
  await expect(page.getByText('A Mailchimp key is 32 hexadecimal characters')).toBeVisible();
  await page.getByRole('button', { name: 'Connect' }).click();
  await expect(
    page.getByText("Invalid API key. Your API key may be invalid, or you've attempted to access the wrong datacenter."),
  ).toBeVisible();
  await expect(key).toHaveValue('not-a-key');
  // The pointer still rests on Connect: its hover shade is the theme's, checked by the shell's tests.
  await page.mouse.move(0, 0);
  await expectNoSeriousA11yViolations(page, { include: ['main'] });

  await key.fill(MAILCHIMP_KEY);
  await page.getByRole('button', { name: 'Connect' }).click();
  await expect(page.getByTestId('lead-sync-profile-email')).toHaveText('pro@example.com');
  await expect(page.getByTestId('lead-sync-profile-name')).toHaveText('Petra Pro');
  await expect(page.getByRole('tab', { name: /Mailchimp/ })).toContainText('Needs a list');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Choose at least one list.')).toBeVisible();
  const lists = page.getByRole('group', { name: 'Send in multiple lists' });
  await lists.getByText('Newsletter').click();
  await lists.getByText('Customers').click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Lists saved successfully')).toBeVisible();
  await expect(page.getByRole('tab', { name: /Mailchimp/ })).toContainText('Connected');
  await page.mouse.move(0, 0);
  await expectNoSeriousA11yViolations(page, { include: ['main'] });

  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Newsletter' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Customers' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Website leads' })).not.toBeChecked();
  // The key never reaches browser storage (not even the demo backend's store, which keeps a masked copy).
  expect(
    await page.evaluate(() => JSON.stringify([Object.entries(localStorage), Object.entries(sessionStorage)])),
  ).not.toContain(MAILCHIMP_KEY.slice(4, -4));

  await page.getByRole('button', { name: 'Disconnect' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Disconnect Mailchimp?' });
  await expect(confirm).toContainText('New leads are no longer sent to Mailchimp.');
  await confirm.getByRole('button', { name: 'Disconnect' }).click();
  await expect(page.getByLabel(/^API key/)).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Connect' })).toBeEnabled();
});

test('Sendinblue: a Brevo key logs in and shows the plan with its credits', async ({ page, signIn }) => {
  await signIn(page, PRO_USER);
  await page.goto('/sync-lead');
  await expect(page).toHaveURL(/\/sync-lead\/webhook$/);
  await page.getByRole('tab', { name: /Sendinblue/ }).click();
  await expect(page).toHaveURL(/\/sync-lead\/sendinblue$/);
  await page.getByLabel(/^API key/).fill(BREVO_KEY);
  await page.getByRole('button', { name: 'Show API key' }).click();
  await expect(page.getByLabel(/^API key/)).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Connect' }).click();
  const plan = page.getByTestId('lead-sync-plan');
  await expect(plan.getByRole('listitem')).toHaveText(['free: 300 credits', 'sms: 25 credits']);
  await expect(page.getByTestId('lead-sync-profile-email')).toHaveText('pro@example.com');
});

test('Constant Contact: a full round trip through the demo consent page', async ({
  page,
  context,
  signIn,
  expectNoSeriousA11yViolations,
}) => {
  await signIn(page, PRO_USER);
  await page.goto('/sync-lead/constant_contact');
  const popupOpened = context.waitForEvent('page');
  await page.getByRole('button', { name: 'Connect Constant Contact' }).click();
  const popup = await popupOpened;
  await popup.waitForURL(/\/demo-provider\/constant-contact\?/);
  const authorize = new URL(popup.url());
  expect(authorize.searchParams.get('response_type')).toBe('code');
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorize.searchParams.get('scope')).toBe('contact_data offline_access account_read');
  expect(authorize.searchParams.get('redirect_uri')).toBe(
    new URL('/sync-lead/constant_contact', page.url()).toString(),
  );
  await expect(popup.getByRole('heading', { name: 'Allow access to your Constant Contact account?' })).toBeVisible();
  await expectNoSeriousA11yViolations(popup);
  const popupClosed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Allow' }).click();

  await expect(page.getByTestId('lead-sync-profile-email')).toHaveText('pro@example.com', { timeout: 15_000 });
  await expect(page.getByText('Constant Contact connected successfully')).toBeVisible();
  await expect(page.getByRole('tab', { name: /Constant Contact/ })).toContainText('Needs a list');
  await popupClosed;
  expect(await page.evaluate(() => sessionStorage.getItem('leadsync.cc.pending'))).toBeNull();

  await page.getByRole('group', { name: 'Send in multiple lists' }).getByText('Newsletter').click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Lists saved successfully')).toBeVisible();
  await expect(page.getByRole('tab', { name: /Constant Contact/ })).toContainText('Connected');
});

test('Constant Contact: a forged state is refused, nothing is sent, and code/state leave the address', async ({
  page,
  signIn,
}) => {
  await signIn(page, PRO_USER);
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/leadsync/')) posts.push(request.url());
  });
  await page.goto('/sync-lead/constant_contact?code=stolen-code&state=forged');
  await expect(page.getByText(/does not belong to a connection started here/)).toBeVisible();
  await expect(page).toHaveURL(/\/sync-lead\/constant_contact$/);
  await expect(page.getByRole('button', { name: 'Connect Constant Contact' })).toBeEnabled();
  expect(posts).toEqual([]);
  // The code is not in the history either: Back leaves the page instead of returning to it.
  expect(await page.evaluate(() => window.location.search)).toBe('');
});

test('free@example.com sees the notice and disabled controls', async ({
  page,
  signIn,
  expectNoSeriousA11yViolations,
}) => {
  await signIn(page, FREE_USER);
  await page.goto('/sync-lead/webhook');
  await expect(page.getByTestId('lead-sync-no-access')).toBeVisible();
  await expect(page.getByRole('link', { name: 'See the plans' })).toHaveAttribute('href', '/pricing');
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
  await expectNoSeriousA11yViolations(page, { include: ['main'] });
  for (const [tab, button] of [
    ['Sendinblue', 'Connect'],
    ['Mailchimp', 'Connect'],
    ['Constant Contact', 'Connect Constant Contact'],
  ] as const) {
    await page.getByRole('tab', { name: new RegExp(tab) }).click();
    // Scoped to the chosen tab's panel: the previous one may still be fading out.
    const panel = page.getByRole('tabpanel', { name: new RegExp(tab) });
    await expect(panel.getByTestId('lead-sync-no-access')).toBeVisible();
    await expect(panel.getByRole('button', { name: button })).toBeDisabled();
  }
});

test('Constant Contact: when a popup blocker refuses the window, the same window goes to the provider and back', async ({
  page,
  signIn,
}) => {
  await signIn(page, PRO_USER);
  // What a popup blocker does: window.open answers null.
  await page.addInitScript(() => {
    window.open = () => null;
  });
  await page.goto('/sync-lead/constant_contact');
  await page.getByRole('button', { name: 'Connect Constant Contact' }).click();
  await page.waitForURL(/\/demo-provider\/constant-contact\?/);
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(page.getByTestId('lead-sync-profile-email')).toHaveText('pro@example.com', { timeout: 15_000 });
  await expect(page).toHaveURL(/\/sync-lead\/constant_contact$/);
  expect(await page.evaluate(() => sessionStorage.getItem('leadsync.cc.pending'))).toBeNull();
  // Back goes to where the flow started, never to an address with the code.
  await page.goBack();
  expect(page.url()).not.toContain('code=');
});

test('Constant Contact: Deny on the consent page leaves the account unconnected', async ({ page, context, signIn }) => {
  await signIn(page, PRO_USER);
  await page.goto('/sync-lead/constant_contact');
  const popupOpened = context.waitForEvent('page');
  await page.getByRole('button', { name: 'Connect Constant Contact' }).click();
  const popup = await popupOpened;
  await popup.waitForURL(/\/demo-provider\/constant-contact\?/);
  await popup.getByRole('button', { name: 'Deny' }).click();
  await expect(page.getByText('Access to Constant Contact was declined.')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Connect Constant Contact' })).toBeEnabled();
  await expect(page.getByRole('tab', { name: /Constant Contact/ })).toContainText('Not connected');
});
