import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  isOtherQuery,
  isPastLastPage,
  normalizeFilters,
  normalizePage,
  pagedListMachine,
  toggleAll,
  toggleId,
  type DeleteItemsInput,
  type ListPage,
  type LoadListPageInput,
  type RestoreItemsInput,
} from '../../machines/shared/paged-list/paged-list.machine';
import { toFailure } from '../../machines/shared/failure';

const rows = (from: number, count: number) => Array.from({ length: count }, (_, i) => ({ id: from + i }));
const page = (items: { id: number }[], total_page = 3, total = 45): ListPage => ({
  items,
  total_page,
  current_page: 1,
  total,
});

function start(options: {
  load?: (input: LoadListPageInput) => Promise<ListPage>;
  remove?: (input: DeleteItemsInput) => Promise<{ message?: string }>;
  restore?: (input: RestoreItemsInput) => Promise<{ message?: string }>;
  input?: { page?: number; view?: 'active' | 'deleted'; filters?: { search?: string } };
}) {
  const loads: LoadListPageInput[] = [];
  const deletes: DeleteItemsInput[] = [];
  const notifyDeleted = vi.fn();
  const notifyDeleteFailed = vi.fn();
  const restores: RestoreItemsInput[] = [];
  const notifyRestored = vi.fn();
  const notifyRestoreFailed = vi.fn();
  const machine = pagedListMachine.provide({
    actors: {
      loadPage: fromPromise<ListPage, LoadListPageInput>(async ({ input }) => {
        loads.push(input);
        return (options.load ?? (async () => page(rows(1, 20))))(input);
      }),
      deleteItems: fromPromise<{ message?: string }, DeleteItemsInput>(async ({ input }) => {
        deletes.push(input);
        return (options.remove ?? (async () => ({ message: 'deleted success' })))(input);
      }),
      restoreItems: fromPromise<{ message?: string }, RestoreItemsInput>(async ({ input }) => {
        restores.push(input);
        return (options.restore ?? (async () => ({ message: 'restored success' })))(input);
      }),
    },
    actions: {
      notifyDeleted: (_, params) => notifyDeleted(params),
      notifyDeleteFailed: (_, params) => notifyDeleteFailed(params),
      notifyRestored: (_, params) => notifyRestored(params),
      notifyRestoreFailed: (_, params) => notifyRestoreFailed(params),
    },
  });
  const actor = createActor(machine, { input: { view: 'active', ...options.input } });
  actor.start();
  return { actor, loads, deletes, notifyDeleted, notifyDeleteFailed, restores, notifyRestored, notifyRestoreFailed };
}

describe('paged list rules', () => {
  it('reads pages and filters defensively', () => {
    expect(normalizePage('3')).toBe(3);
    expect(normalizePage('0')).toBe(1);
    expect(normalizePage('abc')).toBe(1);
    expect(normalizePage(2.7)).toBe(2);
    expect(normalizeFilters({ search: '  anna ', from: '2026-11-01', to: '01/11/2026' })).toEqual({
      search: 'anna',
      from: '2026-11-01',
      to: '',
    });
  });

  it('tells another query from the same one', () => {
    const context = { page: 2, filters: { search: 'a', from: '', to: '' } };
    expect(isOtherQuery(context, 2, { search: ' a ' })).toBe(false);
    expect(isOtherQuery(context, 3, { search: 'a' })).toBe(true);
    expect(isOtherQuery(context, 2, { search: 'b' })).toBe(true);
  });

  it('detects a page past the end only when it is empty and beyond the last page', () => {
    expect(isPastLastPage(5, page([], 2))).toBe(true);
    expect(isPastLastPage(1, page([], 1, 0))).toBe(false);
    expect(isPastLastPage(2, page(rows(1, 3), 2))).toBe(false);
  });

  it('toggles one id and all ids of a page', () => {
    expect(toggleId([1, 2], 2)).toEqual([1]);
    expect(toggleId([1], 3)).toEqual([1, 3]);
    expect(toggleAll([1], rows(1, 3))).toEqual([1, 2, 3]);
    expect(toggleAll([1, 2, 3], rows(1, 3))).toEqual([]);
    expect(toggleAll([], [])).toEqual([]);
  });

  it('keeps only what the screen needs of a failure', () => {
    expect(toFailure({ kind: 'http', status: 500, message: 'Boom', body: {} })).toEqual({
      kind: 'http',
      status: 500,
      message: 'Boom',
    });
    expect(toFailure(new Error('x'))).toEqual({ kind: 'network' });
  });
});

describe('paged list machine', () => {
  it('loads the page and filters it was started with', async () => {
    const { actor, loads } = start({ input: { page: 2, view: 'deleted', filters: { search: 'bakery' } } });
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(loads).toEqual([{ view: 'deleted', page: 2, filters: { search: 'bakery', from: '', to: '' } }]);
    expect(actor.getSnapshot().context.data?.items).toHaveLength(20);
  });

  it('loads another page on a new query and ignores the same query', async () => {
    const { actor, loads } = start({});
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'list.queryChanged', page: 1 });
    expect(actor.getSnapshot().matches('loaded')).toBe(true);
    actor.send({ type: 'list.queryChanged', page: 2, filters: { search: 'x', from: '', to: '' } });
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(loads.map((l) => [l.page, l.filters.search])).toEqual([
      [1, ''],
      [2, 'x'],
    ]);
  });

  it('moves a page past the end to the last page and says so', async () => {
    const { actor, loads } = start({
      input: { page: 9 },
      load: async ({ page: n }) => (n === 9 ? page([], 3) : page(rows(41, 5), 3)),
    });
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(loads.map((l) => l.page)).toEqual([9, 3]);
    expect(actor.getSnapshot().context.correctedPage).toBe(3);
  });

  it('fails, keeps the failure and loads again on retry', async () => {
    let calls = 0;
    const { actor } = start({
      load: async () => {
        calls += 1;
        if (calls === 1) throw { kind: 'http', status: 500, message: 'Server error' };
        return page(rows(1, 2));
      },
    });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.failure).toEqual({ kind: 'http', status: 500, message: 'Server error' });
    actor.send({ type: 'list.retry' });
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(actor.getSnapshot().context.failure).toBeNull();
  });

  it('deletes one row after confirmation, notifies and reloads', async () => {
    const { actor, deletes, loads, notifyDeleted } = start({});
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'list.deleteRequested', id: 4, label: 'Anna' });
    expect(actor.getSnapshot().context.pendingDelete).toEqual({ ids: [4], label: 'Anna' });
    actor.send({ type: 'list.deleteConfirmed' });
    actor.send({ type: 'list.deleteConfirmed' });
    await waitFor(actor, (s) => s.matches('loaded') && loads.length === 2);
    expect(deletes).toEqual([{ ids: [4] }]);
    expect(notifyDeleted).toHaveBeenCalledWith({ message: 'deleted success', count: 1, ids: [4] });
  });

  it('cancelling a confirmation deletes nothing', async () => {
    const { actor, deletes } = start({});
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'list.deleteRequested', id: 4, label: 'Anna' });
    actor.send({ type: 'list.deleteCancelled' });
    expect(actor.getSnapshot().matches({ loaded: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.pendingDelete).toBeNull();
    expect(deletes).toEqual([]);
  });

  it('deletes the selection at once and clears it', async () => {
    const { actor, deletes, notifyDeleted } = start({});
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'list.bulkDeleteRequested' });
    expect(actor.getSnapshot().matches({ loaded: 'idle' })).toBe(true);
    actor.send({ type: 'list.selectionToggled', id: 3 });
    actor.send({ type: 'list.selectionToggled', id: 5 });
    actor.send({ type: 'list.bulkDeleteRequested' });
    expect(actor.getSnapshot().context.pendingDelete).toEqual({ ids: [3, 5], label: null });
    actor.send({ type: 'list.deleteConfirmed' });
    await waitFor(actor, (s) => s.matches('loaded') && s.context.pendingDelete === null && deletes.length === 1);
    expect(deletes).toEqual([{ ids: [3, 5] }]);
    expect(actor.getSnapshot().context.selected).toEqual([]);
    expect(notifyDeleted).toHaveBeenCalledWith({ message: 'deleted success', count: 2, ids: [3, 5] });
  });

  it('keeps the selection and the page when a delete fails', async () => {
    const { actor, loads, notifyDeleteFailed } = start({ remove: async () => Promise.reject({ kind: 'network' }) });
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'list.allToggled' });
    expect(actor.getSnapshot().context.selected).toHaveLength(20);
    actor.send({ type: 'list.bulkDeleteRequested' });
    actor.send({ type: 'list.deleteConfirmed' });
    await waitFor(actor, (s) => s.matches({ loaded: 'idle' }));
    expect(notifyDeleteFailed).toHaveBeenCalledWith({ failure: { kind: 'network' } });
    expect(actor.getSnapshot().context.selected).toHaveLength(20);
    expect(loads).toHaveLength(1);
  });

  it('a new page clears the selection', async () => {
    const { actor } = start({});
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'list.selectionToggled', id: 2 });
    actor.send({ type: 'list.queryChanged', page: 2 });
    expect(actor.getSnapshot().context.selected).toEqual([]);
  });

  it('a query arriving during a delete is loaded after it', async () => {
    let finish: (value: { message?: string }) => void = () => {};
    const { actor, loads, deletes } = start({ remove: () => new Promise((resolve) => (finish = resolve)) });
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'list.deleteRequested', id: 1, label: 'A' });
    actor.send({ type: 'list.deleteConfirmed' });
    actor.send({ type: 'list.queryChanged', page: 3 });
    expect(actor.getSnapshot().matches('deleting')).toBe(true);
    finish({});
    await waitFor(actor, (s) => s.matches('loaded') && loads.length === 2);
    expect(deletes).toEqual([{ ids: [1] }]);
    expect(loads[1]?.page).toBe(3);
  });

  it('restores a row without a confirmation, notifies and reloads', async () => {
    const { actor, loads, restores, notifyRestored } = start({ input: { view: 'deleted' } });
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'list.restoreRequested', ids: [] });
    expect(actor.getSnapshot().matches({ loaded: 'idle' })).toBe(true);
    actor.send({ type: 'list.restoreRequested', ids: [7] });
    expect(actor.getSnapshot().matches('restoring')).toBe(true);
    expect(actor.getSnapshot().context.pendingRestore).toEqual([7]);
    await waitFor(actor, (s) => s.matches('loaded') && loads.length === 2);
    expect(restores).toEqual([{ ids: [7] }]);
    expect(notifyRestored).toHaveBeenCalledWith({ message: 'restored success', count: 1 });
    expect(actor.getSnapshot().context.pendingRestore).toBeNull();
  });

  it('restores the selection at once and clears it', async () => {
    const { actor, restores, notifyRestored } = start({ input: { view: 'deleted' } });
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'list.bulkRestoreRequested' });
    expect(actor.getSnapshot().matches({ loaded: 'idle' })).toBe(true);
    actor.send({ type: 'list.selectionToggled', id: 2 });
    actor.send({ type: 'list.selectionToggled', id: 9 });
    actor.send({ type: 'list.bulkRestoreRequested' });
    await waitFor(actor, (s) => s.matches('loaded') && restores.length === 1 && s.context.pendingRestore === null);
    expect(restores).toEqual([{ ids: [2, 9] }]);
    expect(actor.getSnapshot().context.selected).toEqual([]);
    expect(notifyRestored).toHaveBeenCalledWith({ message: 'restored success', count: 2 });
  });

  it('an Undo while the page reloads after a delete restores those rows', async () => {
    let loadsStarted = 0;
    let finishSecond: (page: ListPage) => void = () => {};
    const { actor, restores, loads } = start({
      load: () => {
        loadsStarted += 1;
        return loadsStarted === 2
          ? new Promise((resolve) => (finishSecond = resolve))
          : Promise.resolve(page(rows(1, 20)));
      },
    });
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'list.deleteRequested', id: 4, label: 'Anna' });
    actor.send({ type: 'list.deleteConfirmed' });
    await waitFor(actor, (s) => s.matches('loading'));
    actor.send({ type: 'list.restoreRequested', ids: [4] });
    expect(actor.getSnapshot().matches('restoring')).toBe(true);
    finishSecond(page(rows(1, 19)));
    await waitFor(actor, (s) => s.matches('loaded') && loads.length === 3);
    expect(restores).toEqual([{ ids: [4] }]);
  });

  it('a restore of rows already active (another tab) says so and reloads', async () => {
    const conflict = { kind: 'http', status: 409, message: 'This lead is already active.' };
    const { actor, loads, notifyRestoreFailed, notifyRestored } = start({
      input: { view: 'deleted' },
      restore: () => Promise.reject(conflict),
    });
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'list.restoreRequested', ids: [3] });
    await waitFor(actor, (s) => s.matches('loaded') && loads.length === 2);
    expect(notifyRestoreFailed).toHaveBeenCalledWith({ failure: conflict });
    expect(notifyRestored).not.toHaveBeenCalled();
  });

  it('a failed restore keeps the page and the selection as they were', async () => {
    const { actor, loads, notifyRestoreFailed } = start({
      input: { view: 'deleted' },
      restore: () => Promise.reject({ kind: 'network' }),
    });
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'list.selectionToggled', id: 5 });
    actor.send({ type: 'list.bulkRestoreRequested' });
    await waitFor(actor, (s) => s.matches({ loaded: 'idle' }));
    expect(notifyRestoreFailed).toHaveBeenCalledWith({ failure: { kind: 'network' } });
    expect(actor.getSnapshot().context.selected).toEqual([5]);
    expect(loads).toHaveLength(1);
  });
});
