import { hash, mulberry32 } from './prng';
import type { S } from './types';
import { categoryScore, overallScore, type Severity } from './audit-score';
import { contentFor, fill, type AuditCategoryKey, type AuditCheckId } from './content';

/**
 * The demo's page-audit engine: a plausible report made from the URL and the keyword alone, so the same input
 * always gives the same report (a temporary report and the audit it is saved as agree). Its words (category
 * names, check titles and details) come from src/mocks/content/ in the reader's language.
 */

/** The checks of each category, in report order; an advanced check runs only in advanced audits. */
const CATEGORIES: { key: AuditCategoryKey; checks: { id: AuditCheckId; advanced?: boolean }[] }[] = [
  {
    key: 'onpage',
    checks: [
      { id: 'title_tag' },
      { id: 'meta_description' },
      { id: 'h1_heading' },
      { id: 'keyword_in_url' },
      { id: 'structured_data', advanced: true },
    ],
  },
  {
    key: 'technical',
    checks: [
      { id: 'https' },
      { id: 'indexability' },
      { id: 'canonical' },
      { id: 'viewport' },
      { id: 'sitemap', advanced: true },
    ],
  },
  {
    key: 'content',
    checks: [{ id: 'word_count' }, { id: 'keyword_usage' }, { id: 'image_alt' }, { id: 'readability', advanced: true }],
  },
  {
    key: 'links',
    checks: [{ id: 'broken_links' }, { id: 'internal_links' }, { id: 'backlinks', advanced: true }],
  },
  {
    key: 'speed',
    checks: [{ id: 'lcp' }, { id: 'page_weight' }, { id: 'compression' }, { id: 'cls', advanced: true }],
  },
];

/** A stable number from a text (FNV-1a over its characters). */
export function textSeed(text: string): number {
  return hash(...Array.from(text, (char) => char.codePointAt(0) ?? 0));
}

export function normalizeUrl(url: string): string {
  return url.trim().replace(/\/+$/, '').toLowerCase();
}

export function hostOf(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return url;
  }
}

export interface GeneratedAudit {
  score: number;
  categories: S['AuditCategory'][];
}

/** The report of an audit of `url` for `keyword` in `lang`: the same input gives the same scores and findings. */
export function generateAudit(url: string, keyword: string, advanced: boolean, lang = 'en'): GeneratedAudit {
  const rng = mulberry32(textSeed(`${normalizeUrl(url)}|${keyword.trim().toLowerCase()}`));
  const quality = 30 + rng() * 60;
  const words = contentFor(lang).audit;
  const values = { host: hostOf(url), keyword: keyword.trim() };
  const categories = CATEGORIES.map((category) => {
    const bias = (rng() - 0.5) * 30;
    const issues = category.checks
      .map((check) => {
        // Every check rolls, advanced or not, so a basic and an advanced audit agree on the shared checks.
        const roll = rng() * 100;
        if (check.advanced && !advanced) return null;
        const severity: Severity =
          roll < quality + bias - 10 ? 'passed' : roll < quality + bias + 25 ? 'warning' : 'error';
        const text = words.checks[check.id];
        const found = {
          title: text.title,
          severity,
          detail: fill(text[severity], values),
          why: fill(text.why, values),
        };
        return severity === 'passed' ? found : { ...found, fix: fill(text.fix, values) };
      })
      .filter((issue): issue is NonNullable<typeof issue> => issue !== null);
    return { key: category.key, name: words.categories[category.key], score: categoryScore(issues), issues };
  });
  return { score: overallScore(categories) ?? 0, categories };
}

/** The sample reports anyone may open. */
export const SAMPLE_AUDITS: { temp_id: string; url: string; keyword: string; advance_audit: 0 | 1 }[] = [
  {
    temp_id: 'sample-bakery',
    url: 'https://www.bakkerij-jansen.nl',
    keyword: 'sourdough bread amsterdam',
    advance_audit: 0,
  },
  {
    temp_id: 'sample-shop',
    url: 'https://shop.example.com/running-shoes',
    keyword: 'trail running shoes',
    advance_audit: 1,
  },
  {
    temp_id: 'sample-blog',
    url: 'https://blog.rankpilot.io/technical-seo',
    keyword: 'technical seo checklist',
    advance_audit: 1,
  },
];
