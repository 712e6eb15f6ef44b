import { mulberry32 } from './prng';
import type { S } from './types';
import { contentFor, fill, type AuditCheckId, type SeededCategoryName } from './content';

/**
 * An audit's scores, in one place: each category scores the mean of its checks' points (passed 100, warning 55,
 * error 10), and the overall score is the mean of the category scores, both whole numbers. The page-audit engine,
 * the seeded audits and every report (saved audit, lead, PDF) use these, so the list, the report and the dashboard
 * show the same number.
 */
export type Severity = S['AuditIssue']['severity'];
export const POINTS: Record<Severity, number> = { passed: 100, warning: 55, error: 10 };

export const categoryScore = (issues: { severity: Severity }[]): number =>
  Math.round(issues.reduce((sum, issue) => sum + POINTS[issue.severity], 0) / issues.length);

/** The overall score of a report: the mean of its category scores, rounded; null without categories. */
export const overallScore = (categories: { score: number }[]): number | null =>
  categories.length === 0
    ? null
    : Math.round(categories.reduce((sum, category) => sum + category.score, 0) / categories.length);

/**
 * The checks of the audit service, per category, by the page-audit engine's check ids: their words (in the reader's
 * language) are the engine's, from src/mocks/content/.
 */
const CHECKS: Record<string, { name: SeededCategoryName; advanced?: boolean; checks: AuditCheckId[] }> = {
  onpage: {
    name: 'onpage_seo',
    checks: ['title_tag', 'meta_description', 'h1_heading', 'keyword_usage', 'image_alt'],
  },
  technical: { name: 'technical', checks: ['https', 'indexability', 'sitemap', 'canonical', 'viewport'] },
  performance: { name: 'performance', checks: ['lcp', 'page_weight', 'compression', 'cls'] },
  links: { name: 'links', advanced: true, checks: ['broken_links', 'internal_links', 'backlinks'] },
};

/**
 * A deterministic, plausible report for an audit id (seeded audits and leads): the same every time it is opened, in
 * the reader's language, the details naming the audited page (`host`) and its `keyword`. The id sets how well the
 * page does (35–95 % of the way); the scores are then derived from the checks.
 */
export function auditCategories(
  id: number,
  advanced: boolean,
  lang = 'en',
  values: { host: string; keyword: string } = { host: '', keyword: '' },
): S['AuditCategory'][] {
  const rng = mulberry32(id * 7919);
  const quality = 35 + rng() * 60;
  const words = contentFor(lang).audit;
  return Object.entries(CHECKS)
    .filter(([, category]) => advanced || !category.advanced)
    .map(([key, category]) => {
      const issues = category.checks.map((check) => {
        const roll = rng() * 100;
        const severity: Severity = roll < quality - 10 ? 'passed' : roll < quality + 20 ? 'warning' : 'error';
        const text = words.checks[check];
        return { title: text.title, severity, detail: fill(text[severity], values) };
      });
      return { key, name: words.categories[category.name], score: categoryScore(issues), issues };
    });
}
