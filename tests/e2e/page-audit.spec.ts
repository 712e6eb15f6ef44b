import { expect, test } from './fixtures';

test.describe('page audits', () => {
  test('signed out: run a basic audit, see the temporary report, sign in and keep it', async ({
    page,
    expectNoSeriousA11yViolations,
  }) => {
    await page.goto('/audit-page');
    const form = page.getByRole('form', { name: 'Page audit' });
    await expect(form).toBeVisible();
    await expectNoSeriousA11yViolations(page, { include: ['main'] });

    // The rules first: nothing is sent, each field says what is wrong.
    await form.getByRole('button', { name: 'Run audit' }).click();
    await expect(form.getByText('Enter the address of the page to audit.')).toBeVisible();
    await expect(form.getByText('Enter the keyword the page should rank for.')).toBeVisible();

    await form.getByRole('textbox', { name: /Page address/ }).fill('https://www.bakkerij-jansen.nl/brood');
    await form.getByRole('textbox', { name: /Keyword/ }).fill('sourdough bread');
    await form.getByRole('button', { name: 'Run audit' }).click();
    await expect(page.getByRole('progressbar', { name: 'Audit progress' })).toBeVisible();
    await expect(form.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, { include: ['main'] });

    await expect(page).toHaveURL(/\/audit-report\/temp\/temp-[a-z0-9-]+$/, { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Audit report' })).toBeVisible();
    for (const name of ['On-page', 'Technical', 'Content', 'Links', 'Speed'])
      await expect(page.getByRole('heading', { level: 3, name })).toBeVisible();
    await expect(page.getByText('How to fix it:').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page, { include: ['main'] });

    await page.getByRole('link', { name: 'Sign in to keep this report' }).click();
    await expect(page).toHaveURL(/\/\?next=%2Ftemp-audit-save%2Ftemp-/);
    await page.getByLabel(/^\s*Email\s*\*?\s*$/i).fill('demo@example.com');
    await page.getByLabel(/^\s*Password\s*\*?\s*$/i).fill('demo1234');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();

    await expect(page).toHaveURL(/\/audit-report\/\d+$/, { timeout: 15_000 });
    await expect(
      page.getByRole('heading', { level: 2, name: 'https://www.bakkerij-jansen.nl/brood', exact: true }),
    ).toBeVisible();
    // The summary the audit service wrote (the header says the same).
    await expect(page.getByTestId('report-content').getByText('Keyword: sourdough bread')).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'Speed' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Download PDF' })).toBeVisible();

    // It is in the person's history now.
    await page.goto('/seo-analyzer');
    const history = page.getByRole('table', { name: 'Your audits' });
    await expect(history.getByRole('link', { name: 'www.bakkerij-jansen.nl/brood' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, { include: ['main'] });
  });

  test('an advanced audit is refused on the free plan, with the upgrade hint', async ({
    page,
    signIn,
    expectNoSeriousA11yViolations,
  }) => {
    await page.goto('/advance-audit-page');
    const signedOut = page.getByRole('region', { name: 'Advanced audits need an account' });
    await expect(signedOut.getByRole('link', { name: 'Try the basic audit for free' })).toHaveAttribute(
      'href',
      '/audit-page',
    );
    await expectNoSeriousA11yViolations(page, { include: ['main'] });

    await signIn(page, { email: 'free@example.com', password: 'demo1234' });
    await page.goto('/advance-audit-page');
    const offer = page.getByRole('region', { name: 'Your plan does not include advanced audits' });
    await expect(offer).toBeVisible();
    await expect(page.getByRole('form')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, { include: ['main'] });
    await offer.getByRole('link', { name: 'See plans and upgrade' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
  });

  test('a sample report opens from the form page', async ({ page, expectNoSeriousA11yViolations }) => {
    await page.goto('/webpage-audit');
    await page.getByRole('link', { name: /See a sample report: shop\.example\.com/ }).click();
    await expect(page.getByRole('heading', { name: 'This is a sample report' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'Links' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, { include: ['main'] });
  });
});
