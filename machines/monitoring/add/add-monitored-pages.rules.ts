import { normalizeAddress, pageAddressProblem } from '@machines/shared/address-rule';

/** The rules of the add-page and add-pages forms, pure and used as the machine's guards. */

export const MAX_PAGES = 100;

export type LineProblem = 'invalid' | 'scheme' | 'duplicate';

export interface LineError {
  /** The line of the text box, from 1. */
  line: number;
  text: string;
  /** A rule's problem, or the server's own words for this line (e.g. already watched). */
  problem: LineProblem | 'server';
  message?: string;
}

export interface CheckedLines {
  /** Addresses to send, normalized, with the line each came from. */
  pages: { url: string; line: number }[];
  errors: LineError[];
  /** Whole-form problems: nothing typed, or more lines than one request may carry. */
  formError: 'empty' | 'too_many' | null;
}

/** One address: null when fine, else why not (a missing http(s):// gets its own hint). */
export function urlProblem(text: string): LineProblem | null {
  const problem = pageAddressProblem(text);
  return problem === 'required' ? 'invalid' : problem;
}

/** Checks every non-empty line: each a valid address, none listed twice (after normalizing), at most MAX_PAGES. */
export function checkLines(text: string): CheckedLines {
  const lines = text
    .split(/\r?\n/)
    .map((value, index) => ({ text: value.trim(), line: index + 1 }))
    .filter((entry) => entry.text !== '');
  if (lines.length === 0) return { pages: [], errors: [], formError: 'empty' };
  if (lines.length > MAX_PAGES) return { pages: [], errors: [], formError: 'too_many' };
  const seen = new Set<string>();
  const pages: CheckedLines['pages'] = [];
  const errors: LineError[] = [];
  for (const entry of lines) {
    const problem = urlProblem(entry.text);
    const url = normalizeAddress(entry.text);
    if (problem || !url) errors.push({ line: entry.line, text: entry.text, problem: problem ?? 'invalid' });
    else if (seen.has(url)) errors.push({ line: entry.line, text: entry.text, problem: 'duplicate' });
    else {
      seen.add(url);
      pages.push({ url, line: entry.line });
    }
  }
  return { pages, errors, formError: null };
}

export const hasProblems = (checked: CheckedLines): boolean => checked.formError !== null || checked.errors.length > 0;

/**
 * The server's per-line refusals (errors["urls.N"], N the index of the address sent) as line errors of the text
 * box. Answers an empty list when the body carries none.
 */
export function serverLineErrors(body: unknown, pages: readonly { url: string; line: number }[]): LineError[] {
  const errors = (body as { errors?: unknown } | null | undefined)?.errors;
  if (!errors || typeof errors !== 'object') return [];
  const result: LineError[] = [];
  for (const [key, value] of Object.entries(errors as Record<string, unknown>)) {
    const match = /^urls\.(\d+)$/.exec(key);
    const page = match ? pages[Number(match[1])] : undefined;
    if (!page) continue;
    const message = Array.isArray(value) && typeof value[0] === 'string' ? value[0] : undefined;
    result.push({ line: page.line, text: page.url, problem: 'server', ...(message ? { message } : {}) });
  }
  return result.sort((a, b) => a.line - b.line);
}
