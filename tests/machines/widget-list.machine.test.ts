import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { ApiFailure } from '../../machines/shared/failure';
import {
  normalizePage,
  pagedListMachine,
  type ListPage,
  type LoadListPageInput,
} from '../../machines/shared/paged-list/paged-list.machine';
import type { WidgetListRow } from '../../src/features/widgets/list/actors';

/** The widget list runs on the list kit's machine (machines/shared/paged-list) with the widget calls in its slots. */
const widgetListMachine = pagedListMachine;
type WidgetListFailure = ApiFailure;
type LoadPageInput = Pick<LoadListPageInput, 'view' | 'page'>;

const row = (id: number): WidgetListRow => ({
  id,
  name: `Widget ${id}`,
  widget_type: 1,
  active_theme_type: 'FIXED',
  widget_theme_code: 'fixed-classic',
  status: 'active',
  lead_count: id,
  created_at: '2024-01-01T00:00:00Z',
  updated_at: '2024-01-02T00:00:00Z',
});

/** A fake server: `total` widgets in pages of 20; ids removed by delete. */
function fakeServer(total: number) {
  let ids = Array.from({ length: total }, (_, i) => i + 1);
  const loads: LoadPageInput[] = [];
  const deletes: number[][] = [];
  const events: string[] = [];
  let failLoads = 0;
  let failDelete: WidgetListFailure | null = null;
  const machine = widgetListMachine.provide({
    actors: {
      loadPage: fromPromise<ListPage, LoadListPageInput>(async ({ input }) => {
        loads.push({ view: input.view, page: input.page });
        if (failLoads > 0) {
          failLoads--;
          throw { kind: 'http', status: 500, message: 'Server error' };
        }
        const items = ids.slice((input.page - 1) * 20, input.page * 20).map(row);
        return {
          items,
          total_page: Math.max(1, Math.ceil(ids.length / 20)),
          current_page: input.page,
          total: ids.length,
        };
      }),
      deleteItems: fromPromise<{ message?: string }, { ids: number[] }>(async ({ input }) => {
        deletes.push(input.ids);
        if (failDelete) throw failDelete;
        ids = ids.filter((id) => !input.ids.includes(id));
        return { message: 'deleted success' };
      }),
    },
    actions: {
      notifyDeleted: (_, params) => events.push(`deleted:${params.message ?? ''}`),
      notifyDeleteFailed: (_, params) => events.push(`failed:${params.failure.kind}`),
    },
  });
  return {
    machine,
    loads,
    deletes,
    events,
    failNextLoads: (n: number) => (failLoads = n),
    failDeletesWith: (failure: WidgetListFailure | null) => (failDelete = failure),
  };
}

const loaded = (actor: { getSnapshot(): { matches(v: unknown): boolean } }) => actor.getSnapshot().matches('loaded');

describe('widgetListMachine', () => {
  it('normalizes page numbers', () => {
    expect(normalizePage('3')).toBe(3);
    expect(normalizePage(2.7)).toBe(2);
    expect(normalizePage('0')).toBe(1);
    expect(normalizePage('-4')).toBe(1);
    expect(normalizePage('abc')).toBe(1);
    expect(normalizePage(null)).toBe(1);
  });

  it('loads the asked page of the asked view', async () => {
    const server = fakeServer(45);
    const actor = createActor(server.machine, { input: { view: 'deleted', page: 2 } }).start();
    expect(actor.getSnapshot().value).toBe('loading');
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(server.loads).toEqual([{ view: 'deleted', page: 2 }]);
    expect(actor.getSnapshot().context.data?.items.map((w) => w.id)[0]).toBe(21);
    expect(actor.getSnapshot().context.data?.total_page).toBe(3);
  });

  it('changes page, ignoring the page it is already on', async () => {
    const server = fakeServer(45);
    const actor = createActor(server.machine, { input: { view: 'active' } }).start();
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'list.queryChanged', page: 1 });
    expect(loaded(actor)).toBe(true);
    actor.send({ type: 'list.queryChanged', page: 3 });
    expect(actor.getSnapshot().value).toBe('loading');
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(server.loads.map((l) => l.page)).toEqual([1, 3]);
    expect(actor.getSnapshot().context.data?.items).toHaveLength(5);
  });

  it('goes to the last page when the asked one is past the end, and says so for the URL', async () => {
    const server = fakeServer(25);
    const actor = createActor(server.machine, { input: { view: 'active', page: 9 } }).start();
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(server.loads.map((l) => l.page)).toEqual([9, 2]);
    expect(actor.getSnapshot().context.page).toBe(2);
    expect(actor.getSnapshot().context.correctedPage).toBe(2);
  });

  it('fails to a retry state and loads again on retry', async () => {
    const server = fakeServer(3);
    server.failNextLoads(1);
    const actor = createActor(server.machine, { input: { view: 'active' } }).start();
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.failure).toEqual({ kind: 'http', status: 500, message: 'Server error' });
    actor.send({ type: 'list.retry' });
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(actor.getSnapshot().context.failure).toBeNull();
    expect(server.loads).toHaveLength(2);
  });

  it('confirms, deletes, notifies and reloads', async () => {
    const server = fakeServer(3);
    const actor = createActor(server.machine, { input: { view: 'active' } }).start();
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'list.deleteRequested', id: 2, label: 'Widget 2' });
    expect(actor.getSnapshot().matches({ loaded: 'confirming' })).toBe(true);
    expect(actor.getSnapshot().context.pendingDelete).toEqual({ ids: [2], label: 'Widget 2' });
    actor.send({ type: 'list.deleteConfirmed' });
    expect(actor.getSnapshot().value).toBe('deleting');
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(server.deletes).toEqual([[2]]);
    expect(server.events).toEqual(['deleted:deleted success']);
    expect(server.loads).toHaveLength(2);
    expect(actor.getSnapshot().context.data?.items.map((w) => w.id)).toEqual([1, 3]);
    expect(actor.getSnapshot().context.pendingDelete).toBeNull();
  });

  it('cancels a delete without calling the server', async () => {
    const server = fakeServer(3);
    const actor = createActor(server.machine, { input: { view: 'active' } }).start();
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'list.deleteRequested', id: 1, label: 'Widget 1' });
    actor.send({ type: 'list.deleteCancelled' });
    expect(actor.getSnapshot().matches({ loaded: 'idle' })).toBe(true);
    expect(server.deletes).toEqual([]);
  });

  it('ignores a second confirm while deleting (no double delete)', async () => {
    const server = fakeServer(3);
    const actor = createActor(server.machine, { input: { view: 'active' } }).start();
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'list.deleteRequested', id: 1, label: 'Widget 1' });
    actor.send({ type: 'list.deleteConfirmed' });
    actor.send({ type: 'list.deleteConfirmed' });
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(server.deletes).toEqual([[1]]);
  });

  it('reports a failed delete and stays on the list without reloading', async () => {
    const server = fakeServer(3);
    server.failDeletesWith({ kind: 'network' });
    const actor = createActor(server.machine, { input: { view: 'active' } }).start();
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'list.deleteRequested', id: 1, label: 'Widget 1' });
    actor.send({ type: 'list.deleteConfirmed' });
    await waitFor(actor, (s) => s.matches({ loaded: 'idle' }));
    expect(server.events).toEqual(['failed:network']);
    expect(server.loads).toHaveLength(1);
  });

  it('moves back a page when the last row of the last page is deleted', async () => {
    const server = fakeServer(21);
    const actor = createActor(server.machine, { input: { view: 'active', page: 2 } }).start();
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'list.deleteRequested', id: 21, label: 'Widget 21' });
    actor.send({ type: 'list.deleteConfirmed' });
    await waitFor(actor, (s) => s.matches('loaded') && s.context.page === 1);
    expect(actor.getSnapshot().context.data?.items).toHaveLength(20);
    expect(actor.getSnapshot().context.correctedPage).toBe(1);
  });

  it('treats anything thrown that is not an HTTP failure as a network failure', async () => {
    const machine = widgetListMachine.provide({
      actors: {
        loadPage: fromPromise<ListPage, LoadListPageInput>(async () => {
          throw new TypeError('boom');
        }),
      },
    });
    const actor = createActor(machine, { input: { view: 'active' } }).start();
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.failure).toEqual({ kind: 'network' });
  });
});
