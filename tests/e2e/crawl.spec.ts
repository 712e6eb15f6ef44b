import { expect, test, waitForAnimations } from './fixtures';

test.describe('site-wide crawl audits', () => {
  test('run a crawl, follow its progress, and open its issue report', async ({
    page,
    signIn,
    expectNoSeriousA11yViolations,
  }) => {
    await signIn();
    await page.goto('/website-audit/run-audit');
    await expect(page.getByRole('heading', { level: 1, name: 'Run website audit' })).toBeVisible();
    await page.getByRole('combobox', { name: /Project/ }).selectOption({ label: 'Rankpilot Blog (blog.rankpilot.io)' });
    const limit = page.getByRole('textbox', { name: /Page limit/ });
    await limit.fill('600');
    await page.getByRole('button', { name: 'Start crawl' }).click();
    await expect(page.getByText('Crawl at most 500 pages.')).toBeVisible();
    await waitForAnimations(page);
    // The pointer still rests on the button it clicked; axe judges the resting colours.
    await page.mouse.move(0, 0);
    await expectNoSeriousA11yViolations(page, { include: ['main'] });
    await limit.fill('40');
    await page.getByRole('button', { name: 'Start crawl' }).click();

    await expect(page.getByRole('progressbar', { name: 'Crawl progress' })).toBeVisible();
    await expect(page.getByText(/of 40 pages crawled/)).toBeVisible();
    await expectNoSeriousA11yViolations(page, { include: ['main'] });

    await expect(page.getByRole('heading', { level: 1, name: 'Website audit overview' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page).toHaveURL(/\/website-audit\/overview\/3\/\d+$/);
    await expect(page.getByText('Rankpilot Blog · https://blog.rankpilot.io')).toBeVisible();
    await expect(page.getByRole('link', { name: '40' })).toBeVisible();
    await waitForAnimations(page);
    await expectNoSeriousA11yViolations(page, { include: ['main'] });

    await page.getByRole('link', { name: 'View all issues' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Issue report' })).toBeVisible();
    const first = page.getByRole('button', { name: 'Show affected URLs' }).first();
    await first.click();
    await expect(page.getByRole('button', { name: 'Hide affected URLs' })).toHaveAttribute('aria-expanded', 'true');
    await expect(
      page
        .getByRole('region', { name: /^Pages affected by / })
        .getByRole('link')
        .first(),
    ).toHaveAttribute('href', /^https:\/\/blog\.rankpilot\.io\//);
    await expectNoSeriousA11yViolations(page, { include: ['main'] });
  });

  test('the comparison of the two seeded crawls shows new and fixed issues', async ({
    page,
    signIn,
    expectNoSeriousA11yViolations,
  }) => {
    await signIn();
    await page.goto('/website-audit/overview/1/2');
    await expect(page.getByRole('table', { name: 'Crawls of this project' }).getByRole('row')).toHaveCount(3);
    await page.getByRole('link', { name: /^Compare: / }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Crawl comparison' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'New issues (1)' })).toContainText('Mixed content');
    await expect(page.getByRole('region', { name: 'Fixed issues (1)' })).toContainText('Duplicate titles');
    await expectNoSeriousA11yViolations(page, { include: ['main'] });
  });

  test('the crawl tables: pages, resources and links, broken ones first', async ({
    page,
    signIn,
    expectNoSeriousA11yViolations,
  }) => {
    await signIn();
    await page.goto('/crawled-pages/1/1?filter=error');
    await expect(page.getByRole('table', { name: 'Crawled pages' }).getByRole('row')).toHaveCount(3);
    await expectNoSeriousA11yViolations(page, { include: ['main'] });

    await page.getByRole('navigation', { name: 'Crawl report sections' }).getByRole('link', { name: 'Links' }).click();
    const links = page.getByRole('table', { name: 'Found links' });
    await expect(links.getByRole('row').nth(1)).toContainText('Broken');
    await expectNoSeriousA11yViolations(page, { include: ['main'] });

    await page
      .getByRole('navigation', { name: 'Crawl report sections' })
      .getByRole('link', { name: 'Resources' })
      .click();
    await expect(page.getByRole('table', { name: 'Found resources' }).getByRole('row').nth(1)).toContainText('Broken');
    await expectNoSeriousA11yViolations(page, { include: ['main'] });
  });
});
