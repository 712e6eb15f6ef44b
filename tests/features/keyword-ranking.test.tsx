import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api } from '../../src/api/client';
import { setToken } from '../../src/api/session';
import { FREE_TOKEN, getDb, PRO_TOKEN } from '../../src/mocks/db';
import { setFaults } from '../../src/mocks/faults';
import { DEMO_TOKEN, renderScreen } from '../render';

// Seeded: project 3 "Rankpilot Blog" tracks its keywords on engines 4, 5 and 6.
const PATH = '/keyword-ranking/3/4/';
const table = () => screen.findByRole('table', { name: 'Keyword positions of Rankpilot Blog' }, { timeout: 15_000 });
const bodyRows = (element: HTMLElement) =>
  within(element)
    .getAllByRole('row')
    .filter((row) => row.hasAttribute('data-keyword'));
const keywordsOf = (element: HTMLElement) => bodyRows(element).map((row) => row.getAttribute('data-keyword'));

describe('keyword ranking page', () => {
  it('shows the project, its engine, the graph summary and the keyword table', async () => {
    await renderScreen(PATH, { token: DEMO_TOKEN });
    const grid = await table();
    expect(screen.getByRole('heading', { level: 1, name: 'Rankings of Rankpilot Blog' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Search engine' })).toHaveValue('4');
    expect(screen.getByRole('heading', { level: 2, name: 'Positions over time' })).toBeInTheDocument();
    expect(screen.getByTestId('graph-summary')).toHaveTextContent(
      /^From Oct 18, 2026 to Nov 16, 2026 the keywords changed by/,
    );
    expect(within(grid).getByRole('columnheader', { name: 'Keyword' })).toHaveAttribute('aria-sort', 'ascending');
    // Only the rows in view are in the DOM (virtualized), sorted by keyword.
    const shown = keywordsOf(grid);
    expect(shown.length).toBeGreaterThan(5);
    expect(shown.length).toBeLessThan(40);
    expect(shown).toEqual([...shown].sort((a, b) => (a ?? '').localeCompare(b ?? '')));
  });

  it('sorts by a column and keeps sort and filters in the address', async () => {
    const { user } = await renderScreen(PATH, { token: DEMO_TOKEN });
    const grid = await table();
    await user.click(within(grid).getByRole('button', { name: 'Keyword' }));
    expect(within(grid).getByRole('columnheader', { name: 'Keyword' })).toHaveAttribute('aria-sort', 'descending');
    expect(window.location.search).toBe('?dir=desc');
    const shown = keywordsOf(grid);
    expect(shown).toEqual([...shown].sort((a, b) => (b ?? '').localeCompare(a ?? '')));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Position' }), 'In the top 10');
    await waitFor(() => expect(window.location.search).toBe('?dir=desc&top=10'));
    const status = screen.getByText(/keywords shown$/);
    const [count, total] = (status.textContent ?? '').match(/\d+/g)?.map(Number) ?? [];
    expect(count).toBeLessThan(total ?? 0);
    // Every row shown ranks 1–10 on the last date.
    const headers = within(grid).getAllByRole('columnheader');
    const last = headers.findIndex((header) => header.textContent === 'Nov 16');
    expect(last).toBeGreaterThan(0);
    expect(bodyRows(grid).length).toBeGreaterThan(0);
    for (const row of bodyRows(grid)) {
      const rank = Number(within(row).getAllByRole('cell')[last]?.textContent);
      expect(rank).toBeGreaterThanOrEqual(1);
      expect(rank).toBeLessThanOrEqual(10);
    }
  });

  it('filters by text without losing the other choices', async () => {
    const { user } = await renderScreen(`${PATH}?top=30`, { token: DEMO_TOKEN });
    const grid = await table();
    await user.type(screen.getByRole('searchbox', { name: 'Search keywords' }), 'seo audit');
    await waitFor(() => expect(window.location.search).toBe('?q=seo+audit&top=30'));
    for (const keyword of keywordsOf(grid)) expect(keyword).toContain('seo audit');
  });

  it('switches a competitor off and on', async () => {
    const { user } = await renderScreen(PATH, { token: DEMO_TOKEN });
    const grid = await table();
    const engine = getDb()
      .projects.find((project) => project.id === 3)
      ?.search_engines.find((item) => item.se_id === 4);
    const competitor = engine?.competetor[0] ?? '';
    expect(within(grid).getByRole('columnheader', { name: competitor })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: competitor }));
    expect(within(grid).queryByRole('columnheader', { name: competitor })).not.toBeInTheDocument();
    expect(window.location.search).toBe('?hide=401');
    await user.click(screen.getByRole('checkbox', { name: competitor }));
    expect(within(grid).getByRole('columnheader', { name: competitor })).toBeInTheDocument();
  });

  it('compares two chosen dates (the date diff)', async () => {
    await renderScreen(`${PATH}?from=2026-11-15&to=2026-11-16&sort=keyword`, { token: DEMO_TOKEN });
    await table();
    expect(screen.getByRole('combobox', { name: 'Compare from' })).toHaveValue('2026-11-15');
    expect(screen.getByRole('combobox', { name: 'to' })).toHaveValue('2026-11-16');
  });

  it('sends a project without rankings to the project list', async () => {
    const db = getDb();
    const project = db.projects.find((item) => item.id === 3);
    if (project) project.last_rank_update = null;
    await renderScreen(PATH, { token: DEMO_TOKEN });
    await waitFor(() => expect(window.location.pathname).toBe('/admin-site-list'), { timeout: 15_000 });
    expect(await screen.findByRole('heading', { level: 1, name: 'Projects' })).toBeInTheDocument();
  });

  it("another account's project says it was not found, with no retry, only the way back to the projects (#48 item 9)", async () => {
    await renderScreen('/keyword-ranking/1/1', { token: PRO_TOKEN });
    expect(await screen.findByText('This project was not found.', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText('It may have been deleted, or it belongs to another account.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your projects' })).toHaveAttribute('href', '/admin-site-list');
  });

  it.each([['500'], ['network']])(
    'shows a retry when a call fails (%s), and the retry loads the page',
    async (fault) => {
      setFaults(
        fault === '500'
          ? { kind: 'status', status: 500, path: '/keyword-ranking/rank/info/', times: 1 }
          : { kind: 'network', path: '/keyword-ranking/graph/', times: 1 },
      );
      const { user } = await renderScreen(PATH, { token: DEMO_TOKEN });
      const alert = (await screen.findByText('The rankings could not be loaded.', {}, { timeout: 15_000 })).closest(
        '[role=alert]',
      ) as HTMLElement;
      expect(alert).toBeInTheDocument();
      await user.click(within(alert).getByRole('button', { name: 'Try again' }));
      expect(await table()).toBeInTheDocument();
    },
  );
});

describe('a project created today (issue 24 item 10)', () => {
  it('is checked at once: its rankings are dated today on the ranking page and the dashboard, with no older history', async () => {
    setToken(FREE_TOKEN);
    const created = await api.POST('/api/v1/project/create/', {
      body: { title: 'New Shop', url: 'https://new-shop.example.com', domain_type: 'domain', group: null },
    });
    const id = created.data!.project_id;
    await api.POST('/api/v1/project/{id}/', {
      params: { path: { id } },
      body: {
        step: 2,
        project_id: id,
        searce_engine: 1,
        se_country: 2,
        se_language: 2,
        se_location: null,
        competetor: [],
      },
    });
    const seKey = getDb().projects.find((project) => project.id === id)!.search_engines[0]!.se_id;
    await api.POST('/api/v1/project/{id}/keyword/create/', {
      params: { path: { id } },
      body: { project_id: id, keywords: ['shoes', 'boots'], group_id: null },
    });
    await api.POST('/api/v1/project/{id}/', { params: { path: { id } }, body: { step: 3, se_key: seKey } });

    const { unmount } = await renderScreen(`/keyword-ranking/${id}/${seKey}/`, { token: FREE_TOKEN });
    await screen.findByRole('table', { name: 'Keyword positions of New Shop' }, { timeout: 15_000 });
    expect(screen.getByText('updated Nov 17, 2026')).toBeInTheDocument();
    // One check, nothing to compare yet (#48 item 4): the date and when comparing starts, no empty date boxes.
    expect(
      screen.getByText('Checked once so far, on Nov 17, 2026. Two dates can be compared after the next check.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Compare from' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'to' })).not.toBeInTheDocument();
    expect(screen.getByTestId('graph-summary')).toHaveTextContent('Not enough positions to compare in this period.');
    unmount();

    await renderScreen('/admin-site-list', { token: FREE_TOKEN });
    expect(await screen.findByText('Rankings updated Nov 17, 2026')).toBeInTheDocument();
  });
});
