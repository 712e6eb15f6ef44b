/*
 * Pure rules of the widget editor: the redirect-URL pattern, the save chain
 * (nine checks in order, the first failure stops the save) and the style-number sanitiser. The machine uses the step
 * predicates as guards and validateWidget for the errors it shows.
 */
import type {
  ErrorField,
  ErrorKey,
  FieldConfig,
  FieldErrors,
  TextFieldName,
  ValidationStep,
  WidgetErrors,
} from './widget-editor.types';
import type { WidgetForm } from '@machines/shared/widget-editor.types';
import { redirectAddress } from '@machines/shared/address-rule';
import { TEXT_LIMITS, textProblem } from '@machines/shared/text-limits';

const REQUIRED: ErrorKey = 'common.required';
const TYPE_MISSING: ErrorKey = 'createWidget.form.error.3';
const NAME_MISSING: ErrorKey = 'createWidget.form.error.4';
const URL_INVALID: ErrorKey = 'createWidget.form.error.5';

/** The rules read only the form; the type may be absent while a form is being built. */
export type ValidatableForm = Omit<WidgetForm, 'widget_type'> & {
  widget_type: WidgetForm['widget_type'] | 0 | null | undefined;
};

export interface ValidationOptions {
  /** The report-action rule runs after the nine steps; on by default. */
  includeReportAction?: boolean;
}

const isBlank = (value: string | null | undefined): boolean => (value ?? '').trim() === '';

/* ---------- redirect URL ---------- */

/**
 * A redirect address (close button, report action): the one address rule of `machines/shared/address-rule.ts`,
 * scheme optional as the spec's pattern allows (a bare `shop.example/thanks` is read as http://).
 */
export const isValidRedirectUrl = (url: string): boolean => redirectAddress(url) !== null;

/* ---------- the nine steps, as predicates (used as guards) ---------- */

const TEXT_FIELDS: readonly TextFieldName[] = ['url', 'keyword', 'email', 'phone', 'name'];

const isShown = (form: ValidatableForm, field: TextFieldName): boolean =>
  field === 'url' ? true : (form[`wform_${field}`] as FieldConfig).show_field > 0;

const needsLabel = (form: ValidatableForm): boolean => form.show_field_text_as === 1 || form.show_field_text_as === 3;
const needsPlaceholder = (form: ValidatableForm): boolean =>
  form.show_field_text_as === 2 || form.show_field_text_as === 3;

const isCloseRedirect = (form: ValidatableForm): boolean => form.close_button_action === 'redirect';

/** Step 1: name, description and type all empty. */
export const hasNameDescTypeMissing = (form: ValidatableForm): boolean =>
  isBlank(form.name) && isBlank(form.widget_description) && !form.widget_type;

/** Step 2: name empty. */
export const hasNameMissing = (form: ValidatableForm): boolean => isBlank(form.name);

/** Step 3: redirect close action without an address. */
export const hasCloseRedirectMissing = (form: ValidatableForm): boolean =>
  isCloseRedirect(form) && isBlank(form.close_button_extra.redirect.redirect_url);

/** Step 4: redirect close action with an address that fails the URL pattern. */
export const hasCloseRedirectInvalid = (form: ValidatableForm): boolean =>
  isCloseRedirect(form) && !isValidRedirectUrl(form.close_button_extra.redirect.redirect_url);

/** Step 5: close-button title empty for the chosen action (default or redirect). */
export const hasCloseTitleMissing = (form: ValidatableForm): boolean =>
  isBlank(form.close_button_extra[form.close_button_action].title);

/** Step 6: widget type missing. */
export const hasTypeMissing = (form: ValidatableForm): boolean => !form.widget_type;

function fieldTextErrors(form: ValidatableForm): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of TEXT_FIELDS) {
    if (!isShown(form, field)) continue;
    const config = form[`wform_${field}`];
    if (needsLabel(form) && isBlank(config.label)) errors[`${field}_label`] = REQUIRED;
    if (needsPlaceholder(form) && isBlank(config.placeholder)) errors[`${field}_placeholder`] = REQUIRED;
  }
  return errors;
}

/** Step 7: a shown field (url always) lacks its label and/or placeholder for the display mode. */
export const hasFieldTextsMissing = (form: ValidatableForm): boolean => Object.keys(fieldTextErrors(form)).length > 0;

/** Step 8: lead-generation button label, and for type 5 the first-step button label. */
export const hasButtonLabelsMissing = (form: ValidatableForm): boolean =>
  isBlank(form.widget_button_label) ||
  (form.widget_type === 5 && isBlank(form.widget_settings_extra.first_step_submit_text));

/** Step 9: terms field shown without its text. */
export const hasTncLabelMissing = (form: ValidatableForm): boolean =>
  form.wform_tnc.show_field > 0 && isBlank(form.wform_tnc.label);

/**
 * Step 10, the spec's "other rule" checked after the nine steps: the report popup text is required in
 * popup mode, and the report redirect address is required and, like the close-button address, must pass
 * the address rule (whatever embeds the widget is handed that address).
 */
export const hasReportActionTextMissing = (form: ValidatableForm): boolean =>
  (form.report_action === 'redirect' && !isValidRedirectUrl(form.report_action_extra.redirect.redirect_url)) ||
  (form.report_action === 'popup' && isBlank(form.report_action_extra.popup.text));

const reportActionErrors = (form: ValidatableForm): FieldErrors => {
  if (form.report_action !== 'redirect') return { report_popup_text: REQUIRED };
  const blank = isBlank(form.report_action_extra.redirect.redirect_url);
  return { report_redirect_url: blank ? REQUIRED : URL_INVALID };
};

interface Step {
  step: ValidationStep;
  fails: (form: ValidatableForm) => boolean;
  errors: (form: ValidatableForm) => FieldErrors;
  scrollTop?: boolean;
}

const STEPS: readonly Step[] = [
  {
    step: 1,
    fails: hasNameDescTypeMissing,
    errors: () => ({ name: NAME_MISSING, widget_type: TYPE_MISSING }),
    scrollTop: true,
  },
  { step: 2, fails: hasNameMissing, errors: () => ({ name: NAME_MISSING }), scrollTop: true },
  { step: 3, fails: hasCloseRedirectMissing, errors: () => ({ close_redirect_url: REQUIRED }) },
  { step: 4, fails: hasCloseRedirectInvalid, errors: () => ({ close_redirect_url: URL_INVALID }) },
  { step: 5, fails: hasCloseTitleMissing, errors: () => ({ close_title: REQUIRED }) },
  { step: 6, fails: hasTypeMissing, errors: () => ({ widget_type: TYPE_MISSING }) },
  { step: 7, fails: hasFieldTextsMissing, errors: fieldTextErrors },
  {
    step: 8,
    fails: hasButtonLabelsMissing,
    errors: (form) => {
      const errors: FieldErrors = {};
      if (isBlank(form.widget_button_label)) errors.lead_generation_btn_error = REQUIRED;
      if (form.widget_type === 5 && isBlank(form.widget_settings_extra.first_step_submit_text)) {
        errors.first_step_btn = REQUIRED;
      }
      return errors;
    },
  },
  { step: 9, fails: hasTncLabelMissing, errors: () => ({ tnc_label: REQUIRED }) },
  {
    step: 10,
    fails: hasReportActionTextMissing,
    errors: reportActionErrors,
  },
  // Each field shows its own limit message as it is typed; this step only keeps the save from going out.
  { step: 11, fails: hasTextOverLimit, errors: () => ({}) },
];

/* ---------- text limits (the contract's maxLength) ---------- */

/** The editor's texts a person types: addresses have the address rule's own limit, so they are not here. */
const LONG_TEXTS = new Set([
  'widget_description',
  'widget_form_extra',
  'report_action_extra.popup.text',
  'widget_settings_extra.display_rules.pages_shown',
  'widget_settings_extra.display_rules.pages_hidden',
]);
const SHORT_TEXTS = [
  'widget_title',
  'close_button_extra.default.title',
  'close_button_extra.redirect.title',
  'widget_button_label',
  'widget_settings_extra.first_step_submit_text',
  'wform_tnc.label',
  ...TEXT_FIELDS.flatMap((field) => [`wform_${field}.label`, `wform_${field}.placeholder`]),
];

/** The limit of the text at `path` (the name, a long text, or any other typed text), or undefined for addresses. */
export function widgetTextLimit(path: string): number | undefined {
  if (path === 'name') return TEXT_LIMITS.widgetName;
  if (LONG_TEXTS.has(path)) return TEXT_LIMITS.widgetLongText;
  return path.endsWith('redirect_url') || path.endsWith('_icon') ? undefined : TEXT_LIMITS.widgetText;
}

/** Each limited text once, its path split up front: the save chain runs on every keystroke of a shown error. */
const LIMITED = [...LONG_TEXTS, ...SHORT_TEXTS].map((path) => ({
  path,
  keys: path.split('.'),
  max: widgetTextLimit(path) as number,
  multiline: LONG_TEXTS.has(path),
}));

const textAt = (form: object, keys: readonly string[]): unknown => {
  let value: unknown = form;
  for (const key of keys) value = (value as Record<string, unknown> | undefined)?.[key];
  return value;
};

/** The typed texts of a form (or a save payload) other than the name: path, text, limit, lines allowed. */
export function limitedWidgetTexts(form: object): [string, string, number, boolean][] {
  const found: [string, string, number, boolean][] = [];
  for (const { path, keys, max, multiline } of LIMITED) {
    const value = textAt(form, keys);
    if (typeof value === 'string') found.push([path, value, max, multiline]);
  }
  return found;
}

/** Some typed text is past its limit or has a control character: the field says which; saving waits. */
export function hasTextOverLimit(form: ValidatableForm): boolean {
  if (textProblem(form.name ?? '', TEXT_LIMITS.widgetName) !== null) return true;
  for (const { keys, max, multiline } of LIMITED) {
    const value = textAt(form, keys);
    if (typeof value === 'string' && textProblem(value, max, multiline) !== null) return true;
  }
  return false;
}

/**
 * Runs the save chain in order; the first failing step stops it and only that
 * step's errors are returned (null when the form may be saved). Steps 1 and 2
 * (the main name error) ask for a scroll to the top.
 */
export function validateWidget(form: ValidatableForm, options: ValidationOptions = {}): WidgetErrors | null {
  const includeReport = options.includeReportAction ?? true;
  for (const step of STEPS) {
    if (step.step === 10 && !includeReport) continue;
    if (step.fails(form)) {
      return { step: step.step, fields: step.errors(form), scrollTop: step.scrollTop ?? false };
    }
  }
  return null;
}

/**
 * The errors shown after a failed save, kept only while their field is still invalid: an error
 * clears as soon as the field becomes valid (and shows the field's current message meanwhile).
 * No new errors appear here; those wait for the next save.
 */
export function remainingErrors(form: ValidatableForm, shown: FieldErrors): FieldErrors {
  const fields = Object.keys(shown) as ErrorField[];
  if (fields.length === 0) return shown;
  const current: FieldErrors = {};
  for (const step of STEPS) {
    if (!step.fails(form)) continue;
    for (const [field, key] of Object.entries(step.errors(form)) as [ErrorField, ErrorKey][]) current[field] ??= key;
  }
  const kept: FieldErrors = {};
  for (const field of fields) if (current[field]) kept[field] = current[field];
  const same = fields.length === Object.keys(kept).length && fields.every((field) => kept[field] === shown[field]);
  return same ? shown : kept;
}

/** The error keys a step may produce, in display order (for UIs listing messages). */
export const ERROR_FIELDS: readonly ErrorField[] = [
  'name',
  'widget_type',
  'close_redirect_url',
  'close_title',
  ...TEXT_FIELDS.flatMap((f) => [`${f}_label` as const, `${f}_placeholder` as const]),
  'lead_generation_btn_error',
  'first_step_btn',
  'tnc_label',
  'report_redirect_url',
  'report_popup_text',
];

/* ---------- style numbers ---------- */

export const STYLE_NUMBER_MAX = 999;

const NUMBER_TEXT = /^\s*(-?\d+(?:\.\d+)?)\s*(?:px)?\s*$/i;

const clamp = (n: number): number => Math.min(Math.max(n, 0), STYLE_NUMBER_MAX);

/**
 * Normalises a typed style number. 'int' (CTA/input padding and margin):
 * an integer, negatives become 0, huge values 999. 'px-text' (close-button
 * border, margin, padding): free px text, "4" and "4px" both become "4px".
 * Text that is not a number gives undefined (the edit is rejected).
 */
export function sanitizeStyleNumber(value: string, kind: 'int'): number | undefined;
export function sanitizeStyleNumber(value: string, kind: 'px-text'): string | undefined;
export function sanitizeStyleNumber(value: string, kind: 'int' | 'px-text'): number | string | undefined;
export function sanitizeStyleNumber(value: string, kind: 'int' | 'px-text'): number | string | undefined {
  const match = NUMBER_TEXT.exec(value);
  if (!match?.[1]) return undefined;
  const n = Number(match[1]);
  if (!Number.isFinite(n)) return undefined;
  if (kind === 'int') return clamp(Math.trunc(n));
  const px = clamp(n);
  return `${Number.isInteger(px) ? px : Math.round(px * 100) / 100}px`;
}
