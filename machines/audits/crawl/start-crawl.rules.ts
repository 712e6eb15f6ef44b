import type { Schemas } from '@contract/schemas';

/**
 * The rules of the run-crawl form and of a crawl's progress, as pure functions (used as guards by
 * start-crawl.machine.ts and unit-tested on their own).
 */

/** The fewest and the most pages one crawl may visit (the contract's page_limit bounds). */
export const MIN_PAGE_LIMIT = 10;
export const MAX_PAGE_LIMIT = 500;
export const DEFAULT_PAGE_LIMIT = '100';

/** What the machine needs of a crawl the server answers with. */
export type CrawlProgress = Pick<Schemas['Crawl'], 'id' | 'project_id' | 'status' | 'page_limit' | 'pages_crawled'>;

export interface CrawlForm {
  /** The chosen project's id as the select holds it ('' for none). */
  projectId: string;
  /** The page limit as typed. */
  pageLimit: string;
}

export type PageLimitError = 'required' | 'not_whole_number' | 'too_small' | 'too_large';
export type ProjectError = 'required';

export interface CrawlFormErrors {
  projectId?: ProjectError;
  pageLimit?: PageLimitError;
}

/** The page limit rule: a whole number from MIN_PAGE_LIMIT to MAX_PAGE_LIMIT (spaces around it are ignored). */
export function pageLimitError(text: string): PageLimitError | null {
  const value = text.trim();
  if (value === '') return 'required';
  if (!/^\d+$/.test(value)) return 'not_whole_number';
  const limit = Number(value);
  if (limit < MIN_PAGE_LIMIT) return 'too_small';
  if (limit > MAX_PAGE_LIMIT) return 'too_large';
  return null;
}

/** A project must be chosen: a positive whole id. */
export function projectError(text: string): ProjectError | null {
  return /^[1-9]\d*$/.test(text.trim()) ? null : 'required';
}

export function validateCrawlForm(form: CrawlForm): CrawlFormErrors {
  const errors: CrawlFormErrors = {};
  const project = projectError(form.projectId);
  const limit = pageLimitError(form.pageLimit);
  if (project) errors.projectId = project;
  if (limit) errors.pageLimit = limit;
  return errors;
}

export const isCrawlFormValid = (form: CrawlForm): boolean => Object.keys(validateCrawlForm(form)).length === 0;

export const isCrawlDone = (crawl: Pick<CrawlProgress, 'status'> | null | undefined): boolean =>
  crawl?.status === 'done';

/** A crawl that ended without results: the server failed it or it was cancelled elsewhere. */
export const isCrawlStopped = (crawl: Pick<CrawlProgress, 'status'> | null | undefined): boolean =>
  crawl?.status === 'failed' || crawl?.status === 'cancelled';

/** Progress in whole percent (0–100) for the progress bar. */
export function crawlPercent(crawl: Pick<CrawlProgress, 'page_limit' | 'pages_crawled' | 'status'>): number {
  if (crawl.status === 'done') return 100;
  if (crawl.page_limit <= 0) return 0;
  return Math.max(0, Math.min(100, Math.floor((crawl.pages_crawled / crawl.page_limit) * 100)));
}
