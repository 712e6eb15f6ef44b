import type { Schemas } from '@contract/schemas';
import { STYLE_GROUP_NAMES } from '@contract/widget-style-groups';
import type { WidgetForm } from '@machines/shared/widget-editor.types';

/*
 * The widget editor's shapes: the contract's widget schemas (openapi.yaml), plus what only the editor keeps
 * (validation errors, the draft, undo snapshots).
 */

/** 1 Fixed, 2 Popup, 3 Slim, 4 Takeover, 5 Two-step. */
export type WidgetType = Schemas['WidgetType'];
export type ThemeType = Schemas['ThemeType'];
/** 1 label, 2 placeholder, 3 both. */
export type ShowFieldTextAs = WidgetForm['show_field_text_as'];
/** 0 hidden, 1 shown and optional, 2 shown and required. */
export type ShowField = FieldConfig['show_field'];
export type Flag = Schemas['ZeroOne'];

export type StyleValue = Schemas['StyleValue'];

/**
 * One style group; every property optional (known keys listed, others allowed). Wider than the contract's
 * StyleGroup on purpose: the preview renders whatever a theme or an edit holds (`position`, `full_width` and
 * `display` are not narrowed), and the feature narrows the overrides when it sends them.
 */
export interface StyleGroup {
  color?: StyleValue;
  background?: StyleValue;
  text_size?: StyleValue;
  text_transform?: StyleValue;
  font_weight?: StyleValue;
  font_family?: StyleValue;
  position?: StyleValue;
  border_top?: StyleValue;
  border_right?: StyleValue;
  border_bottom?: StyleValue;
  border_left?: StyleValue;
  border_color?: StyleValue;
  border_type?: StyleValue;
  border_radius?: StyleValue;
  margin_top?: StyleValue;
  margin_right?: StyleValue;
  margin_bottom?: StyleValue;
  margin_left?: StyleValue;
  padding_top?: StyleValue;
  padding_right?: StyleValue;
  padding_bottom?: StyleValue;
  padding_left?: StyleValue;
  full_width?: StyleValue;
  max_width?: StyleValue;
  check_background?: StyleValue;
  check_active_background?: StyleValue;
  check_mark_color?: StyleValue;
  check_width?: StyleValue;
  check_height?: StyleValue;
  check_border_radius?: StyleValue;
  width?: StyleValue;
  height?: StyleValue;
  icon_color?: StyleValue;
  display?: StyleValue;
  text?: StyleValue;
  html?: StyleValue;
  [key: string]: StyleValue | undefined;
}

/** The contract's 14 style groups (a value module of contract/: the list openapi.yaml fixes). */
export { STYLE_GROUP_NAMES };

export type StyleGroupName = (typeof STYLE_GROUP_NAMES)[number];

/** The 14 effective style groups. */
export type WidgetStyles = Record<StyleGroupName, StyleGroup>;

/** The user's style edits, sent as `overright_style` (spelled so). */
export type OverrightStyle = Partial<Record<StyleGroupName, StyleGroup>>;

export type FieldConfig = Schemas['FieldConfig'];

/** The field groups whose label/placeholder are checked by step 7. */
export type TextFieldName = 'url' | 'keyword' | 'email' | 'phone' | 'name';

export type WidgetFormKey = keyof WidgetForm;

export type WidgetSavePayload = WidgetForm & { overright_style: OverrightStyle };

export type LangOption = Schemas['LangOption'];

/** GET /api/v1/widget/{id}/ data: form + effective style groups + metadata. */
export type LoadedWidget = Omit<Schemas['Widget'], StyleGroupName | 'overright_style'> &
  WidgetStyles & { overright_style: OverrightStyle };

/** The contract's themes, with the editor's style groups. */
export type Theme = Omit<Schemas['Theme'], 'style'> & { style: WidgetStyles };
export type ThemeGroup = Omit<Schemas['ThemeGroup'], 'themes'> & { themes: Theme[] };

/**
 * The texts a new widget starts with, in the widget's language (the same texts a
 * "reset data and style" brings back). With them a name is enough for a first save.
 */
export interface DefaultTexts {
  widget_title: string;
  widget_description: string;
  widget_button_label: string;
  first_step_submit_text: string;
  close_button_text: string;
  close_title: string;
  close_redirect_title: string;
  report_popup_text: string;
  fields: Record<TextFieldName | 'tnc', { label: string; placeholder: string }>;
}

/** GET /api/v1/widget/themes/default/ data. */
export type ThemesDefault = Omit<Schemas['DefaultThemes'], 'all_theme'> & {
  all_theme: ThemeGroup[];
  /** Added by the feature: the starting texts in `widget_lang` (English defaults when absent). */
  default_texts?: DefaultTexts;
};

export interface SaveWidgetInput {
  id?: number;
  /** An update's: the version the editor loaded. */
  version?: number;
  payload: WidgetSavePayload;
}

export type SaveWidgetOutput = Schemas['GeneratedWidget'];

export type ResetOption = 'style' | 'data_style';

export type ResetWidgetInput = Schemas['WidgetResetRequest'] & { id: number };

export interface ResetWidgetOutput {
  message: string;
}

/** Keys under which validation errors are shown. */
export type ErrorField =
  | 'name'
  | 'widget_type'
  | 'close_redirect_url'
  | 'close_title'
  | `${TextFieldName}_label`
  | `${TextFieldName}_placeholder`
  | 'lead_generation_btn_error'
  | 'first_step_btn'
  | 'tnc_label'
  | 'report_redirect_url'
  | 'report_popup_text';

/** Error values are translation keys. */
export type ErrorKey =
  'common.required' | 'createWidget.form.error.3' | 'createWidget.form.error.4' | 'createWidget.form.error.5';

export type FieldErrors = Partial<Record<ErrorField, ErrorKey>>;

/** 1..9 are the spec's chain; 10 is the report-action rule checked after it. */
export type ValidationStep = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11;

export interface WidgetErrors {
  step: ValidationStep;
  fields: FieldErrors;
  /** Separate from the field errors: the page scrolls to the top (main name error). */
  scrollTop: boolean;
}

/** The editing state kept in browser storage and offered back after a reload. */
export interface EditorDraft {
  widgetId?: number;
  form: WidgetForm;
  overrides: OverrightStyle;
}

export interface EditorSnapshotData {
  form: WidgetForm;
  styles: WidgetStyles;
  overrides: OverrightStyle;
}

export interface EditorMeta {
  availableLang: LangOption[];
  smtpVerified: boolean;
  canAdvanceAudit: Flag;
  /** A split test's variant (issue 47): its widget and its letter. */
  variant?: { of: number; label: string };
}
