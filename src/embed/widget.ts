/**
 * The embed script, served at /embed/widget.js (vite.config.ts builds it on its own as one classic script): the
 * tag that loads it carries the widget id (`data-widget-id`); a preview that stands for another page names that
 * page in `data-page-url`. Everything runs inside the bundle's own function scope, so nothing leaks to the page.
 */
import { apiBaseFor, embedWidget } from './embed-widget';

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
  });
}
