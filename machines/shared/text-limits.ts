/**
 * Limits of free text, from the contract (openapi.yaml `maxLength` and `pattern` of the same fields): pure rules the
 * forms' guards and the demo backend share, so both refuse the same input. Lengths count characters (code points),
 * as JSON Schema's maxLength does.
 */
import { ADDRESS_MAX_LENGTH } from './address-rule';

export const TEXT_LIMITS = {
  widgetName: 100,
  keyword: 120,
  projectTitle: 100,
  /** The widget's heading, its field labels and placeholders, button and close texts: one line each. */
  widgetText: 200,
  /** The widget's description and the text under its form: a few lines. */
  widgetLongText: 2000,
  /** A person's first or last name (profile). */
  personName: 100,
  /** A keyword group's (list's) name. */
  listName: 100,
  /** A subject line (support request, e-mail subjects): one line. */
  subject: 200,
  /** A message someone writes (support request, a report's note, a lead's notes): several lines. */
  message: 5000,
  /** Billing details: a name, company, postal code or VAT id (one line). */
  billingShort: 100,
  /** Billing details: the street address (one line). */
  billingLine: 200,
  /** Billing details: the note printed on invoices (a few lines). */
  billingNote: 2000,
  /** The sender name an e-mail goes out with (SMTP settings). */
  senderName: 100,
  /** The SMTP server's user name and password (one line each). */
  smtpUser: 254,
  smtpPassword: 256,
  /** The token a webhook sends with each lead (one line). */
  webhookToken: 256,
  /** A lead e-mail's body (HTML, several lines). */
  emailBody: 10000,
  /** A page address typed to be checked: the address rule's own length (it judges the rest). */
  pageAddress: ADDRESS_MAX_LENGTH,
} as const;

export type TextProblem = 'too_long' | 'control';

/**
 * C0 controls, DEL and C1 controls (NUL, BEL, ESC, CSI…), and the bidirectional embeddings, overrides and isolates
 * (U+202A–U+202E, U+2066–U+2069) that make `Bank\u202egnp.exe` read as `Bankexe.png`; line breaks and tabs only where
 * `multiline` allows them.
 */
const isControl = (code: number, multiline: boolean): boolean =>
  (code < 0x20 ||
    (code >= 0x7f && code <= 0x9f) ||
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2066 && code <= 0x2069)) &&
  !(multiline && (code === 0x09 || code === 0x0a || code === 0x0d));

export const characterCount = (value: string): number => [...value].length;

export function hasControlCharacters(value: string, multiline = false): boolean {
  for (let index = 0; index < value.length; index += 1) if (isControl(value.charCodeAt(index), multiline)) return true;
  return false;
}

/** What is wrong with a free-text value under its limit, or null. */
export function textProblem(value: string, max: number, multiline = false): TextProblem | null {
  if (hasControlCharacters(value, multiline)) return 'control';
  // UTF-16 units are never fewer than characters: only a long value needs counting.
  if (value.length > max && characterCount(value) > max) return 'too_long';
  return null;
}

/** Near the limit (the last 10 %): the form shows a counter from here on. */
export const isNearLimit = (value: string, max: number): boolean => characterCount(value) >= Math.floor(max * 0.9);

/** What a field shows under the input: the count from near the limit on, and the problem past it. */
export function textLimitState(value: string, max: number, multiline = false) {
  return { count: characterCount(value), near: isNearLimit(value, max), problem: textProblem(value, max, multiline) };
}

/** A limit as a field takes it: the number and the one rule, so the field counts and refuses as the guard does. */
export interface TextLimit {
  max: number;
  state: (value: string) => ReturnType<typeof textLimitState>;
}

export const textLimit = (max: number, multiline = false): TextLimit => ({
  max,
  state: (value) => textLimitState(value, max, multiline),
});

/** The demo backend's field message for a refused value (English, as the server answers). */
export function textProblemMessage(problem: TextProblem, label: string, max: number): string {
  return problem === 'control'
    ? `${label} may not contain control characters.`
    : `${label} may have at most ${max} characters.`;
}
