import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor, type SnapshotFrom } from 'xstate';
import { widgetEditorMachine, type WidgetEditorEvent } from '../../machines/widgets/editor/widget-editor.machine';
import type { ApiFailure } from '../../machines/shared/failure';
import { createDefaultForm, emptyStyles, themeTypeOf } from '../../machines/widgets/editor/defaults';
import {
  STYLE_GROUP_NAMES,
  type LoadedWidget,
  type ResetWidgetInput,
  type SaveWidgetInput,
  type SaveWidgetOutput,
  type Theme,
  type ThemesDefault,
  type ThemeType,
  type WidgetType,
} from '../../machines/widgets/editor/widget-editor.types';
import { currentAlert, dismissAlert } from '../../src/components/alerts/alert-store';
import { editorAlerts } from '../../src/features/widgets/editor/editor-alerts';

// Alerts leave the machine through the page's actions into the alert store; one test's alert must not leak.
beforeEach(() => dismissAlert());

/* ---------- fixtures ---------- */

const TYPES: ThemeType[] = ['FIXED', 'POPUP', 'SLIM', 'TAKEOVER', 'TWO_STEP'];

function theme(type: ThemeType, index: number): Theme {
  const typeNo = TYPES.indexOf(type) + 1;
  const style = emptyStyles();
  style.cta_button = { background: `#${typeNo}${index}0000`, color: '#ffffff', padding_top: 10 };
  style.form_style = { background: `bg-${type}-${index}`, max_width: 400 };
  return {
    id: typeNo * 100 + index,
    theme_code: `${type.toLowerCase()}-${index}`,
    theme_name: `${type} ${index}`,
    theme_type: type,
    widget_position: type === 'SLIM' ? 'top' : index === 1 ? 'left' : 'right',
    style,
    widget_settings_extra: type === 'TAKEOVER' ? { show_form_view_as: 2 } : {},
  };
}

function themesFixture(overrides: Partial<ThemesDefault> = {}): ThemesDefault {
  return {
    name: 'My widget',
    widget_lang: 'en',
    available_lang: [{ code: 'en', label: 'English' }],
    smtp_verified: true,
    can_advance_audit: 1,
    all_theme: TYPES.map((t) => ({ name: t, theme_type: t, themes: [theme(t, 1), theme(t, 2), theme(t, 3)] })),
    active_themes: {},
    ...overrides,
  };
}

/** A stored popup widget on its second theme, with one style override. */
function widgetFixture(): LoadedWidget {
  const t = theme('POPUP', 2);
  return {
    ...createDefaultForm(),
    ...t.style,
    cta_button: { ...t.style.cta_button, color: '#000000' },
    id: 7,
    name: 'Stored widget',
    widget_type: 2,
    active_theme_type: 'POPUP',
    active_theme: t.id,
    widget_theme_code: t.theme_code,
    widget_position: 'right',
    widget_button_label: 'Get report',
    close_button_extra: { default: { title: 'Close' }, redirect: { title: '', redirect_url: '' } },
    wform_url: { label: 'Website', placeholder: '', advance_audit: 0, show_in_first_step: 1 },
    wform_keyword: { show_field: 1, label: 'Keyword', placeholder: '', show_in_first_step: 0 },
    wform_email: { show_field: 2, label: 'E-mail', placeholder: '', show_in_first_step: 0 },
    status: 'active',
    created_at: '2024-01-01T00:00:00Z',
    updated_at: '2024-01-01T00:00:00Z',
    lead_count: 3,
    version: 1,
    overright_style: { cta_button: { color: '#000000' } },
    available_lang: [{ code: 'en', label: 'English' }],
    smtp_verified: false,
    can_advance_audit: 0,
  };
}

const httpError = (status: number, message?: string): ApiFailure =>
  message === undefined ? { kind: 'http', status } : { kind: 'http', status, message };

interface Fakes {
  loadThemes?: () => Promise<ThemesDefault>;
  loadWidget?: (input: { id: number }) => Promise<LoadedWidget>;
  saveWidget?: (input: SaveWidgetInput) => Promise<SaveWidgetOutput>;
  resetWidget?: (input: ResetWidgetInput) => Promise<{ message: string }>;
}

function arrange(fakes: Fakes = {}, input: { widgetId?: number } = {}, clock?: SimulatedClock) {
  const calls = {
    loadThemes: vi.fn(fakes.loadThemes ?? (async () => themesFixture())),
    loadWidget: vi.fn(fakes.loadWidget ?? (async () => widgetFixture())),
    saveWidget: vi.fn(
      fakes.saveWidget ?? (async (i: SaveWidgetInput) => ({ widget_id: i.id ?? 42, message: 'Saved' })),
    ),
    resetWidget: vi.fn(fakes.resetWidget ?? (async () => ({ message: 'Reset done' }))),
  };
  /** What left the machine through its provided actions (alerts go to the real alert store). */
  const effects: {
    navigateTo: string | null;
    lastSaved: SaveWidgetOutput | null;
    scrollToTop: number;
    focused: string[];
  } = {
    navigateTo: null,
    lastSaved: null,
    scrollToTop: 0,
    focused: [],
  };
  const machine = widgetEditorMachine.provide({
    actors: {
      loadThemes: fromPromise(() => calls.loadThemes()),
      loadWidget: fromPromise(({ input }) => calls.loadWidget(input)),
      saveWidget: fromPromise(({ input }) => calls.saveWidget(input)),
      resetWidget: fromPromise(({ input }) => calls.resetWidget(input)),
    },
    actions: {
      ...editorAlerts,
      widgetSaved: (_, { output }) => (effects.lastSaved = output),
      leaveEditor: (_, { to }) => (effects.navigateTo = to),
      focusInvalidField: (_, { field, scrollTop }) => {
        effects.focused.push(field);
        if (scrollTop) effects.scrollToTop += 1;
      },
    },
  });
  const actor = createActor(machine, clock ? { input, clock } : { input });
  actor.start();
  return { actor, calls, effects };
}

type Actor = ReturnType<typeof arrange>['actor'];
type Snap = SnapshotFrom<typeof widgetEditorMachine>;

type StateQuery = Parameters<Snap['matches']>[0];

const settle = (actor: Actor, state: StateQuery) => waitFor(actor, (s) => s.matches(state), { timeout: 1000 });

const sendAll = (actor: Actor, events: WidgetEditorEvent[]) => events.forEach((e) => actor.send(e));

const change = (path: string, value: string | number): WidgetEditorEvent => ({
  type: 'editor.fieldChanged',
  path,
  value,
});

/** Events that make the default create form pass the whole chain. */
const fillValid: WidgetEditorEvent[] = [
  change('close_button_extra.default.title', 'Close'),
  change('wform_url.label', 'Website'),
  change('wform_keyword.label', 'Keyword'),
  change('wform_email.label', 'E-mail'),
  change('widget_button_label', 'Get my report'),
];

/** Blanks every starting text of a new widget, so each step of the chain can be reached. */
const clearTexts: WidgetEditorEvent[] = [
  change('widget_description', ''),
  change('close_button_extra.default.title', ''),
  change('close_button_extra.redirect.title', ''),
  ...['url', 'keyword', 'email', 'name', 'phone'].flatMap((f) => [
    change(`wform_${f}.label`, ''),
    change(`wform_${f}.placeholder`, ''),
  ]),
  change('widget_button_label', ''),
  change('widget_settings_extra.first_step_submit_text', ''),
  change('wform_tnc.label', ''),
  change('report_action_extra.popup.text', ''),
];

async function editingCreate(fakes: Fakes = {}) {
  const arranged = arrange(fakes);
  await settle(arranged.actor, 'editing');
  return arranged;
}

async function editingEdit(fakes: Fakes = {}, clock?: SimulatedClock) {
  const arranged = arrange(fakes, { widgetId: 7 }, clock);
  await settle(arranged.actor, 'editing');
  return arranged;
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

/* ---------- loading ---------- */

describe('widget editor: loading', () => {
  it('create mode selects the first theme of the first type', async () => {
    const { actor, calls } = arrange();
    expect(actor.getSnapshot().matches('loading')).toBe(true);

    const snap = await settle(actor, { editing: 'idle' });

    expect(calls.loadWidget).not.toHaveBeenCalled();
    expect(snap.context.mode).toBe('create');
    expect(snap.context.form).toMatchObject({
      name: 'My widget',
      widget_type: 1,
      active_theme_type: 'FIXED',
      active_theme: 101,
      widget_theme_code: 'fixed-1',
      widget_position: 'left',
    });
    expect(snap.context.styles.cta_button.background).toBe('#110000');
    expect(snap.context.meta).toEqual({
      availableLang: [{ code: 'en', label: 'English' }],
      smtpVerified: true,
      canAdvanceAudit: 1,
    });
    expect(snap.context.dirty).toBe(false);
  });

  it('edit mode loads themes and the widget and keeps its stored theme and overrides', async () => {
    const { actor, calls } = await editingEdit();
    const { context } = actor.getSnapshot();

    expect(calls.loadThemes).toHaveBeenCalledTimes(1);
    expect(calls.loadWidget).toHaveBeenCalledWith({ id: 7 });
    expect(context.mode).toBe('edit');
    expect(context.storedType).toBe(2);
    expect(context.storedThemeId).toBe(202);
    expect(context.form).toMatchObject({ name: 'Stored widget', active_theme: 202, widget_type: 2 });
    expect(context.overrides).toEqual({ cta_button: { color: '#000000' } });
    expect(context.styles.cta_button.color).toBe('#000000');
    expect(context.meta.smtpVerified).toBe(false);
  });

  it('a failed themes load goes to loadFailed without a message, and retry loads again', async () => {
    let fail = true;
    const { actor, calls } = arrange({
      loadThemes: async () => {
        if (fail) throw httpError(500, 'boom');
        return themesFixture();
      },
    });
    const failed = await settle(actor, 'loadFailed');
    expect(currentAlert()).toBeNull();
    expect(failed.context.notFound).toBe(false);

    fail = false;
    actor.send({ type: 'editor.retry' });

    await settle(actor, 'editing');
    expect(calls.loadThemes).toHaveBeenCalledTimes(2);
  });

  it('a deleted widget opens read-only: edits, save and reset are not handled', async () => {
    const { actor, calls } = arrange(
      { loadWidget: async () => ({ ...widgetFixture(), status: 'deleted' }) },
      { widgetId: 7 },
    );
    await settle(actor, 'readOnly');
    expect(actor.getSnapshot().context.form.name).toBe('Stored widget');
    sendAll(actor, [
      change('name', 'Changed'),
      { type: 'editor.save' },
      { type: 'editor.save', andClose: true },
      { type: 'editor.resetRequested', option: 'style' },
    ]);
    await flush();
    expect(actor.getSnapshot().matches('readOnly')).toBe(true);
    expect(actor.getSnapshot().context.form.name).toBe('Stored widget');
    expect(calls.saveWidget).not.toHaveBeenCalled();
    expect(calls.resetWidget).not.toHaveBeenCalled();
  });

  it('flags notFound when the widget answers 404', async () => {
    const { actor } = arrange(
      { loadWidget: async () => Promise.reject(httpError(404, 'Not found')) },
      { widgetId: 999 },
    );

    const snap = await settle(actor, 'loadFailed');

    expect(snap.context.notFound).toBe(true);
  });

  it('does not flag notFound for a network failure of the widget load', async () => {
    const { actor } = arrange({ loadWidget: async () => Promise.reject({ kind: 'network' }) }, { widgetId: 7 });

    const snap = await settle(actor, 'loadFailed');

    expect(snap.context.notFound).toBe(false);
  });

  it('an empty theme list in create mode goes to noThemes instead of crashing', async () => {
    const { actor } = arrange({ loadThemes: async () => themesFixture({ all_theme: [] }) });

    const snap = await settle(actor, 'noThemes');

    expect(snap.context.noThemes).toBe(true);
  });

  it('groups without themes count as an empty theme list', async () => {
    const empty = TYPES.map((t) => ({ name: t, theme_type: t, themes: [] }));
    const { actor } = arrange({ loadThemes: async () => themesFixture({ all_theme: empty }) });

    await settle(actor, 'noThemes');
  });

  it('edit mode with no themes still edits the stored widget, flagged noThemes', async () => {
    const { actor } = await editingEdit({ loadThemes: async () => themesFixture({ all_theme: [] }) });

    actor.send({ type: 'editor.typeSelected', widgetType: 3 });

    const { context } = actor.getSnapshot();
    expect(context.noThemes).toBe(true);
    expect(context.form.widget_type).toBe(3);
    expect(context.form.active_theme).toBe(202);
  });
});

/* ---------- type and theme ---------- */

describe('widget editor: type and theme', () => {
  it('another type selects its first theme and merges style, position and settings', async () => {
    const { actor } = await editingCreate();

    actor.send({ type: 'editor.typeSelected', widgetType: 4 });

    const { context } = actor.getSnapshot();
    expect(context.form).toMatchObject({
      widget_type: 4,
      active_theme_type: 'TAKEOVER',
      active_theme: 401,
      widget_position: 'left',
    });
    expect(context.form.widget_settings_extra.show_form_view_as).toBe(2);
    expect(context.form.widget_settings_extra.event_type).toEqual({ on_exit: 0, on_timeout: -1, on_scroll: 200 });
    expect(context.styles.form_style.background).toBe('bg-TAKEOVER-1');
  });

  it('re-selecting the current type keeps the chosen theme', async () => {
    const { actor } = await editingCreate();
    actor.send({ type: 'editor.themeSelected', themeId: 103 });

    actor.send({ type: 'editor.typeSelected', widgetType: 1 });

    expect(actor.getSnapshot().context.form.active_theme).toBe(103);
  });

  it('in edit mode the stored type restores the stored theme, another type its first theme', async () => {
    const { actor } = await editingEdit();

    actor.send({ type: 'editor.typeSelected', widgetType: 3 });
    expect(actor.getSnapshot().context.form).toMatchObject({ active_theme: 301, widget_position: 'top' });

    actor.send({ type: 'editor.typeSelected', widgetType: 2 });
    expect(actor.getSnapshot().context.form).toMatchObject({ active_theme: 202, active_theme_type: 'POPUP' });
  });

  it('choosing a theme merges its style and position, keeping the overrides on top', async () => {
    const { actor } = await editingCreate();
    actor.send({ type: 'editor.styleChanged', group: 'cta_button', key: 'color', value: '#123456' });

    actor.send({ type: 'editor.themeSelected', themeId: 102 });

    const { context } = actor.getSnapshot();
    expect(context.form).toMatchObject({ active_theme: 102, widget_position: 'right', widget_theme_code: 'fixed-2' });
    expect(context.styles.cta_button).toMatchObject({ background: '#120000', color: '#123456' });
    expect(context.dirty).toBe(true);
  });

  it('ignores an unknown theme id', async () => {
    const { actor } = await editingCreate();
    const before = actor.getSnapshot().context;

    actor.send({ type: 'editor.themeSelected', themeId: 9999 });

    expect(actor.getSnapshot().context.form).toBe(before.form);
  });

  it.each([1, 2, 3, 4, 5] as WidgetType[])('type %i maps to its theme group', async (widgetType) => {
    const { actor } = await editingCreate();

    actor.send({ type: 'editor.typeSelected', widgetType: widgetType === 1 ? 2 : 1 });
    actor.send({ type: 'editor.typeSelected', widgetType });

    expect(actor.getSnapshot().context.form.active_theme_type).toBe(themeTypeOf(widgetType));
    expect(actor.getSnapshot().context.form.active_theme).toBe(widgetType * 100 + 1);
  });
});

/* ---------- edits ---------- */

describe('widget editor: form and style edits', () => {
  it('fieldChanged writes a dot path into the form', async () => {
    const { actor } = await editingCreate();

    sendAll(actor, [change('wform_email.show_field', 1), change('widget_settings_extra.event_type.on_timeout', 30)]);

    const { form, dirty } = actor.getSnapshot().context;
    expect(form.wform_email.show_field).toBe(1);
    expect(form.widget_settings_extra.event_type).toEqual({ on_exit: 0, on_timeout: 30, on_scroll: 200 });
    expect(dirty).toBe(true);
  });

  it('ignores a path outside the form', async () => {
    const { actor } = await editingCreate();

    actor.send(change('form_style.background', 'red'));

    expect(actor.getSnapshot().context.dirty).toBe(false);
  });

  it('styleChanged is kept in the overrides and in the effective styles', async () => {
    const { actor } = await editingCreate();

    actor.send({ type: 'editor.styleChanged', group: 'close_btn', key: 'margin_top', value: '4px' });

    const { overrides, styles } = actor.getSnapshot().context;
    expect(overrides).toEqual({ close_btn: { margin_top: '4px' } });
    expect(styles.close_btn.margin_top).toBe('4px');
  });

  it('draftRestored applies the draft form and overrides; draftDiscarded only records the choice', async () => {
    const { actor } = await editingCreate();
    const form = { ...createDefaultForm(), name: 'From draft', active_theme: 102, active_theme_type: 'FIXED' as const };

    actor.send({ type: 'editor.draftRestored', draft: { form, overrides: { form_title: { color: 'red' } } } });

    let { context } = actor.getSnapshot();
    expect(context.form.name).toBe('From draft');
    expect(context.styles.form_title.color).toBe('red');
    expect(context.styles.cta_button.background).toBe('#120000');
    expect(context.draftStatus).toBe('restored');
    actor.send({ type: 'editor.undo' });
    expect(actor.getSnapshot().context.form.name).toBe('My widget');

    actor.send({ type: 'editor.draftDiscarded' });
    ({ context } = actor.getSnapshot());
    expect(context.draftStatus).toBe('discarded');
  });
});

/* ---------- undo / redo ---------- */

describe('widget editor: undo and redo', () => {
  it('undoes and redoes form and style edits', async () => {
    const { actor } = await editingCreate();
    actor.send(change('wform_name.show_field', 2));
    actor.send({ type: 'editor.styleChanged', group: 'cta_button', key: 'padding_top', value: 20 });

    actor.send({ type: 'editor.undo' });
    expect(actor.getSnapshot().context.styles.cta_button.padding_top).toBe(10);
    expect(actor.getSnapshot().context.overrides).toEqual({});
    actor.send({ type: 'editor.undo' });
    expect(actor.getSnapshot().context.form.wform_name.show_field).toBe(0);

    actor.send({ type: 'editor.redo' });
    actor.send({ type: 'editor.redo' });
    const { context } = actor.getSnapshot();
    expect(context.form.wform_name.show_field).toBe(2);
    expect(context.overrides).toEqual({ cta_button: { padding_top: 20 } });
    expect(context.future).toHaveLength(0);
  });

  it('typing into one field is one undo step', async () => {
    const { actor } = await editingCreate();

    sendAll(actor, [change('name', 'A'), change('name', 'Ab'), change('name', 'Abc')]);
    actor.send({ type: 'editor.undo' });

    expect(actor.getSnapshot().context.form.name).toBe('My widget');
  });

  it('a new edit clears the redo stack; undo with empty history does nothing', async () => {
    const { actor } = await editingCreate();
    actor.send({ type: 'editor.undo' });
    expect(actor.getSnapshot().context.past).toHaveLength(0);

    actor.send(change('name', 'X'));
    actor.send({ type: 'editor.undo' });
    actor.send(change('widget_title', 'T'));

    expect(actor.getSnapshot().context.future).toHaveLength(0);
    actor.send({ type: 'editor.redo' });
    expect(actor.getSnapshot().context.form.name).toBe('My widget');
  });

  it('keeps at most 100 undo steps', async () => {
    const { actor } = await editingCreate();

    for (let i = 0; i < 130; i++) actor.send(change('wform_email.show_field', i % 3));

    expect(actor.getSnapshot().context.past).toHaveLength(100);
  });
});

/* ---------- validation chain through the machine ---------- */

describe('widget editor: validation on save', () => {
  it('walks the nine steps (and the report rule) in order, each stopping the save', async () => {
    const { actor, calls, effects } = await editingCreate();
    const save = () => actor.send({ type: 'editor.save' });
    const expectStep = (step: number, errors: Record<string, string>, scrolls: number) => {
      const snap = actor.getSnapshot();
      expect(snap.matches({ editing: 'invalid' })).toBe(true);
      expect(snap.context.failedStep).toBe(step);
      expect(snap.context.errors).toEqual(errors);
      expect(effects.scrollToTop).toBe(scrolls);
    };

    sendAll(actor, [...clearTexts, change('name', ''), change('widget_type', 0)]);
    save();
    expectStep(1, { name: 'createWidget.form.error.4', widget_type: 'createWidget.form.error.3' }, 1);

    actor.send(change('widget_description', 'Audit your site'));
    save();
    expectStep(2, { name: 'createWidget.form.error.4' }, 2);

    sendAll(actor, [change('name', 'Widget'), change('close_button_action', 'redirect')]);
    save();
    expectStep(3, { close_redirect_url: 'common.required' }, 2);

    actor.send(change('close_button_extra.redirect.redirect_url', 'http://192.168.1.1/admin'));
    save();
    expectStep(4, { close_redirect_url: 'createWidget.form.error.5' }, 2);

    actor.send(change('close_button_extra.redirect.redirect_url', 'https://example.com/thanks'));
    save();
    expectStep(5, { close_title: 'common.required' }, 2);

    actor.send(change('close_button_extra.redirect.title', 'Go'));
    save();
    expectStep(6, { widget_type: 'createWidget.form.error.3' }, 2);

    sendAll(actor, [change('widget_type', 5), change('show_field_text_as', 3)]);
    save();
    expectStep(
      7,
      {
        url_label: 'common.required',
        url_placeholder: 'common.required',
        keyword_label: 'common.required',
        keyword_placeholder: 'common.required',
        email_label: 'common.required',
        email_placeholder: 'common.required',
      },
      2,
    );

    for (const f of ['url', 'keyword', 'email']) {
      sendAll(actor, [change(`wform_${f}.label`, `${f} label`), change(`wform_${f}.placeholder`, `${f} hint`)]);
    }
    save();
    expectStep(8, { lead_generation_btn_error: 'common.required', first_step_btn: 'common.required' }, 2);

    actor.send({ type: 'editor.fieldFocused', field: 'lead_generation_btn_error' });
    expect(actor.getSnapshot().context.errors).toEqual({ first_step_btn: 'common.required' });

    sendAll(actor, [
      change('widget_button_label', 'Send'),
      change('widget_settings_extra.first_step_submit_text', 'Next'),
      change('wform_tnc.show_field', 1),
    ]);
    save();
    expectStep(9, { tnc_label: 'common.required' }, 2);

    sendAll(actor, [change('wform_tnc.label', 'I agree'), change('report_action', 'popup')]);
    save();
    expectStep(10, { report_popup_text: 'common.required' }, 2);

    actor.send(change('report_action_extra.popup.text', 'Thanks!'));
    save();

    expect(actor.getSnapshot().matches('saving')).toBe(true);
    expect(actor.getSnapshot().context.errors).toEqual({});
    await settle(actor, 'saved');
    expect(calls.saveWidget).toHaveBeenCalledTimes(1);
  });

  it('names the first invalid field of each failed save for the page to focus (display order, not step order)', async () => {
    const { actor, effects } = await editingCreate();
    sendAll(actor, [...clearTexts, change('name', ''), change('widget_type', 0)]);
    actor.send({ type: 'editor.save' });
    sendAll(actor, [
      change('widget_description', 'Audit your site'),
      change('name', 'Widget'),
      change('close_button_extra.default.title', 'Close'),
      change('widget_type', 5),
      change('show_field_text_as', 3),
    ]);
    actor.send({ type: 'editor.save' });

    expect(actor.getSnapshot().context.failedStep).toBe(7);
    expect(effects.focused).toEqual(['name', 'url_label']);
  });

  it('an error clears as soon as its field becomes valid, without another save', async () => {
    const { actor, calls } = await editingCreate();
    sendAll(actor, [
      ...clearTexts,
      change('name', ''),
      change('show_field_text_as', 3),
      change('close_button_extra.default.title', 'Close'),
    ]);
    actor.send({ type: 'editor.save' });
    expect(actor.getSnapshot().context.errors).toEqual({ name: 'createWidget.form.error.4' });

    actor.send(change('name', 'W'));
    expect(actor.getSnapshot().context.errors).toEqual({});

    actor.send({ type: 'editor.save' });
    const step7 = actor.getSnapshot().context.errors;
    expect(step7.url_label).toBe('common.required');
    expect(step7.url_placeholder).toBe('common.required');

    actor.send(change('wform_url.label', 'Website'));
    expect(actor.getSnapshot().context.errors.url_label).toBeUndefined();
    expect(actor.getSnapshot().context.errors.url_placeholder).toBe('common.required');

    // Emptying it again does not bring the error back before the next save.
    actor.send(change('wform_url.label', ''));
    expect(actor.getSnapshot().context.errors.url_label).toBeUndefined();

    // Undo restores the form and the rule is applied to it too.
    actor.send({ type: 'editor.undo' });
    expect(actor.getSnapshot().context.errors.url_placeholder).toBe('common.required');
    expect(calls.saveWidget).not.toHaveBeenCalled();
  });

  it('a redirect address error follows the address until it is valid', async () => {
    const { actor } = await editingCreate();
    sendAll(actor, [...fillValid, change('close_button_action', 'redirect')]);
    actor.send({ type: 'editor.save' });
    expect(actor.getSnapshot().context.errors).toEqual({ close_redirect_url: 'common.required' });
    actor.send(change('close_button_extra.redirect.redirect_url', 'http://localhost'));
    expect(actor.getSnapshot().context.errors).toEqual({ close_redirect_url: 'createWidget.form.error.5' });
    actor.send(change('close_button_extra.redirect.redirect_url', 'https://example.com'));
    expect(actor.getSnapshot().context.errors).toEqual({});
  });

  it('a new widget saves with only its name: it starts with the spec close title and field texts', async () => {
    const { actor, calls } = await editingCreate();
    const { form } = actor.getSnapshot().context;
    expect(form.close_button_extra.default.title).toBe('Close this report');
    expect(form.wform_url).toMatchObject({ label: 'Website', placeholder: 'https://example.com' });
    expect(form.wform_email).toMatchObject({ label: 'E-mail', placeholder: 'you@example.com' });
    expect(form.widget_button_label).toBe('Check my site');
    actor.send(change('show_field_text_as', 3));
    actor.send({ type: 'editor.save' });
    expect(actor.getSnapshot().matches('saving')).toBe(true);
    await settle(actor, 'saved');
    expect(calls.saveWidget).toHaveBeenCalledTimes(1);
  });

  it('takes the starting texts in the widget language from the themes answer', async () => {
    const texts = {
      widget_title: 'Gratis SEO-audit',
      widget_description: 'Voer je website in.',
      widget_button_label: 'Controleer mijn site',
      first_step_submit_text: 'Volgende stap',
      close_button_text: 'Sluit dit rapport',
      close_title: 'Sluit dit rapport',
      close_redirect_title: 'Doorgaan',
      report_popup_text: 'Bedankt!',
      fields: {
        url: { label: 'Website', placeholder: 'https://voorbeeld.nl' },
        keyword: { label: 'Zoekwoord', placeholder: 'Je zoekwoord' },
        name: { label: 'Naam', placeholder: 'Je naam' },
        phone: { label: 'Telefoon', placeholder: 'Je telefoonnummer' },
        email: { label: 'E-mail', placeholder: 'jij@voorbeeld.nl' },
        tnc: { label: 'Ik ga akkoord', placeholder: '' },
      },
    };
    const { actor } = await editingCreate({
      loadThemes: async () => themesFixture({ widget_lang: 'nl', default_texts: texts }),
    });
    actor.send({ type: 'editor.typeSelected', widgetType: 5 });
    const { form } = actor.getSnapshot().context;
    expect(form.widget_lang).toBe('nl');
    expect(form.close_button_extra.default.title).toBe('Sluit dit rapport');
    expect(form.wform_keyword.label).toBe('Zoekwoord');
    expect(form.widget_settings_extra.first_step_submit_text).toBe('Volgende stap');
    expect(form.wform_tnc.label).toBe('Ik ga akkoord');
  });

  it('focusing another field leaves the errors alone', async () => {
    const { actor } = await editingCreate();
    actor.send({ type: 'editor.save' });
    const errors = actor.getSnapshot().context.errors;

    actor.send({ type: 'editor.fieldFocused', field: 'close_title' });

    expect(actor.getSnapshot().context.errors).toEqual(errors);
  });

  it('requires the report redirect address when redirect is chosen', async () => {
    const { actor, calls } = await editingCreate();
    sendAll(actor, [...fillValid, change('report_action', 'redirect')]);

    actor.send({ type: 'editor.save' });

    expect(actor.getSnapshot().context.errors).toEqual({ report_redirect_url: 'common.required' });
    expect(calls.saveWidget).not.toHaveBeenCalled();
  });
});

/* ---------- saving ---------- */

describe('widget editor: saving', () => {
  it('create posts form + overright_style and asks to go to /widget-list', async () => {
    const { actor, calls, effects } = await editingCreate();
    sendAll(actor, [...fillValid, { type: 'editor.styleChanged', group: 'form_title', key: 'color', value: 'red' }]);

    actor.send({ type: 'editor.save' });
    const snap = await settle(actor, 'saved');

    const input = calls.saveWidget.mock.calls[0]?.[0];
    expect(input?.id).toBeUndefined();
    expect(input?.payload.overright_style).toEqual({ form_title: { color: 'red' } });
    for (const group of STYLE_GROUP_NAMES) expect(input?.payload).not.toHaveProperty(group);
    expect(effects.navigateTo).toBe('/widget-list');
    expect(effects.lastSaved).toEqual({ widget_id: 42, message: 'Saved' });
    expect(currentAlert()).toMatchObject({ status: 'success', message: 'Saved' });
    expect(snap.context.dirty).toBe(false);
  });

  it('ignores a second save while busy (no double submit)', async () => {
    const pending = deferred<SaveWidgetOutput>();
    const { actor, calls } = await editingCreate({ saveWidget: () => pending.promise });
    sendAll(actor, fillValid);

    actor.send({ type: 'editor.save' });
    actor.send({ type: 'editor.save' });
    actor.send({ type: 'editor.save', andClose: true });
    await flush();

    expect(actor.getSnapshot().matches('saving')).toBe(true);
    expect(calls.saveWidget).toHaveBeenCalledTimes(1);
    pending.resolve({ widget_id: 1, message: 'ok' });
    await settle(actor, 'saved');
  });

  it('update reloads the widget and stays', async () => {
    const { actor, calls, effects } = await editingEdit();
    actor.send(change('widget_title', 'New title'));

    actor.send({ type: 'editor.save' });
    await settle(actor, 'reloading');
    const snap = await settle(actor, { editing: 'idle' });

    expect(calls.saveWidget.mock.calls[0]?.[0].id).toBe(7);
    expect(calls.loadWidget).toHaveBeenCalledTimes(2);
    expect(effects.navigateTo).toBeNull();
    expect(currentAlert()).toMatchObject({ status: 'success', message: 'Saved' });
    expect(snap.context.dirty).toBe(false);
    expect(snap.context.past).toHaveLength(0);
  });

  it('update and close goes to /widget-list without reloading', async () => {
    const { actor, calls, effects } = await editingEdit();

    actor.send({ type: 'editor.save', andClose: true });
    await settle(actor, 'saved');

    expect(effects.navigateTo).toBe('/widget-list');
    expect(calls.loadWidget).toHaveBeenCalledTimes(1);
  });

  it('a non-2xx answer shows the server message as a danger alert and keeps the form', async () => {
    const { actor, effects } = await editingEdit({
      saveWidget: async () => Promise.reject(httpError(500, 'Server exploded')),
    });
    actor.send(change('widget_title', 'Typed text'));

    actor.send({ type: 'editor.save' });
    const snap = await settle(actor, { editing: 'idle' });

    expect(currentAlert()).toMatchObject({ status: 'danger', message: 'Server exploded' });
    expect(snap.context.form.widget_title).toBe('Typed text');
    expect(snap.context.dirty).toBe(true);
    expect(effects.navigateTo).toBeNull();
  });

  it('a save another session overtook (409) keeps what was changed here over their widget, then saves on their version', async () => {
    const theirs: LoadedWidget = {
      ...widgetFixture(),
      widget_title: 'Their title',
      widget_description: 'Their description',
      overright_style: { cta_button: { color: '#000000' }, form_style: { background: '#ffeeaa' } },
      version: 2,
    };
    const loads = [widgetFixture(), theirs];
    let saves = 0;
    const { actor, calls } = await editingEdit({
      loadWidget: async () => loads.shift() ?? theirs,
      saveWidget: async (input) =>
        ++saves === 1
          ? Promise.reject(httpError(409, 'Someone else changed this widget'))
          : { widget_id: 7, message: input.payload.name },
    });
    actor.send(change('widget_title', 'My title'));
    actor.send({ type: 'editor.styleChanged', group: 'cta_button', key: 'color', value: '#ff0000' });

    actor.send({ type: 'editor.save' });
    let snap = await settle(actor, { editing: 'conflict' });
    expect(calls.saveWidget.mock.calls[0]?.[0].version).toBe(1);
    expect(currentAlert()?.status).not.toBe('danger');
    expect(snap.context.form.widget_title).toBe('My title');
    // Nothing is saved or reset over their widget before it is loaded.
    actor.send({ type: 'editor.save' });
    actor.send({ type: 'editor.resetRequested', option: 'style' });
    expect(actor.getSnapshot().matches({ editing: 'conflict' })).toBe(true);
    expect(calls.saveWidget).toHaveBeenCalledTimes(1);

    actor.send({ type: 'editor.loadLatest' });
    snap = await settle(actor, { editing: 'idle' });
    expect(snap.context.form.widget_title).toBe('My title');
    expect(snap.context.form.widget_description).toBe('Their description');
    expect(snap.context.overrides).toEqual({ cta_button: { color: '#ff0000' }, form_style: { background: '#ffeeaa' } });
    expect(snap.context.styles.cta_button.color).toBe('#ff0000');
    expect(snap.context.styles.form_style.background).toBe('#ffeeaa');
    expect(snap.context.dirty).toBe(true);

    actor.send({ type: 'editor.save' });
    await settle(actor, 'reloading');
    expect(calls.saveWidget.mock.calls[1]?.[0].version).toBe(2);
  });

  it('a theme chosen here is kept whole over their theme', async () => {
    const popup3 = theme('POPUP', 3);
    const theirs: LoadedWidget = { ...widgetFixture(), widget_title: 'Their title', version: 2 };
    const loads = [widgetFixture(), theirs];
    const { actor } = await editingEdit({
      loadWidget: async () => loads.shift() ?? theirs,
      saveWidget: async () => Promise.reject(httpError(409)),
    });
    actor.send({ type: 'editor.themeSelected', themeId: popup3.id });
    actor.send({ type: 'editor.save' });
    await settle(actor, { editing: 'conflict' });
    actor.send({ type: 'editor.loadLatest' });
    const snap = await settle(actor, { editing: 'idle' });
    expect(snap.context.form).toMatchObject({
      active_theme: popup3.id,
      widget_theme_code: popup3.theme_code,
      widget_title: 'Their title',
    });
  });

  it('a network failure shows alert_messages.went_wrong', async () => {
    const { actor } = await editingCreate({ saveWidget: async () => Promise.reject({ kind: 'network' }) });
    sendAll(actor, fillValid);

    actor.send({ type: 'editor.save' });
    await settle(actor, { editing: 'idle' });

    expect(currentAlert()).toMatchObject({ status: 'danger', messageKey: 'alert_messages.went_wrong' });
  });

  it('an unexpected throw counts as went_wrong too', async () => {
    const { actor } = await editingCreate({ saveWidget: async () => Promise.reject(new TypeError('x')) });
    sendAll(actor, fillValid);

    actor.send({ type: 'editor.save' });
    await settle(actor, { editing: 'idle' });
    expect(currentAlert()?.messageKey).toBe('alert_messages.went_wrong');
  });
});

/* ---------- reset ---------- */

describe('widget editor: reset', () => {
  it.each([
    ['style', ['style']],
    ['data_style', ['data', 'style']],
  ] as const)(
    'reset %s posts reset_option %j, clears overrides and reloads after exactly 1000 ms',
    async (option, expected) => {
      const clock = new SimulatedClock();
      const { actor, calls } = await editingEdit({}, clock);

      actor.send({ type: 'editor.resetRequested', option });
      expect(actor.getSnapshot().matches('resetting')).toBe(true);
      const done: Snap = await settle(actor, 'resetDone');

      expect(calls.resetWidget).toHaveBeenCalledWith({
        id: 7,
        active_theme_type: 'POPUP',
        active_theme: 202,
        reset_option: expected,
      });
      expect(done.context.overrides).toEqual({});
      expect(currentAlert()).toMatchObject({ status: 'success', message: 'Reset done' });

      clock.increment(999);
      expect(actor.getSnapshot().matches('resetDone')).toBe(true);
      expect(calls.loadWidget).toHaveBeenCalledTimes(1);

      clock.increment(1);
      expect(actor.getSnapshot().matches('reloading')).toBe(true);
      await settle(actor, { editing: 'idle' });
      expect(calls.loadWidget).toHaveBeenCalledTimes(2);
    },
  );

  it('a failed reset shows a danger alert and keeps the overrides', async () => {
    const { actor } = await editingEdit({ resetWidget: async () => Promise.reject(httpError(400, 'Cannot reset')) });

    actor.send({ type: 'editor.resetRequested', option: 'style' });
    const snap = await settle(actor, { editing: 'idle' });

    expect(currentAlert()).toMatchObject({ status: 'danger', message: 'Cannot reset' });
    expect(snap.context.overrides).toEqual({ cta_button: { color: '#000000' } });
  });

  it('reset is not available in create mode', async () => {
    const { actor, calls } = await editingCreate();

    actor.send({ type: 'editor.resetRequested', option: 'style' });

    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(calls.resetWidget).not.toHaveBeenCalled();
  });

  it('a failed reload after reset lands in loadFailed', async () => {
    const clock = new SimulatedClock();
    let loads = 0;
    const { actor } = await editingEdit(
      {
        loadWidget: async () => {
          loads += 1;
          if (loads > 1) throw httpError(404);
          return widgetFixture();
        },
      },
      clock,
    );

    actor.send({ type: 'editor.resetRequested', option: 'data_style' });
    await settle(actor, 'resetDone');
    clock.increment(1000);

    const snap = await settle(actor, 'loadFailed');
    expect(snap.context.notFound).toBe(true);
  });
});
