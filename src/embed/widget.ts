/**
 * The embed script, served at /embed/widget.js (vite.config.ts builds it on its own as one classic script): the
 * tag that loads it carries the widget id (`data-widget-id`); a preview that stands for another page names that
 * page in `data-page-url` (and its frame in `data-page-frame`). Everything runs inside the bundle's own function scope, so nothing leaks to the page.
 */
import { apiBaseFor, embedWidget } from './embed-widget';

/** The site's storage; a browser that blocks it (privacy settings, a sandbox) makes every page view a first one. */
function siteStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** A preview's sample page (`data-page-frame`: its frame's id), whose scrolling and pointer open the overlay. */
function samplePage(tag: HTMLScriptElement): Window | null {
  const frame = document.getElementById(tag.getAttribute('data-page-frame') ?? '');
  try {
    return frame instanceof HTMLIFrameElement && frame.contentWindow?.document ? frame.contentWindow : null;
  } catch {
    return null;
  }
}

const tags = document.currentScript
  ? [document.currentScript]
  : Array.from(document.querySelectorAll('script[data-widget-id]:not([data-rankpilot-loaded])'));
for (const tag of tags) {
  if (!(tag instanceof HTMLScriptElement) || tag.hasAttribute('data-rankpilot-loaded')) continue;
  tag.setAttribute('data-rankpilot-loaded', '');
  void embedWidget(tag, {
    apiBase: apiBaseFor(tag.src, import.meta.env.VITE_API_URL as string | undefined),
    pageUrl: tag.getAttribute('data-page-url') || window.location.href,
    fetch: (input, init) => window.fetch(input, init),
    narrow: window.matchMedia('(max-width: 480px)').matches,
    navigate: (address) => window.location.assign(address),
    page: samplePage(tag) ?? window,
    storage: siteStorage(),
  });
}
