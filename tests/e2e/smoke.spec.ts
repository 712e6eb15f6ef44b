import { expect, test } from './fixtures';

test('the login page renders a heading and has no serious accessibility violation', async ({
  page,
  expectNoSeriousA11yViolations,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading').first()).toBeVisible();
  await expectNoSeriousA11yViolations();
});
