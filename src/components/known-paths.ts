import { returnAddress } from './return-address';

/**
 * The paths the app knows, by their first segment: the signed-in route table's paths plus the legacy first
 * segments the old site used ("known-path list"). Anything else is an unknown page. It lives here, not in the route
 * table, so a feature (the sign-in page) may use it without importing src/app/; `tests/app/routes.test.tsx` fails
 * when a route's first segment is missing from it.
 */
export const knownFirstSegments: ReadonlySet<string> = new Set([
  // The signed-in route table (src/app/route-table.ts); '' is '/'.
  '',
  'audit-page',
  'advance-audit-page',
  'webpage-audit',
  'advance-webpage-audit',
  'my-audits',
  'my-audits-deleted',
  'my-profile',
  'all-leads',
  'deleted-lead-list',
  'keyword-ranking',
  'seo-analyzer',
  'admin-site-list',
  'create-widget',
  'edit-widget',
  'widget-list',
  'deleted-widget-list',
  'widget-stats',
  'sync-lead',
  'create-project',
  'edit-project',
  'edit-engines',
  'edit-keywords',
  'manage-group',
  'billing',
  'billing-details',
  'email-confirmation',
  'audit-report',
  'temp-audit-save',
  'lead-report',
  'pricing',
  'manage-subscription',
  'payment-method',
  'payment',
  'confirm-order',
  'subscribe-form',
  'on-page',
  'http-status',
  'indexing',
  'canonical',
  'page-change-monitor',
  'page-change-monitors',
  'add-page',
  'add-pages',
  'monitoring',
  'change-log',
  'setting',
  'seo-audit',
  'website-audit',
  'issue-report',
  'crawled-pages',
  'found-resources',
  'found-links',
  'crawl-comparison',
  'shared-report',
  // The old site's other first segments.
  'white-label',
  'login-main',
  'globalUrl',
  'billing-detils',
]);

/** Whether a pathname starts with a segment the app knows. */
export function isKnownPath(pathname: string): boolean {
  return knownFirstSegments.has(pathname.split('/')[1] ?? '');
}

/**
 * Where a signed-out visitor may be sent back to after signing in: a known app path, never another site (no
 * `//host`, no backslash), without the demo backend's `demo-*` parameters; else null.
 */
export function safeNextPath(next: string | null): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return null;
  const url = new URL(next, 'https://same.site');
  if (url.origin !== 'https://same.site' || !isKnownPath(url.pathname)) return null;
  return returnAddress(url.pathname, url.search) + url.hash;
}
