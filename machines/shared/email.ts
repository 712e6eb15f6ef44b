/** One e-mail rule for every form: one @, no spaces, a dot in the domain with something on both sides, ≤ 254 characters. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(value: string): boolean {
  const text = value.trim();
  return text.length <= 254 && EMAIL_PATTERN.test(text);
}
