import { hash, mulberry32 } from './prng';
import type { S } from './types';
import { categoryScore, overallScore, type Severity } from './audit-score';

/**
 * The demo's page-audit engine: a plausible report made from the URL and the keyword alone, so the same input
 * always gives the same report (a temporary report and the audit it is saved as agree).
 */

interface Check {
  title: string;
  /** Only advanced audits run it. */
  advanced?: boolean;
  passed: string;
  warning: string;
  error: string;
  why: string;
  fix: string;
}
interface Category {
  key: string;
  name: string;
  checks: (ctx: { host: string; keyword: string }) => Check[];
}

const CATEGORIES: Category[] = [
  {
    key: 'onpage',
    name: 'On-page',
    checks: ({ keyword }) => [
      {
        title: 'Title tag',
        passed: `The title is 54 characters long and starts with "${keyword}".`,
        warning: `The title is 72 characters long and "${keyword}" only appears at its end.`,
        error: `The title does not contain "${keyword}".`,
        why: 'The title is the blue link in search results and the strongest on-page signal of what the page is about.',
        fix: `Write a title of 50–60 characters that starts with "${keyword}" and names the brand at the end.`,
      },
      {
        title: 'Meta description',
        passed: 'Present and 151 characters long.',
        warning: 'The description is 48 characters long: search engines will likely replace it.',
        error: 'The page has no meta description.',
        why: 'A clear description under the link makes more people click on it.',
        fix: `Write 120–160 characters that mention "${keyword}" and say what the visitor gets.`,
      },
      {
        title: 'H1 heading',
        passed: `One H1 heading, and it contains "${keyword}".`,
        warning: 'Two H1 headings on the page.',
        error: 'No H1 heading on the page.',
        why: 'The main heading tells visitors and search engines the topic of the page at a glance.',
        fix: `Use exactly one H1 that contains "${keyword}"; use H2 and H3 for the sections below it.`,
      },
      {
        title: 'Keyword in the URL',
        passed: `The address contains "${keyword}".`,
        warning: 'The address contains only part of the keyword.',
        error: 'The address does not contain the keyword.',
        why: 'A descriptive address is a small ranking signal and makes the link easier to trust.',
        fix: 'Use a short, readable slug with the keyword, and redirect the old address (301).',
      },
      {
        title: 'Structured data',
        advanced: true,
        passed: 'Valid Organization and BreadcrumbList markup was found.',
        warning: 'Product markup has 2 warnings (missing "review" and "aggregateRating").',
        error: 'No structured data was found.',
        why: 'Structured data makes the page eligible for rich results (stars, prices, breadcrumbs).',
        fix: 'Add schema.org markup as JSON-LD and check it with a rich-results test.',
      },
    ],
  },
  {
    key: 'technical',
    name: 'Technical',
    checks: ({ host }) => [
      {
        title: 'HTTPS',
        passed: `${host} is served over HTTPS with a valid certificate.`,
        warning: 'Some images load over plain HTTP (mixed content).',
        error: `${host} is not served over HTTPS.`,
        why: 'Browsers mark plain-HTTP pages as not secure, and HTTPS is a ranking signal.',
        fix: 'Install a certificate, redirect every http:// address to https:// and update internal links.',
      },
      {
        title: 'Indexability',
        passed: 'The page can be indexed (no noindex, allowed by robots.txt).',
        warning: 'The page is allowed, but robots.txt blocks the CSS it needs.',
        error: 'The page carries a noindex tag.',
        why: 'A page that cannot be indexed cannot rank at all.',
        fix: 'Remove the noindex tag and allow the page and its resources in robots.txt.',
      },
      {
        title: 'Canonical tag',
        passed: 'The page has a self-referencing canonical tag.',
        warning: 'The canonical tag points to the http:// version of the page.',
        error: 'No canonical tag: duplicate versions may compete.',
        why: 'The canonical tells search engines which of several similar addresses to rank.',
        fix: 'Add <link rel="canonical"> with the page’s own https:// address.',
      },
      {
        title: 'Mobile viewport',
        passed: 'A responsive viewport is set.',
        warning: 'Tap targets are closer than 8 px on small screens.',
        error: 'No viewport meta tag: the page is not mobile friendly.',
        why: 'Search engines rank the mobile version of the page.',
        fix: 'Add <meta name="viewport" content="width=device-width, initial-scale=1"> and test on a phone.',
      },
      {
        title: 'XML sitemap',
        advanced: true,
        passed: 'A sitemap with 214 addresses lists this page.',
        warning: 'The sitemap does not list this page.',
        error: 'No XML sitemap was found.',
        why: 'A sitemap helps search engines find and refresh your pages.',
        fix: 'Publish /sitemap.xml with every indexable page and name it in robots.txt.',
      },
    ],
  },
  {
    key: 'content',
    name: 'Content',
    checks: ({ keyword }) => [
      {
        title: 'Word count',
        passed: 'The page has 1,240 words of main content.',
        warning: 'The page has 310 words of main content.',
        error: 'The page has only 85 words of main content.',
        why: 'Thin pages rarely answer a searcher’s question well enough to rank.',
        fix: `Cover "${keyword}" fully: the questions people ask, examples, and what to do next.`,
      },
      {
        title: 'Keyword usage',
        passed: `"${keyword}" appears in the first paragraph and 7 times in total.`,
        warning: `"${keyword}" appears only once, near the end of the page.`,
        error: `"${keyword}" does not appear in the text.`,
        why: 'Search engines need to find the topic in the text, not only in the title.',
        fix: `Use "${keyword}" in the first 100 words and naturally in a few headings and paragraphs.`,
      },
      {
        title: 'Image alt text',
        passed: 'Every image has alt text.',
        warning: '4 of 17 images have no alt text.',
        error: '12 of 14 images have no alt text.',
        why: 'Alt text makes images accessible and lets them rank in image search.',
        fix: 'Describe each meaningful image in a short alt text; use alt="" for decoration.',
      },
      {
        title: 'Readability',
        advanced: true,
        passed: 'Short sentences and paragraphs (reading level: easy).',
        warning: 'One sentence in four has more than 25 words.',
        error: 'Long paragraphs and sentences: the text is hard to read.',
        why: 'Readable pages keep visitors longer, which signals a good answer.',
        fix: 'Split long sentences, add subheadings every 300 words and use lists.',
      },
    ],
  },
  {
    key: 'links',
    name: 'Links',
    checks: () => [
      {
        title: 'Broken links',
        passed: 'No broken links on the page.',
        warning: '2 links answer 404.',
        error: '9 links answer 404 or time out.',
        why: 'Broken links frustrate visitors and waste the authority the page passes on.',
        fix: 'Update or remove the broken links; redirect moved pages.',
      },
      {
        title: 'Internal links',
        passed: 'The page links to 34 other pages of the site.',
        warning: 'Only 3 internal links.',
        error: 'No internal links.',
        why: 'Internal links help visitors and search engines find your other pages.',
        fix: 'Link to related pages with descriptive anchor text.',
      },
      {
        title: 'Backlinks',
        advanced: true,
        passed: '186 referring domains, 41 of them with high authority.',
        warning: '23 referring domains, most of them directories.',
        error: 'No referring domains found.',
        why: 'Links from other trusted sites are one of the strongest ranking signals.',
        fix: 'Publish content worth citing and ask partners and suppliers to link to it.',
      },
    ],
  },
  {
    key: 'speed',
    name: 'Speed',
    checks: () => [
      {
        title: 'Largest contentful paint',
        passed: 'LCP is 1.8 s on mobile.',
        warning: 'LCP is 3.2 s on mobile: aim for under 2.5 s.',
        error: 'LCP is 6.4 s on mobile.',
        why: 'Slow pages lose visitors, and loading speed is part of the page-experience signals.',
        fix: 'Compress and resize the main image, preload it and serve it in WebP or AVIF.',
      },
      {
        title: 'Page weight',
        passed: 'The page weighs 1.1 MB.',
        warning: 'The page weighs 3.8 MB; the hero image alone is 1.9 MB.',
        error: 'The page weighs 9.2 MB.',
        why: 'Heavy pages are slow on mobile networks and cost visitors data.',
        fix: 'Compress images, remove unused scripts and load below-the-fold images lazily.',
      },
      {
        title: 'Compression and caching',
        passed: 'Text is compressed (Brotli) and static files are cached for a year.',
        warning: 'CSS is served uncompressed.',
        error: 'No compression and no cache headers.',
        why: 'Compression and caching make every visit after the first much faster.',
        fix: 'Turn on Brotli or gzip and send long Cache-Control headers for versioned files.',
      },
      {
        title: 'Cumulative layout shift',
        advanced: true,
        passed: 'CLS is 0.02.',
        warning: 'CLS is 0.18: content moves while the page loads.',
        error: 'CLS is 0.41.',
        why: 'Content that jumps around makes people click the wrong thing.',
        fix: 'Give images and embeds a width and height, and reserve space for banners.',
      },
    ],
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

/** The report of an audit of `url` for `keyword`: the same input gives the same scores and findings. */
export function generateAudit(url: string, keyword: string, advanced: boolean): GeneratedAudit {
  const rng = mulberry32(textSeed(`${normalizeUrl(url)}|${keyword.trim().toLowerCase()}`));
  const quality = 30 + rng() * 60;
  const ctx = { host: hostOf(url), keyword: keyword.trim() };
  const categories = CATEGORIES.map((category) => {
    const bias = (rng() - 0.5) * 30;
    const issues = category
      .checks(ctx)
      .map((check) => {
        // Every check rolls, advanced or not, so a basic and an advanced audit agree on the shared checks.
        const roll = rng() * 100;
        if (check.advanced && !advanced) return null;
        const severity: Severity =
          roll < quality + bias - 10 ? 'passed' : roll < quality + bias + 25 ? 'warning' : 'error';
        const detail = check[severity];
        return severity === 'passed'
          ? { title: check.title, severity, detail, why: check.why }
          : { title: check.title, severity, detail, why: check.why, fix: check.fix };
      })
      .filter((issue): issue is NonNullable<typeof issue> => issue !== null);
    return { key: category.key, name: category.name, score: categoryScore(issues), issues };
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
