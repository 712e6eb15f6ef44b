import { isPublicHostName } from '@machines/shared/address-rule';
import { isValidEmail } from '@machines/shared/email';
import { TEXT_LIMITS, textProblem } from '@machines/shared/text-limits';
/** Pure rules of the SMTP section of /setting: used as guards and shown under the fields. */

export interface SmtpValues {
  sender_name: string;
  sender_email: string;
  host: string;
  /** As typed; a whole number 1–65535 to verify. */
  port: string;
  auto_tls: boolean;
  authentication: boolean;
  user_name: string;
  password: string;
  active_lead_email: boolean;
}
export type SmtpField = keyof SmtpValues;
/** Translation keys (under `account.errors`) per field. */
export type SmtpErrors = Partial<Record<SmtpField | 'test_email', string>>;

/** A port is a whole number from 1 to 65535, written in digits only. */
export function parsePort(value: string): number | null {
  const text = value.trim();
  if (!/^\d{1,5}$/.test(text)) return null;
  const port = Number(text);
  return port >= 1 && port <= 65535 ? port : null;
}

export function validateSmtp(values: SmtpValues): SmtpErrors {
  const errors: SmtpErrors = {};
  // Past the limit the field shows the shared limit's own message.
  if (textProblem(values.sender_name, TEXT_LIMITS.senderName)) errors.sender_name = 'too_long';
  if (!values.sender_email.trim()) errors.sender_email = 'required';
  else if (!isValidEmail(values.sender_email)) errors.sender_email = 'email';
  if (!values.host.trim()) errors.host = 'host_required';
  else if (!isPublicHostName(values.host.trim())) errors.host = 'host_invalid';
  if (parsePort(values.port) === null) errors.port = 'port';
  if (values.authentication && !values.user_name.trim()) errors.user_name = 'required';
  else if (textProblem(values.user_name, TEXT_LIMITS.smtpUser)) errors.user_name = 'too_long';
  if (textProblem(values.password, TEXT_LIMITS.smtpPassword)) errors.password = 'too_long';
  return errors;
}

export function validateTestRecipient(email: string): SmtpErrors {
  if (!email.trim()) return { test_email: 'required' };
  return isValidEmail(email) ? {} : { test_email: 'email' };
}
