import { expect, test, chooseMenuItem } from './fixtures';

test.describe('site list dashboard', () => {
  test('shows the projects, expands a row, opens a tooltip and deletes an engine after confirmation', async ({
    page,
    signIn,
    expectNoSeriousA11yViolations,
  }) => {
    // A long journey (sign-in, tooltip, delete, the alert's own display time, axe): 18 s on a quiet machine.
    test.setTimeout(60_000);
    await signIn();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Ungrouped projects' });
    await expect(table.getByText('Rankpilot Blog')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Grouped projects' }).getByText('Clients')).toBeVisible();
    await expect(page.getByText('5 of 10 projects used')).toBeVisible();

    const toggle = table.getByRole('button', { name: 'Show search engines of Rankpilot Blog' });
    await toggle.click();
    await expect(table.getByRole('button', { name: 'Hide search engines of Rankpilot Blog' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const engineMenus = table.getByRole('button', { name: /^Actions for .* in Rankpilot Blog$/ });
    await expect(engineMenus).toHaveCount(3);

    const top5 = table.getByRole('button', { name: /keywords in the top 5 for Rankpilot Blog$/ });
    await top5.hover();
    const tooltip = page.getByRole('tooltip');
    await expect(tooltip.getByText('Top 5 keywords')).toBeVisible();
    await expect(tooltip.getByRole('row').nth(1)).toBeVisible();
    await expectNoSeriousA11yViolations();
    await page.mouse.move(0, 0);
    await expect(tooltip).toBeHidden();

    await engineMenus.nth(1).click();
    await chooseMenuItem(page, 'Delete search engine');
    const dialog = page.getByRole('alertdialog', { name: 'Delete this search engine?' });
    await expect(dialog).toBeVisible();
    await expectNoSeriousA11yViolations();
    await dialog.getByRole('button', { name: 'Delete search engine' }).click();
    const alert = page.getByText('Deleted.');
    await expect(alert).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(engineMenus).toHaveCount(2);
    // The shared success alert is checked where it is built; this scan is about the reloaded list.
    await expect(alert).toBeHidden({ timeout: 8_000 });
    await expectNoSeriousA11yViolations();
  });

  test('keyboard: the expander and a top figure work without a mouse', async ({ page, signIn }) => {
    await signIn();
    await page.goto('/admin-site-list');
    const table = page.getByRole('table', { name: 'Ungrouped projects' });
    const toggle = table.getByRole('button', { name: 'Show search engines of City Bikes Rental' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(table.getByRole('button', { name: 'Hide search engines of City Bikes Rental' })).toBeFocused();
    const top10 = table.getByRole('button', { name: /keywords in the top 10 for City Bikes Rental$/ });
    await top10.focus();
    // The first reach for a figure loads its tooltip. Once it is there (its trigger is the tooltip's), leave the figure
    // and come back by keyboard, as a person tabbing along the row does: the tooltip opens. (A programmatic blur and
    // focus raced the arriving tooltip under load: 1 in 16 runs never opened.)
    await expect(top10).toHaveAttribute('data-scope', 'tooltip');
    await page.keyboard.press('Shift+Tab');
    await expect(top10).not.toBeFocused();
    await page.keyboard.press('Tab');
    await expect(top10).toBeFocused();
    await expect(page.getByRole('tooltip').getByText('Top 10 keywords')).toBeVisible();
    await page.keyboard.press('Escape');
    // The top 5 figure's tooltip, opened on the way back, closed as the focus left it.
    await expect(page.getByRole('tooltip')).toHaveCount(0);
  });

  test('narrow screens scroll the table sideways with the project column pinned', async ({ page, signIn }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn();
    const table = page.getByRole('table', { name: 'Ungrouped projects' });
    await expect(table.getByText('Rankpilot Blog')).toBeVisible();
    // Only the table scrolls sideways, never the page.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const scroller = table.locator('xpath=..');
    const overflow = await scroller.evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(overflow).toBeGreaterThan(0);
    const cell = table.getByRole('cell').filter({ hasText: 'Rankpilot Blog' });
    const before = await cell.boundingBox();
    await scroller.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    await expect.poll(() => scroller.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    const after = await cell.boundingBox();
    expect(after?.x).toBeCloseTo(before?.x ?? -1, 0);
    // The row's actions are reachable sideways (the table may sit below the fold on a phone: only x counts here).
    const actions = await page.getByRole('button', { name: 'Actions for Rankpilot Blog' }).boundingBox();
    expect(actions?.x).toBeGreaterThanOrEqual(0);
    expect((actions?.x ?? 999) + (actions?.width ?? 0)).toBeLessThanOrEqual(390);
  });
});
