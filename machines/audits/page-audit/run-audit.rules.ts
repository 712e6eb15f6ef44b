import { addressProblem } from '@machines/shared/address-rule';
import type { Schemas } from '@contract/schemas';

/** The rules of the audit form, pure and used as the machine's guards. */

export const KEYWORD_MAX = 120;

export type UrlProblem = 'required' | 'scheme' | 'invalid';
export type KeywordProblem = 'required' | 'too_long';
export interface AuditFormValues {
  url: string;
  keyword: string;
}
export interface AuditFormErrors {
  url?: UrlProblem;
  keyword?: KeywordProblem;
}

/** The page address: required, starting with http:// or https://, passing the one address rule. */
export function auditUrlProblem(url: string): UrlProblem | null {
  const problem = addressProblem(url.trim());
  return problem === 'too_long' ? 'invalid' : problem;
}

/** The keyword the page should rank for: required, at most 120 characters. */
export function keywordProblem(keyword: string): KeywordProblem | null {
  const value = keyword.trim();
  if (!value) return 'required';
  return value.length > KEYWORD_MAX ? 'too_long' : null;
}

export function auditFormErrors(values: AuditFormValues): AuditFormErrors {
  const url = auditUrlProblem(values.url);
  const keyword = keywordProblem(values.keyword);
  return { ...(url ? { url } : {}), ...(keyword ? { keyword } : {}) };
}

export const isAuditFormValid = (values: AuditFormValues): boolean => Object.keys(auditFormErrors(values)).length === 0;

/** A run's answer as the machine needs it (the API's PageAuditRun, narrowed). */
export type AuditRun = Pick<
  Schemas['PageAuditRun'],
  'run_id' | 'status' | 'progress' | 'step' | 'audit_id' | 'temp_id' | 'message'
>;

/** Done with a result to open: a saved audit (signed in) or a temporary report (signed out). */
export const isRunDone = (run: AuditRun): boolean =>
  run.status === 'done' && (run.audit_id !== null || run.temp_id !== null);
/** The audit itself failed (the page could not be fetched), or the run ended without a result. */
export const isRunFailed = (run: AuditRun): boolean =>
  run.status === 'failed' || run.status === 'cancelled' || (run.status === 'done' && !isRunDone(run));
