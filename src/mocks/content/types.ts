/**
 * What the demo backend says in the reader's language. The server's own texts (crawl issues, the lead
 * report's body, e-mail template names, notifications) live here as data, one file per interface language, not in
 * the app's i18n files: the app shows them as they come. `{name}` placeholders are filled by `fill()`.
 */
export const CRAWL_ISSUE_CODES = [
  'broken_page',
  'server_error',
  'missing_title',
  'duplicate_title',
  'long_title',
  'missing_meta_description',
  'slow_page',
  'missing_h1',
  'mixed_content',
  'redirect',
  'noindex',
  'deep_page',
  'missing_alt',
  'low_word_count',
] as const;
export type CrawlIssueCode = (typeof CRAWL_ISSUE_CODES)[number];

export interface CrawlIssueText {
  title: string;
  description: string;
  how_to_fix: string;
}

/** The page-audit engine's categories, in the order a report shows them. */
export const AUDIT_CATEGORY_KEYS = ['onpage', 'technical', 'content', 'links', 'speed'] as const;
export type AuditCategoryKey = (typeof AUDIT_CATEGORY_KEYS)[number];
/** The category names of the seeded audits' reports: the engine's, plus their own on-page and performance names. */
export type SeededCategoryName = AuditCategoryKey | 'onpage_seo' | 'performance';

/** The page-audit engine's checks. */
export const AUDIT_CHECK_IDS = [
  'title_tag',
  'meta_description',
  'h1_heading',
  'keyword_in_url',
  'structured_data',
  'https',
  'indexability',
  'canonical',
  'viewport',
  'sitemap',
  'word_count',
  'keyword_usage',
  'image_alt',
  'readability',
  'broken_links',
  'internal_links',
  'backlinks',
  'lcp',
  'page_weight',
  'compression',
  'cls',
] as const;
export type AuditCheckId = (typeof AUDIT_CHECK_IDS)[number];

/** A check's words: its title, the detail for each outcome, why it matters and how to fix it ({keyword}, {host}). */
export interface AuditCheckText {
  title: string;
  passed: string;
  warning: string;
  error: string;
  why: string;
  fix: string;
}

/** The `message` of each write's answer (and its own refusals), so a toast reads in the person's language. */
export const ANSWER_KEYS = [
  'profile_updated',
  'account_deleted',
  'email_confirmed',
  'support_sent',
  'continue_payment',
  'card_declined',
  'payment_completed',
  'payment_received',
  'payment_cancelled',
  'order_cancelled',
  'billing_updated',
  'smtp_correct',
  'smtp_failed',
  'smtp_saved',
  'email_settings_saved',
  'email_reset',
  'test_email_sent',
  'group_created',
  'group_updated',
  'group_deleted',
  'deleted',
  'restored',
  'keyword_added',
  'keyword_moved',
  'webhook_unreachable',
  'sample_delivered',
  'webhook_removed',
  'webhook_saved',
  'lists_saved',
  'logged_out',
  'constant_contact_connected',
  'key_refused',
  'logged_in',
  'connection_ok',
  'share_created',
  'share_revoked',
  'report_sent',
  'report_sent_ours',
  'lead_resent',
  'lead_refused',
  'no_reason',
  'page_watched',
  'pages_watched',
  'checked_nothing',
  'checked_changes',
  'notification_read',
  'notifications_read',
  'advanced_sign_in',
  'advanced_plan',
  'audit_cancelled',
  'sample_not_kept',
  'project_created',
  'project_updated',
  'engine_saved',
  'engine_added',
  'engine_updated',
  'plan_cancelled',
  'plan_continues',
  'plan_stays',
  'plan_changes',
  'plan_charged',
  'plan_renews',
  'plan_not_renews',
  'report_on_its_way',
  'widget_created',
  'widget_updated',
  'widget_invalid',
  'impression_recorded',
  'variant_created',
  'split_changed',
  'split_ended',
  'site_confirmed',
  'site_discarded',
  'site_removed',
  'widget_style_reset',
  'widget_reset',
  'wrong_credentials',
  'invalid_google_token',
] as const;
export type AnswerKey = (typeof ANSWER_KEYS)[number];

export interface MockContent {
  /** The page-audit engine's category names and checks. */
  audit: {
    categories: Record<AuditCategoryKey | SeededCategoryName, string>;
    checks: Record<AuditCheckId, AuditCheckText>;
  };
  crawlIssues: Record<CrawlIssueCode, CrawlIssueText>;
  /** What the server says in an answer a person reads (an alert, a failed load). */
  messages: {
    /** A page audit that could not fetch the page: {host} */
    audit_unreachable: string;
    temp_report_missing: string;
  };
  /**
   * The seeded e-mail templates' subjects and bodies, by template id; their `{name}` placeholders are the template
   * language's (filled when the e-mail is sent), not `fill()`'s. What the person typed stays as typed.
   */
  emailTexts: Record<1 | 2 | 3, { subject: string; body: string }>;
  /** The seeded e-mail templates' names, by template id (a name the person typed stays as typed). */
  emailTemplates: { 1: string; 2: string; 3: string };
  notifications: {
    /** {days} */
    trial_ends: string;
    /** {project} */
    rankings_updated: string;
    /** {count}: worded so it needs no plural forms. */
    new_leads_week: string;
    /** {email} */
    smtp_verified: string;
    smtp_not_verified: string;
    /** {widget}, {lead} */
    new_lead: string;
  };
  report: {
    /** {url} */
    heading: string;
    keyword: string;
    /** {score} */
    score: string;
    /** {count} of {total} */
    attention: string;
    fix_first: string;
    nothing: string;
    /** Names the audited page (the visitor's site, for a lead): not a link to a report. */
    audited_page: string;
    /** The PDF's first line: {url} */
    pdf_title: string;
    score_label: string;
    date: string;
    /** Severity words of the PDF's lines. */
    passed: string;
    warning: string;
    error: string;
    not_available: string;
  };
  /**
   * What a write answers: its `message` on success and its own refusals. Placeholders: {email}, {host}, {provider},
   * {service}, {reason}, {count} (worded so it needs no plural forms), {plan}, {date}, {amount}.
   */
  answers: Record<AnswerKey, string>;
}

/** `template` with each `{name}` replaced by `values[name]`. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
