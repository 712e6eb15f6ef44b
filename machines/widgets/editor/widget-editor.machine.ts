import { assign, fromPromise, setup } from 'xstate';
import {
  applyTheme,
  compactOverrides,
  createDefaultForm,
  effectiveStyles,
  ENGLISH_DEFAULT_TEXTS,
  emptyStyles,
  findTheme,
  firstTheme,
  formFromWidget,
  groupOf,
  hasAnyTheme,
  isKnownFormPath,
  pickForm,
  setAtPath,
  stylesOf,
  themeTypeOf,
  toSavePayload,
  withDefaultTexts,
} from './defaults';
import { ERROR_FIELDS, remainingErrors, validateWidget } from './widget-editor.rules';
import { notifyFailed } from '@machines/shared/call-alerts';
import { isConflict, toFailure, type ApiFailure } from '@machines/shared/failure';
import { typedOverLatest } from '@machines/shared/typed-over-latest';
import type {
  EditorDraft,
  EditorMeta,
  EditorSnapshotData,
  ErrorField,
  FieldErrors,
  LoadedWidget,
  OverrightStyle,
  ResetOption,
  ResetWidgetInput,
  ResetWidgetOutput,
  SaveWidgetInput,
  SaveWidgetOutput,
  StyleGroupName,
  StyleValue,
  Theme,
  ThemesDefault,
  ValidationStep,
  WidgetStyles,
  WidgetErrors,
  WidgetType,
} from './widget-editor.types';
import type { WidgetForm } from '@machines/shared/widget-editor.types';

export type WidgetEditorEvent =
  | { type: 'editor.typeSelected'; widgetType: WidgetType }
  | { type: 'editor.themeSelected'; themeId: number }
  | { type: 'editor.fieldChanged'; path: string; value: string | number }
  | { type: 'editor.styleChanged'; group: StyleGroupName; key: string; value: StyleValue }
  | { type: 'editor.save'; andClose?: boolean }
  | { type: 'editor.resetRequested'; option: ResetOption }
  | { type: 'editor.fieldFocused'; field: ErrorField | (string & {}) }
  | { type: 'editor.undo' }
  | { type: 'editor.redo' }
  | { type: 'editor.draftRestored'; draft: EditorDraft }
  | { type: 'editor.draftDiscarded' }
  | { type: 'editor.retry' }
  | { type: 'editor.loadLatest' };

export interface WidgetEditorInput {
  widgetId?: number;
}

export interface WidgetEditorContext {
  mode: 'create' | 'edit';
  widgetId: number | undefined;
  /** Themes and account flags from themes/default; null until loaded. */
  themes: ThemesDefault | null;
  /** Languages, SMTP and advanced-audit flags (from the widget in edit mode). */
  meta: EditorMeta;
  form: WidgetForm;
  /** Effective style groups: theme style with the overrides on top (what the preview renders). */
  styles: WidgetStyles;
  /** The user's style edits, sent as overright_style. */
  overrides: OverrightStyle;
  storedType: WidgetType | null;
  storedThemeId: number | null;
  errors: FieldErrors;
  failedStep: ValidationStep | null;
  dirty: boolean;
  past: EditorSnapshotData[];
  future: EditorSnapshotData[];
  /** Consecutive typing into the same field is one undo step. */
  lastEditKey: string | null;
  closeAfterSave: boolean;
  resetOption: ResetOption;
  notFound: boolean;
  noThemes: boolean;
  /** The draft offered back after a reload: not decided yet, restored, discarded, or replaced by a save. */
  draftStatus: 'none' | 'restored' | 'discarded' | 'saved';
  /** Edit mode: the stored widget's version (an update sends it; a stale one gets 409) and what it held. */
  version: number | null;
  base: EditorSnapshotData | null;
}

export const HISTORY_LIMIT = 100;

const notProvided = (slot: string) => () => {
  throw new Error(`widget editor: actor "${slot}" not provided`);
};

/** A soft-deleted widget opens read-only (deleted widgets are only listed, never edited). */
export const isDeletedWidget = (widget: Pick<LoadedWidget, 'status'>): boolean => widget.status === 'deleted';

const isNotFoundError = (error: unknown): boolean => {
  const e = toFailure(error);
  return e.kind === 'http' && e.status === 404;
};

/**
 * The save chain of a form (nine checks in order, the first failure stops the save), run once per form value: the
 * save guard and the errors it shows read the same result
 * (forms are never changed in place; every edit makes a new one).
 */
const validations = new WeakMap<WidgetForm, WidgetErrors | null>();
function validationOf(form: WidgetForm): WidgetErrors | null {
  if (!validations.has(form)) validations.set(form, validateWidget(form));
  return validations.get(form) ?? null;
}

/** The field the page focuses after a failed save: the first error in display order. */
export function firstInvalidField(result: WidgetErrors): ErrorField | undefined {
  return ERROR_FIELDS.find((field) => result.fields[field]);
}

const snapshotOf = (ctx: WidgetEditorContext): EditorSnapshotData => ({
  form: ctx.form,
  styles: ctx.styles,
  overrides: ctx.overrides,
});

/** Applies an edit and records the previous values for undo (typing into one field coalesces). */
function edit(
  ctx: WidgetEditorContext,
  next: Partial<EditorSnapshotData>,
  editKey: string | null = null,
): Partial<WidgetEditorContext> {
  const coalesce = editKey !== null && editKey === ctx.lastEditKey;
  return {
    ...next,
    errors: remainingErrors(next.form ?? ctx.form, ctx.errors),
    past: coalesce ? ctx.past : [...ctx.past, snapshotOf(ctx)].slice(-HISTORY_LIMIT),
    future: [],
    lastEditKey: editKey,
    dirty: true,
  };
}

function themeForType(ctx: WidgetEditorContext, widgetType: WidgetType): Theme | undefined {
  const group = groupOf(ctx.themes?.all_theme ?? [], themeTypeOf(widgetType));
  if (!group) return undefined;
  const stored =
    ctx.mode === 'edit' && widgetType === ctx.storedType
      ? group.themes.find((t) => t.id === ctx.storedThemeId)
      : undefined;
  return stored ?? group.themes[0];
}

function metaOf(source: {
  available_lang?: EditorMeta['availableLang'];
  smtp_verified?: boolean;
  can_advance_audit?: 0 | 1;
  variant?: EditorMeta['variant'];
}): EditorMeta {
  return {
    availableLang: source.available_lang ?? [],
    smtpVerified: source.smtp_verified ?? false,
    canAdvanceAudit: source.can_advance_audit ?? 0,
    ...(source.variant ? { variant: source.variant } : {}),
  };
}

/** A fresh start after a load: no errors, no history, nothing unsaved. */
const baseline = {
  errors: {},
  failedStep: null,
  past: [],
  future: [],
  lastEditKey: null,
  dirty: false,
} satisfies Partial<WidgetEditorContext>;

/** Context after a widget (re)load: the stored values become the baseline. */
function fromLoadedWidget(widget: LoadedWidget): Partial<WidgetEditorContext> {
  const stored = storedOf(widget);
  return {
    ...stored,
    storedType: stored.form.widget_type,
    storedThemeId: stored.form.active_theme,
    meta: metaOf(widget),
    version: widget.version,
    base: stored,
    ...baseline,
  };
}

function storedOf(widget: LoadedWidget): EditorSnapshotData {
  return {
    form: formFromWidget(widget),
    styles: stylesOf(widget),
    overrides: compactOverrides(widget.overright_style ?? {}),
  };
}

/** The keys a theme sets: a theme chosen here is kept whole over another session's. */
const THEME_KEYS = [
  ['widget_type', 'active_theme_type', 'active_theme', 'widget_theme_code', 'widget_position', 'widget_settings_extra'],
] as const satisfies readonly (readonly (keyof WidgetForm)[])[];

/**
 * After a 409: the other session's widget with this editor's changes (form keys and style groups changed since the
 * load) laid over it, as one undoable edit, ready to be saved on the latest version.
 */
function typedOverLatestWidget(ctx: WidgetEditorContext, widget: LoadedWidget): Partial<WidgetEditorContext> {
  const latest = storedOf(widget);
  const base = ctx.base ?? latest;
  const form = typedOverLatest(base.form, ctx.form, latest.form, THEME_KEYS);
  const overrides = compactOverrides(typedOverLatest(base.overrides, ctx.overrides, latest.overrides));
  const themeStyle = findTheme(ctx.themes?.all_theme ?? [], form.active_theme)?.style ?? latest.styles;
  return {
    ...edit(ctx, { form, overrides, styles: effectiveStyles(themeStyle, overrides) }),
    storedType: latest.form.widget_type,
    storedThemeId: latest.form.active_theme,
    meta: metaOf(widget),
    version: widget.version,
    base: latest,
  };
}

/** Create mode: defaults, suggested name and language, then the first theme of the first type. */
function fromThemesForCreate(themes: ThemesDefault): Partial<WidgetEditorContext> {
  const texts = withDefaultTexts(createDefaultForm(), themes.default_texts ?? ENGLISH_DEFAULT_TEXTS);
  const form: WidgetForm = { ...texts, name: themes.name ?? '', widget_lang: themes.widget_lang || 'en' };
  const theme = firstTheme(themes.all_theme);
  const applied = theme ? applyTheme(form, emptyStyles(), theme) : { form, styles: emptyStyles() };
  return { ...applied, overrides: {}, meta: metaOf(themes), ...baseline };
}

/**
 * The widget editor of /create-widget and /edit-widget/{id}: load, edit, check
 * the save chain, save or reset. Input `{ widgetId }` selects edit mode. The actor slots
 * `loadThemes`, `loadWidget`, `saveWidget` and `resetWidget` are placeholders:
 * the feature fills them with `.provide({ actors })`; they throw ApiFailure on
 * a non-2xx answer or a network failure. Effects leave through the actions the
 * feature provides (`notifySuccess`, `notifyFailure`, `widgetSaved`,
 * `widgetReset`, `leaveEditor`, `focusInvalidField`); the context holds only
 * what the screen shows.
 */
export const widgetEditorMachine = setup({
  types: {
    context: {} as WidgetEditorContext,
    events: {} as WidgetEditorEvent,
    input: {} as WidgetEditorInput,
  },
  actors: {
    loadThemes: fromPromise<ThemesDefault>(notProvided('loadThemes')),
    loadWidget: fromPromise<LoadedWidget, { id: number }>(notProvided('loadWidget')),
    saveWidget: fromPromise<SaveWidgetOutput, SaveWidgetInput>(notProvided('saveWidget')),
    resetWidget: fromPromise<ResetWidgetOutput, ResetWidgetInput>(notProvided('resetWidget')),
  },
  delays: {
    reloadDelay: 1000,
  },
  guards: {
    isCreateMode: ({ context }) => context.mode === 'create',
    isEditMode: ({ context }) => context.mode === 'edit',
    isCloseAfterSave: ({ context }) => context.closeAfterSave,
    isConflict: ({ context, event }) => context.mode === 'edit' && isConflict({ event }),
    hasPast: ({ context }) => context.past.length > 0,
    hasFuture: ({ context }) => context.future.length > 0,
    isOtherType: ({ context, event }) =>
      event.type === 'editor.typeSelected' && event.widgetType !== context.form.widget_type,
    isKnownTheme: ({ context, event }) =>
      event.type === 'editor.themeSelected' && findTheme(context.themes?.all_theme ?? [], event.themeId) !== undefined,
    isKnownFieldPath: ({ event }) => event.type === 'editor.fieldChanged' && isKnownFormPath(event.path),
    isLeadButtonFocus: ({ event }) =>
      event.type === 'editor.fieldFocused' && event.field === 'lead_generation_btn_error',
    // The nine steps of the save chain plus the report-action rule (widget-editor.rules.ts).
    isFormValid: ({ context }) => validationOf(context.form) === null,
  },
  actions: {
    /** Filled by the feature: the success alert with the server's message (save, reset). */
    notifySuccess: (_, _params: { message: string }) => {},
    /** Filled by the feature: the danger alert of a failed save or reset (the server's message, or "went wrong"). */
    notifyFailure: (_, _params: { failure: ApiFailure }) => {},
    /** Filled by the feature: a save went through (the stored draft is obsolete). */
    widgetSaved: (_, _params: { output: SaveWidgetOutput }) => {},
    /** Filled by the feature: a reset went through (the stored draft is obsolete). */
    widgetReset: () => {},
    /** Filled by the feature: leave the editor after a create or an "update and close". */
    leaveEditor: (_, _params: { to: string }) => {},
    /** Filled by the feature: show the first invalid field of a failed save (its tab, focus, scroll to the top). */
    focusInvalidField: (_, _params: { field: ErrorField; scrollTop: boolean }) => {},
    selectType: assign(({ context, event }) => {
      if (event.type !== 'editor.typeSelected') return {};
      const theme = themeForType(context, event.widgetType);
      if (!theme) {
        const form = {
          ...context.form,
          widget_type: event.widgetType,
          active_theme_type: themeTypeOf(event.widgetType),
        };
        return edit(context, { form });
      }
      return edit(context, applyTheme(context.form, context.styles, theme, context.overrides));
    }),
    selectTheme: assign(({ context, event }) => {
      if (event.type !== 'editor.themeSelected') return {};
      const theme = findTheme(context.themes?.all_theme ?? [], event.themeId);
      return theme ? edit(context, applyTheme(context.form, context.styles, theme, context.overrides)) : {};
    }),
    changeField: assign(({ context, event }) => {
      if (event.type !== 'editor.fieldChanged') return {};
      const key = typeof event.value === 'string' ? `field:${event.path}` : null;
      return edit(context, { form: setAtPath(context.form, event.path, event.value) }, key);
    }),
    changeStyle: assign(({ context, event }) => {
      if (event.type !== 'editor.styleChanged') return {};
      const { group, key, value } = event;
      const overrides = { ...context.overrides, [group]: { ...context.overrides[group], [key]: value } };
      const styles = { ...context.styles, [group]: { ...context.styles[group], [key]: value } };
      const editKey = typeof value === 'string' ? `style:${group}.${key}` : null;
      return edit(context, { overrides, styles }, editKey);
    }),
    clearLeadButtonError: assign(({ context }) => {
      const { lead_generation_btn_error: _cleared, ...errors } = context.errors;
      return { errors };
    }),
    undo: assign(({ context }) => {
      const previous = context.past[context.past.length - 1];
      if (!previous) return {};
      return {
        ...previous,
        errors: remainingErrors(previous.form, context.errors),
        past: context.past.slice(0, -1),
        future: [snapshotOf(context), ...context.future].slice(0, HISTORY_LIMIT),
        lastEditKey: null,
        dirty: true,
      };
    }),
    redo: assign(({ context }) => {
      const [next, ...rest] = context.future;
      if (!next) return {};
      return {
        ...next,
        errors: remainingErrors(next.form, context.errors),
        past: [...context.past, snapshotOf(context)].slice(-HISTORY_LIMIT),
        future: rest,
        lastEditKey: null,
        dirty: true,
      };
    }),
    restoreDraft: assign(({ context, event }) => {
      if (event.type !== 'editor.draftRestored') return {};
      const draftForm = pickForm(event.draft.form);
      const overrides = compactOverrides(event.draft.overrides ?? {});
      const theme = findTheme(context.themes?.all_theme ?? [], draftForm.active_theme);
      // A draft naming a theme that no longer exists keeps the current theme.
      const form: WidgetForm = theme
        ? draftForm
        : {
            ...draftForm,
            widget_type: context.form.widget_type,
            active_theme: context.form.active_theme,
            active_theme_type: context.form.active_theme_type,
            widget_theme_code: context.form.widget_theme_code,
          };
      const styles = effectiveStyles(theme?.style ?? context.styles, overrides);
      return { ...edit(context, { form, overrides, styles }), draftStatus: 'restored' as const };
    }),
    discardDraft: assign({ draftStatus: 'discarded' as const }),
    assignValidationErrors: assign(({ context }) => {
      const result = validationOf(context.form);
      return result ? { errors: result.fields, failedStep: result.step } : {};
    }),
    startSave: assign(({ event }) => ({
      errors: {},
      failedStep: null,
      closeAfterSave: event.type === 'editor.save' && event.andClose === true,
    })),
    /** Nothing unsaved any more; a draft still on offer is replaced by what was saved. */
    assignSaved: assign(({ context }) => ({
      dirty: false,
      draftStatus: context.draftStatus === 'none' ? ('saved' as const) : context.draftStatus,
    })),
    // The reset reloads the widget, so old validation errors no longer apply.
    startReset: assign(({ event }) => ({
      errors: {},
      failedStep: null,
      ...(event.type === 'editor.resetRequested' ? { resetOption: event.option } : {}),
    })),
  },
}).createMachine({
  id: 'widgetEditor',
  context: ({ input }) => ({
    mode: input.widgetId === undefined ? 'create' : 'edit',
    widgetId: input.widgetId,
    themes: null,
    meta: { availableLang: [], smtpVerified: false, canAdvanceAudit: 0 },
    form: createDefaultForm(),
    styles: emptyStyles(),
    overrides: {},
    storedType: null,
    storedThemeId: null,
    errors: {},
    failedStep: null,
    dirty: false,
    past: [],
    future: [],
    lastEditKey: null,
    closeAfterSave: false,
    resetOption: 'style',
    notFound: false,
    noThemes: false,
    draftStatus: 'none',
    version: null,
    base: null,
  }),
  initial: 'loading',
  states: {
    // Themes first; edit mode then loads the widget (its stored type and theme win).
    loading: {
      initial: 'themes',
      entry: assign({ notFound: false }),
      states: {
        themes: {
          invoke: {
            id: 'loadThemes',
            src: 'loadThemes',
            onDone: [
              {
                guard: 'isEditMode',
                target: 'widget',
                actions: assign(({ event }) => ({
                  themes: event.output,
                  noThemes: !hasAnyTheme(event.output.all_theme ?? []),
                })),
              },
              {
                guard: ({ event }) => !hasAnyTheme(event.output.all_theme ?? []),
                target: '#widgetEditor.noThemes',
                actions: assign(({ event }) => ({ themes: event.output, noThemes: true })),
              },
              {
                target: '#widgetEditor.editing',
                actions: assign(({ event }) => ({
                  themes: event.output,
                  noThemes: false,
                  ...fromThemesForCreate(event.output),
                })),
              },
            ],
            onError: { target: '#widgetEditor.loadFailed' },
          },
        },
        widget: {
          invoke: {
            id: 'loadWidget',
            src: 'loadWidget',
            input: ({ context }) => ({ id: context.widgetId ?? 0 }),
            onDone: [
              {
                guard: ({ event }) => isDeletedWidget(event.output),
                target: '#widgetEditor.readOnly',
                actions: assign(({ event }) => fromLoadedWidget(event.output)),
              },
              {
                target: '#widgetEditor.editing',
                actions: assign(({ event }) => fromLoadedWidget(event.output)),
              },
            ],
            onError: {
              target: '#widgetEditor.loadFailed',
              actions: assign(({ event }) => ({ notFound: isNotFoundError(event.error) })),
            },
          },
        },
      },
    },
    // A deleted widget is shown, never changed: no edit, save or reset is handled here.
    readOnly: {},
    // A failed load shows no message: the UI offers a retry, or a not-found notice when notFound.
    loadFailed: {
      on: { 'editor.retry': 'loading' },
    },
    // The themes response had no theme at all (create mode cannot start).
    noThemes: {
      on: { 'editor.retry': 'loading' },
    },
    editing: {
      initial: 'idle',
      states: {
        idle: {},
        // The last save attempt stopped at a validation step; errors are shown.
        invalid: {},
        // Another session saved since the load (409): editing goes on; saving and resetting wait for the latest.
        conflict: {
          on: {
            // Forbidden here (the parent's save and reset do not run).
            'editor.save': undefined,
            'editor.resetRequested': undefined,
            'editor.loadLatest': '#widgetEditor.loadingLatest',
          },
        },
      },
      on: {
        'editor.typeSelected': { guard: 'isOtherType', actions: 'selectType' },
        'editor.themeSelected': { guard: 'isKnownTheme', actions: 'selectTheme' },
        'editor.fieldChanged': { guard: 'isKnownFieldPath', actions: 'changeField' },
        'editor.styleChanged': { actions: 'changeStyle' },
        'editor.fieldFocused': { guard: 'isLeadButtonFocus', actions: 'clearLeadButtonError' },
        'editor.undo': { guard: 'hasPast', actions: 'undo' },
        'editor.redo': { guard: 'hasFuture', actions: 'redo' },
        'editor.draftRestored': { actions: 'restoreDraft' },
        'editor.draftDiscarded': { actions: 'discardDraft' },
        'editor.save': [
          { guard: 'isFormValid', target: 'saving', actions: 'startSave' },
          {
            target: '.invalid',
            actions: [
              'assignValidationErrors',
              {
                type: 'focusInvalidField',
                params: ({ context }) => {
                  const result = validationOf(context.form);
                  return {
                    field: (result && firstInvalidField(result)) ?? 'name',
                    scrollTop: result?.scrollTop ?? false,
                  };
                },
              },
            ],
          },
        ],
        'editor.resetRequested': { guard: 'isEditMode', target: 'resetting', actions: 'startReset' },
      },
    },
    // Busy: a second editor.save is not handled here, so nothing is submitted twice.
    saving: {
      invoke: {
        id: 'saveWidget',
        src: 'saveWidget',
        input: ({ context }) => ({
          ...(context.mode === 'edit' ? { id: context.widgetId, version: context.version ?? undefined } : {}),
          payload: toSavePayload(context.form, context.overrides),
        }),
        onDone: [
          {
            guard: ({ context }) => context.mode === 'create' || context.closeAfterSave,
            target: 'saved',
            actions: [
              'assignSaved',
              { type: 'notifySuccess', params: ({ event }) => ({ message: event.output.message }) },
              { type: 'widgetSaved', params: ({ event }) => ({ output: event.output }) },
              // A split test's variant goes back to its test, on its widget's page.
              {
                type: 'leaveEditor',
                params: ({ context }) => ({
                  to: context.meta.variant ? `/widget-stats/${context.meta.variant.of}` : '/widget-list',
                }),
              },
            ],
          },
          {
            target: 'reloading',
            actions: [
              'assignSaved',
              { type: 'notifySuccess', params: ({ event }) => ({ message: event.output.message }) },
              { type: 'widgetSaved', params: ({ event }) => ({ output: event.output }) },
            ],
          },
        ],
        // Nothing typed is lost: back to editing with the danger alert, or with the conflict notice.
        onError: [
          { guard: 'isConflict', target: 'editing.conflict' },
          {
            target: 'editing',
            actions: notifyFailed(),
          },
        ],
      },
    },
    // The other session's widget, with what was changed here laid over it.
    loadingLatest: {
      invoke: {
        id: 'loadLatest',
        src: 'loadWidget',
        input: ({ context }) => ({ id: context.widgetId ?? 0 }),
        onDone: {
          target: 'editing',
          actions: assign(({ context, event }) => typedOverLatestWidget(context, event.output)),
        },
        onError: {
          target: 'editing.conflict',
          actions: notifyFailed(),
        },
      },
    },
    // Saved and leaving (leaveEditor has sent the page to the list, or a variant to its test).
    saved: {},
    resetting: {
      invoke: {
        id: 'resetWidget',
        src: 'resetWidget',
        input: ({ context }) => ({
          id: context.widgetId ?? 0,
          active_theme_type: context.form.active_theme_type,
          active_theme: context.form.active_theme,
          reset_option: context.resetOption === 'style' ? ['style'] : ['data', 'style'],
        }),
        onDone: {
          target: 'resetDone',
          actions: [
            assign({ overrides: {} }),
            { type: 'notifySuccess', params: ({ event }) => ({ message: event.output.message }) },
            'widgetReset',
          ],
        },
        onError: {
          target: 'editing',
          actions: notifyFailed(),
        },
      },
    },
    // The widget is reloaded 1 s after a reset.
    resetDone: {
      after: { reloadDelay: 'reloading' },
    },
    reloading: {
      invoke: {
        id: 'reloadWidget',
        src: 'loadWidget',
        input: ({ context }) => ({ id: context.widgetId ?? 0 }),
        onDone: {
          target: 'editing',
          actions: assign(({ event }) => fromLoadedWidget(event.output)),
        },
        onError: {
          target: 'loadFailed',
          actions: assign(({ event }) => ({ notFound: isNotFoundError(event.error) })),
        },
      },
    },
  },
});

export type WidgetEditorMachine = typeof widgetEditorMachine;
