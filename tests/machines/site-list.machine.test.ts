import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import {
  allProjects,
  isEmptyList,
  siteListMachine,
  type DeleteTarget,
  type ProjectRow,
  type SiteListData,
} from '../../machines/projects/site-list/site-list.machine';
import { toFailure, type ApiFailure as SiteListFailure } from '../../machines/shared/failure';

const project = (id: number, engines: number[] = []): ProjectRow => ({
  id,
  title: `Project ${id}`,
  url: `https://p${id}.example.com`,
  top: [1, 2, 3],
  keyword_count: 10,
  location_count: 1,
  avg_position: [4.5, 6],
  searc_engines: engines.map((se) => ({
    id: se,
    title: 'Google',
    location: 'NL',
    top: [1, 1, 1],
    keyword_count: 10,
    avg_position: [3, null],
  })),
  last_updated: '2026-11-16',
});

const PROJECT: DeleteTarget = { kind: 'project', id: 1, name: 'Project 1' };
const ENGINE: DeleteTarget = { kind: 'engine', id: 11, projectId: 2, name: 'Google (NL)', projectName: 'Project 2' };
const GROUP: DeleteTarget = { kind: 'group', id: 7, name: 'Clients' };

/** A fake server with projects 1 (ungrouped) and 2 (in group 7, engine 11). */
function fakeServer() {
  const state = { ungrouped: [project(1)], grouped: [{ id: 7, name: 'Clients', sites: [project(2, [11])] }] };
  const loads: number[] = [];
  const deletes: DeleteTarget[] = [];
  const events: string[] = [];
  let failLoads = 0;
  let failDelete: SiteListFailure | null = null;
  let release: (() => void) | null = null;
  let holdLoads = false;
  const machine = siteListMachine.provide({
    actors: {
      loadSiteList: fromPromise<SiteListData>(async () => {
        loads.push(loads.length + 1);
        if (holdLoads) await new Promise<void>((resolve) => (release = resolve));
        if (failLoads > 0) {
          failLoads--;
          throw { kind: 'http', status: 500, message: 'Internal server error.' };
        }
        return structuredClone({ ...state, dates: ['2026-11-16', '2026-11-09'] as [string, string] });
      }),
      deleteItem: fromPromise<{ message?: string }, DeleteTarget>(async ({ input }) => {
        deletes.push(input);
        if (failDelete) throw failDelete;
        if (input.kind === 'project') state.ungrouped = state.ungrouped.filter((p) => p.id !== input.id);
        if (input.kind === 'group') {
          state.ungrouped.push(...(state.grouped.find((g) => g.id === input.id)?.sites ?? []));
          state.grouped = state.grouped.filter((g) => g.id !== input.id);
        }
        if (input.kind === 'engine') {
          for (const p of allProjects(state as SiteListData))
            p.searc_engines = p.searc_engines.filter((e) => e.id !== input.id);
        }
        return input.kind === 'group' ? {} : { message: 'deleted success' };
      }),
    },
    actions: {
      reportLoadFailure: (_, { failure }) => events.push(`logged:${failure.kind}`),
      notifyDeleted: (_, { message, target }) => events.push(`deleted:${target.kind}:${message ?? '-'}`),
      notifyDeleteFailed: (_, { failure, target }) => events.push(`failed:${target.kind}:${failure.kind}`),
    },
  });
  return {
    machine,
    loads,
    deletes,
    events,
    failNextLoads: (n: number) => (failLoads = n),
    failDeletesWith: (failure: SiteListFailure | null) => (failDelete = failure),
    hold: () => (holdLoads = true),
    releaseLoad: () => {
      holdLoads = false;
      release?.();
    },
  };
}

async function startLoaded() {
  const server = fakeServer();
  const actor = createActor(server.machine).start();
  await waitFor(actor, (s) => s.matches('loaded'));
  return { server, actor };
}

describe('siteListMachine', () => {
  it('starts loading and keeps the list it receives', async () => {
    const server = fakeServer();
    const actor = createActor(server.machine).start();
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context.data).toBeNull();
    await waitFor(actor, (s) => s.matches({ loaded: 'idle' }));
    const { data } = actor.getSnapshot().context;
    expect(data?.ungrouped.map((p) => p.id)).toEqual([1]);
    expect(data?.grouped[0]?.sites.map((p) => p.id)).toEqual([2]);
    expect(data?.dates).toEqual(['2026-11-16', '2026-11-09']);
    expect(server.loads).toHaveLength(1);
  });

  it('a failed load is only logged and waits in failed; retry loads again', async () => {
    const server = fakeServer();
    server.failNextLoads(1);
    const actor = createActor(server.machine).start();
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.failure).toEqual({
      kind: 'http',
      status: 500,
      message: 'Internal server error.',
    });
    expect(server.events).toEqual(['logged:http']);
    actor.send({ type: 'siteList.retry' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context.failure).toBeNull();
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(server.loads).toHaveLength(2);
  });

  it('ignores delete requests and confirmations while loading or failed', async () => {
    const server = fakeServer();
    server.failNextLoads(1);
    const actor = createActor(server.machine).start();
    actor.send({ type: 'siteList.deleteRequested', target: PROJECT });
    expect(actor.getSnapshot().value).toBe('loading');
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'siteList.deleteRequested', target: PROJECT });
    actor.send({ type: 'siteList.deleteConfirmed' });
    expect(actor.getSnapshot().value).toBe('failed');
    expect(server.deletes).toEqual([]);
  });

  it('asks for confirmation; cancelling deletes nothing', async () => {
    const { server, actor } = await startLoaded();
    actor.send({ type: 'siteList.deleteRequested', target: PROJECT });
    expect(actor.getSnapshot().matches({ loaded: 'confirming' })).toBe(true);
    expect(actor.getSnapshot().context.pendingDelete).toEqual(PROJECT);
    // A second request while the dialog is open does not replace the target.
    actor.send({ type: 'siteList.deleteRequested', target: GROUP });
    expect(actor.getSnapshot().context.pendingDelete).toEqual(PROJECT);
    actor.send({ type: 'siteList.deleteCancelled' });
    expect(actor.getSnapshot().matches({ loaded: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.pendingDelete).toBeNull();
    expect(server.deletes).toEqual([]);
  });

  it('confirmed: deletes, notifies with the server message, then reloads keeping the old list meanwhile', async () => {
    const { server, actor } = await startLoaded();
    actor.send({ type: 'siteList.deleteRequested', target: PROJECT });
    server.hold();
    actor.send({ type: 'siteList.deleteConfirmed' });
    expect(actor.getSnapshot().value).toBe('deleting');
    await waitFor(actor, (s) => s.matches('loading'));
    expect(server.deletes).toEqual([PROJECT]);
    expect(server.events).toEqual(['deleted:project:deleted success']);
    expect(actor.getSnapshot().context.pendingDelete).toBeNull();
    expect(actor.getSnapshot().context.data?.ungrouped).toHaveLength(1);
    server.releaseLoad();
    await waitFor(actor, (s) => s.matches({ loaded: 'idle' }));
    expect(actor.getSnapshot().context.data?.ungrouped).toEqual([]);
    expect(server.loads).toHaveLength(2);
  });

  it('deletes a search engine and a group with their own targets', async () => {
    const { server, actor } = await startLoaded();
    actor.send({ type: 'siteList.deleteRequested', target: ENGINE });
    actor.send({ type: 'siteList.deleteConfirmed' });
    await waitFor(actor, (s) => s.matches({ loaded: 'idle' }) && server.loads.length === 2);
    expect(actor.getSnapshot().context.data?.grouped[0]?.sites[0]?.searc_engines).toEqual([]);
    actor.send({ type: 'siteList.deleteRequested', target: GROUP });
    actor.send({ type: 'siteList.deleteConfirmed' });
    await waitFor(actor, (s) => s.matches({ loaded: 'idle' }) && server.loads.length === 3);
    expect(server.deletes).toEqual([ENGINE, GROUP]);
    expect(server.events).toEqual(['deleted:engine:deleted success', 'deleted:group:-']);
    const data = actor.getSnapshot().context.data;
    expect(data?.grouped).toEqual([]);
    expect(data?.ungrouped.map((p) => p.id)).toEqual([1, 2]);
  });

  it('a failed delete notifies, keeps the list and does not reload', async () => {
    const { server, actor } = await startLoaded();
    server.failDeletesWith({ kind: 'http', status: 500, message: 'Internal server error.' });
    actor.send({ type: 'siteList.deleteRequested', target: PROJECT });
    actor.send({ type: 'siteList.deleteConfirmed' });
    await waitFor(actor, (s) => s.matches({ loaded: 'idle' }));
    expect(server.events).toEqual(['failed:project:http']);
    expect(actor.getSnapshot().context.pendingDelete).toBeNull();
    expect(actor.getSnapshot().context.data?.ungrouped).toHaveLength(1);
    expect(server.loads).toHaveLength(1);
  });

  it('a network failure of a delete is reported as such', async () => {
    const { server, actor } = await startLoaded();
    server.failDeletesWith({ kind: 'network' });
    actor.send({ type: 'siteList.deleteRequested', target: GROUP });
    actor.send({ type: 'siteList.deleteConfirmed' });
    await waitFor(actor, (s) => s.matches({ loaded: 'idle' }));
    expect(server.events).toEqual(['failed:group:network']);
  });

  it('reload from loaded loads again and drops a pending confirmation', async () => {
    const { server, actor } = await startLoaded();
    actor.send({ type: 'siteList.deleteRequested', target: PROJECT });
    actor.send({ type: 'siteList.reload' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context.pendingDelete).toBeNull();
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(server.loads).toHaveLength(2);
  });

  it('a reload that fails goes to failed', async () => {
    const { server, actor } = await startLoaded();
    server.failNextLoads(1);
    actor.send({ type: 'siteList.reload' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(server.events).toEqual(['logged:http']);
  });
});

describe('site list rules', () => {
  it('turns anything thrown into a failure', () => {
    expect(toFailure({ kind: 'http', status: 404, message: 'Project not found.' })).toEqual({
      kind: 'http',
      status: 404,
      message: 'Project not found.',
    });
    expect(toFailure({ kind: 'http', status: 500, message: '' })).toEqual({ kind: 'http', status: 500 });
    expect(toFailure({ kind: 'network' })).toEqual({ kind: 'network' });
    expect(toFailure(new Error('boom'))).toEqual({ kind: 'network' });
    expect(toFailure(undefined)).toEqual({ kind: 'network' });
  });

  it('lists every project and knows an empty list', () => {
    const data: SiteListData = {
      ungrouped: [project(1)],
      grouped: [{ id: 7, name: 'G', sites: [project(2)] }],
      dates: ['a', 'b'],
    };
    expect(allProjects(data).map((p) => p.id)).toEqual([1, 2]);
    expect(isEmptyList(data)).toBe(false);
    expect(isEmptyList({ ungrouped: [], grouped: [], dates: ['a', 'b'] })).toBe(true);
    expect(isEmptyList({ ungrouped: [], grouped: [{ id: 7, name: 'G', sites: [] }], dates: ['a', 'b'] })).toBe(false);
  });
});

describe('siteListMachine paths', () => {
  const data: SiteListData = { ungrouped: [project(1)], grouped: [], dates: ['2026-11-16', '2026-11-09'] };
  const events = [
    { type: 'xstate.done.actor.loadSiteList', output: data },
    { type: 'xstate.error.actor.loadSiteList', error: { kind: 'network' } },
    { type: 'xstate.done.actor.deleteItem', output: { message: 'deleted success' } },
    { type: 'xstate.error.actor.deleteItem', error: { kind: 'http', status: 500 } },
    { type: 'siteList.retry' },
    { type: 'siteList.reload' },
    { type: 'siteList.deleteRequested', target: PROJECT },
    { type: 'siteList.deleteCancelled' },
    { type: 'siteList.deleteConfirmed' },
  ];
  const paths = getShortestPaths(siteListMachine, {
    events: events as never,
    serializeState: (s) =>
      JSON.stringify({ value: s.value, pending: s.context.pendingDelete !== null, data: s.context.data !== null }),
  });

  it('reaches every state', () => {
    const states = ['loading', { loaded: 'idle' }, { loaded: 'confirming' }, 'deleting', 'failed'] as const;
    // Every leaf state of the chart is listed above.
    const leaves = (node: typeof siteListMachine.root): number =>
      Object.values(node.states).reduce(
        (count, child) => count + (Object.keys(child.states).length ? leaves(child) : 1),
        0,
      );
    expect(leaves(siteListMachine.root)).toBe(states.length);
    for (const value of states) expect(paths.some((path) => path.state.matches(value))).toBe(true);
  });

  it('never deletes without a target, and only confirming holds one', () => {
    for (const path of paths) {
      const { state } = path;
      if (state.matches('deleting') || state.matches({ loaded: 'confirming' }))
        expect(state.context.pendingDelete).not.toBeNull();
      else expect(state.context.pendingDelete).toBeNull();
      if (state.matches('loaded')) expect(state.context.data).not.toBeNull();
    }
  });
});
