import { isValidEmail } from '@machines/shared/email';
import { TEXT_LIMITS, textProblem } from '@machines/shared/text-limits';
/** The support request form: e-mail, subject and message, each required. */
export interface SupportValues {
  email: string;
  subject: string;
  message: string;
}
export type SupportField = keyof SupportValues;

/** Translation keys of the spec's messages (English: the spec's own words). */
export const SUPPORT_ERRORS = {
  emailRequired: 'support.errors.email_required',
  emailInvalid: 'support.errors.email_invalid',
  subjectRequired: 'support.errors.subject_required',
  subjectShort: 'support.errors.subject_min',
  messageRequired: 'support.errors.message_required',
  messageShort: 'support.errors.message_min',
  /** Past the contract's limit (or a control character): the field shows the shared limit's own message. */
  tooLong: 'text_limit.too_long',
} as const;
export type SupportErrorKey = (typeof SUPPORT_ERRORS)[keyof typeof SUPPORT_ERRORS];
export type SupportErrors = Partial<Record<SupportField, SupportErrorKey>>;

export const SUBJECT_MIN = 3;
export const MESSAGE_MIN = 10;

export { isValidEmail };

/** Each field's first failing rule, in the spec's order (required before format/length). */
export function validateSupport(values: SupportValues): SupportErrors {
  const errors: SupportErrors = {};
  const email = values.email.trim();
  const subject = values.subject.trim();
  const message = values.message.trim();
  if (!email) errors.email = SUPPORT_ERRORS.emailRequired;
  else if (!isValidEmail(email)) errors.email = SUPPORT_ERRORS.emailInvalid;
  if (!subject) errors.subject = SUPPORT_ERRORS.subjectRequired;
  else if (subject.length < SUBJECT_MIN) errors.subject = SUPPORT_ERRORS.subjectShort;
  else if (textProblem(values.subject, TEXT_LIMITS.subject)) errors.subject = SUPPORT_ERRORS.tooLong;
  if (!message) errors.message = SUPPORT_ERRORS.messageRequired;
  else if (message.length < MESSAGE_MIN) errors.message = SUPPORT_ERRORS.messageShort;
  else if (textProblem(values.message, TEXT_LIMITS.message, true)) errors.message = SUPPORT_ERRORS.tooLong;
  return errors;
}

export const hasErrors = (errors: SupportErrors): boolean => Object.keys(errors).length > 0;
