import type { WidgetForm } from '@machines/shared/widget-editor.types';
import { addressProblem, normalizeAddress, redirectAddress } from '@machines/shared/address-rule';
import { isValidEmail } from '@machines/shared/email';
import { TEXT_LIMITS, textProblem } from '@machines/shared/text-limits';

/**
 * A visitor's submission of a widget's form, judged by the widget's own settings: the site address is
 * always asked and required; keyword, name, phone and e-mail only when the widget shows them (show_field 1), and
 * required when it says so (2); the terms box must be ticked when it is required; keyword and name keep the text rule
 * (at most 120 and 100 characters, no control or bidirectional-override characters). The embed script checks a
 * submission with these rules before sending it, and the demo backend checks it again with the same rules.
 */

export type CaptureField = 'url' | 'keyword' | 'name' | 'phone' | 'email' | 'tnc';
export type CaptureProblem = 'required' | 'invalid_url' | 'invalid_email' | 'invalid_phone' | 'invalid_text';
export type CaptureValues = Partial<Record<Exclude<CaptureField, 'tnc'>, string>> & { tnc?: boolean };
export type CaptureProblems = Partial<Record<CaptureField, CaptureProblem>>;

type CaptureForm = Pick<WidgetForm, 'wform_keyword' | 'wform_name' | 'wform_phone' | 'wform_email' | 'wform_tnc'>;

const OPTIONAL = [
  ['keyword', 'wform_keyword'],
  ['name', 'wform_name'],
  ['phone', 'wform_phone'],
  ['email', 'wform_email'],
] as const;

/** The free-text fields' limits (issue 43): what a visitor types is held to the contract like any other text. */
const FREE_TEXT_LIMITS = { keyword: TEXT_LIMITS.keyword, name: TEXT_LIMITS.personName } as const;

/** A phone number as people write it: digits with spaces, dots, dashes, brackets and one leading +; 6 to 15 digits. */
export function isValidPhone(value: string): boolean {
  const text = value.trim();
  if (text.length > 32 || !/^\+?[\d\s().-]+$/.test(text)) return false;
  const digits = text.replace(/\D/g, '').length;
  return digits >= 6 && digits <= 15;
}

/** The text fields the widget asks for (the site address always), in form order. */
export function shownFields(form: CaptureForm): Exclude<CaptureField, 'tnc'>[] {
  return ['url', ...OPTIONAL.filter(([, group]) => form[group].show_field > 0).map(([field]) => field)];
}

/** What is wrong with each field of a submission; an empty object when it can be sent. */
export function captureProblems(form: CaptureForm, values: CaptureValues): CaptureProblems {
  const problems: CaptureProblems = {};
  const url = values.url?.trim() ?? '';
  const urlProblem = addressProblem(url, { schemeOptional: true });
  if (urlProblem) problems.url = urlProblem === 'required' ? 'required' : 'invalid_url';
  for (const [field, group] of OPTIONAL) {
    const shown = form[group].show_field;
    const text = values[field]?.trim() ?? '';
    if (shown === 0) continue;
    if (!text) {
      if (shown === 2) problems[field] = 'required';
    } else if (field === 'email' && !isValidEmail(text)) problems.email = 'invalid_email';
    else if (field === 'phone' && !isValidPhone(text)) problems.phone = 'invalid_phone';
    else if ((field === 'keyword' || field === 'name') && textProblem(text, FREE_TEXT_LIMITS[field]))
      problems[field] = 'invalid_text';
  }
  if (form.wform_tnc.show_field === 2 && values.tnc !== true) problems.tnc = 'required';
  return problems;
}

/** The lead's fields as stored: trimmed, the site address as the browser writes it, absent fields null. */
export function capturedContact(
  form: CaptureForm,
  values: CaptureValues,
): { url: string; keyword: string | null; name: string | null; phone: string | null; email: string | null } {
  const text = (field: 'keyword' | 'name' | 'phone' | 'email', group: keyof CaptureForm) =>
    form[group].show_field > 0 ? values[field]?.trim() || null : null;
  return {
    url: normalizeAddress(values.url ?? '', { schemeOptional: true }) ?? '',
    keyword: text('keyword', 'wform_keyword'),
    name: text('name', 'wform_name'),
    phone: text('phone', 'wform_phone'),
    email: text('email', 'wform_email'),
  };
}

type AfterSendForm = Pick<
  WidgetForm,
  'report_action' | 'report_action_extra' | 'close_button_action' | 'close_button_extra'
>;

export type ReportOutcome =
  { kind: 'redirect'; address: string } | { kind: 'message'; text: string } | { kind: 'default' };

/**
 * What the visitor meets after sending, as the editor configures it: a visit to the marketer's address for a redirect
 * when it passes the editor's address rule (redirectAddress), the marketer's text for a popup when there is one,
 * else the built-in report message. The embed script does it; the editor's preview shows it.
 */
export function reportOutcome(form: Pick<AfterSendForm, 'report_action' | 'report_action_extra'>): ReportOutcome {
  if (form.report_action === 'redirect') {
    const address = redirectAddress(form.report_action_extra.redirect.redirect_url);
    if (address) return { kind: 'redirect', address };
  }
  if (form.report_action === 'popup') {
    const text = form.report_action_extra.popup.text.trim();
    if (text) return { kind: 'message', text };
  }
  return { kind: 'default' };
}

/**
 * Where the report's close button takes the visitor: the marketer's address when the close action is a redirect
 * whose address passes the editor's rule, else null (the button just closes the report).
 */
export function closeAddress(form: Pick<AfterSendForm, 'close_button_action' | 'close_button_extra'>): string | null {
  return form.close_button_action === 'redirect'
    ? redirectAddress(form.close_button_extra.redirect.redirect_url)
    : null;
}
