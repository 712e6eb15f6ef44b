/*
 * Model-based tests of the widget editor with xstate/graph.
 *
 * Traversal uses the machine's pure `transition`, which never runs invoked
 * actors or timers. As the xstate docs suggest for such machines, the actor
 * results are modelled as events: the traversal sends the done/error events
 * the invocations would produce (`xstate.done.actor.<invoke id>` with an
 * output, `xstate.error.actor.<invoke id>` with an ApiFailure) and the delayed
 * `after` event of resetDone. Every shortest path is then replayed on a live
 * actor whose faked actors resolve only when the path says so, and whose
 * clock is simulated, to show the model and the running machine agree.
 *
 * States are serialised to an abstraction (state value plus the flags that
 * decide behaviour: the fields failing validation, undo/redo availability,
 * the save and reset choices, ...) so the graph stays finite although the
 * form is open-ended.
 */
import { describe, expect, it } from 'vitest';
import {
  createActor,
  fromPromise,
  SimulatedClock,
  transition,
  waitFor,
  type AnyEventObject,
  type SnapshotFrom,
} from 'xstate';
import { getShortestPaths, getSimplePaths, getStateNodes, type StatePath } from 'xstate/graph';
import { widgetEditorMachine, type WidgetEditorEvent } from '../../machines/widgets/editor/widget-editor.machine';
import { createDefaultForm, emptyStyles } from '../../machines/widgets/editor/defaults';
import { validateWidget } from '../../machines/widgets/editor/widget-editor.rules';
import { pathCoverage } from './path-coverage';
import type {
  LoadedWidget,
  ResetWidgetInput,
  ResetWidgetOutput,
  SaveWidgetInput,
  SaveWidgetOutput,
  Theme,
  ThemesDefault,
  ThemeType,
} from '../../machines/widgets/editor/widget-editor.types';

type Snap = SnapshotFrom<typeof widgetEditorMachine>;
type Path = StatePath<Snap, AnyEventObject>;

/* ---------- fixtures ---------- */

const TYPES: ThemeType[] = ['FIXED', 'POPUP', 'SLIM', 'TAKEOVER', 'TWO_STEP'];
const theme = (type: ThemeType, index: number): Theme => ({
  id: (TYPES.indexOf(type) + 1) * 100 + index,
  theme_code: `${type.toLowerCase()}-${index}`,
  theme_name: `${type} ${index}`,
  theme_type: type,
  widget_position: type === 'SLIM' ? 'top' : 'left',
  style: { ...emptyStyles(), cta_button: { background: `bg-${type}-${index}` } },
  widget_settings_extra: {},
});
const themes: ThemesDefault = {
  name: '',
  widget_lang: 'en',
  available_lang: [],
  smtp_verified: true,
  can_advance_audit: 1,
  all_theme: TYPES.map((t) => ({ name: t, theme_type: t, themes: [theme(t, 1), theme(t, 2)] })),
  active_themes: {},
};
const noThemes: ThemesDefault = { ...themes, all_theme: [] };
const widget: LoadedWidget = {
  ...createDefaultForm(),
  ...emptyStyles(),
  id: 7,
  name: 'Stored',
  widget_type: 2,
  active_theme_type: 'POPUP',
  active_theme: 202,
  widget_button_label: 'Go',
  close_button_extra: { default: { title: 'Close' }, redirect: { title: '', redirect_url: '' } },
  wform_url: { label: 'U', placeholder: '', advance_audit: 0, show_in_first_step: 1 },
  wform_keyword: { show_field: 1, label: 'K', placeholder: '', show_in_first_step: 0 },
  wform_email: { show_field: 2, label: 'E', placeholder: '', show_in_first_step: 0 },
  status: 'active',
  created_at: '2024-01-01T00:00:00Z',
  updated_at: '2024-01-01T00:00:00Z',
  lead_count: 0,
  version: 1,
  overright_style: { cta_button: { color: 'red' } },
  available_lang: [],
  smtp_verified: false,
  can_advance_audit: 0,
};

/* ---------- modelled actor results ---------- */

/** Invoke id -> actor slot. */
const SLOT = {
  loadThemes: 'loadThemes',
  loadWidget: 'loadWidget',
  reloadWidget: 'loadWidget',
  loadLatest: 'loadWidget',
  saveWidget: 'saveWidget',
  resetWidget: 'resetWidget',
} as const;
type InvokeId = keyof typeof SLOT;

const done = (id: InvokeId, output: unknown): AnyEventObject => ({ type: `xstate.done.actor.${id}`, output });
const fail = (id: InvokeId, error: unknown): AnyEventObject => ({ type: `xstate.error.actor.${id}`, error });

const afterEventType = (() => {
  const [delayed] = widgetEditorMachine.getStateNodeById('widgetEditor.resetDone').after;
  if (!delayed) throw new Error('resetDone has no delayed transition');
  return delayed.eventType;
})();

const change = (path: string, value: string | number): WidgetEditorEvent => ({
  type: 'editor.fieldChanged',
  path,
  value,
});

const actorEvents: AnyEventObject[] = [
  done('loadThemes', themes),
  done('loadThemes', noThemes),
  fail('loadThemes', { kind: 'network' }),
  done('loadWidget', widget),
  done('loadWidget', { ...widget, status: 'deleted' }),
  fail('loadWidget', { kind: 'http', status: 404, message: 'Not found' }),
  fail('loadWidget', { kind: 'http', status: 500 }),
  done('reloadWidget', widget),
  fail('reloadWidget', { kind: 'http', status: 404 }),
  done('saveWidget', { widget_id: 9, message: 'Saved' }),
  fail('saveWidget', { kind: 'http', status: 500, message: 'Server error' }),
  fail('saveWidget', { kind: 'network' }),
  fail('saveWidget', { kind: 'http', status: 409, message: 'Someone else changed this widget' }),
  done('loadLatest', { ...widget, name: 'Theirs', version: 2 }),
  fail('loadLatest', { kind: 'network' }),
  done('resetWidget', { message: 'Reset' }),
  fail('resetWidget', { kind: 'http', status: 400, message: 'No' }),
  { type: afterEventType },
];

const userEvents: WidgetEditorEvent[] = [
  { type: 'editor.retry' },
  { type: 'editor.loadLatest' },
  { type: 'editor.save' },
  { type: 'editor.save', andClose: true },
  { type: 'editor.resetRequested', option: 'style' },
  { type: 'editor.resetRequested', option: 'data_style' },
  { type: 'editor.typeSelected', widgetType: 5 },
  { type: 'editor.themeSelected', themeId: 102 },
  change('name', ''),
  change('name', 'W'),
  change('close_button_extra.default.title', 'Close'),
  change('wform_url.label', 'U'),
  change('wform_keyword.label', 'K'),
  change('wform_email.label', 'E'),
  change('widget_button_label', 'Go'),
  { type: 'editor.styleChanged', group: 'cta_button', key: 'color', value: 'blue' },
  { type: 'editor.fieldFocused', field: 'lead_generation_btn_error' },
  { type: 'editor.undo' },
  { type: 'editor.redo' },
  { type: 'editor.draftRestored', draft: { form: { ...createDefaultForm(), name: 'Draft' }, overrides: {} } },
  { type: 'editor.draftDiscarded' },
];

const allEvents = [...actorEvents, ...(userEvents as AnyEventObject[])];

/** Only what decides later behaviour; cosmetic context (alerts, draft choice, dirty) is covered by the unit tests. */
function serialize(s: Snap): string {
  const c = s.context;
  return JSON.stringify({
    value: s.value,
    mode: c.mode,
    failing: Object.keys(validateWidget(c.form)?.fields ?? {}),
    undo: c.past.length > 0,
    redo: c.future.length > 0,
    closeAfterSave: c.closeAfterSave,
    resetOption: c.resetOption,
    notFound: c.notFound,
    noThemes: c.noThemes,
  });
}

const traverse = (input: { widgetId?: number }): Path[] =>
  getShortestPaths(widgetEditorMachine, {
    input,
    events: allEvents as never,
    serializeState: (s) => serialize(s as Snap),
  }) as unknown as Path[];

const createPaths = traverse({});
const editPaths = traverse({ widgetId: 7 });
const allPaths = [...createPaths, ...editPaths];

/* ---------- invariants of every reached snapshot ---------- */

function checkConsistent(s: Snap): void {
  const c = s.context;
  if (s.matches('saving')) {
    expect(validateWidget(c.form)).toBeNull();
    expect(c.errors).toEqual({});
    // A second save while busy changes nothing and starts nothing.
    const [again, actions] = transition(widgetEditorMachine, s, { type: 'editor.save' });
    expect(again.value).toEqual(s.value);
    expect(actions).toHaveLength(0);
  }
  if (s.matches({ editing: 'invalid' })) {
    // The errors of the last attempt stay shown while the person fixes them.
    expect(c.failedStep).not.toBeNull();
  }
  if (s.matches({ editing: 'idle' })) expect(c.errors).toEqual({});
  if (s.matches({ editing: 'conflict' })) {
    expect(c.mode).toBe('edit');
    // Nothing is saved or reset over another session's widget until the latest is loaded.
    for (const event of [{ type: 'editor.save' }, { type: 'editor.resetRequested', option: 'style' }] as const) {
      const [after, actions] = transition(widgetEditorMachine, s, event);
      expect(after.value).toEqual(s.value);
      expect(actions).toHaveLength(0);
    }
  }
  if (s.matches('noThemes')) expect(c.mode === 'create' && c.noThemes).toBe(true);
  if (s.matches('resetting') || s.matches('resetDone') || s.matches('reloading')) expect(c.mode).toBe('edit');
  if (s.matches('resetDone')) expect(c.overrides).toEqual({});
  if (c.notFound) expect(c.mode === 'edit' && s.matches('loadFailed')).toBe(true);
  expect(c.past.length).toBeLessThanOrEqual(100);
  if (s.matches('editing') && c.mode === 'create') {
    expect(c.themes?.all_theme.some((g) => g.themes.some((t) => t.id === c.form.active_theme))).toBe(true);
  }
}

/** Effects leave as provided actions: the editor is left (after the saved widget is announced) exactly when a save ends in `saved`. */
function checkEffects(path: Path): void {
  for (let i = 1; i < path.steps.length; i++) {
    const before = path.steps[i - 1]!.state;
    const [after, actions] = transition(widgetEditorMachine, before, path.steps[i]!.event as WidgetEditorEvent);
    const types = actions.map((action) => action.type);
    expect(types.includes('leaveEditor')).toBe(after.matches('saved') && !before.matches('saved'));
    if (after.matches('saved') && !before.matches('saved')) expect(types).toContain('widgetSaved');
  }
}

/* ---------- replay on a live actor ---------- */

interface Deferred {
  resolve: (v: unknown) => void;
  reject: (e: unknown) => void;
}

async function replay(path: Path, input: { widgetId?: number }): Promise<void> {
  const clock = new SimulatedClock();
  const pending = new Map<string, Deferred>();
  const fake = <T, I>(slot: string) =>
    fromPromise<T, I>(
      () =>
        new Promise<T>((resolve, reject) => {
          pending.set(slot, { resolve: resolve as (v: unknown) => void, reject });
        }),
    );
  const machine = widgetEditorMachine.provide({
    actors: {
      loadThemes: fake<ThemesDefault, unknown>('loadThemes'),
      loadWidget: fake<LoadedWidget, { id: number }>('loadWidget'),
      saveWidget: fake<SaveWidgetOutput, SaveWidgetInput>('saveWidget'),
      resetWidget: fake<ResetWidgetOutput, ResetWidgetInput>('resetWidget'),
    },
  });
  const actor = createActor(machine, { input, clock });
  actor.start();
  for (const { event, state } of path.steps.slice(1)) {
    const actorResult = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
    if (actorResult) {
      const slot = SLOT[actorResult[2] as InvokeId];
      const call = pending.get(slot);
      expect(call, `${slot} should be running before ${event.type}`).toBeDefined();
      pending.delete(slot);
      if (actorResult[1] === 'done') call?.resolve((event as { output?: unknown }).output);
      else call?.reject((event as { error?: unknown }).error);
    } else if (event.type === afterEventType) {
      clock.increment(999);
      expect(actor.getSnapshot().matches('resetDone')).toBe(true);
      clock.increment(1);
    } else {
      actor.send(event as WidgetEditorEvent);
    }
    const live = await waitFor(actor, (s) => JSON.stringify(s.value) === JSON.stringify(state.value), { timeout: 500 });
    expect(serialize(live)).toBe(serialize(state));
  }
  actor.stop();
}

/* ---------- tests ---------- */

describe('widget editor model', () => {
  it('reaches every state node of the machine', () => {
    const reached = new Set<string>();
    for (const path of allPaths) for (const node of path.state._nodes) reached.add(node.id);
    const all = getStateNodes(widgetEditorMachine.root).map((n) => n.id);

    expect(all.filter((id) => !reached.has(id))).toEqual([]);
    expect(all.length).toBeGreaterThanOrEqual(11);
  });

  it('takes every transition of every state node', () => {
    const untaken = (input: { widgetId?: number }) =>
      new Set(pathCoverage(widgetEditorMachine, allEvents, (s) => serialize(s as Snap), input).untakenTransitions);
    // Each mode takes every transition except those of the other mode (resets and conflicts exist only in edit mode, noThemes only in create mode).
    // The two forbidden in a conflict change nothing, so no path takes them (checkConsistent shows they do nothing).
    const forbiddenInConflict = ['editor.resetRequested', 'editor.save'].map(
      (e) => `widgetEditor.editing.conflict ${e}`,
    );
    expect(untaken({ widgetId: 7 })).toEqual(new Set(['widgetEditor.noThemes editor.retry', ...forbiddenInConflict]));
    expect(untaken({})).toEqual(
      new Set([
        'widgetEditor.loading.widget xstate.done.actor.loadWidget',
        'widgetEditor.loading.widget xstate.error.actor.loadWidget',
        'widgetEditor.editing editor.resetRequested',
        'widgetEditor.resetting xstate.done.actor.resetWidget',
        'widgetEditor.resetting xstate.error.actor.resetWidget',
        'widgetEditor.resetDone xstate.after.reloadDelay.widgetEditor.resetDone',
        'widgetEditor.reloading xstate.done.actor.reloadWidget',
        'widgetEditor.reloading xstate.error.actor.reloadWidget',
        // A new widget has no other session's version to clash with.
        ...forbiddenInConflict,
        'widgetEditor.editing.conflict editor.loadLatest',
        'widgetEditor.loadingLatest xstate.done.actor.loadLatest',
        'widgetEditor.loadingLatest xstate.error.actor.loadLatest',
      ]),
    );
  });

  it('ends every shortest path in a consistent snapshot', () => {
    for (const path of allPaths) checkConsistent(path.state);
  });

  it('leaves the editor exactly when a save ends in saved', () => {
    for (const path of allPaths) checkEffects(path);
  });

  it('finds create-only and edit-only outcomes in the right mode', () => {
    const values = (paths: Path[]) => new Set(paths.map((p) => JSON.stringify(p.state.value)));
    expect(values(createPaths).has('"noThemes"')).toBe(true);
    expect(values(createPaths).has('"resetDone"')).toBe(false);
    expect(values(editPaths).has('"resetDone"')).toBe(true);
    expect(values(createPaths).has('{"editing":"conflict"}')).toBe(false);
    expect(values(editPaths).has('{"editing":"conflict"}')).toBe(true);
    expect(editPaths.some((p) => p.state.context.notFound)).toBe(true);
  });

  it('every simple path into saving goes through a valid form and an editor.save', () => {
    // A small event set keeps the number of simple paths bounded.
    const events: AnyEventObject[] = [
      done('loadThemes', themes),
      change('close_button_extra.default.title', 'Close'),
      change('wform_url.label', 'U'),
      change('wform_keyword.label', 'K'),
      change('wform_email.label', 'E'),
      change('widget_button_label', 'Go'),
      change('name', 'W'),
      { type: 'editor.save' },
      fail('saveWidget', { kind: 'network' }),
    ];
    const paths = getSimplePaths(widgetEditorMachine, {
      input: {},
      events: events as never,
      serializeState: (s) => serialize(s as Snap),
      toState: (s) => (s as Snap).matches('saving'),
    }) as unknown as Path[];

    expect(paths.length).toBeGreaterThan(1);
    for (const path of paths) {
      checkConsistent(path.state);
      const last = path.steps[path.steps.length - 1];
      expect(last?.event.type).toBe('editor.save');
    }
  });

  // Replays every shortest path; a failure names the path that broke.
  it.each([
    ['create', createPaths, {}],
    ['edit', editPaths, { widgetId: 7 }],
  ] as const)('%s paths replay on a live actor with faked actors and a simulated clock', async (_, paths, input) => {
    for (const path of paths) {
      await replay(path, input).catch((error: unknown) => {
        throw new Error(`${describePath(path)}: ${(error as Error).message}`);
      });
    }
  });
});

function describePath(path: Path): string {
  const events = path.steps.slice(1).map((s) => s.event.type.replace(/^editor\.|^xstate\./, ''));
  return `${JSON.stringify(path.state.value)} via ${events.join(' > ') || 'init'}`;
}
