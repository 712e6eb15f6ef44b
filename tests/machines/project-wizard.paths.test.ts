/*
 * Model-based tests of the project wizard and the keyword groups with xstate/graph. Actor results
 * are modelled as the done/error events their invocations would produce; the traversal must reach
 * every state node and take every event of the machines from the starting points the routes use.
 */
import { describe, expect, it } from 'vitest';
import { type AnyEventObject, type AnyStateMachine } from 'xstate';
import { getShortestPaths, getStateNodes } from 'xstate/graph';
import { keywordGroupsMachine } from '../../machines/projects/groups/keyword-groups.machine';
import {
  projectWizardMachine,
  type EngineRow,
  type WizardData,
} from '../../machines/projects/wizard/project-wizard.machine';
import type { KeywordLists } from '../../machines/shared/keyword-lists';

const done = (id: string, output: unknown): AnyEventObject => ({ type: `xstate.done.actor.${id}`, output });
const fail = (id: string): AnyEventObject => ({
  type: `xstate.error.actor.${id}`,
  error: { kind: 'http', status: 500, message: 'Internal server error.' },
});

const engine: EngineRow = {
  se_id: 7,
  searce_engine: 1,
  se_country: 2,
  se_language: 2,
  se_location: 202,
  competetor: ['rival.example.com'],
  version: 1,
};
const lists: KeywordLists = {
  groups: [{ group_id: 3, group_name: 'Brand' }],
  ungrouped: [{ key_id: 1, keyword: 'bread', group_id: null, active: true }],
  grouped: [{ group_id: 3, group_name: 'Brand', keywords: [] }],
  active: [{ key_id: 1, keyword: 'bread', group_id: null, active: true }],
};
const data = (engines: EngineRow[]): WizardData => ({
  details: { title: 'Bakery', url: 'https://bakery.example.com', domain_type: 'domain', group: null },
  version: 1,
  projectGroups: [{ id: 1, name: 'Clients' }],
  engines,
  keywords: lists,
});

const wizardEvents: AnyEventObject[] = [
  done('load', data([])),
  done('load', data([engine])),
  fail('load'),
  { type: 'wizard.retry' },
  { type: 'details.changed', patch: { title: '' } },
  { type: 'details.changed', patch: { title: 'Bakery' } },
  { type: 'details.submit' },
  { type: 'group.create', name: 'Shops' },
  done('createProjectGroup', { groupId: 2, groups: [{ id: 2, name: 'Shops' }], message: 'Group created successfully' }),
  fail('createProjectGroup'),
  done('saveDetails', { projectId: 9, message: 'ok' }),
  fail('saveDetails'),
  { type: 'xstate.error.actor.saveDetails', error: { kind: 'http', status: 409, message: 'Changed elsewhere.' } },
  { type: 'details.loadLatest' },
  done('loadLatest', { ...data([]), details: { ...data([]).details!, url: 'https://their.example.com' }, version: 2 }),
  fail('loadLatest'),
  { type: 'engine.add' },
  { type: 'engine.edit', seId: 7 },
  { type: 'engine.changed', patch: { searce_engine: 1, se_country: 2, se_language: 2 } },
  { type: 'engine.changed', patch: { competitorDraft: 'rival2.example.com' } },
  { type: 'engine.competitorAdded' },
  { type: 'engine.competitorRemoved', index: 0 },
  { type: 'engine.cancel' },
  { type: 'engine.submit' },
  done('saveEngine', { engines: [engine], message: 'ok' }),
  fail('saveEngine'),
  { type: 'xstate.error.actor.saveEngine', error: { kind: 'http', status: 409, message: 'Changed elsewhere.' } },
  { type: 'engine.loadLatest' },
  done('loadLatestEngine', { ...data([{ ...engine, competetor: ['their.example.com'], version: 2 }]) }),
  done('loadLatestEngine', data([])),
  fail('loadLatestEngine'),
  { type: 'engine.deleteRequested', seId: 7, name: 'Google' },
  { type: 'delete.cancelled' },
  { type: 'delete.confirmed' },
  done('deleteEngine', { engines: [], message: 'ok' }),
  fail('deleteEngine'),
  { type: 'engines.next' },
  { type: 'keywords.textChanged', text: 'bread\nrolls' },
  { type: 'keywords.textChanged', text: '' },
  { type: 'keywords.groupChosen', groupId: 3 },
  { type: 'keywords.engineChosen', seId: 7 },
  { type: 'keywords.submit' },
  done('addKeywords', { keywords: lists, message: 'ok', info: '' }),
  done('addKeywords', { keywords: lists, message: 'ok', info: '1 skipped' }),
  fail('addKeywords'),
  { type: 'keyword.deleteRequested', keyId: 1, name: 'bread' },
  done('deleteKeyword', { keywords: lists, message: 'ok' }),
  fail('deleteKeyword'),
  { type: 'keywords.reload' },
  done('loadKeywords', lists),
  fail('loadKeywords'),
  { type: 'keywords.finish' },
  done('finish', { message: 'keyword added successfully' }),
  fail('finish'),
];

function serializeWizard(s: { value: unknown; context: Record<string, unknown> }): string {
  const c = s.context as {
    dirty: boolean;
    engines: unknown[];
    engineForm: { searce_engine: unknown; competitorDraft: string; competetor: unknown[] } | null;
    keywordText: string;
    details: { title: string };
    pendingDelete: unknown;
    projectId: unknown;
    step: number;
  };
  return JSON.stringify([
    s.value,
    c.step,
    c.projectId === null,
    c.engines.length,
    c.engineForm && [c.engineForm.searce_engine, c.engineForm.competitorDraft, c.engineForm.competetor.length],
    c.keywordText !== '',
    c.details.title,
    !!c.pendingDelete,
  ]);
}

/** Every state node reached, and every event type enabled in a reached state (each transition has a source), over the shortest paths from each starting input. */
function coverage(
  machine: AnyStateMachine,
  inputs: unknown[],
  events: AnyEventObject[],
  serialize: (s: never) => string,
) {
  const reached = new Set<string>();
  const taken = new Set<string>();
  for (const input of inputs) {
    const paths = getShortestPaths(machine, { input, events: events as never, serializeState: serialize as never });
    for (const path of paths) {
      for (const node of path.state._nodes) reached.add(node.id);
      for (const step of path.steps) taken.add(step.event.type);
      // Every transition: each event is handled in some reached state.
      for (const event of events) if (path.state.can(event as never)) taken.add(event.type);
    }
  }
  const all = getStateNodes(machine.root).map((node) => node.id);
  return {
    missingStates: all.filter((id) => !reached.has(id)),
    missingEvents: [...new Set(events.map((event) => event.type))].filter((type) => !taken.has(type)),
  };
}

describe('project wizard paths', () => {
  it('reach every state and take every event from the four routes', () => {
    const inputs = [
      { step: 1, projectId: null },
      { step: 1, projectId: 9 },
      { step: 2, projectId: 9, engineId: 7 },
      { step: 3, projectId: 9 },
    ];
    const { missingStates, missingEvents } = coverage(
      projectWizardMachine,
      inputs,
      wizardEvents,
      serializeWizard as never,
    );
    expect(missingStates).toEqual([]);
    expect(missingEvents).toEqual([]);
  });

  it('leave step 1 only through a valid save', () => {
    const paths = getShortestPaths(projectWizardMachine, {
      input: { step: 1, projectId: null },
      events: wizardEvents as never,
      serializeState: serializeWizard as never,
      toState: (s) => s.matches('left'),
    });
    expect(paths.length).toBeGreaterThan(0);
    for (const path of paths) {
      const types: string[] = path.steps.map((step) => step.event.type);
      expect(types).toContain('xstate.done.actor.saveDetails');
      expect(types.indexOf('details.submit')).toBeLessThan(types.indexOf('xstate.done.actor.saveDetails'));
    }
  });
});

describe('keyword groups paths', () => {
  const answer = { lists, message: 'ok' };
  const events: AnyEventObject[] = [
    done('load', lists),
    fail('load'),
    { type: 'groups.retry' },
    { type: 'groups.newNameChanged', name: 'Seasonal' },
    { type: 'groups.newNameChanged', name: 'brand' },
    { type: 'groups.create' },
    done('createGroup', answer),
    fail('createGroup'),
    { type: 'groups.renameStarted', groupId: 3 },
    { type: 'groups.renameChanged', name: 'Winter' },
    { type: 'groups.renameCancelled' },
    { type: 'groups.renameSubmit' },
    done('renameGroup', answer),
    fail('renameGroup'),
    { type: 'groups.deleteRequested', groupId: 3, name: 'Brand' },
    { type: 'delete.cancelled' },
    { type: 'delete.confirmed' },
    done('deleteGroup', answer),
    fail('deleteGroup'),
    { type: 'keyword.move', keyId: 1, groupId: 3 },
    done('moveKeyword', answer),
    fail('moveKeyword'),
  ];
  const serialize = (s: {
    value: unknown;
    context: { newName: string; renaming: { name: string } | null; lists: unknown };
  }) => JSON.stringify([s.value, s.context.newName, s.context.renaming?.name ?? null, !!s.context.lists]);

  it('reach every state and take every event', () => {
    const { missingStates, missingEvents } = coverage(
      keywordGroupsMachine,
      [{ projectId: 1 }],
      events,
      serialize as never,
    );
    expect(missingStates).toEqual([]);
    expect(missingEvents).toEqual([]);
  });
});
