import type { PrerenderedData } from '@/components/prerendered-data';

/**
 * The public pages a build writes as HTML (src/entry-server.tsx renders them, vite.config.ts writes the files):
 * each one's address and the texts of its title and description (existing keys, so every language has them).
 */
export interface PublicPage {
  path: string;
  titleKey: string;
  descriptionKey: string;
  /** The server data it is drawn with, written into the page for its first render on the client. */
  data?: keyof PrerenderedData;
}

export const publicPages: PublicPage[] = [
  { path: '/', titleKey: 'auth.title', descriptionKey: 'auth.hero_text' },
  { path: '/pricing', titleKey: 'pages.pricing', descriptionKey: 'pricing.intro', data: 'plans' },
  {
    path: '/audit-page',
    titleKey: 'pages.audit_page',
    descriptionKey: 'page_audit.basic_intro',
    data: 'samples',
  },
  {
    path: '/advance-audit-page',
    titleKey: 'pages.advance_audit_page',
    descriptionKey: 'page_audit.advanced_intro',
    data: 'samples',
  },
  {
    path: '/webpage-audit',
    titleKey: 'pages.webpage_audit',
    descriptionKey: 'page_audit.basic_intro',
    data: 'samples',
  },
  {
    path: '/advance-webpage-audit',
    titleKey: 'pages.advance_webpage_audit',
    descriptionKey: 'page_audit.advanced_intro',
    data: 'samples',
  },
];

/** The guard's element id: the page's head holds its first paint until the parser has reached it (`rel="expect"`). */
export const PRERENDER_GUARD_ID = 'prerender-guard';

/**
 * Runs inline right after the prerendered page, before the first paint: a page served for another address (a static
 * host's fallback to index.html), or to a visitor with a session (or a login token about to become one), is not the
 * page they will see, nor is its English for a visitor who chose another language (`activeLanguage`, the key
 * src/api/session.ts keeps), so it is taken away rather than shown and then replaced (its title too, down to the
 * site's name). Then it requests the app's scripts
 * (the root's `data-scripts`, which the build moved there from the head): at once for a page taken away, after the
 * first paint for a page shown, so its paint never waits on them (or after a second: a tab opened in the background
 * does not paint). The CSP allows it by its hash.
 */
export const PRERENDER_GUARD =
  "(function(){var r=document.getElementById('root'),p=location.pathname.replace(/(\\.html|\\/)$/,'')||'/',s=1;" +
  "try{if(p!==r.getAttribute('data-page')||/[?&]login-token=/.test(location.search)||localStorage.getItem('auth')||(sessionStorage.getItem('activeLanguage')||'en')!=='en')" +
  '{s=0}}catch(e){s=0}if(!s){r.replaceChildren();document.title=document.title.replace(/^.* · /,"")}' +
  "var d=0,l=function(){if(d)return;d=1;r.getAttribute('data-scripts').split(' ').forEach(function(u){" +
  "var e=document.createElement('script');e.type='module';e.src=u;document.head.appendChild(e)})};" +
  's?(requestAnimationFrame(function(){setTimeout(l)}),setTimeout(l,1e3)):l()})()';

/** The file a static host serves for a page's address: `/` is index.html, `/pricing` pricing.html (as `vite preview` maps it). */
export const pageFile = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1)}.html`);

/** The address as the guard reads it: no trailing slash, no `.html`. */
export const pagePath = (pathname: string) => pathname.replace(/(\.html|\/)$/, '') || '/';
