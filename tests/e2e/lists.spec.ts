import { readFile } from 'node:fs/promises';
import { expect, HTTP_ERROR_LOG, test, waitForAnimations, chooseMenuItem } from './fixtures';
import { pdfText } from './pdf-text';

test.describe('lead and audit lists', () => {
  test('page 2 of the leads opens from the URL', async ({ page, signIn, expectNoSeriousA11yViolations }) => {
    await signIn();
    await page.goto('/all-leads?page=2');
    const table = page.getByRole('table', { name: 'Leads' });
    await expect(page.getByText('21–40 of 297')).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(21);
    await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expectNoSeriousA11yViolations(page, { include: ['main'] });
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/\/all-leads\?page=3$/);
    await expect(page.getByText('41–60 of 297')).toBeVisible();
    await page.goBack();
    await expect(page.getByText('21–40 of 297')).toBeVisible();
  });

  test('at 390 px the leads table scrolls sideways inside its box with the names pinned beside the tick boxes', async ({
    page,
    signIn,
  }) => {
    // Issue 27: like the ranking and site-list tables, the first column stays put when the table scrolls sideways.
    await signIn();
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/all-leads');
    const table = page.getByRole('table', { name: 'Leads' });
    await expect(page.getByText('297 leads')).toBeVisible();
    const nameHeader = table.getByRole('columnheader', { name: 'Name', exact: true });
    const firstName = table.getByRole('row').nth(1).getByRole('cell').nth(1);
    await expect(firstName.getByRole('link')).toBeVisible();
    const before = await nameHeader.boundingBox();
    const scrolled = await table.evaluate((element) => {
      const scroller = element.parentElement as HTMLElement;
      scroller.scrollLeft = scroller.scrollWidth;
      return { scrollLeft: scroller.scrollLeft, left: scroller.getBoundingClientRect().left };
    });
    // The table is wider than the phone: it really scrolled.
    expect(scrolled.scrollLeft).toBeGreaterThan(100);
    await expect(async () => {
      const after = await nameHeader.boundingBox();
      expect(Math.round(after?.x ?? -1)).toBe(Math.round(before?.x ?? -2));
    }).toPass({ timeout: 2_000 });
    // The pinned name is drawn on top of the columns scrolling under it: the point at its centre belongs to it.
    const onTop = await firstName.evaluate((cell) => {
      const box = cell.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + 6, box.top + box.height / 2);
      return !!hit && cell.contains(hit);
    });
    expect(onTop).toBe(true);
    const nameBox = await firstName.boundingBox();
    expect(nameBox?.x ?? 0).toBeGreaterThanOrEqual(scrolled.left);
  });

  test('two deleted leads move to the deleted list and stay there after a reload', async ({
    page,
    signIn,
    expectNoSeriousA11yViolations,
  }) => {
    await signIn();
    await page.goto('/all-leads');
    const table = page.getByRole('table', { name: 'Leads' });
    await expect(page.getByText('297 leads')).toBeVisible();
    const boxes = table.getByRole('checkbox');
    // The first two rows (the newest leads); their e-mails identify them in the deleted list.
    const first = (await table.getByRole('row').nth(1).getByRole('cell').nth(2).textContent()) ?? '';
    const second = (await table.getByRole('row').nth(2).getByRole('cell').nth(2).textContent()) ?? '';
    expect(first).toContain('@');
    await boxes.nth(1).check();
    await boxes.nth(2).check();
    await expect(page.getByText('2 selected')).toBeVisible();
    await page.getByRole('button', { name: 'Delete 2 items' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete 2 leads?' });
    await expect(dialog).toContainText('The 2 selected leads move to the deleted leads.');
    await dialog.getByRole('button', { name: 'Delete 2 leads' }).click();
    await expect(page.getByText('Deleted.')).toBeVisible();
    await expect(page.getByText('295 leads')).toBeVisible();
    await expect(table.getByText(first, { exact: true })).toHaveCount(0);

    await page.getByRole('navigation', { name: 'Lead lists' }).getByRole('link', { name: 'Deleted' }).click();
    await expect(page).toHaveURL(/\/deleted-lead-list$/);
    const deleted = page.getByRole('table', { name: 'Deleted leads' });
    await expect(page.getByText('45 leads')).toBeVisible();
    await expect(deleted.getByText(first, { exact: true })).toBeVisible();
    await expect(deleted.getByText(second, { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page, { include: ['main'] });

    await page.reload();
    await expect(page.getByText('45 leads')).toBeVisible();
    await expect(deleted.getByText(first, { exact: true })).toBeVisible();
  });

  test('leads export to CSV under the server’s file name, one row per lead', async ({ page, signIn }) => {
    await signIn();
    await page.goto('/all-leads?q=florist-rotterdam');
    await expect(page.getByRole('table', { name: 'Leads' })).toBeVisible();
    const count = Number(/^(\d+) leads$/.exec((await page.getByText(/^\d+ leads$/).textContent()) ?? '')?.[1]);
    expect(count).toBeGreaterThan(5);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await readFile(await download.path(), 'utf8')).trim().split('\r\n');
    expect(lines[0]).toBe('"Name","E-mail","Phone","Site URL","Keyword","Widget","Captured at"');
    expect(lines).toHaveLength(1 + count);
    expect(lines.slice(1).every((line) => line.includes('"https://florist-rotterdam.nl"'))).toBe(true);
  });

  test('an audit deleted from its menu moves to the deleted audits', async ({
    page,
    signIn,
    expectNoSeriousA11yViolations,
  }) => {
    await signIn();
    await page.goto('/my-audits');
    const table = page.getByRole('table', { name: 'Audits' });
    await expect(table.getByRole('row')).toHaveCount(21);
    await expect(page.getByRole('link', { name: 'Deleted (29)' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, { include: ['main'] });
    await page.getByRole('button', { name: 'Actions for www.acme-plumbing.com (#1)' }).click();
    await chooseMenuItem(page, 'Delete');
    await page
      .getByRole('alertdialog', { name: 'Delete this audit?' })
      .getByRole('button', { name: 'Delete audit' })
      .click();
    await expect(page.getByText('Deleted.')).toBeVisible();
    await page.getByRole('link', { name: 'Deleted (30)' }).click();
    await expect(
      page.getByRole('table', { name: 'Deleted audits' }).getByRole('link', { name: 'www.acme-plumbing.com' }).first(),
    ).toBeVisible();
  });
});

test.describe('reports', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('a lead report: copy its share link, e-mail it (a wrong, then a right address), download its PDF', async ({
    page,
    signIn,
    expectNoSeriousA11yViolations,
  }) => {
    await signIn();
    await page.goto('/lead-report/1');
    await expect(page.getByRole('article', { name: 'Report' }).getByRole('heading', { level: 2 })).toContainText(
      'SEO audit of https://',
    );
    const share = page.getByRole('textbox', { name: 'Share link' });
    await expect(share).toHaveValue(/\/shared-report\/Hd3sJ6uE0oBq5XgN7aRk2w$/);
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByText('The share link was copied.')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
      /\/shared-report\/Hd3sJ6uE0oBq5XgN7aRk2w$/,
    );

    const email = page.getByRole('textbox', { name: /E-mail address/ });
    await email.fill('anna@example');
    await page.getByRole('button', { name: 'Send report' }).click();
    await expect(page.getByText('Enter a valid e-mail address, like name@example.com.')).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await email.fill('anna@example.com');
    await page.getByRole('button', { name: 'Send report' }).click();
    await expect(page.getByText('Sent to anna@example.com.')).toBeVisible();
    // The pointer still hovers the send button (a lighter hover shade): measure the resting page.
    await page.mouse.move(0, 0);
    await waitForAnimations(page);
    await expectNoSeriousA11yViolations(page, { include: ['main'] });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('lead-report-1.pdf');
    const pdf = await readFile(await download.path());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(await pdfText(await download.path())).toContain('SEO audit report: https://');
  });

  test('an audit report shows scores and issues by category, and its PDF downloads', async ({
    page,
    signIn,
    expectNoSeriousA11yViolations,
  }) => {
    await signIn();
    await page.goto('/audit-report/3');
    await expect(page.getByRole('img', { name: 'Overall score 87 out of 100' })).toBeVisible();
    const issues = page.getByRole('region', { name: 'Issues by category' });
    await expect(issues.getByRole('heading', { level: 3 })).toHaveText(['On-page SEO', 'Technical', 'Performance']);
    await expectNoSeriousA11yViolations(page, { include: ['main'] });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('audit-report-3.pdf');
  });
});

test.describe('faults', () => {
  // A 500 logs its status; a simulated network failure logs net::ERR_FAILED.
  test.use({ allowedConsoleErrors: [new RegExp(`${HTTP_ERROR_LOG.source}|Failed to load resource: net::ERR_FAILED`)] });

  test('a failed PDF download shows "download failed" for 10 seconds', async ({ page, signIn }) => {
    test.setTimeout(45_000);
    await signIn();
    await page.goto('/lead-report/1?demo-fault=500&demo-fault-path=/pdf/');
    await expect(page.getByRole('article', { name: 'Report' })).toBeVisible();
    const button = page.getByRole('button', { name: 'Download PDF' });
    await button.click();
    const alert = page.getByText('The download failed.');
    await expect(alert).toBeVisible();
    const shownAt = Date.now();
    await expect(button).toBeEnabled();
    await expect(alert).toBeHidden({ timeout: 15_000 });
    expect(Date.now() - shownAt).toBeGreaterThan(8_500);
  });

  test('a network error on the lead list shows the load-failed box; retry loads it', async ({ page, signIn }) => {
    await signIn();
    await page.goto('/all-leads?demo-fault=network&demo-fault-path=/lead/list/&demo-fault-times=1');
    await expect(page.getByText('The list could not be loaded.')).toBeVisible();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('table', { name: 'Leads' })).toBeVisible();
  });

  test('a 500 on delete shows "deleted failed" and keeps the lead', async ({ page, signIn }) => {
    await signIn();
    await page.goto('/all-leads?demo-fault=500&demo-fault-path=/lead/delete/');
    const table = page.getByRole('table', { name: 'Leads' });
    await table.getByRole('checkbox').nth(1).check();
    await page.getByRole('button', { name: 'Delete 1 item' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete lead' }).click();
    await expect(page.getByRole('alertdialog')).toBeHidden();
    await expect(page.getByText('297 leads')).toBeVisible();
    await expect(page.getByText('1 selected')).toBeVisible();
  });
});
