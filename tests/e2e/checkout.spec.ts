import { readFile } from 'node:fs/promises';
import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { pdfText } from './pdf-text';

/** Every POST of a payment (the call that must never be sent twice for one attempt). */
function countPaymentPosts(page: Page): Request[] {
  const posts: Request[] = [];
  page.on('request', (request) => {
    if (
      request.method() === 'POST' &&
      /\/api\/v1\/account\/subscription\/payment\/\d+\/$/.test(new URL(request.url()).pathname)
    )
      posts.push(request);
  });
  return posts;
}

/** Pricing → Pro (monthly) → details → PayPal → the confirm page. */
async function reachConfirm(page: Page): Promise<Request[]> {
  const posts = countPaymentPosts(page);
  await page.goto('/pricing');
  await page.getByRole('button', { name: 'Choose the Pro plan' }).click();
  await expect(page).toHaveURL(/\/subscribe-form\/2\?period=monthly$/);
  await expect(page.getByLabel(/^Full name/)).toHaveValue('Dana Demo');
  await page.getByText('I accept the terms of service and the privacy policy').click();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/\/payment-method\/\d+$/);
  await page.getByText('PayPal', { exact: true }).click();
  // A double click sends one payment request.
  await page.getByRole('button', { name: 'Continue', exact: true }).dblclick();
  await expect(page).toHaveURL(/\/confirm-order\/\d+\/\d+$/);
  await expect(page.getByTestId('order-summary')).toContainText('Pro');
  expect(posts).toHaveLength(1);
  return posts;
}

test('demo@example.com upgrades to Pro through the PayPal page: banner gone, plan and invoice updated, PDF downloads', async ({
  page,
  signIn,
  expectNoSeriousA11yViolations,
}) => {
  await signIn();
  await expect(page.getByTestId('plan-notice')).toBeVisible();
  await page.goto('/pricing');
  await expect(page.getByTestId('plan-free trial')).toHaveCount(0);
  await expect(page.getByTestId('plan-pro')).toContainText('25 projects');
  await expectNoSeriousA11yViolations(page, { include: ['main'] });

  const posts = await reachConfirm(page);
  await expectNoSeriousA11yViolations(page, { include: ['main'] });

  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Pay with PayPal' }).dblclick();
  const popup = await popupPromise;
  await expect(popup.getByRole('heading', { name: 'PayPal checkout' })).toBeVisible();
  await popup.getByRole('button', { name: 'Pay now' }).click();
  await expect(popup).toHaveURL(/\/payment\/success\/\d+$/);

  await expect(page).toHaveURL(/\/payment\/success\/\d+$/);
  await expect(page.getByText('Thank you! Your Pro plan is active.')).toBeVisible();
  await expect(page.getByTestId('plan-notice')).toHaveCount(0);
  expect(posts).toHaveLength(1);
  await popup.close();

  await page.getByRole('link', { name: 'Manage subscription' }).first().click();
  await expect(page.getByTestId('current-plan')).toContainText('Pro');
  await expect(page.getByTestId('current-plan')).toContainText('PayPal');

  await page.goto('/billing');
  const table = page.getByRole('table', { name: 'Invoices' });
  await expect(table.getByRole('row').nth(1)).toContainText('Pro (monthly)');
  const downloadPromise = page.waitForEvent('download');
  await table
    .getByRole('row')
    .nth(1)
    .getByRole('button', { name: /Download invoice \d+ as PDF/ })
    .click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^INV-\d{4}-\d{4}\.pdf$/);
  const file = await readFile((await download.path()) ?? '');
  expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const text = await pdfText((await download.path()) ?? '');
  expect(text).toContain(
    'Seller RankPilot B.V. Herengracht 420 1017 BZ Amsterdam Netherlands VAT number: NL862305718B01',
  );
  expect(text).toContain('Net amount: €40.50 VAT 21%: €8.50 Total: €49.00');
  expect(text).toContain('Payment method: PayPal Status: Paid');
});

test('cancelling on the provider page lands on the cancel page and nothing changes', async ({ page, signIn }) => {
  await signIn();
  await reachConfirm(page);
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Pay with PayPal' }).click();
  const popup = await popupPromise;
  await popup.getByRole('button', { name: 'Cancel and return' }).click();
  await expect(popup).toHaveURL(/\/payment\/cancel\/\d+$/);
  await expect(page).toHaveURL(/\/payment\/cancel\/\d+$/);
  await expect(page.getByRole('heading', { name: 'The payment was cancelled' })).toBeVisible();
  await expect(page.getByText('Nothing was charged.')).toBeVisible();
  await expect(page.getByTestId('plan-notice')).toBeVisible();
  await popup.close();

  await page.getByRole('button', { name: 'Cancel order' }).click();
  await expect(page.getByText('Your order has been cancelled.').first()).toBeVisible();
  await page.goto('/manage-subscription');
  await expect(page.getByTestId('current-plan')).toContainText('free trial');
});

test('a reload on the confirm page resumes the order', async ({ page, signIn }) => {
  await signIn();
  await reachConfirm(page);
  const url = page.url();
  await page.reload();
  await expect(page).toHaveURL(url);
  await expect(page.getByTestId('order-summary')).toContainText('Pro');
  await expect(page.getByTestId('order-summary')).toContainText('PayPal');
  await expect(page.getByRole('button', { name: 'Pay with PayPal' })).toBeEnabled();
});

test.describe('faults during subscribe keep the plan and what was typed', () => {
  test.use({ allowedConsoleErrors: [/status of 500|Failed to fetch|ERR_FAILED|net::/] });

  for (const fault of [
    { name: '500', param: '500', message: /./ },
    { name: 'network error', param: 'network', message: /Something went wrong/i },
  ]) {
    test(`${fault.name}: the alert shows, the form keeps its values`, async ({ page, signIn }) => {
      await signIn();
      await page.goto(
        `/subscribe-form/3?period=yearly&demo-fault=${fault.param}&demo-fault-path=/account/subscribe/&demo-fault-times=1`,
      );
      const company = page.getByLabel(/^Company/);
      await company.fill('Typed Company Ltd');
      await page.getByText('I accept the terms of service and the privacy policy').click();
      await page.getByRole('button', { name: 'Continue to payment' }).click();
      await expect(page.getByRole('alert').filter({ hasText: fault.message }).first()).toBeVisible();
      await expect(page).toHaveURL(/\/subscribe-form\/3/);
      await expect(company).toHaveValue('Typed Company Ltd');
      await expect(page.getByTestId('chosen-plan')).toContainText('Agency');
      await expect(page.getByLabel('Billing period')).toHaveValue('yearly');
      // The fault was for one call: the same form goes through now.
      await page.getByRole('button', { name: 'Continue to payment' }).click();
      await expect(page).toHaveURL(/\/payment-method\/\d+$/);
    });
  }
});

test('signed out, choosing a plan goes to sign-in and comes back to that plan', async ({ page }) => {
  await page.goto('/pricing');
  await page.getByRole('button', { name: 'Choose the Starter plan' }).click();
  await expect(page).toHaveURL(/\/\?next=/);
  await page.getByLabel(/^\s*Email\s*\*?\s*$/i).fill('demo@example.com');
  await page.getByLabel(/^\s*Password\s*\*?\s*$/i).fill('demo1234');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/subscribe-form\/1\?period=monthly$/);
  await expect(page.getByTestId('chosen-plan')).toContainText('Starter');
});

test.describe('faults during payment and an expired session', () => {
  test.use({ allowedConsoleErrors: [/status of (500|401)|Failed to fetch|ERR_FAILED|net::/] });

  test('500 on the payment call: the server message shows, the method stays chosen, the retry goes through', async ({
    page,
    signIn,
  }) => {
    await signIn();
    await page.goto('/pricing');
    await page.getByRole('button', { name: 'Choose the Pro plan' }).click();
    await page.getByText('I accept the terms of service and the privacy policy').click();
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page).toHaveURL(/\/payment-method\/\d+$/);
    const here = new URL(page.url()).pathname;
    await page.goto(`${here}?demo-fault=500&demo-fault-path=/subscription/payment/&demo-fault-times=1`);
    await page.getByText('PayPal', { exact: true }).click();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page.getByRole('alert').first()).toBeVisible();
    await expect(page).toHaveURL(/\/payment-method\/\d+/);
    await expect(page.getByRole('radio', { name: /PayPal/ })).toBeChecked();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page).toHaveURL(/\/confirm-order\/\d+\/\d+$/);
  });

  test('401 while subscribing signs out; signing in again returns to the form with the plan and the typed fields', async ({
    page,
    signIn,
  }) => {
    await signIn();
    await page.goto(
      '/subscribe-form/3?period=yearly&demo-fault=401&demo-fault-path=/account/subscribe/&demo-fault-times=1',
    );
    await page.getByLabel(/^Company/).fill('Typed Company Ltd');
    await page.getByText('I accept the terms of service and the privacy policy').click();
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page).toHaveURL(/\/\?session=expired&next=/);
    await page.getByLabel(/^\s*Email\s*\*?\s*$/i).fill('demo@example.com');
    await page.getByLabel(/^\s*Password\s*\*?\s*$/i).fill('demo1234');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/subscribe-form\/3/);
    await expect(page.getByLabel(/^Company/)).toHaveValue('Typed Company Ltd');
    await expect(page.getByTestId('chosen-plan')).toContainText('Agency');
  });
});
