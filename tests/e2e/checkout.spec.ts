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

/** Every POST that makes an order (one per checkout, however the person moves through its pages). */
function countOrders(page: Page): Request[] {
  const orders: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/v1/account/subscribe/')
      orders.push(request);
  });
  return orders;
}

/** Ticks the terms box (a click on its box: the sentence around it holds the terms and privacy links). */
async function acceptTerms(page: Page): Promise<void> {
  await page
    .locator('label')
    .filter({ hasText: 'I accept the terms of service and the privacy policy' })
    .click({ position: { x: 8, y: 10 } });
  await expect(
    page.getByRole('checkbox', { name: 'I accept the terms of service and the privacy policy' }),
  ).toBeChecked();
}

/** Pricing → Pro (monthly) → details → PayPal → the confirm page. */
async function reachConfirm(page: Page): Promise<Request[]> {
  const posts = countPaymentPosts(page);
  await page.goto('/pricing');
  await page.getByRole('button', { name: 'Choose the Pro plan' }).click();
  await expect(page).toHaveURL(/\/subscribe-form\/2\?period=monthly$/);
  await expect(page.getByLabel(/^Full name/)).toHaveValue('Dana Demo');
  await acceptTerms(page);
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
  // The whole journey (two axe scans, the provider window, a PDF) runs near 30 s on a loaded machine.
  test.setTimeout(60_000);
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
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Pay now' }).click();
  // The provider's window hands the outcome to this window and closes itself: one app window, not two.
  await closed;

  await expect(page).toHaveURL(/\/payment\/success\/\d+$/);
  await expect(page.getByText('Thank you! Your Pro plan is active.')).toBeVisible();
  await expect(page.getByTestId('plan-notice')).toHaveCount(0);
  expect(posts).toHaveLength(1);
  expect(page.context().pages()).toHaveLength(1);

  await page.getByRole('link', { name: 'Manage subscription' }).first().click();
  await expect(page.getByTestId('current-plan')).toContainText('Pro');
  // The payment method sits with the plan's controls, in the same section.
  await expect(page.getByRole('region', { name: 'Current plan' })).toContainText('PayPal');

  await page.goto('/billing');
  const table = page.getByRole('table', { name: 'Invoices' });
  await expect(table.getByRole('row').nth(1)).toContainText('Pro (monthly)');
  const downloadPromise = page.waitForEvent('download');
  await table
    .getByRole('row')
    .nth(1)
    .getByRole('button', { name: /Download invoice INV-\d{4}-\d{4} as PDF/ })
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
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Cancel and return' }).click();
  await closed;
  await expect(page).toHaveURL(/\/payment\/cancel\/\d+$/);
  await expect(page.getByRole('heading', { name: 'The payment was cancelled' })).toBeVisible();
  await expect(page.getByText('Nothing was charged.')).toBeVisible();
  await expect(page.getByTestId('plan-notice')).toBeVisible();
  expect(page.context().pages()).toHaveLength(1);

  await page.getByRole('button', { name: 'Cancel order' }).click();
  await expect(page.getByText('Your order has been cancelled.').first()).toBeVisible();
  await page.goto('/manage-subscription');
  await expect(page.getByTestId('current-plan')).toContainText('free trial');
});

test('a blocked pop-up: this tab goes to the provider and comes back to the success page', async ({ page, signIn }) => {
  await page.addInitScript(() => {
    window.open = () => null;
  });
  await signIn();
  await reachConfirm(page);
  await page.getByRole('button', { name: 'Pay with PayPal' }).click();
  await expect(page.getByRole('heading', { name: 'PayPal checkout' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page).toHaveURL(/\/payment\/success\/\d+$/);
  await expect(page.getByText('Thank you! Your Pro plan is active.')).toBeVisible();
  expect(page.context().pages()).toHaveLength(1);
});

test('a person who closes the provider window without paying finds the order open', async ({ page, signIn }) => {
  await signIn();
  await reachConfirm(page);
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Pay with PayPal' }).click();
  const popup = await popupPromise;
  await expect(popup.getByRole('heading', { name: 'PayPal checkout' })).toBeVisible();
  await popup.close();
  await expect(page.getByText('The payment was not completed. You can pay again.')).toBeVisible();
  await expect(page).toHaveURL(/\/confirm-order\/\d+\/\d+$/);
  await expect(page.getByRole('button', { name: 'Pay with PayPal' })).toBeEnabled();
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

test('Back and Forward through the checkout pages keep one order and one payment', async ({ page, signIn }) => {
  test.setTimeout(60_000);
  await signIn();
  const orders = countOrders(page);
  const posts = await reachConfirm(page);
  const confirm = page.url();
  const orderId = /\/confirm-order\/(\d+)\//.exec(confirm)?.[1] ?? '';
  expect(orders).toHaveLength(1);

  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/payment-method/${orderId}$`));
  await expect(page.getByRole('radio', { name: /PayPal/ })).toBeChecked();
  await page.goBack();
  await expect(page).toHaveURL(/\/subscribe-form\/2\?period=monthly$/);
  await expect(page.getByLabel(/^Full name/)).toHaveValue('Dana Demo');
  await page.goForward();
  await expect(page).toHaveURL(new RegExp(`/payment-method/${orderId}$`));
  await expect(page.getByRole('radio', { name: /PayPal/ })).toBeChecked();
  await page.goForward();
  await expect(page).toHaveURL(confirm);
  await expect(page.getByTestId('order-summary')).toContainText('Pro');
  const pay = page.getByRole('button', { name: 'Pay with PayPal' });
  await expect(pay).toBeEnabled();
  expect(orders).toHaveLength(1);
  expect(posts).toHaveLength(1);

  const popupPromise = page.waitForEvent('popup');
  await pay.click();
  const popup = await popupPromise;
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Pay now' }).click();
  await closed;
  await expect(page).toHaveURL(new RegExp(`/payment/success/${orderId}$`));
  await expect(page.getByText('Thank you! Your Pro plan is active.')).toBeVisible();

  // Back from the paid order: the confirm page learns from the server that it is paid; nothing is paid again.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/payment/success/${orderId}$`));
  await expect(page.getByText('Thank you! Your Pro plan is active.')).toBeVisible();
  expect(orders).toHaveLength(1);
  expect(posts).toHaveLength(1);
});

test('Back to the subscribe form and Continue again continues the same order: no second order', async ({
  page,
  signIn,
}) => {
  test.setTimeout(60_000);
  await signIn();
  const orders = countOrders(page);
  await reachConfirm(page);
  const orderId = /\/confirm-order\/(\d+)\//.exec(page.url())?.[1] ?? '';
  await page.goBack();
  await expect(page.getByRole('radio', { name: /PayPal/ })).toBeChecked();
  await page.goBack();
  await expect(page).toHaveURL(/\/subscribe-form\/2\?period=monthly$/);
  // The terms were accepted for this order.
  await expect(
    page.getByRole('checkbox', { name: 'I accept the terms of service and the privacy policy' }),
  ).toBeChecked();
  const company = page.getByLabel(/^Company/);
  await company.fill('Later Bakery BV');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(new RegExp(`/payment-method/${orderId}$`));
  expect(orders).toHaveLength(1);
  // The changed details were saved all the same.
  await page.goto('/billing-details');
  await expect(page.getByLabel(/^Company/)).toHaveValue('Later Bakery BV');
});

test('the confirm page opens from its address in a new browser context, after signing in there', async ({
  page,
  signIn,
  browser,
}) => {
  // Two sign-ins and a payment in two browser contexts.
  test.setTimeout(60_000);
  await signIn();
  await reachConfirm(page);
  const address = new URL(page.url());
  const store = await page.evaluate(() => window.localStorage.getItem('demo-db'));
  // Nothing of this session travels: no sign-in, no session storage; only the server's data (the demo backend's store).
  const context = await browser.newContext({
    baseURL: address.origin,
    storageState: {
      cookies: [],
      origins: [{ origin: address.origin, localStorage: [{ name: 'demo-db', value: store ?? '' }] }],
    },
  });
  const other = await context.newPage();
  await other.goto(address.pathname);
  await other.getByRole('link', { name: 'Sign in to continue' }).click();
  await expect(other).toHaveURL(/\/\?next=/);
  await other.getByLabel(/^\s*Email\s*\*?\s*$/i).fill('demo@example.com');
  await other.getByLabel(/^\s*Password\s*\*?\s*$/i).fill('demo1234');
  await other.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(other).toHaveURL(address.toString());
  await expect(other.getByTestId('order-summary')).toContainText('Pro');
  await expect(other.getByTestId('order-summary')).toContainText('PayPal');
  const pay = other.getByRole('button', { name: 'Pay with PayPal' });
  await expect(pay).toBeEnabled();

  const popupPromise = other.waitForEvent('popup');
  await pay.click();
  const popup = await popupPromise;
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Pay now' }).click();
  await closed;
  await expect(other.getByText('Thank you! Your Pro plan is active.')).toBeVisible();
  await context.close();
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
      await acceptTerms(page);
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
    await acceptTerms(page);
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
    await acceptTerms(page);
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
