import { beforeEach, describe, expect, it } from 'vitest';
import { HttpHandler } from 'msw';
import { api } from '../../src/api/client';
import { readyTicket } from '../form-ticket';
import { setToken } from '../../src/api/session';
import { DEMO_TOKEN, PRO_TOKEN } from '../../src/mocks/db';
import { handlers } from '../../src/mocks/handlers';
import { operations, validateResponse } from './openapi-validator';
import { takeViolations } from './violations';
import { STYLE_GROUP_NAMES } from '../../contract/widget-style-groups';

const STYLE_GROUPS = new Set<string>(STYLE_GROUP_NAMES);

type Call = () => Promise<{ response: Response; data?: unknown; error?: unknown }>;
const smtpForm = {
  sender_name: 'Dana Demo',
  sender_email: 'demo@example.com',
  host: 'smtp.example.com',
  port: 587,
  auto_tls: 1 as const,
  authentication: 1 as const,
  user_name: 'demo@example.com',
  password: 'secret',
  active_lead_email: 1 as const,
};

async function widgetPayload() {
  const { data } = await api.GET('/api/v1/widget/{id}/', { params: { path: { id: 1 } } });
  if (!data) throw new Error('widget 1 missing');
  const {
    id: _id,
    status: _s,
    created_at: _c,
    updated_at: _u,
    lead_count: _l,
    available_lang: _a,
    smtp_verified: _v,
    can_advance_audit: _adv,
    overright_style,
    ...rest
  } = data.data;
  const form = Object.fromEntries(Object.entries(rest).filter(([key]) => !STYLE_GROUPS.has(key)));
  return { ...(form as typeof rest), overright_style: { ...overright_style, cta_button: { background: '#111111' } } };
}

/** A call as pro@example.com (a paid plan). */
function asPro<T>(call: () => Promise<T>): Promise<T> {
  setToken(PRO_TOKEN);
  return call();
}

/** One valid call per operation of openapi.yaml, through the app's real client. */
const calls: Record<string, Call> = {
  login: () =>
    api.POST('/api/v1/user/rest-auth/token/login/', { body: { email: 'demo@example.com', password: 'demo1234' } }),
  loginWithGoogle: () => api.POST('/api/v1/user/rest-auth/google/', { body: { access_token: 'google-access-token' } }),
  getSiteSettings: () => api.GET('/api/v1/settings/'),
  getTranslation: () => api.GET('/api/v1/translation/', { params: { query: { lang: 'en' } } }),
  getFrontendTemplate: () =>
    api.GET('/api/v1/frontend_template/{template}', {
      params: { path: { template: 'fixed-classic' } },
      parseAs: 'text',
    }),
  getFrontendStyle: () => api.GET('/api/v1/font-end/style/', { parseAs: 'text' }),
  getSiteList: () => api.GET('/api/v1/keyword-ranking/site-list/'),
  getTopProjectKeywords: () =>
    api.GET('/api/v1/top-project-keyword/{id}/', { params: { path: { id: 1 }, query: { top: '10' } } }),
  getTopSearchEngineKeywords: () =>
    api.GET('/api/v1/top-se-keyword/{id}/', { params: { path: { id: 2 }, query: { top: 'other' } } }),
  getDashboard: () => api.GET('/api/v1/dashboard/'),
  getNotifications: () => api.GET('/api/v1/notifications/'),
  markNotificationsRead: () => api.POST('/api/v1/notifications/read/', { body: { ids: [1, 2] } }),
  createProject: () =>
    api.POST('/api/v1/project/create/', {
      body: { title: 'New shop', url: 'https://new-shop.example.com', domain_type: 'domain', group: 1 },
    }),
  getProject: () => api.GET('/api/v1/project/{id}/', { params: { path: { id: 1 } } }),
  updateProjectStep: () =>
    api.POST('/api/v1/project/{id}/', {
      params: { path: { id: 1 } },
      body: {
        project_id: 1,
        step: 2,
        se_country: 3,
        se_language: 3,
        searce_engine: 1,
        competetor: ['rival.de'],
        se_location: 301,
      },
    }),
  deleteProject: () => api.DELETE('/api/v1/project/{id}/', { params: { path: { id: 5 } } }),
  listProjectGroups: () => api.GET('/api/v1/project/group/list/'),
  createProjectGroup: () => api.POST('/api/v1/project/group/create/', { body: { group_name: 'Internal' } }),
  deleteProjectGroup: () => api.DELETE('/api/v1/project/group/{id}/', { params: { path: { id: 1 } } }),
  createSearchEngine: () =>
    api.POST('/api/v1/project/{id}/search-engine/create/', {
      params: { path: { id: 1 } },
      body: { project_id: 1, searce_engine: 2, se_country: 2, se_language: 2, se_location: null, competetor: [] },
    }),
  listProjectSearchEngines: () => api.GET('/api/v1/project/{id}/search-engine/list/', { params: { path: { id: 3 } } }),
  updateSearchEngine: () =>
    api.POST('/api/v1/project/{id}/search-engine/{se_id}/', {
      params: { path: { id: 1, se_id: 1 } },
      body: {
        project_id: 1,
        se_id: 1,
        searce_engine: 1,
        se_country: 2,
        se_language: 2,
        se_location: 202,
        competetor: ['other.nl'],
      },
    }),
  deleteSearchEngine: () =>
    api.DELETE('/api/v1/project/{id}/search-engine/{se_id}/', {
      params: { path: { id: 2, se_id: 3 } },
      body: { project_id: 2, se_id: 3 },
    }),
  getProjectDetailsWithSearchEngines: () =>
    api.GET('/api/v1/keyword-ranking/details_with_se/{id}/', { params: { path: { id: 2 } } }),
  listLocations: () => api.GET('/api/v1/location/list/', { params: { query: { search: 'am', country: 2 } } }),
  listCountries: () => api.GET('/api/v1/country/list/'),
  listLanguages: () => api.GET('/api/v1/language/{id}/list/', { params: { path: { id: 2 } } }),
  listSearchEngines: () => api.GET('/api/v1/search-engine/list/'),
  getKeywordGraph: () => api.GET('/api/v1/keyword-ranking/graph/{id}/', { params: { path: { id: 1 } } }),
  getRankInfo: () =>
    api.GET('/api/v1/keyword-ranking/rank/info/{id}/', { params: { path: { id: 2 }, query: { se_id: 3 } } }),
  listKeywordGroups: () => api.GET('/api/v1/project/{id}/keyword/group/list/', { params: { path: { id: 1 } } }),
  createKeywordGroup: () =>
    api.POST('/api/v1/project/{id}/keyword/group/create/', {
      params: { path: { id: 1 } },
      body: { project_id: 1, group_name: 'Seasonal' },
    }),
  updateKeywordGroup: () =>
    api.POST('/api/v1/project/{projectId}/keyword/group/{groupId}/', {
      params: { path: { projectId: 1, groupId: 1 } },
      body: { group_name: 'Brand terms' },
    }),
  deleteKeywordGroup: () =>
    api.DELETE('/api/v1/project/{projectId}/keyword/group/{groupId}/', {
      params: { path: { projectId: 1, groupId: 2 } },
    }),
  listUngroupedKeywords: () => api.GET('/api/v1/project/{id}/keyword/list/ungrouped/', { params: { path: { id: 1 } } }),
  listGroupedKeywords: () => api.GET('/api/v1/project/{id}/keyword/list/grouped/', { params: { path: { id: 1 } } }),
  listActiveKeywords: () => api.GET('/api/v1/project/{id}/keyword/list/active/', { params: { path: { id: 1 } } }),
  createKeywords: () =>
    api.POST('/api/v1/project/{id}/keyword/create/', {
      params: { path: { id: 1 } },
      body: { project_id: 1, group_id: null, keywords: ['rye bread amsterdam', 'rye bread amsterdam'] },
    }),
  moveKeyword: () =>
    api.POST('/api/v1/project/{id}/keyword/{kid}/', { params: { path: { id: 1, kid: 2 } }, body: { group_id: null } }),
  deleteKeyword: () => api.DELETE('/api/v1/project/{id}/keyword/{kid}/', { params: { path: { id: 1, kid: 1 } } }),
  getDefaultThemes: () => api.GET('/api/v1/widget/themes/default/'),
  createWidget: async () =>
    api.POST('/api/v1/widget/create/', { body: { ...(await widgetPayload()), name: 'Copy of widget 1' } }),
  listWidgets: () => api.GET('/api/v1/widget/list/', { params: { query: { page_item: 5, page: 2 } } }),
  deleteWidgets: () => api.DELETE('/api/v1/widget/delete/', { body: { id: [2, 3] } }),
  restoreWidgets: () => api.POST('/api/v1/widget/restore/', { body: { id: [8] } }),
  getWidget: () => api.GET('/api/v1/widget/{id}/', { params: { path: { id: 2 } } }),
  updateWidget: async () =>
    api.POST('/api/v1/widget/{id}/', { params: { path: { id: 1 } }, body: await widgetPayload() }),
  resetWidget: () =>
    api.POST('/api/v1/widget/{id}/reset/', {
      params: { path: { id: 2 } },
      body: { active_theme_type: 'POPUP', active_theme: 6, reset_option: ['data', 'style'] },
    }),
  getWidgetEmbed: () => api.GET('/api/v1/widget/{id}/embed/', { params: { path: { id: 1 } } }),
  checkWidgetInstallation: () =>
    api.POST('/api/v1/widget/{id}/installation-check/', {
      params: { path: { id: 1 } },
      body: { url: 'https://sample.rankpilot.io/pricing' },
    }),
  recordWidgetImpression: () =>
    api.POST('/api/v1/widget/{id}/impression/', {
      params: { path: { id: 1 } },
      body: { url: 'https://sample.rankpilot.io/popup-corner-right' },
    }),
  getWidgetSites: () => api.GET('/api/v1/widget/{id}/sites/', { params: { path: { id: 1 } } }),
  decideWidgetSite: () =>
    api.POST('/api/v1/widget/{id}/sites/', {
      params: { path: { id: 1 } },
      body: { origin: 'https://www.bakery-example.com', decision: 'confirm' },
    }),
  getPublicWidget: () => api.GET('/api/v1/public/widget/{id}/', { params: { path: { id: 2 } } }),
  captureWidgetLead: async () =>
    api.POST('/api/v1/public/widget/{id}/lead/', {
      params: { path: { id: 1 } },
      body: {
        ticket: await readyTicket(1),
        page_url: 'https://www.bakery-example.com/',
        url: 'https://www.ada-bakes.nl',
        keyword: 'sourdough',
        email: 'ada@ada-bakes.nl',
      },
    }),
  getWidgetStats: () => api.GET('/api/v1/widget/stats/', { params: { query: { days: 7 } } }),
  getWidgetDailyStats: () =>
    api.GET('/api/v1/widget/{id}/stats/', {
      params: { path: { id: 1 }, query: { from: '2026-11-01', to: '2026-11-16' } },
    }),
  getSplitTest: () => api.GET('/api/v1/widget/{id}/split/', { params: { path: { id: 2 } } }),
  changeSplitVariant: () =>
    api.POST('/api/v1/widget/{id}/split/', { params: { path: { id: 2 } }, body: { variant_id: 10, weight: 30 } }),
  createWidgetVariant: () => api.POST('/api/v1/widget/{id}/split/variants/', { params: { path: { id: 3 } } }),
  endSplitTest: () =>
    api.POST('/api/v1/widget/{id}/split/winner/', { params: { path: { id: 3 } }, body: { variant_id: 11 } }),
  getLeadSync: () => api.GET('/api/v1/leadsync/{service}/', { params: { path: { service: 'mailchimp' } } }),
  saveLeadSync: () =>
    api.POST('/api/v1/leadsync/{service}/', {
      params: { path: { service: 'sendinblue' } },
      body: { token: `xkeysib-${'ab12'.repeat(16)}-AbCdEfGh12345678` },
    }),
  testLeadSyncWebhook: () => api.POST('/api/v1/leadsync/webhook/test/', { body: {} }),
  checkLeadSyncConnection: () =>
    api.POST('/api/v1/leadsync/{service}/check/', { params: { path: { service: 'mailchimp' } }, body: {} }),
  issueDemoConstantContactCode: () =>
    api.POST('/api/v1/demo-provider/constant-contact/code/', {
      body: {
        redirect_uri: 'http://localhost:3000/sync-lead/constant_contact',
        state: 'st',
        code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      },
    }),
  getAccount: () => api.GET('/api/v1/account/'),
  getProfile: () => api.GET('/api/v1/account/profile/'),
  updateProfile: () =>
    api.POST('/api/v1/account/profile/update/', {
      body: {
        first_name: 'Dana',
        last_name: 'Example',
        language: 'nl',
        test_sever_region: 'eu-west',
        test_sever_env: 'production',
      },
    }),
  deleteAccount: () => api.DELETE('/api/v1/account/delete/'),
  confirmEmail: () => api.POST('/api/v1/account/email-confirmation/', { body: { key: 'demo-confirm-key' } }),
  sendSupportRequest: () =>
    api.POST('/api/v1/user/support/', {
      body: { email: 'demo@example.com', subject: 'Invoice', message: 'Please resend my last invoice.' },
    }),
  listPayments: () => api.GET('/api/v1/account/subscriptions/'),
  getSubscriptionInfo: () => api.GET('/api/v1/account/subscriptions/{id}/', { params: { path: { id: 2 } } }),
  subscribe: () => api.POST('/api/v1/account/subscribe/', { body: { plan_id: 2, period: 'yearly' } }),
  createPayment: async () => {
    const { data } = await api.POST('/api/v1/account/subscribe/', { body: { plan_id: 1 } });
    return api.POST('/api/v1/account/subscription/payment/{subscription_id}/', {
      params: { path: { subscription_id: data?.subscription_id ?? 0 } },
      body: {
        type: 'paypal',
        cancel_url: 'http://localhost:3000/payment/cancel',
        return_url: 'http://localhost:3000/confirm-order',
      },
    });
  },
  cancelOrder: async () => {
    const { data } = await api.POST('/api/v1/account/subscribe/', { body: { plan_id: 3, period: 'monthly' } });
    return api.DELETE('/api/v1/account/order/{id}/cancle/', {
      params: { path: { id: data?.subscription_id ?? 0 } },
      body: { reason: 'Too expensive' },
    });
  },
  getOrderStatus: () => api.GET('/api/v1/account/order/{id}/', { params: { path: { id: 2 } } }),
  listPlans: () => api.GET('/api/v1/plans/'),
  // Self-service subscription (issue 24): the paid account's.
  getManagedSubscription: () => asPro(() => api.GET('/api/v1/account/subscription/')),
  cancelSubscriptionAtPeriodEnd: () => asPro(() => api.POST('/api/v1/account/subscription/cancel/')),
  resumeSubscription: () =>
    asPro(async () => {
      await api.POST('/api/v1/account/subscription/cancel/');
      return api.POST('/api/v1/account/subscription/resume/');
    }),
  changeSubscriptionPlan: () => asPro(() => api.POST('/api/v1/account/subscription/change/', { body: { plan_id: 3 } })),
  setSubscriptionAutoRenew: () =>
    asPro(() => api.POST('/api/v1/account/subscription/auto-renew/', { body: { auto_renew: false } })),
  settleDemoPayment: async () => {
    const { data } = await api.POST('/api/v1/account/subscribe/', { body: { plan_id: 2 } });
    const started = await api.POST('/api/v1/account/subscription/payment/{subscription_id}/', {
      params: {
        path: { subscription_id: data?.subscription_id ?? 0 },
        header: { 'Idempotency-Key': 'contract-key-0001' },
      },
      body: {
        type: 'paypro',
        cancel_url: 'http://localhost:3000/payment/cancel/9',
        return_url: 'http://localhost:3000/payment/success/9',
      },
    });
    return api.POST('/api/v1/demo-provider/payments/{id}/', {
      params: { path: { id: started.data?.payment_id ?? 0 } },
      body: { outcome: 'paid' },
    });
  },
  downloadInvoicePdf: () => {
    // The trial account has paid nothing yet: the paid Pro account's latest invoice.
    setToken(PRO_TOKEN);
    return api.GET('/api/v1/account/invoice/{id}/pdf/', { params: { path: { id: 13 } }, parseAs: 'text' });
  },
  getBillingInfo: () => api.GET('/api/v1/account/billing/'),
  updateBillingInfo: () =>
    api.POST('/api/v1/account/billing/update/', {
      body: {
        name: 'Dana Demo',
        company_name: 'Demo B.V.',
        phone: '+31 20 000 0000',
        email: 'billing@example.com',
        zipcode: '1011 AA',
        street: 'Dam 1',
        country: 'NL',
        tax_number: '',
        invoice_note: 'PO 42',
      },
    }),
  listAudits: () =>
    api.GET('/api/v1/page/audit/list/', {
      params: { query: { type: 'audit', page_item: 20, page: 1, status: 'deleted' } },
    }),
  getAuditReport: () => api.GET('/api/v1/page/audit/report/{id}/', { params: { path: { id: 1 } } }),
  deleteAudits: () => api.DELETE('/api/v1/audit/delete/', { body: { id: [1, 2] } }),
  restoreAudits: async () => {
    await api.DELETE('/api/v1/audit/delete/', { body: { id: [5] } });
    return api.POST('/api/v1/audit/restore/', { body: { id: [5] } });
  },
  createReportShareLink: () => api.POST('/api/v1/page/audit/report/{id}/share/', { params: { path: { id: 1 } } }),
  revokeReportShareLink: () => api.DELETE('/api/v1/page/audit/report/{id}/share/', { params: { path: { id: 2 } } }),
  getSharedReport: async () => {
    // A report is public only once its owner shared it (issue 43).
    const { data } = await api.POST('/api/v1/page/audit/report/{id}/share/', { params: { path: { id: 3 } } });
    setToken(null);
    const shared = await api.GET('/api/v1/shared-report/{share_key}/', {
      params: { path: { share_key: data?.share_key ?? '' } },
    });
    setToken(DEMO_TOKEN);
    return shared;
  },
  sendAuditEmail: async () => {
    await api.POST('/api/v1/verify-smtp/', { body: smtpForm });
    return api.POST('/api/v1/send-audit-email/', { body: { 'email-address': 'client@example.com', 'audit-id': 1 } });
  },
  startCrawl: () => api.POST('/api/v1/website-audit/crawl/', { body: { project_id: 2, page_limit: 50 } }),
  getCrawl: () => api.GET('/api/v1/website-audit/crawl/{crawl_id}/', { params: { path: { crawl_id: 1 } } }),
  cancelCrawl: async () => {
    const { data } = await api.POST('/api/v1/website-audit/crawl/', { body: { project_id: 3, page_limit: 20 } });
    return api.POST('/api/v1/website-audit/crawl/{crawl_id}/cancel/', {
      params: { path: { crawl_id: data?.id ?? 0 } },
    });
  },
  listProjectCrawls: () => api.GET('/api/v1/website-audit/project/{id}/crawls/', { params: { path: { id: 1 } } }),
  listCrawlIssues: () =>
    api.GET('/api/v1/website-audit/crawl/{crawl_id}/issues/', { params: { path: { crawl_id: 2 } } }),
  listCrawledPages: () =>
    api.GET('/api/v1/website-audit/crawl/{crawl_id}/pages/', {
      params: {
        path: { crawl_id: 1 },
        query: { page: 2, page_item: 20, sort: 'load_time_ms', order: 'desc', filter: 'ok', search: 'a' },
      },
    }),
  listCrawlLinks: () =>
    api.GET('/api/v1/website-audit/crawl/{crawl_id}/links/', {
      params: { path: { crawl_id: 1 }, query: { kind: 'resource', scope: 'external', page: 1 } },
    }),
  exportCrawl: () =>
    api.GET('/api/v1/website-audit/crawl/{crawl_id}/export/', {
      params: { path: { crawl_id: 1 }, query: { table: 'links', sort: 'status_code', order: 'desc' } },
      parseAs: 'text',
    }),
  startPageAudit: () =>
    api.POST('/api/v1/page/audit/run/', {
      body: { url: 'https://www.example.com/bakery', keyword: 'rye bread', advance_audit: 0 },
    }),
  getPageAuditRun: async () => {
    const { data } = await api.POST('/api/v1/page/audit/run/', {
      body: { url: 'https://www.example.com/', keyword: 'bread', advance_audit: 0 },
    });
    return api.GET('/api/v1/page/audit/run/{run_id}/', { params: { path: { run_id: data?.run_id ?? '' } } });
  },
  cancelPageAuditRun: async () => {
    const { data } = await api.POST('/api/v1/page/audit/run/', {
      body: { url: 'https://www.example.com/', keyword: 'bread', advance_audit: 0 },
    });
    return api.DELETE('/api/v1/page/audit/run/{run_id}/', { params: { path: { run_id: data?.run_id ?? '' } } });
  },
  getTempAuditReport: () =>
    api.GET('/api/v1/page/audit/temp/{temp_id}/', { params: { path: { temp_id: 'sample-shop' } } }),
  saveTempAudit: async () => {
    setToken(null);
    const { data } = await api.POST('/api/v1/page/audit/run/', {
      body: { url: 'https://www.example.com/', keyword: 'bread', advance_audit: 0 },
    });
    let run = data;
    while (run && run.status === 'running')
      run = (await api.GET('/api/v1/page/audit/run/{run_id}/', { params: { path: { run_id: run.run_id } } })).data;
    setToken(DEMO_TOKEN);
    return api.POST('/api/v1/page/audit/temp/{temp_id}/save/', { params: { path: { temp_id: run?.temp_id ?? '' } } });
  },
  listSampleAudits: () => api.GET('/api/v1/page/audit/samples/'),
  listLeads: () =>
    api.GET('/api/v1/page/lead/list/', {
      params: { query: { type: 'lead', page_item: 20, page: 3, search: 'nl', date_to: '2026-11-10' } },
    }),
  getLeadReport: () => api.GET('/api/v1/page/lead/report/{id}/', { params: { path: { id: 1 } } }),
  deleteLeads: () => api.DELETE('/api/v1/lead/delete/', { body: { id: [1] } }),
  // Seeded lead 2's webhook delivery failed; the demo's webhook works now.
  resendLeadDelivery: () =>
    api.POST('/api/v1/lead/{id}/deliveries/{service}/resend/', { params: { path: { id: 2, service: 'webhook' } } }),
  restoreLeads: async () => {
    await api.DELETE('/api/v1/lead/delete/', { body: { id: [3] } });
    return api.POST('/api/v1/lead/restore/', { body: { id: [3] } });
  },
  getAuditReportPdf: () =>
    api.GET('/api/v1/page/audit/report/{id}/pdf/', { params: { path: { id: 1 } }, parseAs: 'text' }),
  getLeadReportPdf: () =>
    api.GET('/api/v1/page/lead/report/{id}/pdf/', { params: { path: { id: 2 } }, parseAs: 'text' }),
  exportLeads: () =>
    api.GET('/api/v1/page/lead/export/', {
      params: { query: { search: 'a', date_from: '2026-01-01' } },
      parseAs: 'text',
    }),
  verifySmtp: () => api.POST('/api/v1/verify-smtp/', { body: smtpForm }),
  getEmailSettings: () => api.GET('/api/v1/emails-settings/'),
  saveEmailSettings: async () => {
    const { data } = await api.GET('/api/v1/emails-settings/');
    return api.POST('/api/v1/emails-settings/', {
      body: { emails: (data?.emails ?? []).map((email) => ({ ...email, subject: `${email.subject}!` })) },
    });
  },
  getSmtpSettings: () => api.GET('/api/v1/smtp-settings/'),
  resetEmail: () => api.POST('/api/v1/reset-email/', { body: { 'email-id': 2 } }),
  sendTestEmail: async () => {
    await api.POST('/api/v1/verify-smtp/', { body: smtpForm });
    return api.POST('/api/v1/send-test-email/', { body: { email: 'me@example.com' } });
  },
  getMonitorOverview: () => api.GET('/api/v1/monitor/overview/'),
  listMonitors: () =>
    api.GET('/api/v1/monitor/list/', {
      params: { query: { page_item: 20, page: 1, check: 'indexing', search: 'green' } },
    }),
  createMonitors: () =>
    api.POST('/api/v1/monitor/create/', {
      body: { urls: ['https://www.example.com/a', 'https://www.example.com/b'], frequency: 'daily' },
    }),
  deleteMonitors: () => api.DELETE('/api/v1/monitor/delete/', { body: { id: [2] } }),
  listMonitorChanges: () =>
    api.GET('/api/v1/monitor/changes/', {
      params: { query: { page_item: 20, page: 1, monitor_id: 1, kind: 'indexing', date_from: '2026-10-01' } },
    }),
  getMonitor: () => api.GET('/api/v1/monitor/{id}/', { params: { path: { id: 1 } } }),
  updateMonitor: () =>
    api.POST('/api/v1/monitor/{id}/', { params: { path: { id: 1 } }, body: { frequency: 'weekly', paused: true } }),
  checkMonitorNow: () => api.POST('/api/v1/monitor/{id}/check/', { params: { path: { id: 3 } } }),
};

describe('every operation of openapi.yaml against the demo backend', () => {
  beforeEach(() => setToken(DEMO_TOKEN));

  it('has a call in this walk for each of the 132 operations, and nothing more', () => {
    expect(operations).toHaveLength(132);
    expect(Object.keys(calls).sort()).toEqual(operations.map((operation) => operation.operationId).sort());
  });

  it('has a handler for every operation', () => {
    const handled = handlers
      .filter((handler): handler is HttpHandler => handler instanceof HttpHandler)
      .map(
        (handler) =>
          `${String(handler.info.method).toLowerCase()} ${String(handler.info.path)
            .replace(/^\*/, '')
            .replace(/:(\w+)/g, '{$1}')}`,
      );
    const missing = operations.filter((operation) => !handled.includes(`${operation.method} ${operation.path}`));
    expect(missing.map((operation) => operation.operationId)).toEqual([]);
  });

  it.each(operations.map((operation) => [operation.operationId, operation] as const))(
    '%s answers 2xx with a schema-valid body',
    async (operationId, operation) => {
      const call = calls[operationId];
      expect(call, `no call for ${operationId}`).toBeDefined();
      const { response, data, error } = await call!();
      const contentType = response.headers.get('content-type') ?? '';
      const body = data ?? error;
      expect(response.status, JSON.stringify(body)).toBeGreaterThanOrEqual(200);
      expect(response.status, JSON.stringify(body)).toBeLessThan(300);
      expect(validateResponse(operation.method, response.url, response.status, contentType, body)).toEqual([]);
      expect(await takeViolations()).toEqual([]);
    },
  );

  it('rejects a call without a valid token on every secured operation', async () => {
    setToken(null);
    const secured = operations.filter((operation) => operation.secured);
    for (const operation of secured) {
      const path = operation.path
        .replace(/\{service\}/, 'webhook')
        .replace(/\{template\}/, 'x')
        .replace(/\{[^}]+\}/g, '1');
      const response = await fetch(`http://localhost:3000${path}?lang=en`, {
        method: operation.method.toUpperCase(),
        headers: { Authorization: 'Token nope' },
      });
      expect([operation.operationId, response.status]).toEqual([operation.operationId, 401]);
      expect(await response.json()).toEqual({ detail: 'Invalid token' });
    }
    // The walk sends bare requests on purpose (no body, no required query), so only those may be flagged;
    // every 401 answer itself must match the contract.
    const answers = (await takeViolations()).filter(
      (violation) => !/ request: (body|query \w+) is required$/.test(violation),
    );
    expect(answers).toEqual([]);
  });
});
