import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DEMO_TOKEN, renderApp } from '../render';

/**
 * Issue 15, performance: typing in a filter never re-renders the whole page. The page frame (what
 * every render of a page renders again), the ranking table and the chart count their renders;
 * keystrokes land in the filter field alone, and only the pause after them hands the text on.
 */
const renders = vi.hoisted(() => ({ frame: 0, table: 0, graph: 0 }));

vi.mock('../../src/components/page-frame', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/components/page-frame')>();
  function CountedPageFrame(props: Parameters<typeof original.PageFrame>[0]) {
    renders.frame += 1;
    return <original.PageFrame {...props} />;
  }
  return { ...original, PageFrame: CountedPageFrame };
});

vi.mock('../../src/features/projects/ranking/ranking-table', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/features/projects/ranking/ranking-table')>();
  const Table = original.RankingTable;
  function CountedRankingTable(props: Parameters<typeof Table>[0]) {
    renders.table += 1;
    return <Table {...props} />;
  }
  // Memoized like the real one: a render counted here is a render the table really does.
  const { memo } = await import('react');
  return { ...original, RankingTable: memo(CountedRankingTable) };
});

vi.mock('../../src/components/chart/line-chart', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/components/chart/line-chart')>();
  const Graph = original.default;
  function CountedRankingGraph(props: Parameters<typeof Graph>[0]) {
    renders.graph += 1;
    return <Graph {...props} />;
  }
  return { ...original, default: CountedRankingGraph };
});

const reset = () => {
  renders.frame = 0;
  renders.table = 0;
  renders.graph = 0;
};

/** Five keystrokes, each its own change event (as the browser sends them), all before the pause ends. */
function typeQuickly(input: HTMLElement, text: string) {
  for (let end = 1; end <= text.length; end++) {
    fireEvent.change(input, { target: { value: text.slice(0, end) } });
  }
}

describe('typing in a filter re-renders the field, not the page', () => {
  it('the ranking text filter: no page, table or chart render per keystroke; the chart stays as it was after the filter applies', async () => {
    await renderApp('/keyword-ranking/3/4/', { token: DEMO_TOKEN });
    const grid = await screen.findByRole('table', { name: 'Keyword positions of Rankpilot Blog' }, { timeout: 15_000 });
    // The chart (a lazy chunk) is on screen: its legend is committed, not only rendered.
    await screen.findByRole('checkbox', { name: 'Average position' }, { timeout: 15_000 });
    const input = screen.getByRole('searchbox', { name: 'Search keywords' });
    reset();

    typeQuickly(input, 'audit');
    expect(input).toHaveValue('audit');
    expect(renders).toEqual({ frame: 0, table: 0, graph: 0 });

    // After the pause: the address and the rows follow, the page renders for the new view, the chart does not.
    await waitFor(() => expect(window.location.search).toBe('?q=audit'));
    await waitFor(() =>
      expect(
        within(grid)
          .getAllByRole('row')
          .filter((row) => row.hasAttribute('data-keyword'))
          .every((row) => row.getAttribute('data-keyword')?.includes('audit')),
      ).toBe(true),
    );
    expect(renders.graph).toBe(0);
    expect(renders.frame).toBeGreaterThanOrEqual(1);
    expect(renders.frame).toBeLessThanOrEqual(3);
    expect(renders.table).toBeLessThanOrEqual(3);
  });

  it('the dashboard text filter: no page render per keystroke', async () => {
    await renderApp('/admin-site-list', { token: DEMO_TOKEN });
    await screen.findByRole('table', { name: 'Ungrouped projects' }, { timeout: 15_000 });
    const input = screen.getByRole('searchbox', { name: 'Search projects' });
    reset();

    typeQuickly(input, 'bikes');
    expect(input).toHaveValue('bikes');
    expect(renders.frame).toBe(0);

    await waitFor(() => expect(window.location.search).toBe('?q=bikes'));
    await screen.findByText('1 of 5 projects shown');
    expect(renders.frame).toBeGreaterThanOrEqual(1);
    expect(renders.frame).toBeLessThanOrEqual(3);
  });
});
