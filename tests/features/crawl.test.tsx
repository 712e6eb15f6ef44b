import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../src/mocks/db';
import { DEMO_TOKEN, renderScreen } from '../render';

describe('run a crawl', () => {
  it('checks the form, keeps what was typed, then follows the crawl to its overview', async () => {
    const { user } = await renderScreen('/website-audit/run-audit', { token: DEMO_TOKEN });
    const limit = await screen.findByRole('textbox', { name: /Page limit/ }, { timeout: 15_000 });
    await user.clear(limit);
    await user.type(limit, '5');
    await user.click(screen.getByRole('button', { name: 'Start crawl' }));
    expect(await screen.findByText('Choose the project to crawl.')).toBeInTheDocument();
    expect(screen.getByText('Crawl at least 10 pages.')).toBeInTheDocument();
    expect(limit).toHaveValue('5');

    await user.selectOptions(
      screen.getByRole('combobox', { name: /Project/ }),
      'Green Garden Supplies (greengarden.example.com)',
    );
    await user.clear(limit);
    await user.type(limit, '30');
    await user.click(screen.getByRole('button', { name: 'Start crawl' }));
    expect(await screen.findByRole('progressbar', { name: 'Crawl progress' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Website audit overview' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    const crawl = getDb().crawls?.find((item) => item.project_id === 2);
    expect(crawl).toMatchObject({ page_limit: 30, status: 'done', pages_crawled: 30 });
    expect(window.location.pathname).toBe(`/website-audit/overview/2/${crawl?.id}`);
    expect(await screen.findByRole('link', { name: '30' })).toHaveAttribute('href', `/crawled-pages/2/${crawl?.id}`);
  });

  it('preselects the project of the address', async () => {
    await renderScreen('/website-audit/run-audit?project=1', { token: DEMO_TOKEN });
    expect(await screen.findByRole('combobox', { name: /Project/ }, { timeout: 15_000 })).toHaveValue('1');
  });
});

describe('crawled pages table', () => {
  const table = () => screen.findByRole('table', { name: 'Crawled pages' }, { timeout: 15_000 });

  it('pages, filters and sorts through the address', async () => {
    const { user } = await renderScreen('/crawled-pages/1/1', { token: DEMO_TOKEN });
    expect(within(await table()).getAllByRole('row')).toHaveLength(21);
    expect(screen.getByText('77 rows')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(window.location.search).toBe('?page=2'));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Errors (4xx, 5xx)');
    await waitFor(() => expect(window.location.search).toBe('?filter=error'));
    expect(await screen.findByText('2 rows')).toBeInTheDocument();
    const errors = await table();
    expect(within(errors).getAllByRole('row')).toHaveLength(3);
    expect(
      within(errors).getByRole('link', { name: 'https://www.bakkerij-amsterdam.nl/products/starter-guide' }),
    ).toHaveAttribute('rel', 'noopener noreferrer');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'All');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Load time');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Order' }), 'Descending');
    await waitFor(() => expect(window.location.search).toBe('?sort=load_time_ms&order=desc'));
    await waitFor(async () => {
      const rows = within(await table()).getAllByRole('row');
      expect(rows[1]).toHaveTextContent('https://www.bakkerij-amsterdam.nl/blog/premium/fresh-workshop');
    });
  });
});

describe('crawl comparison', () => {
  it('shows new and fixed issues against the other crawl', async () => {
    await renderScreen('/crawl-comparison/1/2', { token: DEMO_TOKEN });
    const added = await screen.findByRole('region', { name: 'New issues (1)' }, { timeout: 15_000 });
    expect(added).toHaveTextContent('Mixed content');
    expect(screen.getByRole('region', { name: 'Fixed issues (1)' })).toHaveTextContent('Duplicate titles');
  });

  it('files an issue on more pages as worse and one on fewer as better, with the real page counts', async () => {
    await renderScreen('/crawl-comparison/1/2', { token: DEMO_TOKEN });
    const worse = await screen.findByRole('region', { name: 'Worse issues (1)' }, { timeout: 15_000 });
    const items = (region: HTMLElement) =>
      within(region)
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    expect(items(worse)).toEqual(['Warning Missing H1 headingPages affected: 4 → 12']);
    expect(items(screen.getByRole('region', { name: 'Better issues (4)' }))).toEqual([
      'Warning Missing meta descriptionPages affected: 10 → 7',
      'Warning Title too longPages affected: 8 → 6',
      'Notice Images without alt textPages affected: 14 → 10',
      'Notice Low word countPages affected: 4 → 3',
    ]);
    const unchanged = screen.getByRole('region', { name: 'Unchanged issues (6)' });
    expect(items(unchanged)).toEqual([
      'Error Pages answer 4xxPages affected: 2 → 2',
      'Error Missing title tagPages affected: 1 → 1',
      'Warning Slow pages (over 1.5 s)Pages affected: 16 → 16',
      'Warning Internal links to redirectsPages affected: 9 → 9',
      'Notice Pages not indexablePages affected: 9 → 9',
      'Notice Pages 4+ clicks deepPages affected: 3 → 3',
    ]);
    expect(within(screen.getByRole('region', { name: 'New issues (1)' })).getByRole('listitem')).toHaveTextContent(
      'Mixed contentPages affected: 0 → 9',
    );
  });
});
