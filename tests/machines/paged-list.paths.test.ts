/*
 * Model-based test of the shared paged-list machine with xstate/graph: the traversal sends the
 * done/error events the invoked actors would produce; every shortest path is then replayed on a
 * live actor whose faked actors settle only when the path says so.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type AnyEventObject, type SnapshotFrom } from 'xstate';
import { getShortestPaths, getStateNodes, type StatePath } from 'xstate/graph';
import { pagedListMachine, type ListPage, type PagedListEvent } from '../../machines/paged-list/paged-list.machine';

type Snap = SnapshotFrom<typeof pagedListMachine>;
type Path = StatePath<Snap, AnyEventObject>;

const full: ListPage = { items: [{ id: 1 }, { id: 2 }], total_page: 2, current_page: 1, total: 22 };
const pastEnd: ListPage = { items: [], total_page: 1, current_page: 5, total: 2 };

const done = (id: 'loadPage' | 'deleteItems', output: unknown): AnyEventObject => ({
  type: `xstate.done.actor.${id}`,
  output,
});
const fail = (id: 'loadPage' | 'deleteItems', error: unknown): AnyEventObject => ({
  type: `xstate.error.actor.${id}`,
  error,
});

const events: AnyEventObject[] = [
  done('loadPage', full),
  done('loadPage', pastEnd),
  fail('loadPage', { kind: 'http', status: 500 }),
  done('deleteItems', { message: 'deleted success' }),
  fail('deleteItems', { kind: 'network' }),
  ...([
    { type: 'list.queryChanged', page: 2 },
    { type: 'list.retry' },
    { type: 'list.selectionToggled', id: 1 },
    { type: 'list.allToggled' },
    { type: 'list.deleteRequested', id: 2, label: 'Two' },
    { type: 'list.bulkDeleteRequested' },
    { type: 'list.deleteCancelled' },
    { type: 'list.deleteConfirmed' },
  ] satisfies PagedListEvent[]),
];

const serialize = (s: Snap) =>
  JSON.stringify({
    value: s.value,
    page: s.context.page,
    selected: s.context.selected.length > 0,
    pending: s.context.pendingDelete?.ids.length ?? 0,
    failed: !!s.context.failure,
  });

const paths = getShortestPaths(pagedListMachine, {
  input: { view: 'active', page: 5 },
  events: events as never,
  serializeState: (s) => serialize(s as Snap),
}) as unknown as Path[];

async function replay(path: Path) {
  const pending = new Map<string, { resolve: (v: unknown) => void; reject: (e: unknown) => void }>();
  const fake = <T, I>(slot: string) =>
    fromPromise<T, I>(
      () =>
        new Promise<T>((resolve, reject) => pending.set(slot, { resolve: resolve as (v: unknown) => void, reject })),
    );
  const actor = createActor(
    pagedListMachine.provide({ actors: { loadPage: fake('loadPage'), deleteItems: fake('deleteItems') } }),
    { input: { view: 'active', page: 5 } },
  );
  actor.start();
  for (const { event, state } of path.steps.slice(1)) {
    const result = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
    if (result) {
      const call = pending.get(result[2] ?? '');
      expect(call, `${result[2]} should be running`).toBeDefined();
      pending.delete(result[2] ?? '');
      if (result[1] === 'done') call?.resolve((event as { output?: unknown }).output);
      else call?.reject((event as { error?: unknown }).error);
    } else {
      actor.send(event as PagedListEvent);
    }
    const live = await waitFor(actor, (s) => serialize(s) === serialize(state), { timeout: 500 });
    expect(serialize(live)).toBe(serialize(state));
  }
  actor.stop();
}

describe('paged list model', () => {
  it('reaches every state node', () => {
    const reached = new Set<string>();
    for (const path of paths) for (const node of path.state._nodes) reached.add(node.id);
    const all = getStateNodes(pagedListMachine.root).map((n) => n.id);
    expect(all.filter((id) => !reached.has(id))).toEqual([]);
    expect(all.length).toBe(6);
  });

  it('never confirms a delete of nothing, and never deletes while loading or failed', () => {
    for (const path of paths) {
      const s = path.state;
      if (s.matches({ loaded: 'confirming' }) || s.matches('deleting'))
        expect(s.context.pendingDelete?.ids.length).toBeGreaterThan(0);
      if (s.matches('failed')) expect(s.context.failure).not.toBeNull();
      if (s.matches({ loaded: 'idle' })) expect(s.context.pendingDelete).toBeNull();
    }
  });

  it('replays every shortest path on a live actor', async () => {
    expect(paths.length).toBeGreaterThan(8);
    for (const path of paths) await replay(path);
  });
});
