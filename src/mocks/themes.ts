import { STYLE_GROUP_NAMES } from '@contract/widget-style-groups';
import type { S } from './types';

type ThemeType = S['ThemeType'];
/** `onAccent` is the text on the accent (CTA); `error` the error text on the background. Every pair passes WCAG AA (4.5:1). */
type Palette = {
  accent: string;
  onAccent: string;
  text: string;
  background: string;
  muted: string;
  error: string;
  radius: number;
  font: string;
};

export const THEME_TYPES: readonly ThemeType[] = ['FIXED', 'POPUP', 'SLIM', 'TAKEOVER', 'TWO_STEP'];
export const THEME_GROUP_NAMES: Record<ThemeType, string> = {
  FIXED: 'Fixed',
  POPUP: 'Popup',
  SLIM: 'Slim bar',
  TAKEOVER: 'Takeover',
  TWO_STEP: 'Two-step',
};
export const widgetTypeOf = (type: ThemeType): S['WidgetType'] => (THEME_TYPES.indexOf(type) + 1) as S['WidgetType'];

/** All 14 style groups of a theme, with realistic values derived from its palette. */
function styles(p: Palette, compact: boolean): S['WidgetStyles'] {
  const pad = compact ? 10 : 24;
  return {
    form_style: {
      background: p.background,
      color: p.text,
      font_family: p.font,
      border_radius: p.radius,
      border_top: 1,
      border_right: 1,
      border_bottom: 1,
      border_left: 1,
      border_color: p.muted,
      border_type: 'solid',
      padding_top: pad,
      padding_right: pad,
      padding_bottom: pad,
      padding_left: pad,
      margin_top: 0,
      margin_right: 0,
      margin_bottom: 0,
      margin_left: 0,
      max_width: compact ? '100%' : 480,
      full_width: compact ? 1 : 0,
    },
    form_body_style: { background: p.background, padding_top: 0, padding_right: 0, padding_bottom: 0, padding_left: 0 },
    cta_button: {
      background: p.accent,
      color: p.onAccent,
      text_size: 16,
      font_weight: 600,
      text_transform: 'uppercase',
      border_radius: p.radius,
      border_top: 0,
      border_right: 0,
      border_bottom: 0,
      border_left: 0,
      border_color: p.accent,
      border_type: 'solid',
      padding_top: 12,
      padding_right: 24,
      padding_bottom: 12,
      padding_left: 24,
      margin_top: 12,
      margin_right: 0,
      margin_bottom: 0,
      margin_left: 0,
      position: 'center',
      full_width: compact ? 0 : 1,
    },
    form_title: {
      color: p.text,
      text_size: compact ? 18 : 26,
      font_weight: 700,
      text_transform: 'normal',
      position: 'center',
      margin_bottom: 8,
    },
    form_des: {
      color: p.muted,
      text_size: 15,
      font_weight: 400,
      text_transform: 'normal',
      position: 'center',
      margin_bottom: 16,
    },
    form_extra_html: { color: p.muted, text_size: 13, html: '', display: 0 },
    tnc_style: {
      color: p.muted,
      text_size: 13,
      check_background: '#ffffff',
      check_active_background: p.accent,
      check_mark_color: p.onAccent,
      check_width: 16,
      check_height: 16,
      check_border_radius: 3,
    },
    input_field: {
      background: '#ffffff',
      color: '#1f2433',
      text_size: 15,
      border_radius: Math.min(p.radius, 8),
      border_top: 1,
      border_right: 1,
      border_bottom: 1,
      border_left: 1,
      border_color: '#c9cdd8',
      border_type: 'solid',
      padding_top: 10,
      padding_right: 12,
      padding_bottom: 10,
      padding_left: 12,
      margin_top: 0,
      margin_right: 0,
      margin_bottom: 10,
      margin_left: 0,
    },
    input_placeholder: { color: '#6b7183', text_size: 15 },
    input_label: { color: p.text, text_size: 14, font_weight: 500, margin_bottom: 4 },
    input_error_message: { color: p.error, text_size: 12 },
    popup_icon: { width: 60, height: 60, background: p.accent, icon_color: p.onAccent, border_radius: 30, display: 1 },
    close_btn: {
      color: p.muted,
      background: 'transparent',
      text_size: 20,
      font_weight: 400,
      border_top: '0',
      border_right: '0',
      border_bottom: '0',
      border_left: '0',
      margin_top: '8',
      margin_right: '8',
      padding_top: '4',
      padding_right: '4',
      display: 1,
    },
    // The report's close button is the text colour turned inside out: readable on every palette.
    report_close_btn: {
      color: p.background,
      background: p.text,
      text_size: 14,
      font_weight: 500,
      border_radius: p.radius,
      text: 'Close this report',
      padding_top: '8',
      padding_right: '16',
      padding_bottom: '8',
      padding_left: '16',
      position: 'right',
      display: 1,
    },
  };
}

const SYSTEM_FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
const PALETTES: Record<string, Palette> = {
  classic: {
    accent: '#585CE9',
    onAccent: '#ffffff',
    text: '#1f2433',
    background: '#ffffff',
    muted: '#5d6478',
    error: '#c5221f',
    radius: 6,
    font: SYSTEM_FONT,
  },
  midnight: {
    accent: '#22c55e',
    onAccent: '#111827',
    text: '#f3f4f6',
    background: '#111827',
    muted: '#9ca3af',
    error: '#f87171',
    radius: 10,
    font: SYSTEM_FONT,
  },
  sunset: {
    accent: '#c2410c',
    onAccent: '#ffffff',
    text: '#3b1d0f',
    background: '#fff7ed',
    muted: '#8a4f33',
    error: '#b91c1c',
    radius: 16,
    font: 'Georgia, serif',
  },
  ocean: {
    accent: '#0369a1',
    onAccent: '#ffffff',
    text: '#0c2d48',
    background: '#f0f9ff',
    muted: '#45708f',
    error: '#b91c1c',
    radius: 4,
    font: SYSTEM_FONT,
  },
  forest: {
    accent: '#15803d',
    onAccent: '#ffffff',
    text: '#14281d',
    background: '#f0fdf4',
    muted: '#4d6b58',
    error: '#b91c1c',
    radius: 8,
    font: 'Verdana, sans-serif',
  },
};

type ThemeSpec = [code: string, name: string, palette: keyof typeof PALETTES, position: S['WidgetPosition']];
const SPECS: Record<ThemeType, ThemeSpec[]> = {
  FIXED: [
    ['classic', 'Classic', 'classic', 'center'],
    ['midnight', 'Midnight', 'midnight', 'center'],
    ['sunset', 'Sunset', 'sunset', 'center'],
    ['ocean', 'Ocean', 'ocean', 'center'],
  ],
  POPUP: [
    ['corner-left', 'Corner left', 'classic', 'left'],
    ['corner-right', 'Corner right', 'ocean', 'right'],
    ['spotlight', 'Spotlight', 'midnight', 'center'],
    ['garden', 'Garden', 'forest', 'right'],
  ],
  SLIM: [
    ['top-bar', 'Top bar', 'classic', 'top'],
    ['bottom-bar', 'Bottom bar', 'midnight', 'bottom'],
    ['warm-bar', 'Warm bar', 'sunset', 'top'],
  ],
  TAKEOVER: [
    ['fullscreen', 'Full screen', 'classic', 'center'],
    ['dark-takeover', 'Dark takeover', 'midnight', 'center'],
    ['calm', 'Calm', 'forest', 'center'],
  ],
  TWO_STEP: [
    ['quick-start', 'Quick start', 'classic', 'center'],
    ['night-steps', 'Night steps', 'midnight', 'center'],
    ['bright-steps', 'Bright steps', 'ocean', 'center'],
  ],
};

function extraFor(type: ThemeType, index: number): S['ThemeSettingsExtra'] {
  switch (type) {
    case 'POPUP':
      return { widget_auto_popup: index * 5, widget_popup_icon: '' };
    case 'TAKEOVER':
      return {
        show_form_view_as: 1,
        event_type: { on_exit: index === 1 ? 1 : 0, on_timeout: index === 2 ? 10 : -1, on_scroll: 200 },
      };
    case 'TWO_STEP':
      return { first_step_submit_text: 'Next step' };
    default:
      return {};
  }
}

let nextId = 1;
export const THEME_GROUPS: S['ThemeGroup'][] = THEME_TYPES.map((type) => ({
  name: THEME_GROUP_NAMES[type],
  theme_type: type,
  themes: SPECS[type].map(([code, name, palette, position], index) => ({
    id: nextId++,
    theme_code: `${type.toLowerCase().replace('_', '-')}-${code}`,
    theme_name: name,
    theme_type: type,
    widget_position: position,
    style: styles(PALETTES[palette] ?? (PALETTES.classic as Palette), type === 'SLIM'),
    widget_settings_extra: extraFor(type, index),
  })),
}));

export const ALL_THEMES: S['Theme'][] = THEME_GROUPS.flatMap((group) => group.themes);
export const findTheme = (id: number): S['Theme'] | undefined => ALL_THEMES.find((theme) => theme.id === id);
export function firstTheme(type: ThemeType): S['Theme'] {
  const theme = THEME_GROUPS.find((group) => group.theme_type === type)?.themes[0];
  if (!theme) throw new Error(`no theme of type ${type}`);
  return theme;
}
export const ACTIVE_THEMES = Object.fromEntries(
  THEME_TYPES.map((type) => [type, firstTheme(type).id]),
) as S['DefaultThemes']['active_themes'];

/** The effective styles: the theme's groups with the user's overrides laid over them. */
export function mergeStyles(base: S['WidgetStyles'], overrides: S['OverrightStyle']): S['WidgetStyles'] {
  const merged = { ...base };
  for (const key of STYLE_GROUP_NAMES) merged[key] = { ...base[key], ...overrides[key] };
  return merged;
}

type DefaultTexts = (typeof import('@/i18n/locales/en/widget-editor.json'))['widgetEditor']['defaults'];
/** A new widget's starting texts in each language: the editor's own (`widgetEditor.defaults`). */
const DEFAULT_TEXTS = import.meta.glob<{ defaults: DefaultTexts }>('../i18n/locales/*/widget-editor.json', {
  eager: true,
  import: 'widgetEditor',
});
const defaultTextsIn = (lang: string): DefaultTexts =>
  (DEFAULT_TEXTS[`../i18n/locales/${lang}/widget-editor.json`] ??
    DEFAULT_TEXTS['../i18n/locales/en/widget-editor.json'])!.defaults;

/**
 * The close texts a visitor reads: a widget in another language whose close texts are still the product's English
 * defaults (saved before its language's defaults were given) shows its language's own.
 */
export function closeTextsInLanguage(form: S['WidgetForm']): S['WidgetForm'] {
  const english = defaultTextsIn('en');
  const own = defaultTextsIn(form.widget_lang);
  const text = (value: string, englishText: string, ownText: string) => (value === englishText ? ownText : value);
  const { close_button_extra: extra } = form;
  return {
    ...form,
    close_button_text: text(form.close_button_text, english.close_title, own.close_title),
    close_button_extra: {
      default: { title: text(extra.default.title, english.close_title, own.close_title) },
      redirect: {
        ...extra.redirect,
        title: text(extra.redirect.title, english.close_redirect_title, own.close_redirect_title),
      },
    },
  };
}

/**
 * The form a new widget of a theme starts with (also what a data reset goes back to), its texts in the widget's
 * language as the editor gives a new widget. The report is not e-mailed unless the owner switches it on (as in the
 * editor, which offers that only once the owner's e-mail server is verified).
 */
export function defaultWidgetForm(theme: S['Theme'], name: string, lang = 'en'): S['WidgetForm'] {
  const type = widgetTypeOf(theme.theme_type);
  const texts = defaultTextsIn(lang);
  const field = (show: 0 | 1 | 2, key: keyof DefaultTexts['fields']): S['FieldConfig'] => {
    const { label, placeholder = '' }: { label: string; placeholder?: string } = texts.fields[key];
    return { show_field: show, label, placeholder, show_in_first_step: 0 };
  };
  return {
    name,
    widget_title: texts.widget_title,
    widget_description: texts.widget_description,
    widget_form_extra: '',
    widget_lang: lang,
    display_title: 1,
    widget_type: type,
    widget_position: theme.widget_position,
    active_theme: theme.id,
    active_theme_type: theme.theme_type,
    widget_theme_code: theme.theme_code,
    widget_button_label: texts.widget_button_label,
    widget_button_color: String(theme.style.cta_button.background ?? '#585CE9'),
    show_field_text_as: 2,
    font_family: String(theme.style.form_style.font_family ?? 'system-ui'),
    action: 'widget-setting',
    widget_settings_extra: {
      widget_auto_popup: theme.widget_settings_extra.widget_auto_popup ?? 0,
      widget_popup_icon: theme.widget_settings_extra.widget_popup_icon ?? '',
      show_form_view_as: theme.widget_settings_extra.show_form_view_as ?? 1,
      first_step_submit_text:
        type === 5 ? texts.first_step_submit_text : (theme.widget_settings_extra.first_step_submit_text ?? ''),
      event_type: theme.widget_settings_extra.event_type ?? { on_exit: 0, on_timeout: -1, on_scroll: 200 },
    },
    close_button_action: 'default',
    close_button_text: texts.close_title,
    close_button_extra: {
      default: { title: texts.close_title },
      redirect: { title: texts.close_redirect_title, redirect_url: '' },
    },
    report_action: 'default',
    report_action_extra: {
      default: { send_report: 0 },
      redirect: { redirect_url: '', send_report: 0 },
      popup: { text: texts.report_popup_text, send_report: 0 },
    },
    wform_url: { ...texts.fields.url, advance_audit: 0, show_in_first_step: 1 },
    wform_keyword: field(1, 'keyword'),
    wform_name: field(0, 'name'),
    wform_phone: field(0, 'phone'),
    wform_email: field(2, 'email'),
    wform_tnc: field(0, 'tnc'),
  };
}
