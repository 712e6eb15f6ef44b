/** Pure rules of the profile form (/my-profile): used as guards and shown under the fields. */
import { TEXT_LIMITS, textProblem } from '@machines/shared/text-limits';

export const PROFILE_LANGUAGES = ['en', 'nl', 'es', 'it', 'fr', 'pt', 'de', 'el', 'sv', 'pl', 'nb', 'da'] as const;
export type ProfileLanguage = (typeof PROFILE_LANGUAGES)[number];
export const MIN_PASSWORD_LENGTH = 8;

export interface ProfileValues {
  first_name: string;
  last_name: string;
  language: ProfileLanguage;
  test_sever_region: string;
  test_sever_env: string;
  /** Empty keeps the current password. */
  password: string;
  password_confirm: string;
}
export type ProfileField = keyof ProfileValues;
/** Translation keys (under `account.errors`) per field; `too_long` is the shared text limit's own message. */
export type ProfileErrors = Partial<Record<ProfileField, string>>;

export function isProfileLanguage(value: unknown): value is ProfileLanguage {
  return typeof value === 'string' && (PROFILE_LANGUAGES as readonly string[]).includes(value);
}

export function validateProfile(values: ProfileValues): ProfileErrors {
  const errors: ProfileErrors = {};
  for (const field of ['first_name', 'last_name'] as const) {
    if (!values[field].trim()) errors[field] = 'required';
    else if (textProblem(values[field], TEXT_LIMITS.personName)) errors[field] = 'too_long';
  }
  if (!isProfileLanguage(values.language)) errors.language = 'language';
  if (values.password) {
    if (values.password.length < MIN_PASSWORD_LENGTH) errors.password = 'password_short';
    if (values.password_confirm !== values.password) errors.password_confirm = 'password_mismatch';
  } else if (values.password_confirm) {
    errors.password_confirm = 'password_mismatch';
  }
  return errors;
}

export const hasErrors = (errors: object): boolean => Object.keys(errors).length > 0;

/**
 * A hint, not a rule: 0 (none typed) to 4 (strong). One point each for 8+ characters, 12+ characters,
 * mixed case, and digits together with a symbol.
 */
export function passwordStrength(password: string): 0 | 1 | 2 | 3 | 4 {
  if (!password) return 0;
  let score = 0;
  if (password.length >= MIN_PASSWORD_LENGTH) score++;
  if (password.length >= 12) score++;
  if (/[a-z]/.test(password) && /[A-Z]/.test(password)) score++;
  if (/\d/.test(password) && /[^A-Za-z0-9]/.test(password)) score++;
  return Math.max(1, score) as 1 | 2 | 3 | 4;
}

/** Whether anything differs from what the server holds (a typed password always counts). */
export function isProfileDirty(values: ProfileValues, saved: ProfileValues): boolean {
  return (
    values.first_name !== saved.first_name ||
    values.last_name !== saved.last_name ||
    values.language !== saved.language ||
    values.test_sever_region !== saved.test_sever_region ||
    values.test_sever_env !== saved.test_sever_env ||
    values.password !== '' ||
    values.password_confirm !== ''
  );
}
