import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { currentAlert } from '../../src/components/alerts/alert-store';
import { FREE_TOKEN, getDb } from '../../src/mocks/db';
import { setFaults } from '../../src/mocks/faults';
import { server } from '../../src/mocks/node';
import { DEMO_TOKEN, renderScreen } from '../render';
import { captureSavedFiles, type SavedFile } from '../saved-files';

const table = () => screen.findByRole('table', { name: 'Leads' }, { timeout: 15_000 });
const dataRows = (list: HTMLElement) => within(list).getAllByRole('row').slice(1);

/** The seeded demo leads: the newest first, ids 1, 2, 3 (id 4 is deleted). */
describe('lead list', () => {
  it('shows a page of 20 leads with the columns a marketer needs', async () => {
    await renderScreen('/all-leads', { token: DEMO_TOKEN });
    const list = await table();
    expect(dataRows(list)).toHaveLength(20);
    expect(
      within(list)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['', 'Name', 'E-mail', 'Site URL', 'Source widget', 'Captured', 'Actions']);
    expect(screen.getByText('1–20 of 297')).toBeInTheDocument();
    expect(screen.getByText('297 leads')).toBeInTheDocument();
    const first = getDb().leads.find((lead) => lead.id === 1);
    const row = within(list)
      .getByRole('checkbox', { name: `Select ${first?.name || first?.email}` })
      .closest('tr') as HTMLElement;
    expect(within(row).getByText(first?.email ?? '')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: first?.widget_name ?? '' })).toHaveAttribute(
      'href',
      `/edit-widget/${first?.widget_id}`,
    );
    const site = within(row).getByRole('link', { name: first?.url.replace('https://', '') ?? '' });
    expect(site).toHaveAttribute('rel', 'noopener noreferrer');
    expect(site).toHaveAttribute('target', '_blank');
  });

  it('shows a 10-row skeleton while the page loads', async () => {
    setFaults({ latencyMs: 300, path: '/lead/list/' });
    await renderScreen('/all-leads', { token: DEMO_TOKEN });
    const skeleton = await screen.findByTestId('lead-list-skeleton');
    expect(within(skeleton).getAllByRole('row', { hidden: true })).toHaveLength(11);
    expect(await table()).toBeInTheDocument();
  });

  it('opens page 2 from the URL and pages on with the URL', async () => {
    const { user } = await renderScreen('/all-leads?page=2', { token: DEMO_TOKEN });
    await table();
    expect(await screen.findByText('21–40 of 297', undefined, { timeout: 10000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(window.location.search).toBe('?page=3'));
    expect(await screen.findByText('41–60 of 297', undefined, { timeout: 10000 })).toBeInTheDocument();
  });

  it('searches and filters by date through the URL, and says when nothing matches', async () => {
    const { user } = await renderScreen('/all-leads', { token: DEMO_TOKEN });
    await table();
    await user.type(screen.getByRole('searchbox', { name: 'Search leads' }), 'florist-rotterdam');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(window.location.search).toBe('?q=florist-rotterdam'));
    const expected = getDb().leads.filter(
      (lead) => lead.user_id === 1 && lead.status === 'active' && lead.url.includes('florist-rotterdam'),
    ).length;
    expect(expected).toBeGreaterThan(5);
    expect(await screen.findByText(`${expected} leads`)).toBeInTheDocument();
    await user.type(screen.getByLabelText('From'), '2030-01-01');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Nothing matches these filters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(await screen.findByText('297 leads')).toBeInTheDocument();
  });

  it('search finds a lead by its name and by its e-mail address', async () => {
    const { user } = await renderScreen('/all-leads', { token: DEMO_TOKEN });
    await screen.findByRole('table', { name: 'Leads' }, { timeout: 15000 });
    const search = screen.getByRole('searchbox', { name: 'Search leads' });
    await user.type(search, 'Max Kowalski');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('1 lead')).toBeInTheDocument();
    expect(within(await table()).getByRole('link', { name: 'Max Kowalski' })).toHaveAttribute(
      'href',
      '/lead-report/10',
    );
    await user.clear(search);
    await user.type(search, 'julia.nielsen@');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('4 leads')).toBeInTheDocument();
    expect(within(await table()).getAllByText(/^julia\.nielsen@/)).toHaveLength(4);
  }, 45_000);

  it('deletes two selected leads after a confirmation; they move to the deleted list', async () => {
    const { user } = await renderScreen('/all-leads', { token: DEMO_TOKEN });
    const list = await table();
    const boxes = within(list).getAllByRole('checkbox');
    await user.click(boxes[1] as HTMLElement);
    await user.click(boxes[2] as HTMLElement);
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete 2 items' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete 2 leads?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete 2 leads' }));
    expect(await screen.findByText('Deleted.')).toBeInTheDocument();
    expect(await screen.findByText('295 leads')).toBeInTheDocument();
    expect(
      getDb()
        .leads.filter((lead) => [1, 2].includes(lead.id))
        .map((lead) => lead.status),
    ).toEqual(['deleted', 'deleted']);
    expect(screen.queryByText('2 selected')).not.toBeInTheDocument();
  });

  it('cancelling the confirmation deletes nothing', async () => {
    const { user } = await renderScreen('/all-leads', { token: DEMO_TOKEN });
    const list = await table();
    const lead1 = getDb().leads.find((lead) => lead.id === 1);
    const name = lead1?.name || lead1?.email || '';
    await user.click(within(list).getByRole('button', { name: `Actions for ${name}` }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this lead?' });
    expect(dialog).toHaveTextContent(`${name} moves to the deleted leads.`);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(getDb().leads.find((lead) => lead.id === 1)?.status).toBe('active');
  });

  it('a failed delete shows "deleted failed" and keeps the selection', async () => {
    const { user } = await renderScreen('/all-leads', { token: DEMO_TOKEN });
    const list = await table();
    await user.click(within(list).getAllByRole('checkbox')[1] as HTMLElement);
    setFaults({ kind: 'network', path: '/lead/delete/' });
    await user.click(screen.getByRole('button', { name: 'Delete 1 item' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete lead' }));
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('1 selected')).toBeInTheDocument();
    expect(getDb().leads.find((lead) => lead.id === 1)?.status).toBe('active');
  });

  it('an empty list says so and shows the way to a first lead; an empty deleted view leads back', async () => {
    const { user } = await renderScreen('/all-leads', { token: FREE_TOKEN });
    expect(await screen.findByText('No leads yet', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the widget editor' })).toHaveAttribute('href', '/create-widget');
    await user.click(screen.getByRole('link', { name: 'Deleted' }));
    expect(await screen.findByText('No deleted leads')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the leads' })).toHaveAttribute('href', '/all-leads');
  });

  it('a 500 on the list shows the load-failed box; retry loads it', async () => {
    setFaults({ kind: 'status', status: 500, path: '/lead/list/', times: 1 });
    const { user } = await renderScreen('/all-leads', { token: DEMO_TOKEN });
    const box = await screen.findByRole('alert');
    expect(box).toHaveTextContent('The list could not be loaded.');
    await user.click(within(box).getByRole('button', { name: 'Try again' }));
    expect(await table()).toBeInTheDocument();
  });

  it('the deleted view lists deleted leads, ticked to be restored (not deleted again)', async () => {
    const { user } = await renderScreen('/deleted-lead-list', { token: DEMO_TOKEN });
    const list = await screen.findByRole('table', { name: 'Deleted leads' });
    expect(dataRows(list)).toHaveLength(20);
    await user.click(within(list).getAllByRole('checkbox')[1] as HTMLElement);
    expect(screen.getByRole('button', { name: 'Restore 1 item' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete 1 item' })).not.toBeInTheDocument();
    expect(screen.getByText('43 leads')).toBeInTheDocument();
  });

  it('with no leads, says what to do next: the widget editor', async () => {
    await renderScreen('/all-leads', { token: FREE_TOKEN });
    expect(await screen.findByText('No leads yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the widget editor' })).toHaveAttribute('href', '/create-widget');
  });
});

describe('lead CSV export', () => {
  let saved: SavedFile[] = [];
  beforeEach(() => {
    saved = captureSavedFiles();
  });

  it('saves the CSV under the name from Content-Disposition, with the filtered rows', async () => {
    const { user } = await renderScreen('/all-leads?q=florist-rotterdam', { token: DEMO_TOKEN });
    await table();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.name).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await saved[0]?.text)?.trim().split('\r\n') ?? [];
    expect(lines[0]).toBe('"Name","E-mail","Phone","Site URL","Keyword","Widget","Captured at"');
    const expected = getDb().leads.filter(
      (lead) => lead.user_id === 1 && lead.status === 'active' && lead.url.includes('florist-rotterdam'),
    ).length;
    expect(lines).toHaveLength(1 + expected);
    expect(lines.slice(1).every((line) => line.includes('"https://florist-rotterdam.nl"'))).toBe(true);
  });

  it('carries the contact fields: name, e-mail, phone, site, keyword, widget and the capture time (ISO)', async () => {
    const { user } = await renderScreen('/all-leads?q=julia.nielsen%40florist-rotterdam.nl', { token: DEMO_TOKEN });
    await table();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(await saved[0]?.text).toBe(
      '"Name","E-mail","Phone","Site URL","Keyword","Widget","Captured at"\r\n' +
        `"Julia","julia.nielsen@florist-rotterdam.nl","'+31 6 24380254","https://florist-rotterdam.nl","keyword research","Homepage audit box","2026-11-08T01:49:00.000Z"\r\n`,
    );
  });

  it('defuses what a spreadsheet would run as a formula, also after a space or in full-width signs', async () => {
    const lead = getDb().leads.find((row) => row.id === 8)!;
    lead.name = ' =HYPERLINK("https://evil.example","Open")';
    lead.keyword = '＝1+1';
    lead.widget_name = '\n@SUM(A1)';
    const { user } = await renderScreen('/all-leads?q=julia.nielsen%40florist-rotterdam.nl', { token: DEMO_TOKEN });
    await table();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect((await saved[0]?.text)?.split('\r\n')[1]).toBe(
      `"' =HYPERLINK(""https://evil.example"",""Open"")","julia.nielsen@florist-rotterdam.nl","'+31 6 24380254","https://florist-rotterdam.nl","'＝1+1","'\n@SUM(A1)","2026-11-08T01:49:00.000Z"`,
    );
  });

  it('falls back to a sensible name when the answer names no file', async () => {
    server.use(
      http.get(
        '*/api/v1/page/lead/export/',
        () => new HttpResponse('"Name"\r\n', { headers: { 'Content-Type': 'text/csv' } }),
      ),
    );
    const { user } = await renderScreen('/all-leads', { token: DEMO_TOKEN });
    await table();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved.map((file) => file.name)).toEqual(['leads.csv']));
  });

  it.each([
    ['a 500', { kind: 'status' as const, status: 500 }],
    ['a network error', { kind: 'network' as const }],
  ])('%s shows "download failed" for 10 seconds', async (_, fault) => {
    const { user } = await renderScreen('/all-leads', { token: DEMO_TOKEN });
    await table();
    setFaults({ ...fault, path: '/lead/export/' });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('The download failed.')).toBeInTheDocument();
    expect(currentAlert()?.duration).toBe(10_000);
    expect(saved).toHaveLength(0);
  });
});
