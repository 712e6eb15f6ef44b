import type { S } from './types';
import type { MockContent } from './content/types';

export type NotificationKey = keyof MockContent['notifications'];

/** Shapes of the demo store (what is persisted), separate from the API shapes they are served as. */
export type LeadSyncService = S['LeadSyncService'];
export type StoredLeadSync = Omit<S['LeadSync'], 'token' | 'token_set'> & { token: string };

export interface DbUser {
  id: number;
  email: string;
  password: string;
  first_name: string;
  last_name: string;
  plan: string;
  expired_at: string | null;
  project_total: number;
  widget_total: number;
  can_advance_audit: 0 | 1;
  language: S['LangCode'];
  test_sever_region: string;
  test_sever_env: string;
  billing: S['BillingInfo'];
  /** The stored settings, the password with them (the API gives only whether one is set). */
  smtp: Omit<S['SmtpSettings'], 'password_set' | 'version'> & { password: string };
  emails: S['EmailTemplate'][];
  /** Each provider's connection, its key or token with it (the API gives only whether one is set). */
  leadsync: Record<LeadSyncService, StoredLeadSync>;
  /** The profile's version: every save makes a new one (absent in stores from before: 1). */
  profile_version?: number;
  /** The SMTP settings' version: every stored verify makes a new one (absent in stores from before: 1). */
  smtp_version?: number;
  /** The lead e-mail templates' version: every save or reset makes a new one (absent in stores from before: 1). */
  emails_version?: number;
  /** Key of the confirmation link of an address waiting to be confirmed (/email-confirmation?key=…). */
  email_key?: string;
}

export interface DbSearchEngine {
  se_id: number;
  searce_engine: number;
  se_country: number;
  se_language: number;
  se_location: number | null;
  competetor: string[];
  /** Every update makes a new version (absent in stores from before: 1). */
  version?: number;
}

export interface DbProject {
  id: number;
  user_id: number;
  title: string;
  url: string;
  domain_type: 'domain' | 'subdomain' | 'url';
  group: number | null;
  created_at: string;
  search_engines: DbSearchEngine[];
  /** Set once keywords are saved (step 3); null while the wizard is unfinished. */
  last_rank_update: string | null;
  /** The details' version: every change of title, address, match or group makes a new one (absent before: 1). */
  version?: number;
}

export interface DbKeyword {
  key_id: number;
  project_id: number;
  keyword: string;
  group_id: number | null;
  active: boolean;
  /** Base rank around which the derived 30-day history moves (rank history is computed, not stored). */
  base: number;
}

export type DbWidget = S['WidgetForm'] & {
  id: number;
  user_id: number;
  status: S['ItemStatus'];
  created_at: string;
  updated_at: string;
  overright_style: S['OverrightStyle'];
  /** Every update and reset makes a new version (absent in stores from before: 1). */
  version?: number;
  /** The origins the owner confirmed the widget is on (src/mocks/widget-sites.ts); absent in older stores. */
  sites?: string[];
  /** A variant of another widget's split test (src/mocks/widget-split.ts): not in the widget list, not in the quota. */
  variant?: S['Widget']['variant'] & {};
  /** Its place in the split (the original's too); absent: in, with the starting weight. */
  split?: { weight: number; paused: boolean };
};

/** A lead from a site the widget's owner has not confirmed, held until they decide (src/mocks/widget-sites.ts). */
export interface DbHeldLead {
  widget_id: number;
  origin: string;
  draft: Pick<DbLead, 'url' | 'keyword' | 'name' | 'phone' | 'email' | 'audit_id' | 'variant_id'>;
  at: string;
}

export type DbAudit = S['AuditItem'] & { user_id: number };
/** A lead; `deliveries` is where it was sent, absent in older stores (lead-delivery.ts seeds a history). */
export type DbLead = S['LeadItem'] & {
  user_id: number;
  deliveries?: S['LeadDelivery'][];
  /** The split test variant that captured it; the lead is its widget's (widget_id). */
  variant_id?: number;
};

/** A page audit run (basic or advanced); signed out (user_id null) its result is a temporary report. */
export interface DbAuditRun {
  run_id: string;
  user_id: number | null;
  url: string;
  keyword: string;
  advance_audit: 0 | 1;
  status: 'running' | 'done' | 'failed' | 'cancelled';
  /** How many progress steps it has made (one per poll, so a demo run takes a few polls). */
  steps: number;
  created_at: string;
  temp_id: string | null;
  audit_id: number | null;
}

export interface DbSubscription {
  subscription_id: number;
  user_id: number;
  plan_id: number;
  name: string;
  price: number;
  period: 'monthly' | 'yearly';
  created: string;
  expires: string | null;
  status: 'pending' | 'active' | 'expired' | 'cancelled';
  payment_id: number | null;
  /** Self-service subscription; absent in older stores and seeds: renews, not cancelled, nothing scheduled. */
  auto_renew?: boolean;
  cancel_at_period_end?: boolean;
  /** A downgrade waiting for the end of the period. */
  scheduled_plan_id?: number | null;
  /** The buyer's billing country when the order was placed: its VAT (absent in older stores). */
  country?: string;
}

export type DbPayment = S['Payment'] & { user_id: number };
export type DbInvoice = S['Invoice'] & { user_id: number; payment_id?: number };

/** One payment attempt at an outside provider, open until the provider's page settles it (checkout). */
export interface DbPaymentAttempt {
  id: number;
  user_id: number;
  subscription_id: number;
  method: 'paypal' | 'paypro';
  status: 'pending' | 'paid' | 'cancelled';
  created: string;
  /** The provider's page of this attempt (absent in older stores). */
  redirect_link?: string;
}
/**
 * A notification keeps what it says as a catalogue entry and its values (so it is answered in the reader's
 * language, src/mocks/content/); `text` is the English, kept for stores saved before.
 */
export type DbNotification = S['Notification'] & {
  user_id: number;
  message?: { key: NotificationKey; values: Record<string, string | number> };
};

/** A site-wide crawl; its pages and issues are generated from the project's URL and the revision (src/mocks/crawl-data.ts). */
export interface DbCrawl {
  id: number;
  user_id: number;
  project_id: number;
  /** The crawl's number within its project (1, 2, …): later revisions fix some issues and bring new ones. */
  revision: number;
  page_limit: number;
  pages_crawled: number;
  status: 'queued' | 'running' | 'done' | 'failed' | 'cancelled';
  started_at: string;
  finished_at: string | null;
  duration_ms: number;
}
/** Page-change monitoring: a watched page, its schedule and what its last check saw. */
export interface DbMonitor {
  id: number;
  user_id: number;
  url: string;
  frequency: S['MonitorFrequency'];
  paused: boolean;
  status: S['ItemStatus'];
  created_at: string;
  last_check_at: string | null;
  last_change_at: string | null;
  /** Checks run so far; the next check's outcome is derived from (id, check_count), so it is the same on every run. */
  check_count: number;
  values: S['MonitorValues'];
}
export type DbMonitorChange = S['MonitorChange'] & { user_id: number };

/** One showing of a widget on a page: a view for the stats, and the page "seen" for the installation check. */
export interface DbWidgetImpression {
  widget_id: number;
  /** The split test variant shown; the view is its widget's (widget_id). */
  variant_id?: number;
  url: string;
  at: string;
}

export interface Db {
  users: DbUser[];
  sessions: Record<string, number>;
  tokenCounter: number;
  siteSettings: S['SiteSettings'];
  projectGroups: (S['ProjectGroup'] & { user_id: number })[];
  projects: DbProject[];
  keywordGroups: S['KeywordGroup'][];
  keywords: DbKeyword[];
  widgets: DbWidget[];
  audits: DbAudit[];
  leads: DbLead[];
  subscriptions: DbSubscription[];
  payments: DbPayment[];
  invoices: DbInvoice[];
  notifications: DbNotification[];
  supportRequests: (S['SupportRequest'] & { user_id: number; created_at: string })[];
  /** Constant Contact stand-in: authorization codes already exchanged (a code works once). */
  usedOAuthCodes?: string[];
  /** Checkout: provider payment attempts, and the first answer per Idempotency-Key (`user:key`). Absent in older stores. */
  paymentAttempts?: DbPaymentAttempt[];
  paymentKeys?: Record<string, S['PaymentResult']>;
  /** Site-wide crawls. Absent in older stores: crawlsOf() seeds them. */
  crawls?: DbCrawl[];
  /** Page-change monitoring; absent in older stores. */
  monitors?: DbMonitor[];
  monitorChanges?: DbMonitorChange[];
  /** Widget impressions: the embed script showed a widget on a page (the sample preview counts). Absent in older
   * stores. */
  widgetImpressions?: DbWidgetImpression[];
  /** Page audits: the runs, and which saved audit ids hold a run's report (audit id → run id). Absent in older stores. */
  auditRuns?: DbAuditRun[];
  auditRunOfAudit?: Record<string, string>;
  /** Report share keys that changed from the seeded one (audit id → new key, or null once revoked). */
  shareLinks?: Record<string, string | null>;
  /** Leads held from unconfirmed sites; absent in older stores. */
  heldLeads?: DbHeldLead[];
  /** Recent submissions to the public lead endpoint, for its rate limit (src/mocks/lead-rate-limit.ts). */
  leadAttempts?: { widget_id: number; visitor: string; at: number }[];
  /** When this store was seeded (ms, the computer's clock): where the pinned demo clock starts (src/mocks/seed.ts). */
  clockStartedAt?: number;
  /** Next id per table, so ids never repeat after deletions. */
  nextId: Record<string, number>;
}
