import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin, ResolvedConfig } from 'vite';
import { PRERENDERED_DATA_ID, type PrerenderedData } from '../src/components/prerendered-data';
import { pageFile, PRERENDER_GUARD, PRERENDER_GUARD_ID, type PublicPage } from '../src/app/prerender/public-pages';
import type { RenderedPage } from '../src/entry-server';

/** The CSP source that allows the inline guard the prerendered pages carry. */
export const guardHash = `'sha256-${createHash('sha256').update(PRERENDER_GUARD).digest('base64')}'`;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The head of one public page: its title, description, canonical address and Open Graph card. */
function headTags(page: RenderedPage, url: string): string {
  const title = escapeHtml(page.title);
  const description = escapeHtml(page.description);
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<link rel="canonical" href="${url}" />`,
    '<meta property="og:type" content="website" />',
    '<meta property="og:site_name" content="RankPilot" />',
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${url}" />`,
  ].join('\n    ');
}

type Rendered = { page: PublicPage; rendered: RenderedPage; data: PrerenderedData }[];

/**
 * Runs the server build's `renderAll` in a Node process of its own: a production React of its own (the building
 * process may hold another, e.g. under Vitest) and the app's module state fresh. It hands the pages back as JSON.
 */
function renderInChild(entry: string, origin: string, answer: string): Rendered {
  const script = [
    "import { writeFileSync } from 'node:fs';",
    `const server = await import(${JSON.stringify(pathToFileURL(entry).href)});`,
    `writeFileSync(${JSON.stringify(answer)}, JSON.stringify(await server.renderAll(${JSON.stringify(origin)})));`,
  ].join('\n');
  execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return JSON.parse(readFileSync(answer, 'utf8')) as Rendered;
}

/** One public page's HTML: the built index.html with the page's head, styles, data and markup. */
function pageHtml(template: string, { page, rendered, data }: Rendered[number], origin: string): string {
  const json = Object.keys(data).length
    ? `<script type="application/json" id="${PRERENDERED_DATA_ID}">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`
    : '';
  // The app's scripts leave the head for the guard, which requests them once the page has painted.
  const scripts: string[] = [];
  const withoutScripts = template.replace(
    /\s*<script type="module"[^>]*src="([^"]+)"><\/script>/g,
    (_, src: string) => {
      scripts.push(src);
      return '';
    },
  );
  return (
    withoutScripts
      .replace(/<title>[^<]*<\/title>/, headTags(rendered, origin + page.path))
      // The first paint waits for the whole page and its guard: a busy machine's parser yields mid-header otherwise,
      // and the header's right-hand buttons paint alone and then move when the rest arrives.
      .replace(
        '</head>',
        `${rendered.styles}${json}<link rel="expect" href="#${PRERENDER_GUARD_ID}" blocking="render" /></head>`,
      )
      .replace(
        '<div id="root"></div>',
        `<div id="root" data-page="${page.path}" data-scripts="${scripts.join(' ')}">${rendered.html}</div>` +
          `<script id="${PRERENDER_GUARD_ID}">${PRERENDER_GUARD}</script>`,
      )
  );
}

/**
 * Chakra's global styles into index.html (what every page is served from), then each public page as `<page>.html`,
 * and robots.txt and sitemap.xml naming them.
 */
function writePages(pages: Rendered, outDir: string, origin: string): void {
  const index = path.join(outDir, 'index.html');
  const template = readFileSync(index, 'utf8').replace('</head>', `${pages[0]?.rendered.globalStyles ?? ''}</head>`);
  writeFileSync(index, template);
  for (const page of pages)
    writeFileSync(path.join(outDir, pageFile(page.page.path)), pageHtml(template, page, origin));
  writeFileSync(path.join(outDir, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`);
  writeFileSync(
    path.join(outDir, 'sitemap.xml'),
    '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
      pages.map(({ page }) => `  <url><loc>${origin}${page.path}</loc></url>\n`).join('') +
      '</urlset>\n',
  );
}

/**
 * After the client build: builds src/entry-server.tsx for Node (Vite's SSR build, same config and mode), renders each
 * public page with it and writes `<page>.html` from the built index.html, plus robots.txt and sitemap.xml.
 * `siteUrl` is the public origin the canonical addresses, the sitemap and robots.txt name.
 */
export function prerender({ siteUrl }: { siteUrl: string }): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'prerender-public-pages',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    configResolved: (resolved) => void (config = resolved),
    async closeBundle() {
      const { build } = await import('vite');
      // Inside node_modules, so the server build's imports resolve; its own folder, so builds side by side don't mix.
      const serverDir = mkdtempSync(path.resolve(config.root, 'node_modules/.prerender-'));
      try {
        await build({
          configFile: config.configFile,
          mode: config.mode,
          logLevel: 'warn',
          build: { ssr: 'src/entry-server.tsx', outDir: serverDir, emptyOutDir: true, copyPublicDir: false },
        });
        const origin = siteUrl.replace(/\/$/, '');
        const pages = renderInChild(
          path.join(serverDir, 'entry-server.js'),
          origin,
          path.join(serverDir, 'pages.json'),
        );
        writePages(pages, path.resolve(config.root, config.build.outDir), origin);
      } finally {
        rmSync(serverDir, { recursive: true, force: true });
      }
    },
  };
}
