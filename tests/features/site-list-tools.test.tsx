import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  applySiteView,
  DEFAULT_SITE_VIEW,
  parseSiteView,
  siteListCsv,
  siteViewToSearch,
} from '../../machines/projects/site-list/site-view';
import type { ProjectRow, SiteListData } from '../../machines/projects/site-list/site-list.machine';
import { resetDb, setLargeSeed } from '../../src/mocks/db';
import { DEMO_TOKEN, renderScreen } from '../render';
import { captureSavedFiles } from '../saved-files';

const ungrouped = () => screen.findByRole('table', { name: 'Ungrouped projects' }, { timeout: 15_000 });
const titles = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .filter((row) => row.getAttribute('data-level') === 'project')
    .map((row) => within(row).getAllByRole('cell')[0]?.querySelector('a, p')?.textContent);

afterEach(() => {
  setLargeSeed(false);
  resetDb();
  vi.restoreAllMocks();
});

describe('dashboard sort, filter and export', () => {
  it('sorts by a column header and keeps the sort in the address', async () => {
    const { user } = await renderScreen('/admin-site-list', { token: DEMO_TOKEN });
    const table = await ungrouped();
    // The server's order until a column is chosen.
    expect(titles(table)).toEqual(['Rankpilot Blog', 'City Bikes Rental', 'Dental Care Utrecht']);
    expect(within(table).getByRole('columnheader', { name: 'Project' })).not.toHaveAttribute('aria-sort');
    await user.click(within(table).getByRole('button', { name: 'Project' }));
    expect(window.location.search).toBe('?sort=title');
    expect(within(table).getByRole('columnheader', { name: 'Project' })).toHaveAttribute('aria-sort', 'ascending');
    expect(titles(table)).toEqual(['City Bikes Rental', 'Dental Care Utrecht', 'Rankpilot Blog']);
    await user.click(within(table).getByRole('button', { name: 'Project' }));
    expect(window.location.search).toBe('?sort=title&dir=desc');
    expect(titles(table)).toEqual(['Rankpilot Blog', 'Dental Care Utrecht', 'City Bikes Rental']);
    await user.click(within(table).getByRole('button', { name: 'Keywords' }));
    expect(window.location.search).toBe('?sort=keywords');
    expect(within(table).getByRole('columnheader', { name: 'Keywords' })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('filters by text and by group from the address', async () => {
    const { user } = await renderScreen('/admin-site-list?show=ungrouped', { token: DEMO_TOKEN });
    const table = await ungrouped();
    expect(screen.queryByRole('table', { name: 'Grouped projects' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Show' })).toHaveValue('ungrouped');
    await user.type(screen.getByRole('searchbox', { name: 'Search projects' }), 'bikes');
    await waitFor(() => expect(window.location.search).toBe('?q=bikes&show=ungrouped'));
    await waitFor(() => expect(titles(table)).toEqual(['City Bikes Rental']));
    expect(screen.getByText('1 of 5 projects shown')).toBeInTheDocument();
  });

  it('exports the shown projects with their engines as CSV', async () => {
    const saved = captureSavedFiles();
    const { user } = await renderScreen('/admin-site-list?q=bikes', { token: DEMO_TOKEN });
    await ungrouped();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(saved.map((file) => file.name)).toEqual(['projects-2026-11-16.csv']);
    const text = (await saved[0]?.text) ?? '';
    const lines = text.trim().split('\r\n');
    expect(lines[0]).toBe(
      // Headings are for people (the date in the interface language); the values stay machine-readable.
      '"Group","Project","Website","Search engine","Location","Top 5","Top 10","Top 30","Keywords","Average position on Nov 16, 2026","Average position on Nov 9, 2026"',
    );
    // City Bikes Rental: its own line and one per search engine (it has one).
    expect(lines.slice(1).map((line) => line.split(',').slice(0, 4).join(','))).toEqual([
      '"","City Bikes Rental","https://citybikes.example.org",""',
      '"","City Bikes Rental","https://citybikes.example.org","Google"',
    ]);
  });

  it('renders 1,000 projects of the large seed as a window of rows', async () => {
    setLargeSeed(true);
    resetDb();
    await renderScreen('/admin-site-list', { token: DEMO_TOKEN });
    const table = await ungrouped();
    expect(screen.getByRole('status', { name: '' }).textContent ?? '').toBe('1000 of 1000 projects shown');
    const rows = within(table)
      .getAllByRole('row')
      .filter((row) => row.getAttribute('data-level') === 'project');
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.length).toBeLessThan(60);
  });
});

describe('dashboard view rules', () => {
  const project = (id: number, title: string, keywords: number, avg: number | null): ProjectRow => ({
    id,
    title,
    url: `https://${title.toLowerCase()}.example`,
    top: [1, 2, 3],
    keyword_count: keywords,
    location_count: 1,
    avg_position: [avg, null],
    searc_engines: [],
    last_updated: null,
  });
  const data: SiteListData = {
    ungrouped: [project(1, 'Beta', 10, 4.5), project(2, 'alpha', 30, null), project(3, 'Gamma', 20, 2)],
    grouped: [
      { id: 9, name: 'G', sites: [project(4, 'Delta', 5, 9)] },
      { id: 8, name: 'Empty', sites: [] },
    ],
    dates: ['2026-11-16', '2026-11-09'],
  };
  const names = (search: string) => {
    const shown = applySiteView(data, parseSiteView(search));
    return [...shown.ungrouped, ...shown.grouped.flatMap((group) => group.sites)].map((item) => item.title);
  };

  it('sorts; a missing average goes last either way', () => {
    expect(names('')).toEqual(['Beta', 'alpha', 'Gamma', 'Delta']);
    expect(names('?sort=title')).toEqual(['alpha', 'Beta', 'Gamma', 'Delta']);
    expect(names('?sort=avg')).toEqual(['Gamma', 'Beta', 'alpha', 'Delta']);
    expect(names('?sort=avg&dir=desc')).toEqual(['Beta', 'Gamma', 'alpha', 'Delta']);
    expect(names('?sort=keywords&dir=desc')).toEqual(['alpha', 'Gamma', 'Beta', 'Delta']);
  });

  it('filters by text and group; a text filter hides groups without a match', () => {
    expect(names('?q=ta')).toEqual(['Beta', 'Delta']);
    expect(applySiteView(data, parseSiteView('?q=ta')).grouped.map((group) => group.name)).toEqual(['G']);
    expect(applySiteView(data, DEFAULT_SITE_VIEW).grouped.map((group) => group.name)).toEqual(['G', 'Empty']);
    expect(names('?show=9')).toEqual(['Delta']);
    expect(names('?show=ungrouped')).toEqual(['Beta', 'alpha', 'Gamma']);
  });

  it('round-trips the address and ignores unknown values', () => {
    expect(siteViewToSearch(parseSiteView('?sort=top10&dir=desc&q=a%20b&show=9'))).toBe(
      '?sort=top10&dir=desc&q=a+b&show=9',
    );
    expect(parseSiteView('?sort=evil&show=x')).toEqual(DEFAULT_SITE_VIEW);
  });

  it('writes CSV cells safely', () => {
    const csv = siteListCsv(
      { ungrouped: [project(1, '=HYPERLINK("x")', 1, null)], grouped: [], dates: ['a', 'b'] },
      {
        group: 'G',
        project: 'P',
        url: 'U',
        engine: 'E',
        location: 'L',
        top: ['5', '10', '30'],
        keywords: 'K',
        avg: ['A1', 'A2'],
      },
    );
    expect(csv.split('\r\n')[1]).toBe(
      `"","'=HYPERLINK(""x"")","https://=hyperlink(""x"").example","","","1","2","3","1","",""`,
    );
  });
});
