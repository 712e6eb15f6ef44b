import { csvText } from '@machines/shared/csv';
import { HttpResponse } from 'msw';
import { getDb, persistAtOnce } from '@/mocks/db';
import { http } from '@/mocks/http';
import { buildPdf, pdfResponse, type PdfLine } from '@/mocks/pdf';
import { auditCategories, overallScore } from '@/mocks/audit-score';
import {
  authed,
  badRequest,
  conflict,
  EMAIL_PATTERN,
  idParam,
  idsOf,
  isObject,
  jsonBody,
  notFound,
  nowIso,
  orNotFound,
  paginate,
  requestLang,
  restricted,
  withCaller,
  say,
} from './common';
import { attemptDelivery, SERVICE_NAMES, seededDeliveries } from '@/mocks/lead-delivery';
import { daysFromRef, demoToday } from '@/mocks/seed';
import { newShareKey } from '@/mocks/share-key';
import type { DbAudit, DbLead, DbUser } from '@/mocks/model';
import { runReportOf } from './page-audit.handlers';
import { hostOf } from '@/mocks/page-audit-engine';
import type { S } from '@/mocks/types';
import { contentFor, fill } from '@/mocks/content';
import { formatsFor } from '@/i18n/format';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The report HTML (the summary the audit service writes): headings, a score and the issues to fix, in the
 * reader's language (the words from src/mocks/content/; the checks come in that language from their engine).
 */
function reportHtml(
  url: string,
  keyword: string | null,
  score: number | null,
  categories: S['AuditCategory'][],
  lang = 'en',
): string {
  const words = contentFor(lang).report;
  const toFix = categories.flatMap((category) =>
    category.issues
      .filter((issue) => issue.severity !== 'passed')
      .map((issue) => ({ ...issue, category: category.name })),
  );
  const total = categories.reduce((n, c) => n + c.issues.length, 0);
  return (
    `<h2>${escapeHtml(fill(words.heading, { url }))}</h2>` +
    (keyword ? `<p>${words.keyword}: <strong>${escapeHtml(keyword)}</strong></p>` : '') +
    `<p>${fill(words.score, { score: `<strong>${score ?? words.not_available}</strong>` })} ${fill(words.attention, { count: toFix.length, total })}</p>` +
    (toFix.length
      ? `<h3>${words.fix_first}</h3><ol>${toFix
          .slice(0, 6)
          .map((issue) => `<li><strong>${issue.title}</strong> (${issue.category}): ${issue.detail}</li>`)
          .join('')}</ol>`
      : `<p>${words.nothing}</p>`) +
    // The page the audit looked at, named as such: the report is this page (and its PDF), not an address elsewhere.
    `<p>${words.audited_page}: <a href="${escapeHtml(url)}" rel="noopener noreferrer nofollow">${escapeHtml(url)}</a></p>`
  );
}

/** A report's working share key, or null: a report has none until its owner shares it, and none once revoked. */
function currentShareKey(id: number): string | null {
  return getDb().shareLinks?.[String(id)] ?? null;
}

function setShareKey(id: number, key: string | null): void {
  const db = getDb();
  db.shareLinks = { ...db.shareLinks, [String(id)]: key };
}

/** The owner and audit id of the active report a share key opens, if it still works. */
function sharedAuditOf(key: string): { userId: number; id: number } | undefined {
  const db = getDb();
  const reports = [
    ...db.audits.filter((audit) => audit.status === 'active').map((audit) => ({ userId: audit.user_id, id: audit.id })),
    ...db.leads.filter((lead) => lead.status === 'active').map((lead) => ({ userId: lead.user_id, id: lead.audit_id })),
  ];
  return reports.find((report) => currentShareKey(report.id) === key);
}
/** A stored row as the list answers it: without its owner and (leads) its deliveries, which only the report shows, and its variant. */
const view = <T extends DbAudit | DbLead>(row: T) => {
  const { user_id: _owner, ...item } = row;
  if (!('deliveries' in item)) return item;
  const { deliveries: _deliveries, ...lead } = item;
  delete (lead as Partial<DbLead>).variant_id;
  return lead;
};
const byNewest = (a: { created_at: string; id: number }, b: { created_at: string; id: number }) =>
  b.created_at.localeCompare(a.created_at) || b.id - a.id;
/** Where a lead was sent; a store saved before deliveries existed gets the seeded history. */
const deliveriesOf = (lead: DbLead) => lead.deliveries ?? seededDeliveries(lead, daysFromRef(0));

/** The lead report's contact card: who the lead is, what they asked for, where from, and when. */
function contactOf(lead: DbLead): S['LeadContact'] {
  return {
    id: lead.id,
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    keyword: lead.keyword,
    url: lead.url,
    widget_id: lead.widget_id,
    widget_name: lead.widget_name,
    created_at: lead.created_at,
    deliveries: deliveriesOf(lead),
  };
}

function softDelete<T extends DbAudit | DbLead>(items: T[], ids: number[]): boolean {
  const found = ids.map((id) => items.find((item) => item.id === id));
  if (found.some((item) => !item)) return false;
  for (const item of found) if (item) item.status = 'deleted';
  return true;
}

/** The x-assumed filters: search (any text column), date_from and date_to (yyyy-mm-dd, inclusive). */
function filtered<T extends DbAudit | DbLead>(items: T[], url: URL): T[] {
  const search = (url.searchParams.get('search') ?? '').trim().toLowerCase();
  const from = url.searchParams.get('date_from') ?? '';
  const to = url.searchParams.get('date_to') ?? '';
  return items.filter((item) => {
    const day = item.created_at.slice(0, 10);
    if (from && day < from) return false;
    if (to && day > to) return false;
    if (!search) return true;
    const texts =
      'email' in item
        ? [item.url, item.keyword, item.name, item.email, item.phone, item.widget_name]
        : [item.url, item.keyword];
    return texts.some((text) => text?.toLowerCase().includes(search));
  });
}

const statusOf = (url: URL) => (url.searchParams.get('status') === 'deleted' ? 'deleted' : 'active');

/** The caller's rows in the asked-for view (?status), narrowed by the filters, newest first. */
function shownRows<T extends DbAudit | DbLead>(own: T[], url: URL): T[] {
  const status = statusOf(url);
  return filtered(
    own.filter((item) => item.status === status),
    url,
  ).sort(byNewest);
}

/** The caller's own audits and leads: every list, export, delete and restore starts from them. */
const auditsOf = (user: DbUser) => getDb().audits.filter((audit) => audit.user_id === user.id);
const leadsOf = (user: DbUser) => getDb().leads.filter((lead) => lead.user_id === user.id);
const notFoundOf = (what: 'audit' | 'lead') => (what === 'audit' ? 'Audit not found.' : 'Lead not found.');

/** One page of the caller's rows, as the audit and lead list operations answer it. */
function listPage<T extends DbAudit | DbLead>(own: T[], request: Request) {
  const url = new URL(request.url);
  const page = paginate(shownRows(own, url), url);
  return {
    data: {
      audits: page.items.map(view),
      total_page: page.total_page,
      current_page: page.current_page,
      total: page.total,
    },
  };
}

/** Soft-deletes the listed ids of the caller's rows: 400 without a list, 404 when one is not theirs. */
async function deleteOwn(user: DbUser, what: 'audit' | 'lead', request: Request): Promise<Response | null> {
  const own: (DbAudit | DbLead)[] = what === 'audit' ? auditsOf(user) : leadsOf(user);
  const ids = idsOf(await jsonBody<unknown>(request));
  if (!ids) return badRequest('deleted failed', { id: [`A list of ${what} ids is required.`] });
  return softDelete(own, ids) ? null : notFound(notFoundOf(what));
}

/**
 * Restores the listed ids of the caller's soft-deleted rows (x-assumed): 400 without a list, 404 when one
 * is not theirs, 409 when one is already active (restored in another tab); nothing changes unless all can be restored.
 */
async function restoreOwn(user: DbUser, what: 'audit' | 'lead', request: Request): Promise<Response | null> {
  const own: (DbAudit | DbLead)[] = what === 'audit' ? auditsOf(user) : leadsOf(user);
  const ids = idsOf(await jsonBody<unknown>(request));
  if (!ids) return badRequest('restore failed', { id: [`A list of ${what} ids is required.`] });
  const found = ids.map((id) => own.find((item) => item.id === id));
  if (found.some((item) => !item)) return notFound(notFoundOf(what));
  if (found.some((item) => item?.status === 'active'))
    return conflict(
      ids.length === 1 ? `This ${what} is already active.` : `Some of these ${what}s are already active.`,
    );
  for (const item of found) if (item) item.status = 'active';
  return null;
}

/** What a seeded report's details name: the audited page's host and its keyword. */
const pageOf = (source: { url: string; keyword: string | null }) => ({
  host: hostOf(source.url),
  keyword: source.keyword ?? '',
});

/** A lead's report in `lang`: what its page in the app and the visitor who sent the widget both see. */
export const leadCategories = (lead: Pick<DbLead, 'audit_id' | 'url' | 'keyword'>, lang: string) =>
  auditCategories(lead.audit_id, false, lang, pageOf(lead));

function reportOf(userId: number, id: number | undefined, lang = 'en') {
  const db = getDb();
  const audit = db.audits.find((item) => item.user_id === userId && item.id === id);
  const lead = audit ? undefined : db.leads.find((item) => item.user_id === userId && item.audit_id === id);
  if (id === undefined || !(audit ?? lead)) return undefined;
  const source = (audit ?? lead) as DbAudit | DbLead;
  const advanced = audit ? audit.advance_audit === 1 : false;
  // Audits made by the page-audit engine keep the report their run produced; a failed audit (no score) has none.
  const categories =
    (audit && runReportOf(id, lang)?.categories) ||
    (audit?.score === null ? [] : auditCategories(id, advanced, lang, pageOf(source)));
  const score = overallScore(categories);
  return {
    audit_id: id,
    url: source.url,
    keyword: source.keyword,
    advance_audit: advanced ? 1 : 0,
    score,
    created_at: source.created_at,
    categories,
    content: reportHtml(source.url, source.keyword, score, categories, lang),
    share_key: currentShareKey(id),
  } satisfies S['AuditReport'];
}

/** The report's PDF in the reader's language, the day written as that language writes it. */
async function reportPdf(report: S['AuditReport'], name: string, lang = 'en'): Promise<Response> {
  const words = contentFor(lang).report;
  const severity = (value: string) =>
    value === 'passed' || value === 'warning' || value === 'error' ? words[value] : value;
  const lines: PdfLine[] = [
    { text: fill(words.pdf_title, { url: report.url }), size: 18, bold: true },
    {
      text: `${words.keyword}: ${report.keyword ?? '-'}    ${words.score_label}: ${report.score ?? words.not_available} / 100    ${words.date}: ${formatsFor(lang).date(report.created_at)}`,
    },
    { text: '' },
  ];
  for (const category of report.categories) {
    lines.push({ text: `${category.name} (${category.score} / 100)`, size: 14, bold: true });
    for (const issue of category.issues)
      lines.push({ text: `[${severity(issue.severity)}] ${issue.title}: ${issue.detail}`, size: 10 });
    lines.push({ text: '' });
  }
  return pdfResponse(await buildPdf(fill(words.heading, { url: report.url }), lines, lang), name);
}

export const listHandlers = [
  http.get(
    '/api/v1/page/audit/list/',
    authed(({ user, request, response }) => response(200).json(listPage(auditsOf(user), request))),
  ),

  http.get(
    '/api/v1/page/audit/report/{id}/',
    authed(({ user, params, request, response }) => {
      const report = orNotFound(reportOf(user.id, idParam(params.id), requestLang(request)), 'Audit not found.');
      return response(200).json(report);
    }),
  ),

  http.get(
    '/api/v1/page/audit/report/{id}/pdf/',
    authed(({ user, params, request }) => {
      const lang = requestLang(request);
      const report = orNotFound(reportOf(user.id, idParam(params.id), lang), 'Audit not found.');
      return reportPdf(report, `audit-report-${report.audit_id}.pdf`, lang);
    }),
  ),

  http.delete(
    '/api/v1/audit/delete/',
    authed(
      async ({ user, request, response }) =>
        (await deleteOwn(user, 'audit', request)) ?? response(200).json({ message: say(request, 'deleted') }),
    ),
  ),

  http.post(
    '/api/v1/audit/restore/',
    authed(
      async ({ user, request, response }) =>
        (await restoreOwn(user, 'audit', request)) ?? response(200).json({ message: say(request, 'restored') }),
    ),
  ),

  // An extension of the spec: a new share link, revoking one, and the public page a link opens.
  http.post(
    '/api/v1/page/audit/report/{id}/share/',
    authed(({ user, params, response, request }) => {
      const report = orNotFound(reportOf(user.id, idParam(params.id)), 'Report not found.');
      const key = newShareKey();
      setShareKey(report.audit_id, key);
      // Whoever gets the link opens it in another window at once.
      persistAtOnce();
      return response(200).json({ share_key: key, message: say(request, 'share_created') });
    }),
  ),

  http.delete(
    '/api/v1/page/audit/report/{id}/share/',
    authed(({ user, params, response, request }) => {
      const report = orNotFound(reportOf(user.id, idParam(params.id)), 'Report not found.');
      setShareKey(report.audit_id, null);
      // The link stops working at once, in any window of this demo.
      persistAtOnce();
      return response(200).json({ message: say(request, 'share_revoked') });
    }),
  ),

  http.get(
    '/api/v1/shared-report/{share_key}/',
    withCaller(({ params, request, response }) => {
      const key = typeof params.share_key === 'string' ? params.share_key : '';
      const shared = orNotFound(sharedAuditOf(key), 'This link no longer works.');
      const {
        audit_id: _id,
        share_key: _key,
        ...report
      } = orNotFound(reportOf(shared.userId, shared.id, requestLang(request)));
      return response(200).json(report);
    }),
  ),

  http.post(
    '/api/v1/send-audit-email/',
    authed(async ({ user, request, response }) => {
      const body = await jsonBody<unknown>(request);
      if (!isObject(body)) return badRequest('Invalid request body.');
      const email = body['email-address'];
      const id = body['audit-id'];
      if (typeof email !== 'string' || !EMAIL_PATTERN.test(email))
        return badRequest('Please enter a valid email', { 'email-address': ['Please enter a valid email'] });
      const db = getDb();
      const known =
        db.audits.some((audit) => audit.user_id === user.id && audit.id === id) ||
        db.leads.some((lead) => lead.user_id === user.id && lead.audit_id === id);
      if (!known) return notFound('Audit not found.');
      // Without verified SMTP settings the product sends from its own address (see the seeded notification).
      return response(200).json({
        message: say(request, user.smtp.smtp_verified ? 'report_sent' : 'report_sent_ours', { email }),
      });
    }),
  ),

  http.get(
    '/api/v1/page/lead/list/',
    authed(({ user, request, response }) => response(200).json(listPage(leadsOf(user), request))),
  ),

  http.get(
    '/api/v1/page/lead/export/',
    authed(({ user, request }) => {
      const url = new URL(request.url);
      const status = statusOf(url);
      const leads = shownRows(leadsOf(user), url);
      const text = csvText([
        ['Name', 'E-mail', 'Phone', 'Site URL', 'Keyword', 'Widget', 'Captured at'],
        ...leads.map((lead) => [
          lead.name,
          lead.email,
          lead.phone,
          lead.url,
          lead.keyword,
          lead.widget_name,
          lead.created_at,
        ]),
      ]);
      const name = `${status === 'deleted' ? 'deleted-leads' : 'leads'}-${new Date(demoToday()).toISOString().slice(0, 10)}.csv`;
      return new HttpResponse(text, {
        status: 200,
        headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="${name}"` },
      });
    }),
  ),

  // The id is the lead's id; its audit id is accepted too.
  http.get(
    '/api/v1/page/lead/report/{id}/',
    authed(({ user, params, request, response }) => {
      const id = idParam(params.id);
      const leads = leadsOf(user);
      const lead = orNotFound(
        leads.find((item) => item.id === id) ?? leads.find((item) => item.audit_id === id),
        'Lead not found.',
      );
      const lang = requestLang(request);
      const categories = leadCategories(lead, lang);
      return response(200).json({
        audit_id: lead.audit_id,
        content: reportHtml(lead.url, lead.keyword, overallScore(categories), categories, lang),
        share_key: currentShareKey(lead.audit_id),
        lead: contactOf(lead),
      });
    }),
  ),

  // A failed delivery is tried again with the provider's connection as it is now.
  http.post(
    '/api/v1/lead/{id}/deliveries/{service}/resend/',
    authed(({ user, params, response, request }) => {
      const id = idParam(params.id);
      const lead = orNotFound(
        getDb().leads.find((item) => item.user_id === user.id && item.id === id && item.status === 'active'),
        'Lead not found.',
      );
      const service = params.service;
      const deliveries = deliveriesOf(lead);
      const index = deliveries.findIndex((delivery) => delivery.service === service);
      const previous = deliveries[index];
      if (!previous) return notFound('This lead was not sent to that service.');
      if (previous.status !== 'failed') return badRequest('Only a failed delivery can be sent again.');
      if (previous.service === 'report_email') return badRequest('A report e-mail is not sent again.');
      if (!user.leadsync[previous.service].has_access) return restricted('Lead sync is not part of your plan.');
      const delivery = attemptDelivery(user, previous.service, nowIso());
      lead.deliveries = deliveries.map((item, at) => (at === index ? delivery : item));
      const name = SERVICE_NAMES[previous.service];
      return response(200).json({
        delivery,
        message:
          delivery.status === 'sent'
            ? say(request, 'lead_resent', { service: name })
            : say(request, 'lead_refused', { service: name, reason: delivery.message ?? say(request, 'no_reason') }),
      });
    }),
  ),

  http.get(
    '/api/v1/page/lead/report/{id}/pdf/',
    authed(({ user, params, request }) => {
      const lang = requestLang(request);
      const id = idParam(params.id);
      const lead = getDb().leads.find((item) => item.user_id === user.id && item.id === id);
      const report = lead ? reportOf(user.id, lead.audit_id, lang) : undefined;
      if (!lead || !report) return notFound('Lead not found.');
      return reportPdf(report, `lead-report-${lead.id}.pdf`, lang);
    }),
  ),

  http.delete(
    '/api/v1/lead/delete/',
    authed(
      async ({ user, request, response }) =>
        (await deleteOwn(user, 'lead', request)) ?? response(200).json({ message: say(request, 'deleted') }),
    ),
  ),

  http.post(
    '/api/v1/lead/restore/',
    authed(
      async ({ user, request, response }) =>
        (await restoreOwn(user, 'lead', request)) ?? response(200).json({ message: say(request, 'restored') }),
    ),
  ),
];
