import { demoToday, getDb, persistSimulatedClock } from '@/mocks/db';
import { http } from '@/mocks/http';
import type { Db, DbAuditRun } from '@/mocks/model';
import { generateAudit, hostOf, SAMPLE_AUDITS } from '@/mocks/page-audit-engine';
import type { S } from '@/mocks/types';
import { contentFor, fill } from '@/mocks/content';
import { isPublicAddress } from '@machines/shared/address-rule';
import {
  badRequest,
  errorBody,
  isObject,
  jsonBody,
  nextId,
  notFound,
  nowIso,
  requestLang,
  withCaller,
  authed,
  say,
} from './common';

/**
 * Page audits (x-assumed operations): start a run, poll it, cancel it; signed out the result is a temporary
 * report (24 hours) that a signed-in person may keep. A run makes one step per poll, so the progress view is
 * real at any poll interval and tests stay fast.
 */

const STEPS: S['PageAuditRun']['step'][] = ['fetch', 'onpage', 'technical', 'content', 'links', 'speed', 'score'];
const PROGRESS = [5, 20, 35, 50, 65, 80, 95];
const TEMP_LIFETIME_MS = 24 * 3_600_000;
const KEYWORD_MAX = 120;

const runsOf = (db: Db): DbAuditRun[] => (db.auditRuns ??= []);

/** The server side of the form rules: an http(s) address with a host name, and a keyword. */
function problems(body: Record<string, unknown>): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const url = typeof body.url === 'string' ? body.url.trim() : '';
  if (!url) errors.url = ['Enter the address of the page to audit.'];
  else if (!isPublicAddress(url)) errors.url = ['Enter a full address starting with http:// or https://.'];
  const keyword = typeof body.keyword === 'string' ? body.keyword.trim() : '';
  if (!keyword) errors.keyword = ['Enter the keyword the page should rank for.'];
  else if (keyword.length > KEYWORD_MAX) errors.keyword = [`Keep the keyword under ${KEYWORD_MAX} characters.`];
  return errors;
}

function runView(run: DbAuditRun, lang = 'en'): S['PageAuditRun'] {
  const index = Math.min(run.steps, STEPS.length - 1);
  const failed = run.status === 'failed';
  return {
    run_id: run.run_id,
    url: run.url,
    keyword: run.keyword,
    advance_audit: run.advance_audit,
    status: run.status,
    progress: run.status === 'done' ? 100 : (PROGRESS[index] ?? 0),
    step: run.status === 'done' ? 'score' : (STEPS[index] ?? 'fetch'),
    audit_id: run.audit_id,
    temp_id: run.temp_id,
    message: failed ? fill(contentFor(lang).messages.audit_unreachable, { host: hostOf(run.url) }) : null,
  };
}

/** Stores a finished run as an audit of `userId` (its report is the run's report). */
function saveAsAudit(db: Db, run: DbAuditRun, userId: number): number {
  const id = nextId(db, 'audit');
  const { score } = generateAudit(run.url, run.keyword, run.advance_audit === 1);
  db.audits.push({
    id,
    user_id: userId,
    url: run.url,
    keyword: run.keyword,
    advance_audit: run.advance_audit,
    score,
    status: 'active',
    created_at: nowIso(),
  });
  (db.auditRunOfAudit ??= {})[String(id)] = run.run_id;
  return id;
}

/** The report of a saved audit made by a run in `lang`, or undefined for the other (seeded) audits. */
export function runReportOf(auditId: number, lang = 'en'): { categories: S['AuditCategory'][] } | undefined {
  const db = getDb();
  const runId = db.auditRunOfAudit?.[String(auditId)];
  const run = runId ? db.auditRuns?.find((item) => item.run_id === runId) : undefined;
  return run
    ? { categories: generateAudit(run.url, run.keyword, run.advance_audit === 1, lang).categories }
    : undefined;
}

function tempReport(tempId: string, lang = 'en'): S['TempAuditReport'] | undefined {
  const sample = SAMPLE_AUDITS.find((item) => item.temp_id === tempId);
  if (sample) {
    const { score, categories } = generateAudit(sample.url, sample.keyword, sample.advance_audit === 1, lang);
    return { ...sample, score, categories, created_at: '2026-11-02T09:00:00.000Z', expires_at: null, sample: true };
  }
  const run = getDb().auditRuns?.find((item) => item.temp_id === tempId && item.status === 'done');
  if (!run) return undefined;
  const expires = Date.parse(run.created_at) + TEMP_LIFETIME_MS;
  if (demoToday() > expires) return undefined;
  const { score, categories } = generateAudit(run.url, run.keyword, run.advance_audit === 1, lang);
  return {
    temp_id: tempId,
    url: run.url,
    keyword: run.keyword,
    advance_audit: run.advance_audit,
    score,
    categories,
    created_at: run.created_at,
    expires_at: new Date(expires).toISOString(),
    sample: false,
  };
}

const runIdOf = (value: string | readonly string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value) as string | undefined;

export const pageAuditHandlers = [
  http.post(
    '/api/v1/page/audit/run/',
    withCaller(async ({ request, response, caller }) => {
      const body = await jsonBody<unknown>(request);
      if (!isObject(body)) return badRequest('Invalid request body.');
      const errors = problems(body);
      if (Object.keys(errors).length) return badRequest('Please check the address and the keyword.', errors);
      const advanced = body.advance_audit === 1 ? 1 : 0;
      if (advanced && !caller) return errorBody(403, { message: say(request, 'advanced_sign_in') });
      if (advanced && caller && !caller.can_advance_audit)
        return errorBody(403, { message: say(request, 'advanced_plan') });
      const db = getDb();
      const run: DbAuditRun = {
        run_id: `run-${nextId(db, 'auditRun')}-${demoToday().toString(36)}`,
        user_id: caller ? caller.id : null,
        url: String(body.url).trim(),
        keyword: String(body.keyword).trim(),
        advance_audit: advanced,
        status: 'running',
        steps: 0,
        created_at: nowIso(),
        temp_id: null,
        audit_id: null,
      };
      runsOf(db).push(run);
      return response(200).json(runView(run));
    }),
  ),

  http.get(
    '/api/v1/page/audit/run/{run_id}/',
    withCaller(({ params, request, response, caller }) => {
      const db = getDb();
      const run = runsOf(db).find(
        (item) => item.run_id === runIdOf(params.run_id) && item.user_id === (caller ? caller.id : null),
      );
      if (!run) return notFound('Audit not found.');
      if (run.status === 'running') {
        run.steps += 1;
        if (run.steps === 1 && hostOf(run.url).endsWith('.invalid')) run.status = 'failed';
        else if (run.steps >= STEPS.length) {
          run.status = 'done';
          if (run.user_id === null) run.temp_id = `temp-${run.run_id.slice(4)}`;
          else run.audit_id = saveAsAudit(db, run, run.user_id);
        }
        persistSimulatedClock();
      }
      return response(200).json(runView(run, requestLang(request)));
    }),
  ),

  http.delete(
    '/api/v1/page/audit/run/{run_id}/',
    withCaller(({ params, response, caller, request }) => {
      const run = runsOf(getDb()).find(
        (item) => item.run_id === runIdOf(params.run_id) && item.user_id === (caller ? caller.id : null),
      );
      if (!run) return notFound('Audit not found.');
      if (run.status === 'running') {
        run.status = 'cancelled';
      }
      return response(200).json({ message: say(request, 'audit_cancelled') });
    }),
  ),

  http.get(
    '/api/v1/page/audit/temp/{temp_id}/',
    withCaller(({ params, request, response }) => {
      const lang = requestLang(request);
      const report = tempReport(runIdOf(params.temp_id) ?? '', lang);
      if (!report) return notFound(contentFor(lang).messages.temp_report_missing);
      return response(200).json(report);
    }),
  ),

  http.post(
    '/api/v1/page/audit/temp/{temp_id}/save/',
    authed(({ params, response, user, request }) => {
      const tempId = runIdOf(params.temp_id) ?? '';
      if (SAMPLE_AUDITS.some((item) => item.temp_id === tempId))
        return errorBody(403, { message: say(request, 'sample_not_kept') });
      const db = getDb();
      const run = runsOf(db).find((item) => item.temp_id === tempId && item.status === 'done');
      if (!run || !tempReport(tempId))
        return notFound('This temporary report does not exist or has expired (they are kept for 24 hours).');
      // Keeping the same report twice gives the same audit.
      const kept = Object.entries(db.auditRunOfAudit ?? {}).find(
        ([auditId, runId]) =>
          runId === run.run_id &&
          db.audits.some(
            (audit) => audit.id === Number(auditId) && audit.user_id === user.id && audit.status === 'active',
          ),
      );
      const auditId = kept ? Number(kept[0]) : saveAsAudit(db, run, user.id);
      return response(200).json({ audit_id: auditId });
    }),
  ),

  http.get(
    '/api/v1/page/audit/samples/',
    withCaller(({ response }) => response(200).json({ samples: sampleAuditList() })),
  ),
];

/** The sample reports anyone may open, each with its score (the public audit pages are prerendered with these). */
export function sampleAuditList(): S['SampleAuditList']['samples'] {
  return SAMPLE_AUDITS.map((sample) => ({
    ...sample,
    score: generateAudit(sample.url, sample.keyword, sample.advance_audit === 1).score,
  }));
}
