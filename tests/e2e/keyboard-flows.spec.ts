import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Issue 27: keyboard alone completes the flows. These walks use only the keyboard once a page is open (Tab,
 * Shift+Tab, Enter, Space, arrows and typing): the project wizard's three steps, and checkout from the pricing
 * page through the confirm page to a paid order. After each step, focus sits on the new step's heading.
 */

/** Presses Tab until `target` holds the focus; fails when it is not reached within `limit` presses. */
async function tabTo(page: Page, target: Locator, limit = 120): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target, `not reached with ${limit} presses of Tab`).toBeFocused({ timeout: 1 });
}

/** The step's h1 holds the focus once the step opens, so the next Tab starts from the top of the new step. */
async function expectStepHeadingFocused(page: Page, name: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name })).toBeFocused();
}

test('keyboard alone: the wizard goes through details, engines and keywords, adds a group and keywords, and finishes', async ({
  page,
  signIn,
}) => {
  test.setTimeout(90_000);
  await signIn();
  await page.goto('/edit-project/3');
  await expectStepHeadingFocused(page, 'Edit project');
  await expect(page.getByRole('textbox', { name: /Project title/ })).not.toHaveValue('');

  await tabTo(page, page.getByRole('button', { name: 'Save and continue' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/edit-engines\/3$/);
  await expectStepHeadingFocused(page, 'Search engines');

  await tabTo(page, page.getByRole('button', { name: 'Next: keywords' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/edit-keywords\/3$/);
  await expectStepHeadingFocused(page, 'Keywords');

  await tabTo(page, page.getByRole('textbox', { name: 'New keyword group' }));
  await page.keyboard.type('Keyboard group');
  await tabTo(page, page.getByRole('button', { name: 'Create group' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Rename group Keyboard group' })).toBeVisible();

  await tabTo(page, page.getByRole('textbox', { name: 'Keywords, one per line' }));
  await page.keyboard.type('typed with keys');
  await page.keyboard.press('Enter');
  await page.keyboard.type('no mouse needed');
  await expect(page.getByText('2 keywords will be added.')).toBeVisible();
  const group = page.getByRole('combobox', { name: 'Add to group' });
  await tabTo(page, group);
  await page.keyboard.type('Keyboard group');
  await expect(group.locator('option:checked')).toHaveText('Keyboard group');
  await tabTo(page, page.getByRole('button', { name: 'Add keywords' }));
  await page.keyboard.press('Enter');
  const added = page.getByRole('region', { name: 'Keyboard group' });
  await expect(added.getByText('typed with keys')).toBeVisible();
  await expect(added.getByText('no mouse needed')).toBeVisible();

  await tabTo(page, page.getByRole('button', { name: 'Finish' }));
  await page.keyboard.press('Enter');
  // Finish opens the project's keyword rankings (#48 item 8).
  await expect(page).toHaveURL(/\/keyword-ranking\/3\/\d+\/$/);
});

test('keyboard alone: pricing → details → PayPal → the confirm page → paid, the Pro plan active', async ({
  page,
  signIn,
}) => {
  test.setTimeout(60_000);
  await signIn();
  await page.goto('/pricing');
  await expect(page.getByTestId('plan-pro')).toContainText('25 projects');

  await tabTo(page, page.getByRole('button', { name: 'Choose the Pro plan' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/subscribe-form\/2\?period=monthly$/);
  await expectStepHeadingFocused(page, 'Subscribe');
  await expect(page.getByLabel(/^Full name/)).toHaveValue('Dana Demo');
  const terms = page.getByRole('checkbox', { name: 'I accept the terms of service and the privacy policy' });
  await tabTo(page, terms);
  await page.keyboard.press('Space');
  await expect(terms).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Continue to payment' }));
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/payment-method\/\d+$/);
  await expectStepHeadingFocused(page, 'Payment method');
  const paypal = page.getByRole('radio', { name: 'PayPal' });
  // Tab enters the group on its chosen (or first) method; the arrows move between methods.
  await tabTo(page, page.getByRole('radio').first());
  for (let presses = 0; presses < 4 && !(await paypal.isChecked()); presses += 1) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(paypal).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Continue', exact: true }));
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/confirm-order\/\d+\/\d+$/);
  await expectStepHeadingFocused(page, 'Confirm order');
  await expect(page.getByTestId('order-summary')).toContainText('Pro');
  const popupPromise = page.waitForEvent('popup');
  await tabTo(page, page.getByRole('button', { name: 'Pay with PayPal' }));
  await page.keyboard.press('Enter');
  const popup = await popupPromise;
  await expect(popup.getByRole('heading', { name: 'PayPal checkout' })).toBeVisible();
  const closed = popup.waitForEvent('close');
  await tabTo(popup, popup.getByRole('button', { name: 'Pay now' }));
  await popup.keyboard.press('Enter');
  await closed;

  await expect(page).toHaveURL(/\/payment\/success\/\d+$/);
  await expect(page.getByText('Thank you! Your Pro plan is active.')).toBeVisible();
});
