import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';

/**
 * A marketer's question "is it getting better or worse?" (issue 47): from the widget list's small trend to the
 * widget's figures per day; the page's totals, its chart's keyboard reading and its CSV agree with the list.
 */
test('from the list to a widget’s trend: the same figures in the list, the page, the chart and the CSV', async ({
  page,
  signIn,
  expectNoSeriousA11yViolations,
}) => {
  test.setTimeout(60_000);
  await signIn();
  await page.goto('/widget-list');
  const table = page.getByRole('table', { name: 'Widgets' });
  const row = table
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: 'Homepage audit box', exact: true }) });
  // The list's columns: name, type, theme, views, leads, conversion, trend, date.
  const cells = row.getByRole('cell');
  await expect(cells.nth(5)).toHaveText(/%$/);
  const [views, leads, conversion] = await Promise.all([4, 5, 6].map((index) => cells.nth(index - 1).textContent()));

  await row.getByRole('link', { name: 'Figures of Homepage audit box per day' }).click();
  await expect(page).toHaveURL(/\/widget-stats\/1\?days=30$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Widget performance' })).toBeVisible();
  const figures = page.getByTestId('trend-figures').getByRole('definition');
  await expect(figures).toHaveText([views ?? '', leads ?? '', conversion ?? '']);
  await expect(page.locator('canvas')).toHaveCount(2);

  // The chart read by keyboard: its last day, as the CSV's last day says it.
  const chart = page.getByRole('img', { name: 'Views and leads per day' });
  await chart.focus();
  await page.keyboard.press('End');
  const reading = (await page.getByTestId('graph-reading').first().textContent()) ?? '';

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('widget-1-2026-10-19-2026-11-17.csv');
  const lines = readFileSync((await download.path()) ?? '', 'utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]).toBe('"Date","Views","Leads","Conversion (%)"');
  expect(lines).toHaveLength(32);
  const total = lines.at(-1)?.split(',') ?? [];
  expect(total.slice(0, 3)).toEqual(['"Total"', `"${(views ?? '').replace(/\D/g, '')}"`, `"${leads}"`]);
  const [, lastViews, lastLeads] = (lines.at(-2) ?? '').split(',').map((cell) => cell.replace(/"/g, ''));
  expect(reading).toBe(`Nov 17, 2026; Views: ${lastViews}; Leads: ${lastLeads}`);

  await page.getByRole('combobox', { name: 'Period' }).selectOption('7');
  await expect(page).toHaveURL(/\?days=7$/);
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Period' })).toHaveValue('7');
  await expect(page.getByTestId('trend-period')).toHaveText('Nov 11, 2026 to Nov 17, 2026');
  await expectNoSeriousA11yViolations();
});
