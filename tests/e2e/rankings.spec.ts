import { readFileSync } from 'node:fs';
import { expect, HTTP_ERROR_LOG, test } from './fixtures';

test.describe('keyword ranking page', () => {
  test('from the dashboard: open, switch engine, toggle a competitor, filter, reload, export', async ({
    page,
    signIn,
    expectNoSeriousA11yViolations,
  }) => {
    // A long journey (two page loads, an axe scan, a download): its bound, not a wait.
    test.setTimeout(60_000);
    await signIn();
    const dashboard = page.getByRole('table', { name: 'Ungrouped projects' });
    await dashboard.getByRole('link', { name: 'Rankpilot Blog' }).click();
    await expect(page).toHaveURL(/\/keyword-ranking\/3\/4\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Rankings of Rankpilot Blog' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Keyword positions of Rankpilot Blog' });
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    await expect(page.locator('canvas').first()).toBeVisible();

    await page.getByRole('combobox', { name: 'Search engine' }).selectOption('5');
    await expect(page).toHaveURL(/\/keyword-ranking\/3\/5\/$/);
    await expect(page.getByRole('combobox', { name: 'Search engine' })).toHaveValue('5');

    const competitors = page.getByRole('group', { name: 'Competitors' }).getByRole('checkbox');
    const first = competitors.first();
    const competitor = (await first.evaluate((el) => el.closest('label')?.textContent ?? '')).trim();
    await expect(table.getByRole('columnheader', { name: competitor })).toBeVisible();
    await first.uncheck();
    await expect(table.getByRole('columnheader', { name: competitor })).toHaveCount(0);
    await expect(page).toHaveURL(/hide=\d+/);

    await page.getByRole('combobox', { name: 'Position' }).selectOption('10');
    await expect(page).toHaveURL(/top=10/);
    const status = page.getByText(/keywords shown$/);
    const shown = await status.textContent();
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Position' })).toHaveValue('10');
    await expect(page.getByRole('group', { name: 'Competitors' }).getByRole('checkbox').first()).not.toBeChecked();
    await expect(page.getByText(/keywords shown$/)).toHaveText(shown ?? '');
    await expectNoSeriousA11yViolations();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^rankings-rankpilot-blog-[a-z0-9-]+-2026-11-16\.csv$/);
    const file = readFileSync((await download.path()) ?? '', 'utf8').replace(/^\uFEFF/, '');
    const lines = file.trim().split('\r\n');
    expect(lines[0]).toMatch(/^"Keyword","Group","Ranking URL","2026-10-18",/);
    expect(lines[0]).not.toContain(competitor);
    expect(lines.length - 1).toBe(Number(shown?.match(/^\d+/)?.[0]));
    for (const line of lines.slice(1)) {
      const cells = line.split('","');
      const today = Number(cells[3 + 29]);
      expect(today).toBeGreaterThanOrEqual(1);
      expect(today).toBeLessThanOrEqual(10);
    }
  });

  test('the graph: legend checkboxes and a keyboard cursor', async ({ page, signIn }) => {
    await signIn();
    await page.goto('/keyword-ranking/3/4/?range=7');
    const average = page.getByRole('checkbox', { name: 'Average position' });
    await expect(average).toBeChecked();
    await average.press('Space');
    await expect(average).not.toBeChecked();
    await average.press('Space');
    const graph = page.getByRole('img', { name: /^Graph of average and keyword positions/ });
    await graph.focus();
    await page.keyboard.press('End');
    await expect(page.getByTestId('graph-reading')).toHaveText(/^Nov 16, 2026; Average position: \d+\.\d/);
    await expect(page.getByTestId('graph-summary')).toHaveText(
      /^From Nov 10, 2026 to Nov 16, 2026 the keywords changed by/,
    );
  });

  test.describe('faults', () => {
    // One pattern: a two-element array would read as Playwright's [value, options] pair.
    test.use({ allowedConsoleErrors: [new RegExp(`${HTTP_ERROR_LOG.source}|Failed to fetch|net::ERR`)] });
    for (const [fault, path] of [
      ['500', '/rank/info/'],
      ['network', '/graph/'],
    ] as const) {
      test(`${fault} on ${path} shows a retry, not a blank page`, async ({ page, signIn }) => {
        await signIn();
        await page.goto(`/keyword-ranking/3/4/?demo-fault=${fault}&demo-fault-path=${path}&demo-fault-times=1`);
        await expect(page.getByText('The rankings could not be loaded.')).toBeVisible();
        await page.getByRole('button', { name: 'Try again' }).click();
        await expect(page.getByRole('table', { name: 'Keyword positions of Rankpilot Blog' })).toBeVisible();
      });
    }
  });
});

test.describe('dashboard layout defects', () => {
  test('at 800 px every row action and both average columns are reachable on screen', async ({ page, signIn }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await signIn();
    const table = page.getByRole('table', { name: 'Ungrouped projects' });
    await expect(table.getByText('Rankpilot Blog')).toBeVisible();
    for (const name of ['Rankpilot Blog', 'City Bikes Rental', 'Dental Care Utrecht']) {
      await expect(table.getByRole('button', { name: `Actions for ${name}` })).toBeInViewport({ ratio: 1 });
    }
    await expect(table.getByRole('columnheader', { name: 'Average position on Nov 9, 2026' })).toBeInViewport({
      ratio: 1,
    });
  });

  test('project subtitles are not cut when the number columns have room', async ({ page, signIn }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn();
    const table = page.getByRole('table', { name: 'Ungrouped projects' });
    const subtitle = table.getByText(/^tandarts-utrecht\.example\.nl/);
    await expect(subtitle).toBeVisible();
    await expect(subtitle).toContainText('search engine');
    const cut = await subtitle.evaluate((el) => el.scrollWidth > el.clientWidth + 1);
    expect(cut).toBe(false);
  });
});
