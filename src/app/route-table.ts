import type { pages as accountPages } from '@/features/account';
import type { pages as auditsPages } from '@/features/audits';
import type { pages as authPages } from '@/features/auth';
import type { pages as billingPages } from '@/features/billing';
import type { pages as demoPages } from '@/features/demo-provider';
import type { pages as leadsPages } from '@/features/leads';
import type { pages as monitoringPages } from '@/features/monitoring';
import type { pages as groupsPages } from '@/features/projects/groups';
import type { pages as projectWizardPages } from '@/features/projects/wizard';
import type { pages as rankingsPages } from '@/features/projects/ranking';
import type { pages as projectsPages } from '@/features/projects';
import type { pages as widgetsPages } from '@/features/widgets';
import type { pages as widgetEditorPages } from '@/features/widgets/editor';

/** Each area's `pages` record (type only: the areas stay lazy chunks). */
export interface AreaPages {
  auth: typeof authPages;
  audits: typeof auditsPages;
  leads: typeof leadsPages;
  projects: typeof projectsPages;
  'project-wizard': typeof projectWizardPages;
  rankings: typeof rankingsPages;
  groups: typeof groupsPages;
  widgets: typeof widgetsPages;
  'widget-editor': typeof widgetEditorPages;
  billing: typeof billingPages;
  account: typeof accountPages;
  monitoring: typeof monitoringPages;
  demo: typeof demoPages;
}
export type Area = keyof AreaPages;

/** Areas whose `pages` module is not their feature's index.ts. */
const AREA_MODULES: Partial<Record<Area, string>> = {
  // The project wizard lives beside the projects it edits.
  'project-wizard': 'src/features/projects/wizard/index.ts',
  // The ranking page and the keyword-group page too, each its own chunk apart from the dashboard's.
  rankings: 'src/features/projects/ranking/index.ts',
  groups: 'src/features/projects/groups/index.ts',
  // The widget editor apart from the widget lists: it paints without their paging.
  'widget-editor': 'src/features/widgets/editor/index.ts',
  demo: 'src/features/demo-provider/index.ts',
};

/** The module that exports an area's `pages` (src/app/router.tsx imports each as one lazy chunk). */
export const areaModule = (area: Area) => AREA_MODULES[area] ?? `src/features/${area}/index.ts`;

/**
 * The route tables, signed in and signed out. Every route belongs to one area, and every area is one lazy chunk.
 * `page` names the screen inside its area (a name the area doesn't export is a type error) and its title key
 * (`pages.<page>`).
 */
export type RouteEntry = { [A in Area]: { path: string; area: A; page: keyof AreaPages[A] & string } }[Area];

const r = <A extends Area>(path: string, area: A, page: keyof AreaPages[A] & string) =>
  ({ path, area, page }) as RouteEntry;

export const signedInRoutes: RouteEntry[] = [
  r('/', 'projects', 'home'),
  r('/audit-page', 'audits', 'audit_page'),
  r('/advance-audit-page', 'audits', 'advance_audit_page'),
  r('/webpage-audit', 'audits', 'webpage_audit'),
  r('/advance-webpage-audit', 'audits', 'advance_webpage_audit'),
  r('/my-audits', 'audits', 'my_audits'),
  r('/my-audits-deleted', 'audits', 'my_audits_deleted'),
  r('/my-profile', 'account', 'my_profile'),
  r('/all-leads', 'leads', 'all_leads'),
  r('/deleted-lead-list', 'leads', 'deleted_lead_list'),
  r('/keyword-ranking/:idp/:idse', 'rankings', 'keyword_ranking'),
  r('/seo-analyzer', 'audits', 'seo_analyzer'),
  r('/admin-site-list', 'projects', 'admin_site_list'),
  r('/create-widget', 'widget-editor', 'create_widget'),
  r('/edit-widget/:id', 'widget-editor', 'edit_widget'),
  r('/widget-list', 'widgets', 'widget_list'),
  r('/deleted-widget-list', 'widgets', 'deleted_widget_list'),
  r('/widget-stats/:id', 'widgets', 'widget_stats'),
  r('/sync-lead', 'leads', 'sync_lead'),
  r('/sync-lead/:sync_with', 'leads', 'sync_lead'),
  r('/create-project', 'project-wizard', 'create_project'),
  r('/edit-project/:id', 'project-wizard', 'edit_project'),
  r('/edit-engines/:id', 'project-wizard', 'edit_engines'),
  r('/edit-keywords/:id', 'project-wizard', 'edit_keywords'),
  r('/manage-group/:idGroupProject', 'groups', 'manage_group'),
  r('/billing', 'billing', 'billing'),
  r('/billing/:id', 'billing', 'billing_invoice'),
  r('/billing-details', 'billing', 'billing_details'),
  r('/email-confirmation', 'account', 'email_confirmation'),
  r('/audit-report/:id', 'audits', 'audit_report'),
  r('/temp-audit-save/:id', 'audits', 'temp_audit_save'),
  r('/audit-report/temp/:temp_id', 'audits', 'temp_audit_report'),
  r('/lead-report/:id', 'leads', 'lead_report'),
  r('/pricing', 'billing', 'pricing'),
  r('/manage-subscription', 'billing', 'manage_subscription'),
  r('/payment-method/:id', 'billing', 'payment_method'),
  r('/payment/success/:id', 'billing', 'payment_success'),
  r('/payment/cancel/:id', 'billing', 'payment_cancel'),
  r('/confirm-order/:id/:paymentId', 'billing', 'confirm_order'),
  r('/subscribe-form/:id', 'billing', 'subscribe_form'),
  r('/on-page', 'monitoring', 'on_page'),
  r('/http-status', 'monitoring', 'http_status'),
  r('/indexing', 'monitoring', 'indexing'),
  r('/canonical', 'monitoring', 'canonical'),
  r('/page-change-monitor', 'monitoring', 'page_change_monitor'),
  r('/page-change-monitors', 'monitoring', 'page_change_monitors'),
  r('/add-page', 'monitoring', 'add_page'),
  r('/add-pages', 'monitoring', 'add_pages'),
  r('/monitoring', 'monitoring', 'monitoring'),
  r('/change-log', 'monitoring', 'change_log'),
  r('/setting', 'account', 'setting'),
  r('/seo-audit', 'audits', 'seo_audit'),
  r('/website-audit/overview/:id/:ids', 'audits', 'website_audit_overview'),
  r('/issue-report/:id/:ids', 'audits', 'issue_report'),
  r('/crawled-pages/:id/:ids', 'audits', 'crawled_pages'),
  r('/found-resources/:id/:ids', 'audits', 'found_resources'),
  r('/found-links/:id/:ids', 'audits', 'found_links'),
  r('/crawl-comparison/:id/:ids', 'audits', 'crawl_comparison'),
  r('/website-audit/run-audit', 'audits', 'run_audit'),
  // A shared report opens the same for a signed-in visitor (no redirect).
  r('/shared-report/:key', 'audits', 'shared_report'),
];

export const signedOutRoutes: RouteEntry[] = [
  r('/', 'auth', 'login'),
  r('/audit-page', 'audits', 'audit_page'),
  r('/advance-audit-page', 'audits', 'advance_audit_page'),
  r('/webpage-audit', 'audits', 'webpage_audit'),
  r('/advance-webpage-audit', 'audits', 'advance_webpage_audit'),
  r('/audit-report/temp/:temp_id', 'audits', 'temp_audit_report'),
  r('/pricing', 'billing', 'pricing'),
  // The read-only report a share link opens, without signing in.
  r('/shared-report/:key', 'audits', 'shared_report'),
];

/**
 * Demo builds only: the pages that stand in for outside providers (OAuth consent, payment page), on the
 * app's own origin, outside the app's frame, whether signed in or not.
 */
export const demoProviderRoutes: RouteEntry[] = [
  r('/demo-provider/constant-contact', 'demo', 'cc_consent'),
  r('/demo-provider/pay', 'demo', 'pay'),
];
