import { mulberry32, int, pick, type Rng } from './prng';
import { FREE_QUOTAS, languageId } from './reference';
import { ALL_THEMES, defaultWidgetForm, THEME_TYPES, firstTheme } from './themes';
import type { Db, DbAudit, DbKeyword, DbLead, DbProject, DbUser, DbWidget } from './model';
import type { S } from './types';
import { seedMonitoring } from './monitoring';
import { seedCrawls } from './crawl-data';
import { seededDeliveries } from './lead-delivery';
import { invoiceTax } from './invoice';
import { auditCategories, overallScore } from './audit-score';

/**
 * The demo's "today": the day the store is seeded, so the trial, rankings and history agree with the calendar.
 * Tests and the e2e build pin it (VITE_DEMO_TODAY, set in vite.config.ts and scripts/e2e.mjs) to the day after
 * reference day 2026-11-16 (the last day with data), so their literal dates hold.
 */
const pinnedToday = import.meta.env.VITE_DEMO_TODAY as string | undefined;
let clockStartedAt = Date.now();
/**
 * Where the pinned clock starts running: when the store in use was seeded (src/mocks/db.ts sets it from the store), so
 * the demo's time runs on across reloads instead of jumping back to the pinned day at every page load.
 */
export const startDemoClock = (at: number): void => {
  clockStartedAt = at;
};
/** The demo backend's clock: the real one, or (tests) the pinned "today" running on from when the store was seeded. */
export const demoToday = (): number =>
  pinnedToday ? Date.parse(pinnedToday) + (Date.now() - clockStartedAt) : Date.now();
/** When the store is seeded: now, or (tests) exactly the pinned "today", so seeded times are the same to the ms. */
const seedingTime = (): number => (pinnedToday ? Date.parse(pinnedToday) : Date.now());
/** Share keys of the seeded shared reports (audit id → key), as random as any new one (src/mocks/share-key.ts). */
export const SEEDED_SHARE_KEYS: Readonly<Record<string, string>> = {
  '1': 'Qm7xV2cK9pLr4TzW8nYf1A',
  '1001': 'Hd3sJ6uE0oBq5XgN7aRk2w',
};
const DAY = 86_400_000;
/** The last day with data: the day before the seeding (rankings were updated yesterday). */
let ref = seedingTime() - DAY;
const billingOf = (db: Db, userId: number): S['BillingInfo'] =>
  db.users.find((user) => user.id === userId)?.billing ?? ({ tax_number: '' } as S['BillingInfo']);
export const daysFromRef = (days: number): string => new Date(ref + days * DAY).toISOString();
export const dateOnly = (iso: string): string => iso.slice(0, 10);

export const DEMO_TOKEN = 'demo-token-2f8a9c1e';
export const FREE_TOKEN = 'free-token-7d41b0aa';
export const PRO_TOKEN = 'pro-token-93c5e2f4';
const DEMO_PASSWORD = 'demo1234';

export function defaultEmails(): S['EmailTemplate'][] {
  return [
    {
      id: 1,
      name: 'New lead notification',
      subject: 'New lead from {widget_name}',
      body: '<p>Hi {first_name},</p><p>{lead_name} ({lead_email}) just requested an audit of <a href="{lead_url}">{lead_url}</a>.</p>',
      active: 1,
    },
    {
      id: 2,
      name: 'Audit report to visitor',
      subject: 'Your SEO audit of {lead_url}',
      body: '<p>Hello {lead_name},</p><p>Thanks for your request. Your report is ready: <a href="{report_link}">open the report</a>.</p>',
      active: 1,
    },
    {
      id: 3,
      name: 'Follow-up after 3 days',
      subject: 'Did you fix these issues on {lead_url}?',
      body: '<p>Hi {lead_name},</p><p>Three days ago we audited your site. Want help with the fixes? Just reply to this e-mail.</p>',
      active: 0,
    },
  ];
}

const smtp = (verified: boolean, email: string, name: string): DbUser['smtp'] => ({
  sender_name: name,
  sender_email: email,
  host: verified ? 'smtp.example.com' : '',
  port: verified ? 587 : null,
  auto_tls: 1,
  authentication: 1,
  user_name: verified ? email : '',
  password: verified ? 'app-password' : '',
  smtp_verified: verified,
  active_lead_email: verified ? 1 : 0,
});

function leadsync(access: boolean, loggedIn: boolean): DbUser['leadsync'] {
  const off = { has_access: access, token: '', profile: null, list_ids: [], lists: { lists: [] } };
  return {
    // Only an account that has connected something has a webhook set up (pro@ has nothing connected yet).
    webhook: { ...off, url: loggedIn ? 'https://hooks.example.com/leads' : '', token: loggedIn ? 'whk_51c0d2' : '' },
    sendinblue: { ...off },
    mailchimp: loggedIn
      ? {
          has_access: access,
          token: 'mc-4f2a9e-us21',
          profile: { first_name: 'Dana', last_name: 'Demo', email: 'demo@example.com' },
          list_ids: ['a1b2c3'],
          lists: {
            lists: [
              { id: 'a1b2c3', name: 'Website leads' },
              { id: 'd4e5f6', name: 'Newsletter' },
              { id: 'g7h8i9', name: 'Webinar sign-ups' },
            ],
          },
        }
      : { ...off },
    constant_contact: { ...off },
  };
}

function user(id: number, email: string, first: string, last: string, plan: Partial<DbUser>): DbUser {
  return {
    id,
    email,
    password: DEMO_PASSWORD,
    first_name: first,
    last_name: last,
    plan: 'free',
    expired_at: null,
    // A new account is on the Free plan, with what Pricing promises it.
    project_total: FREE_QUOTAS.projects,
    widget_total: FREE_QUOTAS.widgets,
    can_advance_audit: FREE_QUOTAS.advance,
    language: 'en',
    test_sever_region: 'eu-west',
    test_sever_env: 'production',
    billing: {
      name: `${first} ${last}`,
      company_name: '',
      phone: '',
      email,
      zipcode: '',
      street: '',
      country: '',
      tax_number: '',
      invoice_note: '',
    },
    smtp: smtp(false, email, `${first} ${last}`),
    emails: defaultEmails(),
    leadsync: leadsync(false, false),
    ...plan,
  };
}

const PROJECTS: { title: string; url: string; topics: string[]; group: boolean }[] = [
  {
    title: 'Bakery Amsterdam',
    url: 'https://www.bakkerij-amsterdam.nl',
    topics: [
      'sourdough bread',
      'croissants',
      'birthday cake',
      'gluten free bread',
      'bakery',
      'apple pie',
      'wedding cake',
      'pastries',
    ],
    group: true,
  },
  {
    title: 'Green Garden Supplies',
    url: 'https://greengarden.example.com',
    topics: [
      'garden tools',
      'raised beds',
      'compost bin',
      'seed starter kit',
      'pruning shears',
      'garden hose',
      'organic fertilizer',
    ],
    group: true,
  },
  {
    title: 'Rankpilot Blog',
    url: 'https://blog.rankpilot.io',
    topics: [
      'seo audit',
      'keyword research',
      'backlink checker',
      'rank tracker',
      'technical seo',
      'local seo',
      'meta description',
    ],
    group: false,
  },
  {
    title: 'City Bikes Rental',
    url: 'https://citybikes.example.org',
    topics: ['bike rental', 'e-bike hire', 'city bike tour', 'cargo bike rental', 'tandem bike'],
    group: false,
  },
  {
    title: 'Dental Care Utrecht',
    url: 'https://tandarts-utrecht.example.nl',
    topics: ['dentist', 'teeth whitening', 'dental implants', 'emergency dentist', 'orthodontist'],
    group: false,
  },
];
const MODIFIERS = [
  'best',
  'cheap',
  'near me',
  'online',
  'prices',
  'reviews',
  '2026',
  'for beginners',
  'open sunday',
  'how to choose',
  'top rated',
  'delivery',
];
const CITIES = ['amsterdam', 'utrecht', 'rotterdam', 'london', 'berlin'];
const KEYWORD_COUNTS = [80, 70, 60, 50, 40];
const COMPETITORS = ['competitor-one.com', 'rival-shop.net', 'market-leader.io', 'local-favourite.nl', 'bigbrand.com'];

function keywordsFor(rng: Rng, topics: string[], count: number): string[] {
  const found = new Set<string>();
  while (found.size < count) {
    const topic = pick(rng, topics);
    const roll = rng();
    found.add(roll < 0.2 ? topic : roll < 0.6 ? `${topic} ${pick(rng, MODIFIERS)}` : `${topic} ${pick(rng, CITIES)}`);
  }
  return [...found];
}

const FIRST_NAMES = [
  'Emma',
  'Liam',
  'Sophie',
  'Noah',
  'Julia',
  'Lucas',
  'Mila',
  'Finn',
  'Sara',
  'Daan',
  'Anna',
  'Max',
  'Eva',
  'Sem',
  'Lotte',
];
const LAST_NAMES = [
  'de Vries',
  'Jansen',
  'Smith',
  'Müller',
  'Rossi',
  'García',
  'Bakker',
  'Visser',
  'Dubois',
  'Kowalski',
  'Nielsen',
];
const SITES = [
  'acme-plumbing.com',
  'florist-rotterdam.nl',
  'yoga-studio.de',
  'petshop-online.com',
  'lawfirm-partners.co.uk',
  'coffee-roasters.io',
  'bike-repair.nl',
  'wedding-photos.com',
  'hotel-central.es',
  'craft-beer.be',
  'kids-toys.fr',
  'car-wash.it',
];

/** Builds the whole demo store from a fixed seed. */
export function buildSeed(): Db {
  ref = seedingTime() - DAY;
  const rng = mulberry32(20261116);
  const users: DbUser[] = [
    user(1, 'demo@example.com', 'Dana', 'Demo', {
      plan: 'free trial',
      // Today + 7 (the reference day is yesterday).
      expired_at: daysFromRef(8),
      project_total: 10,
      widget_total: 10,
      can_advance_audit: 0,
      billing: {
        name: 'Dana Demo',
        company_name: 'Demo Marketing B.V.',
        phone: '+31 20 123 4567',
        email: 'billing@example.com',
        zipcode: '1012 AB',
        street: 'Damrak 1, Amsterdam',
        country: 'NL',
        tax_number: 'NL123456789B01',
        invoice_note: '',
      },
      leadsync: leadsync(true, true),
      // A confirmation link waiting in the demo account's mailbox (/email-confirmation?key=demo-confirm-key).
      email_key: 'demo-confirm-key',
    }),
    user(2, 'free@example.com', 'Frank', 'Free', { plan: 'free' }),
    user(3, 'pro@example.com', 'Petra', 'Pro', {
      plan: 'Pro',
      // Monthly: renews 30 days after the last payment (15 days before the reference day).
      expired_at: daysFromRef(15),
      project_total: 25,
      widget_total: 25,
      can_advance_audit: 1,
      language: 'nl',
      billing: {
        name: 'Petra Pro',
        company_name: 'Petra Consulting',
        phone: '+31 20 765 4321',
        email: 'invoices@petra-consulting.example.com',
        zipcode: '1015 CJ',
        street: 'Prinsengracht 263, Amsterdam',
        country: 'NL',
        tax_number: 'NL004495445B01',
        invoice_note: '',
      },
      smtp: smtp(true, 'pro@example.com', 'Petra Pro'),
      leadsync: leadsync(true, false),
    }),
  ];
  const db: Db = {
    users,
    sessions: { [DEMO_TOKEN]: 1, [FREE_TOKEN]: 2, [PRO_TOKEN]: 3 },
    tokenCounter: 0,
    siteSettings: {
      logo: null,
      small_logo: null,
      fav_icon: null,
      support_text: 'Need help? Our support team answers within one working day.',
      support_link: 'https://support.rankpilot.io',
      show_support: true,
      show_multilangual: true,
      show_branded_tool: false,
      branded_tool_link: '',
      branded_tool_text: '',
      cookie_settings_text: 'We use cookies to keep you signed in and to understand how the app is used.',
      show_cookie_settings: true,
      cookie_settings_button_text: 'Accept cookies',
      page_header_home: null,
      common_page_header: null,
    },
    projectGroups: [{ id: 1, name: 'Clients', user_id: 1 }],
    projects: [],
    keywordGroups: [],
    keywords: [],
    widgets: [],
    audits: [],
    leads: [],
    subscriptions: [],
    payments: [],
    invoices: [],
    notifications: [],
    supportRequests: [],
    // The reports the demo account has shared: its audit 1 and lead 1's report. Every other report has no key
    // until its owner shares it.
    shareLinks: { ...SEEDED_SHARE_KEYS },
    nextId: {},
  };

  // Projects, search engines, keyword groups, keywords.
  let seId = 1;
  let keyId = 1;
  let kgId = 1;
  PROJECTS.forEach((spec, index) => {
    const id = index + 1;
    const country = index === 2 ? 1 : 2;
    const engines = 1 + (index % 3);
    const project: DbProject = {
      id,
      user_id: 1,
      title: spec.title,
      url: spec.url,
      domain_type: index === 2 ? 'url' : 'domain',
      group: spec.group ? 1 : null,
      created_at: daysFromRef(-120 + index * 9),
      last_rank_update: daysFromRef(0),
      search_engines: Array.from({ length: engines }, (_, n) => ({
        se_id: seId++,
        searce_engine: n === 1 ? 2 : 1,
        se_country: n === 2 ? 3 : country,
        se_language: languageId(n === 2 ? 'de' : country === 1 ? 'en' : 'nl'),
        se_location: n === 0 ? (country === 1 ? 101 : 201) : null,
        competetor: [pick(rng, COMPETITORS), pick(rng, COMPETITORS)].filter((c, i, all) => all.indexOf(c) === i),
      })),
    };
    db.projects.push(project);
    const groups = ['Brand', 'Products', 'Local']
      .slice(0, 2 + (index % 2))
      .map((name) => ({ group_id: kgId++, group_name: name, project_id: id }));
    db.keywordGroups.push(...groups);
    for (const keyword of keywordsFor(rng, spec.topics, KEYWORD_COUNTS[index] ?? 40)) {
      const roll = rng();
      const entry: DbKeyword = {
        key_id: keyId++,
        project_id: id,
        keyword,
        group_id: roll < 0.55 ? pick(rng, groups).group_id : null,
        active: rng() > 0.05,
        base: roll < 0.15 ? int(rng, 1, 5) : roll < 0.85 ? int(rng, 3, 60) : int(rng, 60, 140),
      };
      db.keywords.push(entry);
    }
  });
  db.projects.push({
    id: 6,
    user_id: 3,
    title: 'Petra Consulting',
    url: 'https://petra-consulting.example.com',
    domain_type: 'domain',
    group: null,
    created_at: daysFromRef(-60),
    last_rank_update: daysFromRef(0),
    search_engines: [
      {
        se_id: seId++,
        searce_engine: 1,
        se_country: 2,
        se_language: languageId('nl'),
        se_location: 202,
        competetor: ['consultancy-pro.nl'],
      },
    ],
  });
  db.keywordGroups.push({ group_id: kgId++, group_name: 'Services', project_id: 6 });
  for (const keyword of [
    'seo consultant',
    'seo consultant rotterdam',
    'content strategy',
    'link building service',
    'seo training',
  ]) {
    db.keywords.push({ key_id: keyId++, project_id: 6, keyword, group_id: null, active: true, base: int(rng, 2, 40) });
  }

  // Widgets: every type, one deleted.
  const widgetNames = [
    'Homepage audit box',
    'Blog exit popup',
    'Pricing page bar',
    'Landing takeover',
    'Two-step lead magnet',
    'Contact page form',
    'Spring campaign popup',
    'Old summer bar',
  ];
  const widgetTypes = [...THEME_TYPES, 'FIXED', 'POPUP', 'SLIM'] as const;
  widgetNames.forEach((name, index) => {
    const type = widgetTypes[index] ?? 'FIXED';
    const themes = ALL_THEMES.filter((theme) => theme.theme_type === type);
    const theme = themes[index % themes.length] ?? firstTheme(type);
    const widget: DbWidget = {
      ...defaultWidgetForm(theme, name),
      id: index + 1,
      user_id: 1,
      status: index === 7 ? 'deleted' : 'active',
      // Before the oldest lead (about 340 days back): every lead's widget existed when it captured the lead.
      created_at: daysFromRef(-420 + index * 10),
      updated_at: daysFromRef(-30 + index * 3),
      overright_style: index === 1 ? { cta_button: { background: '#e11d48' }, form_title: { text_size: 28 } } : {},
    };
    if (index === 4)
      widget.wform_name = { show_field: 1, label: 'Name', placeholder: 'Your name', show_in_first_step: 0 };
    if (index === 5) {
      widget.wform_phone = { show_field: 1, label: 'Phone', placeholder: 'Your phone number', show_in_first_step: 0 };
      widget.close_button_action = 'redirect';
      widget.close_button_extra.redirect = {
        title: 'Back to the site',
        redirect_url: 'https://www.example.com/thanks',
      };
    }
    db.widgets.push(widget);
  });
  // Pro's e-mail server is verified, so its Dutch widget also e-mails the report to the visitor.
  const proPopup = defaultWidgetForm(firstTheme('POPUP'), 'Pro exit popup', 'nl');
  proPopup.report_action_extra.default.send_report = 1;
  db.widgets.push({
    ...proPopup,
    id: 9,
    user_id: 3,
    status: 'active',
    created_at: daysFromRef(-40),
    updated_at: daysFromRef(-2),
    overright_style: {},
  });

  // Audits (260, every ninth deleted) and leads (340, every eighth deleted): many pages of 20.
  // The score is the report's overall score (audit-score.ts), so the list, the report and the dashboard agree;
  // one in ten audits failed (no score).
  const audits: DbAudit[] = Array.from({ length: 260 }, (_, index) => {
    const url = `https://www.${pick(rng, SITES)}`;
    const keyword = rng() < 0.8 ? `${pick(rng, PROJECTS).topics[0]}` : null;
    // The trial has no advanced audits (can_advance_audit 0): all of its audits are basic. The draw that once made
    // some of them advanced stays, so the rest of the seed is the same.
    rng();
    const scored = rng() < 0.9;
    if (scored) rng(); // the score's draw before it was derived from the report: the rest of the seed stays the same
    return {
      id: index + 1,
      user_id: 1,
      url,
      keyword,
      advance_audit: 0,
      score: scored ? overallScore(auditCategories(index + 1, false)) : null,
      status: index % 9 === 4 ? 'deleted' : 'active',
      created_at: daysFromRef(-index * 2 - int(rng, 0, 1)),
    };
  });
  audits.push({
    id: 46,
    user_id: 3,
    url: 'https://www.petra-client.nl',
    keyword: 'seo consultant',
    advance_audit: 1,
    score: overallScore(auditCategories(46, true)),
    status: 'active',
    created_at: daysFromRef(-3),
  });
  db.audits = audits;
  const activeWidgets = db.widgets.filter((widget) => widget.user_id === 1);
  const leads: DbLead[] = Array.from({ length: 340 }, (_, index) => {
    const first = pick(rng, FIRST_NAMES);
    const last = pick(rng, LAST_NAMES);
    const widget = pick(rng, activeWidgets);
    const site = pick(rng, SITES);
    return {
      id: index + 1,
      user_id: 1,
      audit_id: 1001 + index,
      widget_id: widget.id,
      widget_name: widget.name,
      url: `https://${site}`,
      keyword: rng() < 0.7 ? (pick(rng, PROJECTS).topics[1] ?? null) : null,
      name: widget.wform_name.show_field ? `${first} ${last}` : rng() < 0.5 ? first : null,
      email: `${first.toLowerCase()}.${last.toLowerCase().replace(/[^a-z]/g, '')}@${site}`,
      phone: rng() < 0.4 ? `+31 6 ${int(rng, 10000000, 99999999)}` : null,
      status: index % 8 === 3 ? 'deleted' : 'active',
      // Captured at some time of that day (UTC): up to 8 hours before the reference hour, never the day before.
      created_at: new Date(
        Date.parse(daysFromRef(-index - int(rng, 0, 2))) - ((index * 53) % 480) * 60_000,
      ).toISOString(),
    };
  });
  for (const lead of leads) lead.deliveries = seededDeliveries(lead, daysFromRef(0));
  db.leads = leads;

  // Split tests (issue 47): the blog popup's free-audit wording (B) against the original since 200 days, with a clear
  // leader (four in five of the widget's leads since came through B); the pricing bar's B since two days, too early.
  const splitTests = [
    {
      of: 2,
      id: 10,
      days: -200,
      changes: { widget_title: 'Is your site losing visitors?', widget_button_label: 'Get my free audit' },
    },
    { of: 3, id: 11, days: -2, changes: { widget_title: 'See what holds your pricing page back' } },
  ];
  for (const test of splitTests) {
    const root = db.widgets.find((widget) => widget.id === test.of) as DbWidget;
    const at = daysFromRef(test.days);
    db.widgets.push({
      ...structuredClone(root),
      ...test.changes,
      id: test.id,
      name: `${root.name} (B)`,
      variant: { of: root.id, label: 'B' },
      split: { weight: 50, paused: false },
      created_at: at,
      updated_at: at,
    });
    const since = leads.filter((lead) => lead.widget_id === root.id && lead.created_at >= at);
    since.forEach((lead, index) => {
      if (index % 5 !== 0) lead.variant_id = test.id;
    });
  }

  // Subscriptions, payments and invoices: demo@ is on its free trial (nothing paid yet); pro@ has paid Pro
  // monthly since 165 days before the reference day, one payment and invoice a month.
  db.subscriptions.push(
    {
      subscription_id: 2,
      user_id: 1,
      plan_id: 0,
      name: 'free trial',
      price: 0,
      period: 'monthly',
      created: daysFromRef(-6),
      expires: daysFromRef(8),
      status: 'active',
      payment_id: null,
    },
    {
      subscription_id: 3,
      user_id: 3,
      plan_id: 2,
      name: 'Pro',
      price: 49,
      period: 'monthly',
      created: daysFromRef(-165),
      expires: daysFromRef(15),
      status: 'active',
      payment_id: 13,
    },
  );
  for (let month = 0; month < 6; month++) {
    const created = daysFromRef(-165 + month * 30);
    const id = 8 + month;
    db.payments.push({
      id,
      user_id: 3,
      subscription_id: 3,
      subscription_name: 'Pro',
      type: 'monthly',
      method: 'card',
      price: 49,
      status: 'completed',
      created,
      expires: daysFromRef(-135 + month * 30),
    });
    db.invoices.push({
      id,
      user_id: 3,
      payment_id: id,
      date: dateOnly(created),
      total: 49,
      ...invoiceTax(49, billingOf(db, 3)),
      membership: 'Pro (monthly)',
      method: 'card',
      status: 'paid',
      invoice: `/api/v1/account/invoice/${id}/pdf/`,
    });
  }

  const weekLeads = leads.filter((lead) => lead.status === 'active' && lead.created_at >= daysFromRef(-6)).length;
  db.notifications.push(
    {
      id: 1,
      user_id: 1,
      type: 'warning',
      text: 'Your free trial ends in 7 days.',
      message: { key: 'trial_ends', values: { days: 7 } },
      link: '/pricing',
      // Today: the trial ends 7 days from now (expired_at above).
      date: daysFromRef(1),
      read: false,
    },
    {
      id: 2,
      user_id: 1,
      type: 'info',
      text: 'Rankings of Bakery Amsterdam were updated.',
      message: { key: 'rankings_updated', values: { project: 'Bakery Amsterdam' } },
      link: '/admin-site-list',
      date: daysFromRef(0),
      read: false,
    },
    {
      id: 3,
      user_id: 1,
      type: 'success',
      // The dashboard's "Leads this week" counts the same leads: active, from the 7 days before today.
      text: `You received ${weekLeads} new leads this week.`,
      message: { key: 'new_leads_week', values: { count: weekLeads } },
      link: '/all-leads',
      date: daysFromRef(-0.5),
      read: true,
    },
    {
      id: 4,
      user_id: 1,
      type: 'info',
      text: 'Your SMTP settings are not verified yet: reports are sent from our address.',
      message: { key: 'smtp_not_verified', values: {} },
      link: '/setting#smtp-setting',
      date: daysFromRef(-6),
      read: true,
    },
    {
      id: 5,
      user_id: 3,
      type: 'info',
      text: 'Rankings of Petra Consulting were updated.',
      message: { key: 'rankings_updated', values: { project: 'Petra Consulting' } },
      link: '/admin-site-list',
      date: daysFromRef(0),
      read: false,
    },
    {
      id: 6,
      user_id: 2,
      type: 'info',
      text: 'Welcome! Create your first project to start tracking rankings.',
      link: '/create-project',
      date: daysFromRef(0),
      read: false,
    },
  );
  const maxId = (items: { id: number }[]) => items.reduce((max, item) => Math.max(max, item.id), 0) + 1;
  db.nextId = {
    user: 4,
    project: maxId(db.projects),
    projectGroup: 2,
    searchEngine: seId,
    keyword: keyId,
    keywordGroup: kgId,
    widget: maxId(db.widgets),
    audit: maxId(db.audits),
    lead: maxId(db.leads),
    subscription: 4,
    payment: maxId(db.payments),
    invoice: maxId(db.invoices),
    notification: maxId(db.notifications),
    support: 1,
  };
  seedMonitoring(db, daysFromRef(0));
  // The crawls count from the same day as everything else (a week apart, the newer two days ago).
  db.crawls = seedCrawls(db, daysFromRef(0));
  return db;
}
