/*
 * The widget editor's own shapes (see the agreed widget contract).
 * Pure TypeScript: features map the generated API types onto these.
 */

/** 1 Fixed, 2 Popup, 3 Slim, 4 Takeover, 5 Two-step. */
export type WidgetType = 1 | 2 | 3 | 4 | 5;
export type ThemeType = 'FIXED' | 'POPUP' | 'SLIM' | 'TAKEOVER' | 'TWO_STEP';
export type WidgetPosition = 'left' | 'right' | 'center' | 'top' | 'bottom';
/** 1 label, 2 placeholder, 3 both. */
export type ShowFieldTextAs = 1 | 2 | 3;
/** 0 hidden, 1 shown and optional, 2 shown and required. */
export type ShowField = 0 | 1 | 2;
export type Flag = 0 | 1;

export type StyleValue = string | number;

/** One style group; every property optional (known keys listed, others allowed). */
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

export const STYLE_GROUP_NAMES = [
  'form_style',
  'form_body_style',
  'cta_button',
  'form_title',
  'form_des',
  'form_extra_html',
  'tnc_style',
  'input_field',
  'input_placeholder',
  'input_label',
  'input_error_message',
  'popup_icon',
  'close_btn',
  'report_close_btn',
] as const;

export type StyleGroupName = (typeof STYLE_GROUP_NAMES)[number];

/** The 14 effective style groups. */
export type WidgetStyles = Record<StyleGroupName, StyleGroup>;

/** The user's style edits, sent as `overright_style` (spelled so). */
export type OverrightStyle = Partial<Record<StyleGroupName, StyleGroup>>;

export interface FieldConfig {
  show_field: ShowField;
  label: string;
  placeholder: string;
  show_in_first_step: Flag;
}

export interface UrlFieldConfig {
  label: string;
  placeholder: string;
  advance_audit: Flag;
  show_in_first_step: Flag;
}

export interface EventTypeSettings {
  on_exit: Flag;
  /** Seconds, -1 is off. */
  on_timeout: number;
  /** Pixels, -1 is off. */
  on_scroll: number;
}

export interface WidgetSettingsExtra {
  widget_auto_popup: number;
  widget_popup_icon: string;
  show_form_view_as: 1 | 2;
  first_step_submit_text: string;
  event_type: EventTypeSettings;
}

export type CloseButtonAction = 'default' | 'redirect';
export type ReportAction = 'default' | 'redirect' | 'popup';

export interface CloseButtonExtra {
  default: { title: string };
  redirect: { title: string; redirect_url: string };
}

export interface ReportActionExtra {
  default: { send_report: Flag };
  redirect: { redirect_url: string; send_report: Flag };
  popup: { text: string; send_report: Flag };
}

/** The field groups whose label/placeholder are checked by step 7. */
export type TextFieldName = 'url' | 'keyword' | 'email' | 'phone' | 'name';

/** What the editor edits and saves (without style groups). */
export interface WidgetForm {
  name: string;
  widget_title: string;
  widget_description: string;
  widget_form_extra: string;
  widget_lang: string;
  display_title: Flag;
  widget_type: WidgetType;
  widget_position: WidgetPosition;
  active_theme: number;
  active_theme_type: ThemeType;
  widget_theme_code: string;
  widget_button_label: string;
  widget_button_color: string;
  show_field_text_as: ShowFieldTextAs;
  font_family: string;
  action: 'widget-setting';
  widget_settings_extra: WidgetSettingsExtra;
  close_button_action: CloseButtonAction;
  close_button_text: string;
  close_button_extra: CloseButtonExtra;
  report_action: ReportAction;
  report_action_extra: ReportActionExtra;
  wform_url: UrlFieldConfig;
  wform_keyword: FieldConfig;
  wform_name: FieldConfig;
  wform_phone: FieldConfig;
  wform_email: FieldConfig;
  wform_tnc: FieldConfig;
}

export type WidgetFormKey = keyof WidgetForm;

export type WidgetSavePayload = WidgetForm & { overright_style: OverrightStyle };

export interface LangOption {
  code: string;
  label: string;
}

/** GET /api/v1/widget/{id}/ data: form + effective style groups + metadata. */
export type LoadedWidget = WidgetForm &
  WidgetStyles & {
    id: number;
    status: 'active' | 'deleted';
    created_at: string;
    updated_at: string;
    lead_count: number;
    overright_style: OverrightStyle;
    available_lang: LangOption[];
    smtp_verified: boolean;
    can_advance_audit: Flag;
  };

export interface Theme {
  id: number;
  theme_code: string;
  theme_name: string;
  theme_type: ThemeType;
  widget_position: WidgetPosition;
  style: WidgetStyles;
  widget_settings_extra: Partial<WidgetSettingsExtra>;
}

export interface ThemeGroup {
  name: string;
  theme_type: ThemeType;
  themes: Theme[];
}

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
export interface ThemesDefault {
  name: string;
  widget_lang: string;
  available_lang: LangOption[];
  smtp_verified: boolean;
  can_advance_audit: Flag;
  all_theme: ThemeGroup[];
  active_themes: Partial<Record<ThemeType, number>>;
  /** Added by the feature: the starting texts in `widget_lang` (English defaults when absent). */
  default_texts?: DefaultTexts;
}

export interface SaveWidgetInput {
  id?: number;
  payload: WidgetSavePayload;
}

export interface SaveWidgetOutput {
  widget_id: number;
  message: string;
}

export type ResetOption = 'style' | 'data_style';

export interface ResetWidgetInput {
  id: number;
  active_theme_type: ThemeType;
  active_theme: number;
  reset_option: ['style'] | ['data', 'style'];
}

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
export type ValidationStep = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10;

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
}
