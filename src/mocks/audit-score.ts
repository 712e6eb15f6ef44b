import { mulberry32 } from './prng';
import type { S } from './types';

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

/** The checks of the audit service, per category: [title, passed text, warning text, error text]. */
const CHECKS: Record<string, { name: string; advanced?: boolean; checks: [string, string, string, string][] }> = {
  onpage: {
    name: 'On-page SEO',
    checks: [
      [
        'Title tag',
        'The title is 52 characters long and contains the keyword.',
        'The title is 71 characters long: search results cut it after about 60.',
        'The page has no title tag.',
      ],
      [
        'Meta description',
        'Present and 148 characters long.',
        'The description is 42 characters long: aim for 120–160.',
        'Missing: add a description of 120–160 characters.',
      ],
      [
        'Headings',
        'One H1 and a logical heading order.',
        'Two H1 headings: keep one per page.',
        'No H1 heading on the page.',
      ],
      [
        'Keyword in content',
        'The keyword appears in the first paragraph and 6 times in total.',
        'The keyword appears only once, late on the page.',
        'The keyword does not appear in the text.',
      ],
      [
        'Image alt text',
        'Every image has alt text.',
        '4 of 17 images have no alt text.',
        '12 of 14 images have no alt text.',
      ],
    ],
  },
  technical: {
    name: 'Technical',
    checks: [
      [
        'HTTPS',
        'The site is served over HTTPS with a valid certificate.',
        'Some resources load over plain HTTP (mixed content).',
        'The site is not served over HTTPS.',
      ],
      [
        'robots.txt',
        'robots.txt exists and allows crawling.',
        'robots.txt blocks /assets/, which holds CSS the page needs.',
        'robots.txt blocks the whole site.',
      ],
      [
        'XML sitemap',
        'A sitemap with 214 URLs was found.',
        'The sitemap lists 12 URLs that answer 404.',
        'No XML sitemap was found.',
      ],
      [
        'Canonical tag',
        'The page has a self-referencing canonical tag.',
        'The canonical tag points to the http:// version.',
        'No canonical tag: duplicates may compete.',
      ],
      [
        'Mobile viewport',
        'A responsive viewport is set.',
        'Tap targets are closer than 8 px on mobile.',
        'No viewport meta tag: the page is not mobile friendly.',
      ],
    ],
  },
  performance: {
    name: 'Performance',
    checks: [
      [
        'Largest contentful paint',
        'LCP is 1.9 s on mobile.',
        'LCP is 3.1 s on mobile: aim for under 2.5 s.',
        'LCP is 6.4 s on mobile.',
      ],
      [
        'Page weight',
        'The page weighs 1.1 MB.',
        'The page weighs 3.8 MB; the hero image alone is 1.9 MB.',
        'The page weighs 9.2 MB.',
      ],
      [
        'Compression',
        'Text resources are served with Brotli.',
        'CSS is served uncompressed.',
        'No compression on HTML, CSS or JavaScript.',
      ],
      [
        'Browser caching',
        'Static files are cached for a year.',
        'Images are cached for 1 hour only.',
        'No cache headers on static files.',
      ],
    ],
  },
  links: {
    name: 'Links',
    advanced: true,
    checks: [
      ['Broken links', 'No broken links found.', '3 internal links answer 404.', '27 links answer 404 or time out.'],
      [
        'Internal links',
        'The page links to 34 internal pages.',
        'Only 4 internal links: important pages are hard to reach.',
        'No internal links.',
      ],
      [
        'Backlinks',
        '186 referring domains, 41 of them with high authority.',
        '23 referring domains; most are directories.',
        'No referring domains found.',
      ],
    ],
  },
};

/**
 * A deterministic, plausible report for an audit id (seeded audits and leads): the same every time it is opened.
 * The id sets how well the page does (35–95 % of the way); the scores are then derived from the checks.
 */
export function auditCategories(id: number, advanced: boolean): S['AuditCategory'][] {
  const rng = mulberry32(id * 7919);
  const quality = 35 + rng() * 60;
  return Object.entries(CHECKS)
    .filter(([, category]) => advanced || !category.advanced)
    .map(([key, category]) => {
      const issues = category.checks.map(([title, passed, warning, error]) => {
        const roll = rng() * 100;
        const severity: Severity = roll < quality - 10 ? 'passed' : roll < quality + 20 ? 'warning' : 'error';
        return { title, severity, detail: severity === 'passed' ? passed : severity === 'warning' ? warning : error };
      });
      return { key, name: category.name, score: categoryScore(issues), issues };
    });
}
