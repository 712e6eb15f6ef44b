import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App } from './app/app';
import { api, type Schemas } from './api/client';
import { setPrerenderedData, type PrerenderedData } from './components/prerendered-data';
import { publicPages, type PublicPage } from './app/prerender/public-pages';
import { preloadMatches } from './app/router';
import { i18next, startI18n } from './i18n';
import { ServerTexts } from './i18n/server-texts';
import { PREBUILT_GLOBAL_STYLES } from './app/theme';

/** What the build writes into a public page's HTML. */
export interface RenderedPage {
  html: string;
  /** Emotion's class rules of the page, as a <style data-emotion> tag the client's cache adopts. */
  styles: string;
  /** Chakra's global styles (reset, tokens, global css), the same on every page: the build writes them into each. */
  globalStyles: string;
  title: string;
  description: string;
}

/**
 * Renders a public page as a signed-out English visitor's first render draws it (the build runs this in Node, after
 * the client build, from Vite's SSR build of this file). Emotion's styles are collected, not written inline.
 */
export async function render(page: PublicPage, origin: string, data: PrerenderedData): Promise<RenderedPage> {
  startI18n('en');
  setPrerenderedData(data);
  await preloadMatches(false, page.path);
  const AtPage = ({ children }: { children: ReactNode }) => (
    <StaticRouter location={page.path}>{children}</StaticRouter>
  );
  const cache = createCache({ key: 'css' });
  // compat: the styles go to the cache only, for the build to write into <head>, instead of beside each element.
  cache.compat = true;
  const html = renderToString(
    <StrictMode>
      <CacheProvider value={cache}>
        <App Router={AtPage} />
      </CacheProvider>
      {/* The client's root has the same two children, so React's generated ids agree. */}
      <ServerTexts arriving={Promise.resolve(null)} />
    </StrictMode>,
  );
  const inserted = Object.entries(cache.inserted).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  // A <Global>'s rules (Chakra's reset, tokens and global css) style no class of their own: the build writes them into
  // every page's head, where the client's system finds them and neither builds nor inserts them again (theme.ts).
  const isGlobal = ([id, css]: [string, string]) => !css.includes(`.css-${id}`) && !css.includes(`@keyframes ${id}`);
  const globalStyles = inserted
    .filter(isGlobal)
    .map(([, css]) => `<style ${PREBUILT_GLOBAL_STYLES}="">${css}</style>`)
    .join('');
  const classes = inserted.filter((entry) => !isGlobal(entry));
  // data-s: already in <head>, where the client's cache would otherwise move them (and the browser parse them anew).
  const styles = classes.length
    ? `<style data-emotion="css ${classes.map(([id]) => id).join(' ')}" data-s="">${classes.map(([, css]) => css).join('')}</style>`
    : '';
  const t = i18next.getFixedT('en');
  return {
    html,
    styles,
    globalStyles,
    title: `${t(page.titleKey)} · ${t('app.name')}`,
    description: t(page.descriptionKey),
  };
}

/**
 * Server data a public page is drawn with: the demo's own in a demo build; otherwise the API's answer when the build
 * names the API (VITE_API_URL) and it answers within 5 s. Without it the page is drawn as it loads (a skeleton).
 */
async function fromServer<T>(demo: () => Promise<T>, live: (signal: AbortSignal) => Promise<T | undefined>) {
  if (__DEMO_MODE__) return demo();
  if (!import.meta.env.VITE_API_URL) return undefined;
  try {
    return await live(AbortSignal.timeout(5000));
  } catch {
    return undefined;
  }
}

/** The data each kind of public page is drawn with: the pricing page's plans, the audit pages' sample reports. */
export async function buildData(): Promise<PrerenderedData> {
  const [plans, samples] = await Promise.all([
    fromServer(
      async () => (await import('./mocks/handlers/checkout.handlers')).planCatalogue() as Schemas['Plan'][],
      async (signal) => (await api.GET('/api/v1/plans/', { signal })).data?.plans,
    ),
    fromServer(
      async () => (await import('./mocks/handlers/page-audit.handlers')).sampleAuditList(),
      async (signal) => (await api.GET('/api/v1/page/audit/samples/', { signal })).data?.samples,
    ),
  ]);
  return { plans, samples };
}

/** Every public page, rendered with the data it is drawn with. */
export async function renderAll(
  origin: string,
): Promise<{ page: PublicPage; rendered: RenderedPage; data: PrerenderedData }[]> {
  const all = await buildData();
  const results = [];
  for (const page of publicPages) {
    const value = page.data && all[page.data];
    const data: PrerenderedData = page.data && value ? { [page.data]: value } : {};
    results.push({ page, rendered: await render(page, origin, data), data });
  }
  return results;
}
