import { normalizeWebUrl } from '../shared/web-url';

export type PageUrlProblem = 'required' | 'invalid' | 'scheme';

/**
 * The address of a page to check: the one rule for a web page a person types (machines/shared/web-url.ts, the
 * monitored pages' rule); a missing http(s):// gets its own hint, as there.
 */
export function pageUrlProblem(text: string): PageUrlProblem | null {
  const value = text.trim();
  if (value === '') return 'required';
  if (normalizeWebUrl(value) !== null) return null;
  return !/^[a-z][a-z0-9+.-]*:/i.test(value) && normalizeWebUrl(`https://${value}`) !== null ? 'scheme' : 'invalid';
}
