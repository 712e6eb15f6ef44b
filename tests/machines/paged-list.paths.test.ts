/*
 * Model-based test of the shared paged-list machine with xstate/graph: the traversal sends the
 * done/error events the invoked actors would produce; every shortest path is then replayed on a
 * live actor whose faked actors settle only when the path says so.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type AnyEventObject, type SnapshotFrom } from 'xstate';
import { getShortestPaths, getStateNodes, type StatePath } from 'xstate/graph';
import {
  pagedListMachine,
  type ListPage,
  type PagedListEvent,
} from '../../machines/shared/paged-list/paged-list.machine';

type Snap = SnapshotFrom<typeof pagedListMachine>;
type Path = StatePath<Snap, AnyEventObject>;

const full: ListPage = { items: [{ id: 1 }, { id: 2 }], total_page: 2, current_page: 1, total: 22 };
const pastEnd: ListPage = { items: [], total_page: 1, current_page: 5, total: 2 };

type Slot = 'loadPage' | 'deleteItems' | 'restoreItems';
const done = (id: Slot, output: unknown): AnyEventObject => ({
  type: `xstate.done.actor.${id}`,
  output,
});
const fail = (id: Slot, error: unknown): AnyEventObject => ({
  type: `xstate.error.actor.${id}`,
  error,
});

const events: AnyEventObject[] = [
  done('loadPage', full),
  done('loadPage', pastEnd),
  fail('loadPage', { kind: 'http', status: 500 }),
  done('deleteItems', { message: 'deleted success' }),
  fail('deleteItems', { kind: 'network' }),
  done('restoreItems', { message: 'restored success' }),
  fail('restoreItems', { kind: 'http', status: 409, message: 'This lead is already active.' }),
  fail('restoreItems', { kind: 'http', status: 500 }),
  ...([
    { type: 'list.queryChanged', page: 2 },
    { type: 'list.retry' },
    { type: 'list.selectionToggled', id: 1 },
    { type: 'list.allToggled' },
    { type: 'list.deleteRequested', id: 2, label: 'Two' },
    { type: 'list.bulkDeleteRequested' },
    { type: 'list.deleteCancelled' },
    { type: 'list.deleteConfirmed' },
    { type: 'list.restoreRequested', ids: [1] },
    { type: 'list.bulkRestoreRequested' },
  ] satisfies PagedListEvent[]),
];

const serialize = (s: Snap) =>
  JSON.stringify({
    value: s.value,
    page: s.context.page,
    selected: s.context.selected.length > 0,
    pending: s.context.pendingDelete?.ids.length ?? 0,
    restoring: s.context.pendingRestore?.length ?? 0,
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
    pagedListMachine.provide({
      actors: { loadPage: fake('loadPage'), deleteItems: fake('deleteItems'), restoreItems: fake('restoreItems') },
    }),
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
    expect(all.length).toBe(7);
  });

  it('never confirms a delete of nothing, and never deletes while loading or failed', () => {
    for (const path of paths) {
      const s = path.state;
      if (s.matches({ loaded: 'confirming' }) || s.matches('deleting'))
        expect(s.context.pendingDelete?.ids.length).toBeGreaterThan(0);
      if (s.matches('failed')) expect(s.context.failure).not.toBeNull();
      if (s.matches({ loaded: 'idle' })) expect(s.context.pendingDelete).toBeNull();
      if (s.matches('restoring')) expect(s.context.pendingRestore?.length).toBeGreaterThan(0);
      else expect(s.context.pendingRestore).toBeNull();
    }
  });

  it('restores from the loaded page, while it reloads (an Undo) and after a failed load, never mid-delete', () => {
    const from = new Set<string>();
    for (const path of paths) {
      const steps = path.steps;
      for (let i = 1; i < steps.length; i++) {
        const before = steps[i - 1]?.state;
        const step = steps[i];
        if (before && step && !before.matches('restoring') && step.state.matches('restoring'))
          from.add(JSON.stringify(before.value));
      }
    }
    expect([...from].sort()).toEqual(['"failed"', '"loading"', '{"loaded":"idle"}']);
  });

  it('replays every shortest path on a live actor', async () => {
    expect(paths.length).toBeGreaterThan(8);
    for (const path of paths) await replay(path);
  });
});
