/**
 * Limits of free text, from the contract (openapi.yaml `maxLength` and `pattern` of the same fields): pure rules the
 * forms' guards and the demo backend share, so both refuse the same input. Lengths count characters (code points),
 * as JSON Schema's maxLength does.
 */
export const TEXT_LIMITS = {
  widgetName: 100,
  keyword: 120,
  projectTitle: 100,
} as const;

export type TextProblem = 'too_long' | 'control';

/** C0 controls and DEL (NUL, BEL, ESC…); line breaks and tabs only where `multiline` allows them. */
const isControl = (code: number, multiline: boolean): boolean =>
  (code < 0x20 || code === 0x7f) && !(multiline && (code === 0x09 || code === 0x0a || code === 0x0d));

export const characterCount = (value: string): number => [...value].length;

export function hasControlCharacters(value: string, multiline = false): boolean {
  for (let index = 0; index < value.length; index += 1) if (isControl(value.charCodeAt(index), multiline)) return true;
  return false;
}

/** What is wrong with a free-text value under its limit, or null. */
export function textProblem(value: string, max: number, multiline = false): TextProblem | null {
  if (hasControlCharacters(value, multiline)) return 'control';
  if (characterCount(value) > max) return 'too_long';
  return null;
}

/** Near the limit (the last 10 %): the form shows a counter from here on. */
export const isNearLimit = (value: string, max: number): boolean => characterCount(value) >= Math.floor(max * 0.9);

/** The demo backend's field message for a refused value (English, as the server answers). */
export function textProblemMessage(problem: TextProblem, label: string, max: number): string {
  return problem === 'control'
    ? `${label} may not contain control characters.`
    : `${label} may have at most ${max} characters.`;
}
