/*
 * Pure rules of the widget editor: the redirect-URL pattern, the save chain of
 * spec part 1 §5 and the style-number sanitiser. The machine uses the step
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
  WidgetForm,
} from './widget-editor.types';

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

const SCHEME = /^(?:(?:https?|ftp):\/\/)?/i;
const PORT_AND_REST = /^(?::(\d{2,5}))?(?:[/?#]\S*)?$/;
const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;
const LABEL = /^(?!-)[a-z0-9\u00a1-\uffff-]{1,63}(?<!-)$/i;
const TLD = /^(?:[a-z\u00a1-\uffff]{2,}|xn--[a-z0-9-]{2,59})$/i;

/** Private, loopback, link-local, "this network" and multicast/reserved addresses are not public. */
function isPublicIpv4(octets: number[]): boolean {
  const [a = 0, b = 0] = octets;
  if (octets.some((o) => o > 255)) return false;
  if (a === 0 || a === 10 || a === 127) return false;
  if (a === 169 && b === 254) return false;
  if (a === 172 && b >= 16 && b <= 31) return false;
  if (a === 192 && b === 168) return false;
  return a < 224;
}

function isValidHost(host: string): boolean {
  const ip = IPV4.exec(host);
  if (ip) return isPublicIpv4(ip.slice(1).map(Number));
  const labels = host.split('.');
  if (labels.length < 2) return false;
  const tld = labels[labels.length - 1] ?? '';
  return TLD.test(tld) && labels.slice(0, -1).every((label) => LABEL.test(label));
}

/**
 * The close-button redirect address rule: optional http/https/ftp scheme, a
 * public host with a top-level domain of 2+ letters (or a public IPv4), an
 * optional port of 2 to 5 digits, an optional path/query/fragment, no spaces.
 * Private and loopback IPs, `localhost` and IPv6 literals are rejected.
 */
export function isValidRedirectUrl(url: string): boolean {
  if (url === '' || /\s/.test(url)) return false;
  const afterScheme = url.replace(SCHEME, '');
  // Any other scheme (mailto:, javascript:, file://) is left over here.
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(afterScheme)) return false;
  const hostEnd = afterScheme.search(/[:/?#]/);
  const host = hostEnd === -1 ? afterScheme : afterScheme.slice(0, hostEnd);
  const rest = hostEnd === -1 ? '' : afterScheme.slice(hostEnd);
  if (host === '' || host.includes('@')) return false;
  return isValidHost(host) && PORT_AND_REST.test(rest);
}

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
 * Step 10, the spec's "other rule" checked after the nine steps: the report
 * redirect address or popup text is required when that mode is chosen.
 */
export const hasReportActionTextMissing = (form: ValidatableForm): boolean =>
  (form.report_action === 'redirect' && isBlank(form.report_action_extra.redirect.redirect_url)) ||
  (form.report_action === 'popup' && isBlank(form.report_action_extra.popup.text));

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
    errors: (form) =>
      form.report_action === 'redirect' ? { report_redirect_url: REQUIRED } : { report_popup_text: REQUIRED },
  },
];

/**
 * Runs the save chain in order; the first failing step stops it and only that
 * step's errors are returned (null when the form may be saved). Steps 1 and 2
 * (the main name error) ask for a scroll to the top.
 */
export function validateWidget(form: ValidatableForm, options: ValidationOptions = {}): WidgetErrors | null {
  const includeReport = options.includeReportAction ?? true;
  for (const step of STEPS) {
    if (step.step === 10 && !includeReport) break;
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

/** True when the whole chain (including the report-action rule) passes. */
export const isWidgetValid = (form: ValidatableForm): boolean => validateWidget(form) === null;

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
  return `${Number.isInteger(px) ? px : Number(px.toFixed(2))}px`;
}
