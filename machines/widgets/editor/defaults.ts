/*
 * Pure defaults and form/style transformations of the widget editor.
 */
import {
  STYLE_GROUP_NAMES,
  type DefaultTexts,
  type LoadedWidget,
  type OverrightStyle,
  type StyleGroup,
  type StyleGroupName,
  type Theme,
  type ThemeGroup,
  type ThemeType,
  type WidgetFormKey,
  type WidgetSavePayload,
  type WidgetStyles,
  type WidgetType,
} from './widget-editor.types';
import type { WidgetForm } from '@machines/shared/widget-editor.types';

const THEME_TYPES: readonly ThemeType[] = ['FIXED', 'POPUP', 'SLIM', 'TAKEOVER', 'TWO_STEP'];

export function themeTypeOf(widgetType: WidgetType): ThemeType {
  return THEME_TYPES[widgetType - 1] ?? 'FIXED';
}

export function widgetTypeOf(themeType: ThemeType): WidgetType {
  return (THEME_TYPES.indexOf(themeType) + 1 || 1) as WidgetType;
}

/** A fresh form with the spec's defaults (show_field, triggers, close text, actions). */
export function createDefaultForm(): WidgetForm {
  return {
    name: '',
    widget_title: '',
    widget_description: '',
    widget_form_extra: '',
    widget_lang: 'en',
    display_title: 1,
    widget_type: 1,
    widget_position: 'left',
    active_theme: 0,
    active_theme_type: 'FIXED',
    widget_theme_code: '',
    widget_button_label: '',
    widget_button_color: '',
    show_field_text_as: 1,
    font_family: '',
    action: 'widget-setting',
    widget_settings_extra: {
      widget_auto_popup: 0,
      widget_popup_icon: '',
      show_form_view_as: 1,
      first_step_submit_text: '',
      event_type: { on_exit: 0, on_timeout: -1, on_scroll: 200 },
      display_rules: { pages_shown: '', pages_hidden: '', devices: 'all' },
    },
    close_button_action: 'default',
    close_button_text: 'Close this report',
    // The close text defaults to "Close this report"; the title shown is the same.
    close_button_extra: { default: { title: 'Close this report' }, redirect: { title: '', redirect_url: '' } },
    report_action: 'default',
    report_action_extra: {
      default: { send_report: 0 },
      redirect: { redirect_url: '', send_report: 0 },
      popup: { text: '', send_report: 0 },
    },
    wform_url: { label: '', placeholder: '', advance_audit: 0, show_in_first_step: 1 },
    wform_keyword: { show_field: 1, label: '', placeholder: '', show_in_first_step: 0 },
    wform_name: { show_field: 0, label: '', placeholder: '', show_in_first_step: 0 },
    wform_phone: { show_field: 0, label: '', placeholder: '', show_in_first_step: 0 },
    wform_email: { show_field: 2, label: '', placeholder: '', show_in_first_step: 0 },
    wform_tnc: { show_field: 0, label: '', placeholder: '', show_in_first_step: 0 },
  };
}

export const FORM_KEYS = Object.keys(createDefaultForm()) as WidgetFormKey[];

/**
 * A new widget's form with its starting texts: title, description, button labels, close and
 * report texts, and a label and placeholder for every field, so whichever fields and display
 * mode the person picks, only the name is left to fill in.
 */
export function withDefaultTexts(form: WidgetForm, texts: DefaultTexts): WidgetForm {
  const field = <T extends { label: string; placeholder: string }>(
    config: T,
    name: keyof DefaultTexts['fields'],
  ): T => ({
    ...config,
    label: texts.fields[name].label,
    placeholder: texts.fields[name].placeholder,
  });
  return {
    ...form,
    widget_title: texts.widget_title,
    widget_description: texts.widget_description,
    widget_button_label: texts.widget_button_label,
    widget_settings_extra: { ...form.widget_settings_extra, first_step_submit_text: texts.first_step_submit_text },
    close_button_text: texts.close_button_text,
    close_button_extra: {
      default: { title: texts.close_title },
      redirect: { ...form.close_button_extra.redirect, title: texts.close_redirect_title },
    },
    report_action_extra: {
      ...form.report_action_extra,
      popup: { ...form.report_action_extra.popup, text: texts.report_popup_text },
    },
    wform_url: field(form.wform_url, 'url'),
    wform_keyword: field(form.wform_keyword, 'keyword'),
    wform_name: field(form.wform_name, 'name'),
    wform_phone: field(form.wform_phone, 'phone'),
    wform_email: field(form.wform_email, 'email'),
    wform_tnc: { ...form.wform_tnc, label: texts.fields.tnc.label },
  };
}

/** The English starting texts (the product's defaults), used when the feature gives none. */
export const ENGLISH_DEFAULT_TEXTS: DefaultTexts = {
  widget_title: 'Get your free SEO audit',
  widget_description: 'Enter your website and find out how to rank higher on Google.',
  widget_button_label: 'Check my site',
  first_step_submit_text: 'Next step',
  close_button_text: 'Close this report',
  close_title: 'Close this report',
  close_redirect_title: 'Continue',
  report_popup_text: 'Thanks! Your report is on its way.',
  fields: {
    url: { label: 'Website', placeholder: 'https://example.com' },
    keyword: { label: 'Keyword', placeholder: 'Your main keyword' },
    name: { label: 'Name', placeholder: 'Your name' },
    phone: { label: 'Phone', placeholder: 'Your phone number' },
    email: { label: 'E-mail', placeholder: 'you@example.com' },
    tnc: { label: 'I agree to the terms and conditions', placeholder: '' },
  },
};

export function emptyStyles(): WidgetStyles {
  return Object.fromEntries(STYLE_GROUP_NAMES.map((g) => [g, {}])) as WidgetStyles;
}

type Plain = Record<string, unknown>;
const isPlain = (v: unknown): v is Plain => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Deep merge of plain objects; `patch` wins, undefined in `patch` is ignored. */
export function deepMerge<T>(base: T, patch: unknown): T {
  if (!isPlain(base) || !isPlain(patch)) return (patch === undefined ? base : patch) as T;
  const out: Plain = { ...base };
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    out[key] = isPlain(out[key]) && isPlain(value) ? deepMerge(out[key], value) : value;
  }
  return out as T;
}

/** Only the form keys of a wider object (a loaded widget, a restored draft), on top of the defaults. */
export function pickForm(source: Partial<WidgetForm>): WidgetForm {
  const picked: Plain = {};
  for (const key of FORM_KEYS) if (source[key] !== undefined) picked[key] = source[key];
  return deepMerge(createDefaultForm(), picked);
}

export function stylesOf(widget: Partial<WidgetStyles>): WidgetStyles {
  return Object.fromEntries(
    STYLE_GROUP_NAMES.map((g) => [g, isPlain(widget[g]) ? { ...(widget[g] as StyleGroup) } : {}]),
  ) as WidgetStyles;
}

export function formFromWidget(widget: LoadedWidget): WidgetForm {
  return pickForm(widget);
}

/** A theme's style groups with the user's overrides laid over them. */
export function effectiveStyles(themeStyle: Partial<WidgetStyles>, overrides: OverrightStyle): WidgetStyles {
  return Object.fromEntries(
    STYLE_GROUP_NAMES.map((g) => [g, { ...(themeStyle[g] ?? {}), ...(overrides[g] ?? {}) }]),
  ) as WidgetStyles;
}

/** A theme's settings; its first-step text only fills an empty one (the person's or the language's text wins). */
function mergeThemeSettings(current: WidgetForm['widget_settings_extra'], fromTheme: Theme['widget_settings_extra']) {
  const { first_step_submit_text: text, ...rest } = fromTheme;
  const merged = deepMerge(current, rest);
  return text !== undefined && current.first_step_submit_text.trim() === ''
    ? { ...merged, first_step_submit_text: text }
    : merged;
}

/**
 * Selects `theme`: its type, id, code, position and widget_settings_extra go
 * into the form; its style groups replace `styles` (groups the theme lacks
 * are kept) and the overrides stay on top.
 */
export function applyTheme(
  form: WidgetForm,
  styles: WidgetStyles,
  theme: Theme,
  overrides: OverrightStyle = {},
): { form: WidgetForm; styles: WidgetStyles } {
  const base: Partial<WidgetStyles> = {};
  for (const g of STYLE_GROUP_NAMES) base[g] = theme.style[g] ?? styles[g];
  return {
    form: {
      ...form,
      widget_type: widgetTypeOf(theme.theme_type),
      active_theme_type: theme.theme_type,
      active_theme: theme.id,
      widget_theme_code: theme.theme_code,
      widget_position: theme.widget_position,
      widget_settings_extra: mergeThemeSettings(form.widget_settings_extra, theme.widget_settings_extra),
    },
    styles: effectiveStyles(base, overrides),
  };
}

export function groupOf(groups: readonly ThemeGroup[], themeType: ThemeType): ThemeGroup | undefined {
  return groups.find((g) => g.theme_type === themeType);
}

export function findTheme(groups: readonly ThemeGroup[], themeId: number): Theme | undefined {
  for (const group of groups) {
    const theme = group.themes.find((t) => t.id === themeId);
    if (theme) return theme;
  }
  return undefined;
}

export function firstTheme(groups: readonly ThemeGroup[]): Theme | undefined {
  return groups.find((g) => g.themes.length > 0)?.themes[0];
}

export const hasAnyTheme = (groups: readonly ThemeGroup[]): boolean => firstTheme(groups) !== undefined;

/** Drops empty groups and undefined values so the payload carries only real edits. */
export function compactOverrides(overrides: OverrightStyle): OverrightStyle {
  const out: OverrightStyle = {};
  for (const g of STYLE_GROUP_NAMES) {
    const group = overrides[g];
    if (!group) continue;
    const entries = Object.entries(group).filter(([, v]) => v !== undefined);
    if (entries.length > 0) out[g as StyleGroupName] = Object.fromEntries(entries) as StyleGroup;
  }
  return out;
}

/** The save body: the form values plus overright_style; style groups are never sent. */
export function toSavePayload(form: WidgetForm, overrides: OverrightStyle): WidgetSavePayload {
  const values = pickForm(form);
  return { ...values, overright_style: compactOverrides(overrides) };
}

/** Immutable set at a dot path ('wform_email.show_field'); unknown top-level keys leave the form as is. */
export function setAtPath(form: WidgetForm, path: string, value: unknown): WidgetForm {
  const keys = path.split('.').filter((k) => k !== '');
  const [head] = keys;
  if (head === undefined || !FORM_KEYS.includes(head as WidgetFormKey)) return form;
  const setIn = (target: unknown, rest: string[]): unknown => {
    const [key, ...tail] = rest;
    if (key === undefined) return value;
    const obj = isPlain(target) ? target : {};
    return { ...obj, [key]: setIn(obj[key], tail) };
  };
  return setIn(form, keys) as WidgetForm;
}

export const isKnownFormPath = (path: string): boolean => FORM_KEYS.includes(path.split('.')[0] as WidgetFormKey);
