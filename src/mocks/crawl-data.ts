import { hash, int, mulberry32, pick, type Rng } from './prng';
import type { Db, DbCrawl, DbProject } from './model';
import type { S } from './types';
import { contentFor, type CrawlIssueCode } from './content';

/**
 * The demo crawler: a site's pages, links, resources and issues are generated from the project's URL, so
 * the same site gives the same pages on every crawl. A crawl's `revision` (its number within the project)
 * fixes some issues and brings a few new ones, so two crawls of one site can be compared.
 */

/** How long a demo crawl runs: a few seconds in the browser, a blink under Vitest. */
export const CRAWL_DURATION_MS = import.meta.env?.MODE === 'test' ? 150 : 4000;

type Severity = S['CrawlIssue']['severity'];
type NoIndexReason = NonNullable<S['CrawledPage']['noindex_reason']>;

/** What an issue kind says (title, description, how to fix) is in the reader's language: src/mocks/content/. */
interface IssueKind {
  code: CrawlIssueCode;
  severity: Severity;
  /** Share of pages with this issue (before the revision's fixes). */
  rate: number;
}

const ISSUES: IssueKind[] = [
  {
    code: 'broken_page',
    severity: 'error',
    rate: 0,
  },
  {
    code: 'server_error',
    severity: 'error',
    rate: 0,
  },
  {
    code: 'missing_title',
    severity: 'error',
    rate: 0.04,
  },
  {
    code: 'duplicate_title',
    severity: 'error',
    rate: 0.06,
  },
  {
    code: 'long_title',
    severity: 'warning',
    rate: 0.12,
  },
  {
    code: 'missing_meta_description',
    severity: 'warning',
    rate: 0.15,
  },
  {
    code: 'slow_page',
    severity: 'warning',
    rate: 0,
  },
  {
    code: 'missing_h1',
    severity: 'warning',
    rate: 0.08,
  },
  {
    code: 'mixed_content',
    severity: 'warning',
    rate: 0,
  },
  {
    code: 'redirect',
    severity: 'warning',
    rate: 0,
  },
  {
    code: 'noindex',
    severity: 'notice',
    rate: 0,
  },
  {
    code: 'deep_page',
    severity: 'notice',
    rate: 0,
  },
  {
    code: 'missing_alt',
    severity: 'notice',
    rate: 0.18,
  },
  {
    code: 'low_word_count',
    severity: 'notice',
    rate: 0.1,
  },
];

const SECTIONS = ['products', 'services', 'blog', 'news', 'guides', 'locations'];
const WORDS = [
  'fresh',
  'classic',
  'organic',
  'local',
  'family',
  'seasonal',
  'premium',
  'easy',
  'quick',
  'complete',
  'modern',
  'handmade',
  'daily',
  'special',
  'summer',
  'winter',
  'city',
  'home',
  'gift',
  'starter',
];
const NOUNS = [
  'guide',
  'offer',
  'collection',
  'tips',
  'package',
  'service',
  'recipe',
  'story',
  'checklist',
  'plan',
  'review',
  'selection',
  'menu',
  'workshop',
  'price-list',
  'faq',
];
const EXTERNAL = [
  'https://www.google.com/maps',
  'https://en.wikipedia.org/wiki/Search_engine_optimization',
  'https://twitter.com/share',
  'https://www.facebook.com/sharer',
  'https://www.instagram.com/',
  'https://www.linkedin.com/company/',
  'https://partner-shop.example.net/',
  'https://old-directory.example.org/listing',
  'https://news.example.com/article',
];
const CDN = [
  'https://fonts.googleapis.com/css2?family=Inter',
  'https://fonts.gstatic.com/s/inter/v12/inter.woff2',
  'https://cdn.jsdelivr.net/npm/swiper/swiper.min.js',
  'https://www.googletagmanager.com/gtag/js',
  'https://cdn.example-cdn.net/widgets/chat.js',
];

export interface SitePage {
  url: string;
  status_code: number;
  title: string | null;
  depth: number;
  load_time_ms: number;
  noindex_reason: NoIndexReason | null;
  /** Issue codes of this page in this crawl. */
  issues: string[];
}

export interface Site {
  pages: SitePage[];
  links: S['CrawlLink'][];
  resources: S['CrawlLink'][];
}

const siteSeed = (url: string): number => {
  let h = 2166136261;
  for (const char of url.trim().toLowerCase().replace(/\/+$/, '')) h = Math.imul(h ^ char.charCodeAt(0), 16777619);
  return h >>> 0;
};

const origin = (url: string): string => {
  try {
    return new URL(/^https?:\/\//i.test(url) ? url : `https://${url}`).origin;
  } catch {
    return 'https://example.com';
  }
};

const titleCase = (slug: string) => slug.replace(/-/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());

/** How many pages the site has (40–199): the crawl stops there when the limit is higher. */
export const siteSize = (url: string): number => 40 + (siteSeed(url) % 160);

function sitePaths(rng: Rng, size: number): { path: string; depth: number }[] {
  const paths = [
    { path: '/', depth: 0 },
    { path: '/about', depth: 1 },
    { path: '/contact', depth: 1 },
  ];
  const sections = SECTIONS.slice(0, 3 + int(rng, 0, 3));
  for (const section of sections) paths.push({ path: `/${section}`, depth: 1 });
  const seen = new Set(paths.map((p) => p.path));
  while (paths.length < size) {
    const section = pick(rng, sections);
    const slug = `${pick(rng, WORDS)}-${pick(rng, NOUNS)}`;
    const deep = rng() < 0.25;
    const path = deep ? `/${section}/${pick(rng, WORDS)}/${slug}` : `/${section}/${slug}`;
    if (seen.has(path)) continue;
    seen.add(path);
    paths.push({ path, depth: deep ? (rng() < 0.4 ? 4 : 3) : 2 });
  }
  return paths;
}

/** The site as one crawl of revision `revision` sees it, up to `limit` pages. */
export function crawlSite(project: Pick<DbProject, 'url' | 'title'>, revision: number, limit: number): Site {
  const seed = siteSeed(project.url);
  const base = origin(project.url);
  const rng = mulberry32(seed);
  const paths = sitePaths(rng, Math.min(siteSize(project.url), limit));
  const pages: SitePage[] = paths.map(({ path, depth }, index) => {
    const page = mulberry32(hash(seed, index));
    const roll = page();
    const status_code = index === 0 ? 200 : roll < 0.05 ? 404 : roll < 0.065 ? 500 : roll < 0.12 ? 301 : 200;
    const name = path === '/' ? project.title : titleCase(path.split('/').pop() ?? '');
    const long = page() < 0.15;
    const title =
      status_code !== 200
        ? null
        : long
          ? `${name} – ${project.title} | Everything you need to know about ${name.toLowerCase()}`
          : `${name} | ${project.title}`;
    const load_time_ms = int(page, 180, 900) + (page() < 0.15 ? int(page, 900, 2600) : 0);
    const noindexRoll = page();
    const noindex_reason: NoIndexReason | null =
      status_code === 404
        ? 'client_error'
        : status_code === 500
          ? 'server_error'
          : status_code === 301
            ? 'redirect'
            : noindexRoll < 0.05
              ? 'noindex'
              : noindexRoll < 0.09
                ? 'canonicalised'
                : null;
    const issues: string[] = [];
    if (status_code === 404) issues.push('broken_page');
    if (status_code === 500) issues.push('server_error');
    if (status_code === 301) issues.push('redirect');
    if (noindex_reason === 'noindex' || noindex_reason === 'canonicalised') issues.push('noindex');
    if (depth >= 4) issues.push('deep_page');
    if (load_time_ms > 1500) issues.push('slow_page');
    if (status_code === 200) {
      if (long) issues.push('long_title');
      for (const kind of ISSUES)
        if (kind.rate > 0 && kind.code !== 'long_title' && page() < kind.rate) issues.push(kind.code);
    }
    // Later crawls: about a third of the content issues were fixed, and a few new ones crept in.
    const kept = issues.filter(
      (code) =>
        revision <= 1 ||
        ['broken_page', 'server_error', 'redirect', 'noindex', 'deep_page', 'slow_page'].includes(code) ||
        hash(seed, index, code.length, revision) % 3 !== 0,
    );
    if (revision > 1 && status_code === 200 && hash(seed, index, revision) % 11 === 0)
      kept.push(revision % 2 === 0 ? 'missing_h1' : 'missing_meta_description');
    // Whole issue kinds come and go between crawls: duplicate titles were fixed after the first crawl,
    // a theme update brought mixed content in every even crawl, thin pages were expanded from the third on.
    if (revision % 2 === 0 && status_code === 200 && hash(seed, index, 99) % 8 === 0) kept.push('mixed_content');
    const gone = [...(revision >= 2 ? ['duplicate_title'] : []), ...(revision >= 3 ? ['low_word_count'] : [])];
    return {
      url: base + path,
      status_code,
      title: kept.includes('missing_title') ? null : title,
      depth,
      load_time_ms,
      noindex_reason,
      issues: [...new Set(kept)].filter((code) => !gone.includes(code)),
    };
  });

  let linkId = 1;
  const links: S['CrawlLink'][] = pages.slice(1).map((page, index) => ({
    id: linkId++,
    url: page.url,
    scope: 'internal',
    resource_type: 'page',
    status_code: page.status_code,
    broken: page.status_code >= 400,
    found_on: pages[Math.floor(index / 4)]?.url ?? base + '/',
    occurrences: 1 + (hash(seed, index, 7) % 6),
  }));
  EXTERNAL.forEach((url, index) => {
    const roll = hash(seed, index, 13) % 10;
    const status_code = roll === 0 ? null : roll === 1 ? 404 : 200;
    links.push({
      id: linkId++,
      url,
      scope: 'external',
      resource_type: 'page',
      status_code,
      broken: status_code === null || status_code >= 400,
      found_on: pages[(index * 7) % pages.length]?.url ?? base + '/',
      occurrences: 1 + (hash(seed, index) % 9),
    });
  });

  let resourceId = 1;
  const resources: S['CrawlLink'][] = [
    { url: `${base}/assets/app.js`, resource_type: 'script' as const },
    { url: `${base}/assets/style.css`, resource_type: 'stylesheet' as const },
    { url: `${base}/assets/fonts/brand.woff2`, resource_type: 'font' as const },
    ...pages
      .filter((page) => page.status_code === 200)
      .slice(0, 30)
      .map((page) => ({
        url: `${base}/images/${page.url.split('/').pop() || 'home'}.jpg`,
        resource_type: 'image' as const,
      })),
  ].map((resource, index) => {
    const status_code = index > 2 && hash(seed, index, 17) % 12 === 0 ? 404 : 200;
    return {
      id: resourceId++,
      url: resource.url,
      scope: 'internal' as const,
      resource_type: resource.resource_type,
      status_code,
      broken: status_code >= 400,
      found_on: pages[index % pages.length]?.url ?? base + '/',
      occurrences: 1 + (hash(seed, index, 3) % 20),
    };
  });
  CDN.forEach((url, index) => {
    const status_code = hash(seed, index, 19) % 7 === 0 ? 404 : 200;
    resources.push({
      id: resourceId++,
      url,
      scope: 'external',
      resource_type: url.includes('.js') ? 'script' : url.includes('woff') ? 'font' : 'stylesheet',
      status_code,
      broken: status_code >= 400,
      found_on: base + '/',
      occurrences: pages.length,
    });
  });
  return { pages, links, resources };
}

const SEVERITY_ORDER: Record<Severity, number> = { error: 0, warning: 1, notice: 2 };

/** The issues of a crawled site in the reader's language `lang`, errors first, then by the number of URLs. */
export function siteIssues(site: Site, lang = 'en'): S['CrawlIssue'][] {
  const texts = contentFor(lang).crawlIssues;
  return ISSUES.map((kind) => ({
    code: kind.code,
    title: texts[kind.code].title,
    severity: kind.severity,
    description: texts[kind.code].description,
    how_to_fix: texts[kind.code].how_to_fix,
    urls: site.pages.filter((page) => page.issues.includes(kind.code)).map((page) => page.url),
  }))
    .filter((issue) => issue.urls.length > 0)
    .sort((a, b) => SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity] || b.urls.length - a.urls.length);
}

/** Health score 0–100: the share of pages free of errors, with warnings counting for a third. */
export function healthScore(site: Site): number {
  const severityOf = (code: string) => ISSUES.find((kind) => kind.code === code)?.severity;
  const penalty = site.pages.reduce((sum, page) => {
    const severities = page.issues.map(severityOf);
    return sum + (severities.includes('error') ? 1 : severities.includes('warning') ? 1 / 3 : 0);
  }, 0);
  return site.pages.length === 0 ? 0 : Math.max(0, Math.min(100, Math.round(100 * (1 - penalty / site.pages.length))));
}

/** A host ending in .invalid cannot be crawled: the demo's way to show a failed crawl. */
export const isUncrawlable = (url: string): boolean => /\.invalid$/i.test(new URL(origin(url)).hostname);

/** The crawl as its progress stands at `now`: running crawls finish after CRAWL_DURATION_MS. */
export function settleCrawl(crawl: DbCrawl, project: DbProject | undefined, now: number): DbCrawl {
  if (crawl.status !== 'running') return crawl;
  const total = Math.min(siteSize(project?.url ?? ''), crawl.page_limit);
  const elapsed = now - Date.parse(crawl.started_at);
  if (project && isUncrawlable(project.url)) {
    return elapsed >= crawl.duration_ms / 2
      ? { ...crawl, status: 'failed', pages_crawled: 0, finished_at: new Date(now).toISOString() }
      : crawl;
  }
  if (elapsed >= crawl.duration_ms)
    return {
      ...crawl,
      status: 'done',
      pages_crawled: total,
      finished_at: new Date(Date.parse(crawl.started_at) + crawl.duration_ms).toISOString(),
    };
  return { ...crawl, pages_crawled: Math.max(0, Math.floor((elapsed / crawl.duration_ms) * total)) };
}

/** The crawl as the contract shows it. */
export function crawlView(crawl: DbCrawl, project: DbProject | undefined): S['Crawl'] {
  const finished = crawl.status === 'done' && project;
  const site = finished ? crawlSite(project, crawl.revision, crawl.page_limit) : null;
  const issues = site ? siteIssues(site) : [];
  const count = (severity: Severity) =>
    issues.filter((issue) => issue.severity === severity).reduce((sum, issue) => sum + issue.urls.length, 0);
  return {
    id: crawl.id,
    project_id: crawl.project_id,
    project_title: project?.title ?? '',
    url: project?.url ?? '',
    status: crawl.status,
    page_limit: crawl.page_limit,
    pages_crawled: crawl.pages_crawled,
    started_at: crawl.started_at,
    finished_at: crawl.finished_at,
    health_score: site ? healthScore(site) : null,
    errors: count('error'),
    warnings: count('warning'),
    notices: count('notice'),
  };
}

/** The store's crawls; stores saved before crawls existed get the seeded ones. */
export function crawlsOf(db: Db): DbCrawl[] {
  db.crawls ??= seedCrawls(db);
  return db.crawls;
}

/** Two finished crawls of the demo account's first project, a week apart, so overview and comparison have data. */
export function seedCrawls(db: Pick<Db, 'projects'>, reference = '2026-11-16T08:00:00.000Z'): DbCrawl[] {
  const project = db.projects.find((item) => item.id === 1);
  if (!project) return [];
  const at = (days: number) => new Date(Date.parse(reference) + days * 86_400_000).toISOString();
  return [1, 2].map((revision) => {
    const started = at(revision === 1 ? -9 : -2);
    const total = Math.min(siteSize(project.url), 100);
    return {
      id: revision,
      user_id: project.user_id,
      project_id: project.id,
      revision,
      page_limit: 100,
      pages_crawled: total,
      status: 'done' as const,
      started_at: started,
      finished_at: new Date(Date.parse(started) + 95_000).toISOString(),
      duration_ms: 95_000,
    };
  });
}
