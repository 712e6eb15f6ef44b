import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import {
  isOtherEngine,
  isValidComparison,
  keywordRankingMachine,
  type RankingData,
  type RankingOutcome,
  type RankRow,
} from '../../machines/projects/ranking/keyword-ranking.machine';
import {
  averageSeries,
  changeSummary,
  compareIndexes,
  csvFileName,
  DEFAULT_VIEW,
  inBucket,
  parseView,
  rankChange,
  rankingCsv,
  viewToSearch,
  visibleRows,
} from '../../machines/projects/ranking/view';

const row = (
  id: number,
  keyword: string,
  ranks: (number | null)[],
  groupId: number | null = null,
  competitor: (number | null)[] = [9, 9, 9],
): RankRow => ({
  id,
  keyword,
  groupId,
  url: `https://example.com/${id}`,
  ranks,
  competitors: { 7: competitor },
  best: Math.min(...ranks.filter((r): r is number => r !== null)),
});
const data = (seId = 1): RankingData => ({
  projectId: 3,
  seId,
  title: 'Blog',
  url: 'https://example.com',
  lastUpdate: '2026-11-16T08:00:00Z',
  engines: [
    { id: 1, title: 'Google', location: 'NL' },
    { id: 2, title: 'Bing', location: 'NL' },
  ],
  dates: ['2026-11-14', '2026-11-15', '2026-11-16'],
  competitors: [{ id: 7, url: 'rival.com', active: true }],
  groups: [{ id: 5, name: 'Brand' }],
  rows: [
    row(1, 'bread', [12, 8, 4], 5, [3, 2, 1]),
    row(2, 'cake', [40, 35, null]),
    row(3, 'apple pie', [2, 3, 3], 5, [50, 60, null]),
  ],
  graph: [{ id: 1, label: 'bread', ranks: [12, 8, 4] }],
});

function start(load: (input: { projectId: number; seId: number }) => Promise<RankingOutcome>, search = '') {
  const redirectToList = vi.fn();
  const viewChanged = vi.fn();
  const machine = keywordRankingMachine.provide({
    actors: { loadRanking: fromPromise(({ input }: { input: { projectId: number; seId: number } }) => load(input)) },
    actions: { redirectToList, viewChanged: (_, params) => viewChanged(params.view) },
  });
  const actor = createActor(machine, { input: { projectId: 3, seId: 1, view: parseView(search) } }).start();
  return { actor, redirectToList, viewChanged };
}

describe('keywordRankingMachine', () => {
  it('loads the data of the project and engine it was started with', async () => {
    const load = vi.fn(
      async ({ seId }: { projectId: number; seId: number }) => ({ kind: 'data', data: data(seId) }) as const,
    );
    const { actor } = start(load);
    expect(actor.getSnapshot().value).toBe('loading');
    await waitFor(actor, (s) => s.matches('ready'));
    expect(load).toHaveBeenCalledWith({ projectId: 3, seId: 1 });
    expect(actor.getSnapshot().context.data?.title).toBe('Blog');
  });

  it('redirects to the project list when the graph is empty', async () => {
    const { actor, redirectToList } = start(async () => ({ kind: 'empty' }));
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().value).toBe('empty');
    expect(redirectToList).toHaveBeenCalledTimes(1);
  });

  it('shows a failure with a retry that loads again', async () => {
    let calls = 0;
    const { actor } = start(async () => {
      calls++;
      if (calls === 1) throw { kind: 'http', status: 500, message: 'Server error' };
      return { kind: 'data', data: data() };
    });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.failure).toEqual({ kind: 'http', status: 500, message: 'Server error' });
    actor.send({ type: 'keywordRanking.retry' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.failure).toBeNull();
    expect(calls).toBe(2);
  });

  it('switches engine: reloads for the new engine and keeps the old data on screen meanwhile', async () => {
    const seen: number[] = [];
    const { actor } = start(async ({ seId }) => {
      seen.push(seId);
      return { kind: 'data', data: data(seId) };
    });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'keywordRanking.engineSelected', seId: 1 });
    expect(actor.getSnapshot().value).toBe('ready');
    actor.send({ type: 'keywordRanking.engineSelected', seId: 2 });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context.data?.seId).toBe(1);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.data?.seId).toBe(2);
    expect(seen).toEqual([1, 2]);
  });

  it('changes filters and the comparison, and reports each view to the address', async () => {
    const { actor, viewChanged } = start(async () => ({ kind: 'data', data: data() }), '?top=10');
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.view.bucket).toBe('10');
    actor.send({ type: 'keywordRanking.viewChanged', patch: { text: 'bread', group: '5' } });
    expect(viewToSearch(viewChanged.mock.lastCall?.[0])).toBe('?q=bread&group=5&top=10');
    actor.send({ type: 'keywordRanking.compareChanged', from: '2026-11-16', to: '2026-11-14' });
    expect(actor.getSnapshot().context.view.from).toBeNull();
    actor.send({ type: 'keywordRanking.compareChanged', from: '2026-11-14', to: '2026-11-15' });
    expect(viewToSearch(viewChanged.mock.lastCall?.[0])).toBe('?q=bread&group=5&top=10&from=2026-11-14&to=2026-11-15');
    actor.send({ type: 'keywordRanking.competitorToggled', id: 7 });
    expect(actor.getSnapshot().context.view.hidden).toEqual([7]);
    actor.send({ type: 'keywordRanking.competitorToggled', id: 7 });
    expect(actor.getSnapshot().context.view.hidden).toEqual([]);
    actor.send({ type: 'keywordRanking.viewReplaced', view: DEFAULT_VIEW });
    expect(actor.getSnapshot().context.view).toEqual(DEFAULT_VIEW);
  });

  it('guards: another engine, a comparison in date order', () => {
    expect(isOtherEngine(1, 2)).toBe(true);
    expect(isOtherEngine(1, 1)).toBe(false);
    expect(isOtherEngine(1, Number.NaN)).toBe(false);
    expect(isValidComparison(['a', 'b'], 'a', 'b')).toBe(true);
    expect(isValidComparison(['a', 'b'], 'b', 'a')).toBe(false);
    expect(isValidComparison(['a', 'b'], 'a', 'c')).toBe(false);
    expect(isValidComparison(undefined, 'a', 'b')).toBe(false);
    expect(isValidComparison(undefined, null, null)).toBe(true);
  });
});

describe('ranking view rules', () => {
  it('reads and writes the address, ignoring what it does not know', () => {
    const view = parseView('?sort=d:2&dir=desc&q=pie&group=none&top=3&from=2026-11-14&to=bad&range=90&hide=7,x&kw=1,2');
    expect(view).toEqual({
      sort: 'd:2',
      dir: 'desc',
      text: 'pie',
      group: 'none',
      bucket: '3',
      from: '2026-11-14',
      to: null,
      range: '90',
      hidden: [7],
      picked: [1, 2],
    });
    expect(viewToSearch(view)).toBe(
      '?sort=d%3A2&dir=desc&q=pie&group=none&top=3&from=2026-11-14&range=90&hide=7&kw=1%2C2',
    );
    expect(parseView('?sort=drop+table&top=7&range=5')).toEqual(DEFAULT_VIEW);
    expect(viewToSearch(DEFAULT_VIEW)).toBe('');
  });

  it('computes the date diff (positive is a gain) and the buckets', () => {
    expect(rankChange([12, 8, 4], 0, 2)).toBe(8);
    expect(rankChange([2, 3, 3], 0, 2)).toBe(-1);
    expect(rankChange([40, 35, null], 0, 2)).toBeNull();
    expect(compareIndexes(['a', 'b', 'c'], { from: null, to: null })).toEqual([0, 2]);
    expect(compareIndexes(['a', 'b', 'c'], { from: 'b', to: 'zz' })).toEqual([1, 2]);
    expect(inBucket(3, '3')).toBe(true);
    expect(inBucket(4, '3')).toBe(false);
    expect(inBucket(null, 'none')).toBe(true);
    expect(inBucket(null, '100')).toBe(false);
  });

  it('filters and sorts rows; unranked sort last both ways', () => {
    const d = data();
    const names = (view: Partial<typeof DEFAULT_VIEW>) =>
      visibleRows(d, { ...DEFAULT_VIEW, ...view }, (id) => (id === 5 ? 'Brand' : '')).map((r) => r.keyword);
    expect(names({})).toEqual(['apple pie', 'bread', 'cake']);
    expect(names({ dir: 'desc' })).toEqual(['cake', 'bread', 'apple pie']);
    expect(names({ sort: 'd:2' })).toEqual(['apple pie', 'bread', 'cake']);
    expect(names({ sort: 'd:2', dir: 'desc' })).toEqual(['bread', 'apple pie', 'cake']);
    expect(names({ sort: 'change', dir: 'desc' })).toEqual(['bread', 'apple pie', 'cake']);
    expect(names({ sort: 'c:7' })).toEqual(['bread', 'cake', 'apple pie']);
    expect(names({ bucket: '3' })).toEqual(['apple pie']);
    expect(names({ bucket: 'none' })).toEqual(['cake']);
    expect(names({ group: '5' })).toEqual(['apple pie', 'bread']);
    expect(names({ group: 'none' })).toEqual(['cake']);
    expect(names({ text: 'EAD' })).toEqual(['bread']);
    expect(names({ bucket: '10', to: '2026-11-15' })).toEqual(['apple pie', 'bread']);
  });

  it('exports the view as CSV and names the file after project, engine and date', () => {
    const d = data();
    const view = { ...DEFAULT_VIEW, group: '5' };
    const rows = visibleRows(d, view);
    const csv = rankingCsv(
      d,
      rows,
      view,
      { keyword: 'Keyword', group: 'Group', url: 'URL', change: 'Change', best: 'Best' },
      (id) => (id === 5 ? 'Brand' : ''),
    );
    expect(csv).toBe(
      '"Keyword","Group","URL","2026-11-14","2026-11-15","2026-11-16","Change","Best","rival.com"\r\n' +
        '"apple pie","Brand","https://example.com/3","2","3","3","-1","2",""\r\n' +
        '"bread","Brand","https://example.com/1","12","8","4","8","4","1"\r\n',
    );
    expect(
      rankingCsv(
        d,
        [row(9, '=cmd', [1, 1, 1])],
        { ...view, hidden: [7] },
        { keyword: 'K', group: 'G', url: 'U', change: 'C', best: 'B' },
        () => '',
      ),
    ).toContain(`\r\n"'=cmd",`);
    expect(csvFileName('Rankpilot Blog', 'Google · Nederland', '2026-11-16')).toBe(
      'rankings-rankpilot-blog-google-nederland-2026-11-16.csv',
    );
  });

  it('summarises the graph: average series, best, worst and average change', () => {
    expect(averageSeries([{ ranks: [10, null] }, { ranks: [20, null] }], 2)).toEqual([15, null]);
    expect(
      changeSummary(
        [
          { label: 'a', ranks: [10, 5] },
          { label: 'b', ranks: [3, 6] },
          { label: 'c', ranks: [null, 1] },
        ],
        0,
        1,
      ),
    ).toEqual({
      best: { label: 'a', change: 5 },
      worst: { label: 'b', change: -3 },
      average: 1,
    });
  });
});

describe('keywordRankingMachine paths', () => {
  const events = [
    { type: 'xstate.done.actor.loadRanking', output: { kind: 'data', data: data() } },
    { type: 'xstate.done.actor.loadRanking', output: { kind: 'empty' } },
    { type: 'xstate.error.actor.loadRanking', error: { kind: 'network' } },
    { type: 'keywordRanking.retry' },
    { type: 'keywordRanking.engineSelected', seId: 2 },
    { type: 'keywordRanking.viewChanged', patch: { bucket: '10' } },
    { type: 'keywordRanking.competitorToggled', id: 7 },
  ];
  const paths = getShortestPaths(
    keywordRankingMachine.provide({ actions: { redirectToList: () => {}, viewChanged: () => {} } }),
    {
      events: events as never,
      input: { projectId: 3, seId: 1 },
      serializeState: (s: { value: unknown; context: { data: unknown; failure: unknown; seId: number } }) =>
        JSON.stringify({
          value: s.value,
          data: s.context.data !== null,
          failure: s.context.failure !== null,
          se: s.context.seId,
        }),
    } as never,
  );

  it('reaches every state', () => {
    const states = ['loading', 'ready', 'failed', 'empty'];
    expect(Object.keys(keywordRankingMachine.root.states).sort()).toEqual([...states].sort());
    for (const value of states) expect(paths.some((path) => path.state.matches(value as 'ready'))).toBe(true);
  });

  it('holds data in ready and a failure only in failed', () => {
    for (const { state } of paths) {
      if (state.matches('ready')) expect(state.context.data).not.toBeNull();
      if (state.matches('failed')) expect(state.context.failure).not.toBeNull();
      else expect(state.context.failure).toBeNull();
    }
  });
});
