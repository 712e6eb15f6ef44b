/** What changed between two crawls of one site, issue by issue (by issue code). */
export interface IssueLike {
  code: string;
  title: string;
  severity: 'error' | 'warning' | 'notice';
  urls: string[];
}

export interface IssueChange<Issue extends IssueLike = IssueLike> {
  issue: Issue;
  /** Affected pages in the other crawl (0 when the issue is new). */
  before: number;
  /** Affected pages in this crawl (0 when it was fixed). */
  after: number;
}

export interface IssueComparison<Issue extends IssueLike = IssueLike> {
  /** In this crawl, not in the other. */
  added: IssueChange<Issue>[];
  /** In both, on more pages now. */
  worse: IssueChange<Issue>[];
  /** In the other crawl, not in this one. */
  fixed: IssueChange<Issue>[];
  /** In both, on fewer pages now. */
  better: IssueChange<Issue>[];
  /** In both, on as many pages. */
  unchanged: IssueChange<Issue>[];
}

/**
 * Compares this crawl's issues with another crawl's: issue kinds that are new, worse (more pages), fixed, better
 * (fewer pages) or unchanged, in the order of the lists (the server sorts them by severity).
 */
export function compareIssues<Issue extends IssueLike>(
  current: readonly Issue[],
  other: readonly Issue[],
): IssueComparison<Issue> {
  const before = new Map(other.map((issue) => [issue.code, issue]));
  const after = new Set(current.map((issue) => issue.code));
  const inBoth = current
    .filter((issue) => before.has(issue.code))
    .map((issue) => ({ issue, before: before.get(issue.code)?.urls.length ?? 0, after: issue.urls.length }));
  return {
    added: current
      .filter((issue) => !before.has(issue.code))
      .map((issue) => ({ issue, before: 0, after: issue.urls.length })),
    worse: inBoth.filter((change) => change.after > change.before),
    fixed: other
      .filter((issue) => !after.has(issue.code))
      .map((issue) => ({ issue, before: issue.urls.length, after: 0 })),
    better: inBoth.filter((change) => change.after < change.before),
    unchanged: inBoth.filter((change) => change.after === change.before),
  };
}
