import { STYLE_GROUP_NAMES } from '@contract/widget-style-groups';
import { getDb } from '@/mocks/db';
import { http } from '@/mocks/http';
import { AVAILABLE_LANG } from '@/mocks/reference';
import {
  ACTIVE_THEMES,
  THEME_GROUPS,
  THEME_TYPES,
  closeTextsInLanguage,
  defaultWidgetForm,
  findTheme,
  mergeStyles,
  widgetTypeOf,
} from '@/mocks/themes';
import {
  authed,
  badRequest,
  tooManyRequests,
  conflict,
  idParam,
  idsOf,
  isObject,
  jsonBody,
  nextId,
  notFound,
  nowIso,
  orNotFound,
  paginate,
  restricted,
  withCaller,
  say,
} from './common';
import { leadCategories } from './lists.handlers';
import { overallScore } from '@/mocks/audit-score';
import { captureProblems, capturedContact, type CaptureValues } from '@machines/widgets/capture/capture.rules';
import { activeWidgetsOf, userWidget } from './views';
import type { Db, DbUser, DbWidget, DbWidgetImpression } from '@/mocks/model';
import { ADDRESS_MAX_LENGTH, isPublicAddress, normalizeAddress } from '@machines/shared/address-rule';
import { EXTRA_HTML_RULE, hasMarkup } from '@machines/shared/extra-html';
import { TEXT_LIMITS, textProblem, textProblemMessage } from '@machines/shared/text-limits';
import { limitedWidgetTexts } from '@machines/widgets/editor/widget-editor.rules';
import { demoToday } from '@/mocks/seed';
import { dailyFigures, dayOf, lastDays, rootOf, totalsOf } from '@/mocks/widget-figures';
import {
  changeMember,
  endTest,
  makeVariant,
  membersOf,
  nextLabel,
  publicSplit,
  splitTest,
  variantsOf,
} from '@/mocks/widget-split';
import {
  MAX_PERIOD_DAYS,
  STATS_DAYS,
  periodProblem,
  type PeriodProblem,
} from '@machines/widgets/stats/stats-period.rules';
import { leadRetryAfter } from '@/mocks/lead-rate-limit';
import {
  SAMPLE_SITE_HOST,
  SAMPLE_SITE_ORIGIN,
  acceptLead,
  confirmSite,
  discardSite,
  holdLead,
  isConfirmedSite,
  nextLeadAuditId,
  removeSite,
  siteOf,
  widgetSites,
  type LeadDraft,
} from '@/mocks/widget-sites';
import { issueTicket, ticketProblem, type TicketProblem } from '@/mocks/form-ticket';
import type { S } from '@/mocks/types';
import { loadPurify } from '@/mocks/purify';

const FORM_KEYS = Object.keys(
  defaultWidgetForm(THEME_GROUPS[0]?.themes[0] as S['Theme'], ''),
) as (keyof S['WidgetForm'])[];

const leadCount = (widget: DbWidget) =>
  getDb().leads.filter((lead) => lead.widget_id === widget.id && lead.status === 'active').length;
/** The user's widgets, without their split tests' variants. */
const widgetsOf = (user: DbUser) => getDb().widgets.filter((widget) => widget.user_id === user.id && !widget.variant);

/** The redirect address a close or report action carries when that action redirects. */
function redirectAddressOf(action: unknown, extra: unknown): string | undefined {
  if (action !== 'redirect' || !isObject(extra) || !isObject(extra.redirect)) return undefined;
  return typeof extra.redirect.redirect_url === 'string' ? extra.redirect.redirect_url : '';
}

/** Checks a save payload like the real API would; returns the stored form or field errors. */
function formFrom(body: unknown): {
  form?: S['WidgetForm'];
  overrides?: S['OverrightStyle'];
  message?: string;
  errors?: Record<string, string[]>;
} {
  if (!isObject(body)) return { message: 'Invalid request body.' };
  const errors: Record<string, string[]> = {};
  if (typeof body.name !== 'string' || !body.name.trim()) errors.name = ['Widget name is required.'];
  else {
    const problem = textProblem(body.name, TEXT_LIMITS.widgetName);
    if (problem) errors.name = [textProblemMessage(problem, 'The widget name', TEXT_LIMITS.widgetName)];
  }
  // Every other typed text, at the editor's own limits (the same rule; the message names the field's path).
  let textMessage: string | undefined;
  for (const [path, text, max, multiline] of limitedWidgetTexts(body)) {
    const problem = textProblem(text, max, multiline);
    if (!problem) continue;
    errors[path] = [textProblemMessage(problem, `The text ${path}`, max)];
    textMessage ??= errors[path][0];
  }
  if (!THEME_TYPES.some((type) => widgetTypeOf(type) === body.widget_type))
    errors.widget_type = ['Widget type is required.'];
  const theme = typeof body.active_theme === 'number' ? findTheme(body.active_theme) : undefined;
  if (!theme) errors.active_theme = ['Unknown theme.'];
  else if (theme.theme_type !== body.active_theme_type || widgetTypeOf(theme.theme_type) !== body.widget_type)
    errors.active_theme = ['The theme does not belong to this widget type.'];
  if (body.overright_style !== undefined && !isObject(body.overright_style))
    errors.overright_style = ['Must be an object.'];
  const missing = FORM_KEYS.filter((key) => body[key] === undefined);
  for (const key of missing) errors[key] ??= ['This field is required.'];
  for (const [action, extra] of [
    ['close_button_action', 'close_button_extra'],
    ['report_action', 'report_action_extra'],
  ] as const) {
    const address = redirectAddressOf(body[action], body[extra]);
    if (address !== undefined && !isPublicAddress(address, { schemeOptional: true }))
      errors[extra] = ['Enter a valid redirect address.'];
  }
  if (Object.keys(errors).length) {
    const message = errors.name?.[0] ?? errors.widget_type?.[0] ?? textMessage;
    return { message, errors };
  }
  const form = Object.fromEntries(FORM_KEYS.map((key) => [key, body[key]])) as S['WidgetForm'];
  form.name = form.name.trim();
  const overrides = Object.fromEntries(
    STYLE_GROUP_NAMES.filter((key) =>
      isObject((body.overright_style as Record<string, unknown> | undefined)?.[key]),
    ).map((key) => [key, (body.overright_style as Record<string, unknown>)[key]]),
  ) as S['OverrightStyle'];
  return { form, overrides };
}

const widgetVersion = (widget: DbWidget): number => widget.version ?? 1;

/** Any change to a widget's form or style: its update time and a new version (a stale update then gets 409). */
function changed(widget: DbWidget): void {
  widget.updated_at = nowIso();
  widget.version = widgetVersion(widget) + 1;
}

function widgetView(user: DbUser, widget: DbWidget): S['Widget'] {
  const { user_id: _owner, overright_style, sites: _sites, split: _split, ...stored } = widget;
  const theme = findTheme(widget.active_theme) ?? (THEME_GROUPS[0]?.themes[0] as S['Theme']);
  return {
    ...stored,
    ...mergeStyles(theme.style, overright_style),
    overright_style,
    version: widgetVersion(widget),
    lead_count: leadCount(widget),
    available_lang: AVAILABLE_LANG,
    smtp_verified: user.smtp.smtp_verified,
    can_advance_audit: user.can_advance_audit,
  };
}

/*
 * Installing a widget (assumed operations, not in the spec). The embed script lives on the app's own origin; the demo's
 * sample site (SAMPLE_SITE_HOST, the page "Open a sample preview" shows) carries every widget, any page an
 * impression was recorded for carries that widget, a `.invalid` host cannot be reached, anything else lacks it.
 */
export const EMBED_SCRIPT_PATH = '/embed/widget.js';

const impressionsOf = (db: Db): DbWidgetImpression[] => (db.widgetImpressions ??= []);

export function embedCode(scriptUrl: string, widgetId: number): string {
  return `<script async src="${scriptUrl}" data-widget-id="${widgetId}"></script>`;
}

/**
 * The page address from an { url } body through the one address rule (a public http(s) host, never an IP in any
 * spelling or an internal name: the installation check fetches it), as the browser writes it, or null.
 */
function pageUrlOf(body: unknown): string | null {
  return isObject(body) && typeof body.url === 'string' ? normalizeAddress(body.url) : null;
}

/** This machine's names, written as a browser writes them (`127.1`, `0177.0.0.1` or `localhost.` are not). */
const LOOPBACK = /^(?:localhost|[a-z0-9-]+\.localhost|127\.0\.0\.1|\[::1\])$/;
const AUTHORITY = /^https?:\/\/([^/?#]*)/i;
/** What a browser's `location.href` is made of: printable ASCII, no spaces or control characters. */
const PRINTABLE = /^[\x21-\x7e]+$/;

/**
 * The page a visitor's browser reports (a lead's, an impression's `page_url`): an address the one rule accepts, or a
 * page on this machine (http://127.0.0.1:8000/, http://localhost:8000/). The demo backend itself runs on loopback, so
 * the page a person tries a widget on is served there too (issue 42); the server never visits it. The installation
 * check, which stands for a visit, keeps the one rule.
 */
function visitorPageOf(body: unknown): string | null {
  const ruled = pageUrlOf(body);
  if (ruled || !isObject(body) || typeof body.url !== 'string') return ruled;
  const text = body.url.trim();
  const typed = AUTHORITY.exec(text)?.[1]?.toLowerCase();
  if (!typed || text.length > ADDRESS_MAX_LENGTH || !PRINTABLE.test(text)) return null;
  try {
    const url = new URL(text);
    // The host as typed is the host as parsed: no other spelling of an address slips through as loopback.
    if (url.host !== typed || !LOOPBACK.test(url.hostname)) return null;
    url.hash = '';
    return url.href;
  } catch {
    return null;
  }
}

function activeUserWidget(user: DbUser, id: string | readonly string[] | undefined): DbWidget | Response {
  const widget = userWidget(user, id);
  return widget.status === 'deleted' ? badRequest('A deleted widget is not on any site.') : widget;
}

/** The widget whose snippet is on the sites: a split test's variant answers as its widget (code, checks, sites, test). */
function placedWidget(user: DbUser, id: string | readonly string[] | undefined): DbWidget | Response {
  const widget = activeUserWidget(user, id);
  return widget instanceof Response ? widget : rootOf(widget);
}

/** A widget's figures over the last `days` days, today included: the sums of its days (as its trend shows them). */
function statsOf(widget: DbWidget, days: number): S['WidgetStatsEntry'] {
  const { from, to } = lastDays(days);
  const daily = dailyFigures(widget, from, to);
  return { widget_id: widget.id, ...totalsOf(daily), daily };
}

/** ?days=7|30|90 (30 when absent), or a 400. */
function statsDays(raw: string | null): number | Response {
  const days = raw === null ? 30 : Number(raw);
  return (STATS_DAYS as readonly number[]).includes(days)
    ? days
    : badRequest('days must be 7, 30 or 90.', { days: ['Invalid choice.'] });
}

const PERIOD_PROBLEMS: Record<PeriodProblem, string> = {
  required: 'Give both dates as YYYY-MM-DD.',
  order: 'The first date must not be after the last.',
  future: 'The period cannot end after today.',
  too_long: `A period can be at most ${MAX_PERIOD_DAYS} days.`,
};

/*
 * A visitor's page (assumed public operations, no sign-in): the embed script loads an active widget by id, counts
 * a view, and sends the visitor's submission, which becomes a lead of the widget's owner: checked with the
 * widget's own field rules (machines/widgets/capture), stored, delivered to the owner's connected lead sync
 * providers, counted in the widget's stats and announced in the owner's notifications.
 */
type Tree = { [key: string]: string | Tree };
const widgetTextFiles = import.meta.glob<Tree>('../../i18n/locales/*/widget-list.json', { import: 'default' });

async function widgetTexts(lang: string): Promise<S['PublicWidgetTexts']> {
  const load = (code: string) => widgetTextFiles[`../../i18n/locales/${code}/widget-list.json`]?.();
  const file = (await load(lang)) ?? (await load('en'));
  const preview = (file?.widgetPreview ?? {}) as Record<string, string> & { fields: Record<string, string> };
  const { fields } = preview;
  const pick = <K extends string>(source: Record<string, string>, keys: readonly K[]) =>
    Object.fromEntries(keys.map((key) => [key, String(source[key] ?? '')])) as Record<K, string>;
  return {
    ...pick(preview, [
      'required',
      'next',
      'default_button',
      'close',
      'open_widget',
      'report_title',
      'report_text',
      'report_score',
      'report_issues',
      'issue_warning',
      'issue_error',
      'invalid_email',
      'invalid_url',
      'invalid_phone',
      'invalid_text',
      'send_failed',
      'rate_limited',
    ] as const),
    fields: pick(fields, ['url', 'keyword', 'name', 'phone', 'email', 'tnc'] as const),
  };
}

/** An active widget of anyone by path id, or the thrown 404 (a deleted widget is on no page). */
const publicWidget = (id: string | readonly string[] | undefined): DbWidget => {
  const widgetId = idParam(id);
  return orNotFound(
    getDb().widgets.find((widget) => widget.id === widgetId && widget.status === 'active'),
    'Widget not found.',
  );
};

/**
 * The widget's extra HTML made safe as a real server would before any page shows it: the one rule
 * (EXTRA_HTML_RULE) the editor's preview also sanitizes with. DOMPurify is loaded only when there is markup.
 */
async function sanitizedExtraHtml(formExtra: string, stylesHtml: unknown): Promise<S['PublicWidgetExtraHtml']> {
  const boxHtml = typeof stylesHtml === 'string' ? stylesHtml.trim() : '';
  const formHtml = hasMarkup(formExtra) ? formExtra : '';
  if (!formHtml && !boxHtml) return { form: '', styles: '' };
  const purify = await loadPurify();
  const clean = (html: string) => (html ? purify.sanitize(html, EXTRA_HTML_RULE) : '');
  return { form: clean(formHtml), styles: clean(boxHtml) };
}

const CAPTURE_KEYS = ['url', 'keyword', 'name', 'phone', 'email'] as const;

/**
 * The submission's values when every given one has its type (strings, tnc a boolean), else null: the form's fields,
 * the page it was sent from, its ticket (form-ticket.ts), and the honeypot only a bot fills.
 */
function submissionOf(body: unknown): Submission | null {
  if (!isObject(body) || typeof body.page_url !== 'string') return null;
  if (['homepage', 'ticket'].some((key) => body[key] !== undefined && typeof body[key] !== 'string')) return null;
  if (CAPTURE_KEYS.some((key) => body[key] !== undefined && typeof body[key] !== 'string')) return null;
  if (body.tnc !== undefined && typeof body.tnc !== 'boolean') return null;
  return body as Submission;
}

type Submission = CaptureValues & { page_url: string; homepage?: string; ticket?: string };

const TICKET_TEXTS: Record<TicketProblem, string> = {
  missing: 'The submission was refused.',
  invalid: 'The submission was refused.',
  too_soon: 'The form was sent too quickly. Please try again.',
  expired: 'The form has expired. Please try again.',
};

const PROBLEM_TEXTS = {
  required: 'This field is required.',
  invalid_url: 'Enter a valid site address.',
  invalid_email: 'Enter a valid e-mail address.',
  invalid_phone: 'Enter a valid phone number.',
  invalid_text: 'Enter a shorter text without special characters.',
};

/** The report summary the visitor sees: the lead's report as its page in the app shows it, in the widget's language. */
function visitorReport(lead: LeadDraft, lang: string): S['VisitorReport'] {
  const categories = leadCategories(lead, lang);
  return {
    score: overallScore(categories),
    issues: categories.flatMap((category) =>
      category.issues.flatMap(({ title, severity }) => (severity === 'passed' ? [] : [{ title, severity }])),
    ),
  };
}

export const widgetHandlers = [
  http.get(
    '/api/v1/public/widget/{id}/',
    withCaller(async ({ params, response }) => {
      const widget = publicWidget(params.id);
      const { user_id: _owner, overright_style, id, status: _s, created_at: _c, updated_at: _u, ...form } = widget;
      const theme = findTheme(widget.active_theme) ?? (THEME_GROUPS[0]?.themes[0] as S['Theme']);
      const stored = closeTextsInLanguage(
        Object.fromEntries(FORM_KEYS.map((key) => [key, form[key]])) as S['WidgetForm'],
      );
      const styles = mergeStyles(theme.style, overright_style);
      return response(200).json({
        data: {
          id,
          form: stored,
          styles,
          texts: await widgetTexts(widget.widget_lang),
          extra_html: await sanitizedExtraHtml(stored.widget_form_extra, styles.form_extra_html.html),
          ticket: await issueTicket(id, demoToday()),
          split: widget.variant ? undefined : publicSplit(getDb(), widget),
        },
      });
    }),
  ),

  http.post(
    '/api/v1/public/widget/{id}/lead/',
    withCaller(async ({ params, request, response }) => {
      // A split test's variant answers for its widget: the widget's sites, limits and leads (marked with the variant).
      const widget = publicWidget(params.id);
      const root = rootOf(widget);
      const db = getDb();
      const owner = orNotFound(
        db.users.find((user) => user.id === widget.user_id),
        'Widget not found.',
      );
      // The visitor's address: the connection's, as the HTTP demo backend passes it; one visitor in the browser.
      const visitor = request.headers.get('x-forwarded-for') ?? 'this browser';
      const retryAfter = leadRetryAfter(db, root.id, visitor, demoToday());
      if (retryAfter > 0) return tooManyRequests(retryAfter);
      const values = submissionOf(await jsonBody<unknown>(request));
      if (!values) return badRequest('Invalid request body.');
      // The embed form's honeypot was filled: a bot, not a person (no field to correct, nothing stored).
      if (values.homepage) return badRequest('The submission was refused.');
      // Sent sooner after loading the form than a person can fill it, or with no ticket of ours: not a person.
      const ticket = await ticketProblem(values.ticket, widget.id, demoToday());
      if (ticket) return badRequest(TICKET_TEXTS[ticket], { ticket: [TICKET_TEXTS[ticket]] });
      const pageUrl = visitorPageOf({ url: values.page_url });
      if (!pageUrl) return badRequest('Invalid page address.', { page_url: ['Invalid address.'] });
      const problems = captureProblems(widget, values);
      const fields = Object.entries(problems);
      if (fields.length)
        return badRequest(
          'Please correct the marked fields.',
          Object.fromEntries(fields.map(([field, problem]) => [field, [PROBLEM_TEXTS[problem]]])),
        );
      const at = nowIso();
      const draft = {
        ...capturedContact(widget, values),
        audit_id: nextLeadAuditId(db),
        ...(widget === root ? {} : { variant_id: widget.id }),
      };
      const site = siteOf(pageUrl);
      // From a site the owner never confirmed: held for them to decide; the visitor is answered the same either way.
      if (!isConfirmedSite(root, site)) holdLead(db, root, site, draft, at);
      else acceptLead(db, owner, root, draft, at);
      return response(201).json({
        message: say(request, 'report_on_its_way'),
        report: visitorReport(draft, widget.widget_lang),
      });
    }),
  ),

  http.get(
    '/api/v1/widget/themes/default/',
    authed(({ user, query, response }) => {
      const lang = query.get('lang') ?? user.language;
      return response(200).json({
        data: {
          name: `Widget ${widgetsOf(user).length + 1}`,
          widget_lang: AVAILABLE_LANG.some((item) => item.code === lang) ? lang : 'en',
          available_lang: AVAILABLE_LANG,
          smtp_verified: user.smtp.smtp_verified,
          can_advance_audit: user.can_advance_audit,
          all_theme: THEME_GROUPS,
          active_themes: ACTIVE_THEMES,
        },
      });
    }),
  ),

  // Before /widget/{id}/ so that "create" and "list" are not taken for ids.
  http.post(
    '/api/v1/widget/create/',
    authed(async ({ user, request, response }) => {
      const { form, overrides, message, errors } = formFrom(await jsonBody<unknown>(request));
      if (!form) return badRequest(message ?? say(request, 'widget_invalid'), errors);
      if (activeWidgetsOf(user).length >= user.widget_total) {
        return restricted(
          user.widget_total === 0
            ? 'Your plan does not include widgets. Upgrade to create one.'
            : `You have used all ${user.widget_total} widgets of your plan.`,
        );
      }
      const db = getDb();
      const at = nowIso();
      const widget: DbWidget = {
        ...form,
        id: nextId(db, 'widget'),
        user_id: user.id,
        status: 'active',
        created_at: at,
        updated_at: at,
        overright_style: overrides ?? {},
      };
      db.widgets.push(widget);
      return response(201).json({ widget_id: widget.id, message: say(request, 'widget_created') });
    }),
  ),

  http.get(
    '/api/v1/widget/list/',
    authed(({ user, request, response }) => {
      const url = new URL(request.url);
      const status = url.searchParams.get('status') === 'deleted' ? 'deleted' : 'active';
      const all = widgetsOf(user)
        .filter((widget) => widget.status === status)
        .sort((a, b) => b.id - a.id);
      const page = paginate(all, url);
      return response(200).json({
        data: {
          widgets: page.items.map((widget) => ({
            id: widget.id,
            name: widget.name,
            widget_type: widget.widget_type,
            active_theme_type: widget.active_theme_type,
            widget_theme_code: widget.widget_theme_code,
            status: widget.status,
            lead_count: leadCount(widget),
            created_at: widget.created_at,
            updated_at: widget.updated_at,
            ...(variantsOf(getDb(), widget).length > 0 ? { split_test: true } : {}),
          })),
          total_page: page.total_page,
          current_page: page.current_page,
          total: page.total,
        },
      });
    }),
  ),

  http.delete(
    '/api/v1/widget/delete/',
    authed(async ({ user, request, response }) => {
      const ids = idsOf(await jsonBody<unknown>(request));
      if (!ids) return badRequest('deleted failed', { id: ['A list of widget ids is required.'] });
      const widgets = widgetsOf(user);
      const found = ids.map((id) => widgets.find((widget) => widget.id === id));
      if (found.some((widget) => !widget)) return notFound('Widget not found.');
      const at = nowIso();
      for (const widget of found) if (widget) Object.assign(widget, { status: 'deleted', updated_at: at });
      return response(200).json({ message: say(request, 'deleted') });
    }),
  ),

  // x-assumed: deleted widgets back to the active list, within the plan's widget quota.
  http.post(
    '/api/v1/widget/restore/',
    authed(async ({ user, request, response }) => {
      const ids = idsOf(await jsonBody<unknown>(request));
      if (!ids) return badRequest('restore failed', { id: ['A list of widget ids is required.'] });
      const widgets = widgetsOf(user);
      const found = ids.map((id) => widgets.find((widget) => widget.id === id));
      if (found.some((widget) => !widget)) return notFound('Widget not found.');
      if (found.some((widget) => widget?.status === 'active'))
        return conflict(
          ids.length === 1 ? 'This widget is already active.' : 'Some of these widgets are already active.',
        );
      const room = user.widget_total - activeWidgetsOf(user).length;
      if (ids.length > room) {
        return restricted(
          user.widget_total === 0
            ? 'Your plan does not include widgets. Upgrade to restore one.'
            : `Your plan's ${user.widget_total} widgets are all in use. Delete one or upgrade to restore ${ids.length === 1 ? 'this one' : 'these'}.`,
        );
      }
      const at = nowIso();
      for (const widget of found) if (widget) Object.assign(widget, { status: 'active', updated_at: at });
      return response(200).json({ message: say(request, 'restored') });
    }),
  ),

  http.get(
    '/api/v1/widget/stats/',
    authed(({ user, query, response }) => {
      const days = statsDays(query.get('days'));
      if (days instanceof Response) return days;
      return response(200).json({ data: { days, widgets: widgetsOf(user).map((widget) => statsOf(widget, days)) } });
    }),
  ),

  http.get(
    '/api/v1/widget/{id}/stats/',
    authed(({ user, params, query, response }) => {
      const widget = userWidget(user, params.id);
      const [days, from, to] = [query.get('days'), query.get('from'), query.get('to')];
      let period: { from: string; to: string };
      if (from !== null || to !== null) {
        if (days !== null) return badRequest('Ask for days or for from and to, not both.');
        const problem = periodProblem(from ?? '', to ?? '', dayOf(demoToday()));
        if (problem)
          return badRequest(PERIOD_PROBLEMS[problem], {
            [problem === 'future' ? 'to' : 'from']: [PERIOD_PROBLEMS[problem]],
          });
        period = { from: from ?? '', to: to ?? '' };
      } else {
        const count = statsDays(days);
        if (count instanceof Response) return count;
        period = lastDays(count);
      }
      const daily = dailyFigures(widget, period.from, period.to);
      return response(200).json({
        data: { widget_id: widget.id, name: widget.name, ...period, ...totalsOf(daily), daily },
      });
    }),
  ),

  http.get(
    '/api/v1/widget/{id}/split/',
    authed(({ user, params, response }) => {
      const widget = userWidget(user, params.id);
      return response(200).json({ data: splitTest(getDb(), widget) });
    }),
  ),

  http.post(
    '/api/v1/widget/{id}/split/',
    authed(async ({ user, params, request, response }) => {
      const root = placedWidget(user, params.id);
      if (root instanceof Response) return root;
      const body = await jsonBody<unknown>(request);
      if (!isObject(body) || typeof body.variant_id !== 'number') return badRequest('Invalid request body.');
      if (body.weight !== undefined && typeof body.weight !== 'number')
        return badRequest('Invalid weight.', { weight: ['A whole number is required.'] });
      if (body.paused !== undefined && typeof body.paused !== 'boolean') return badRequest('Invalid request body.');
      const db = getDb();
      const problem = changeMember(db, root, {
        variant_id: body.variant_id,
        ...(body.weight === undefined ? {} : { weight: body.weight }),
        ...(body.paused === undefined ? {} : { paused: body.paused }),
      });
      if (problem) return badRequest(problem, { [body.weight === undefined ? 'variant_id' : 'weight']: [problem] });
      return response(200).json({ message: say(request, 'split_changed'), data: splitTest(db, root) });
    }),
  ),

  http.post(
    '/api/v1/widget/{id}/split/variants/',
    authed(({ user, params, request, response }) => {
      const widget = activeUserWidget(user, params.id);
      if (widget instanceof Response) return widget;
      const db = getDb();
      const root = rootOf(widget);
      const label = nextLabel(db, root);
      if (!label) return badRequest('A split test has at most 5 variants, the original included.');
      const variant = makeVariant(root, widget, nextId(db, 'widget'), label, nowIso());
      db.widgets.push(variant);
      return response(201).json({ message: say(request, 'variant_created', { label }), variant_id: variant.id });
    }),
  ),

  http.post(
    '/api/v1/widget/{id}/split/winner/',
    authed(async ({ user, params, request, response }) => {
      const root = placedWidget(user, params.id);
      if (root instanceof Response) return root;
      const body = await jsonBody<unknown>(request);
      const db = getDb();
      const members = membersOf(db, root);
      const winner = isObject(body) ? members.find((member) => member.id === body.variant_id) : undefined;
      if (members.length < 2) return badRequest('This widget has no split test.');
      if (!winner) return badRequest('This widget has no such variant.', { variant_id: ['Invalid choice.'] });
      const label = winner.variant?.label ?? 'A';
      endTest(db, root, winner, nowIso());
      changed(root);
      return response(200).json({ message: say(request, 'split_ended', { label }) });
    }),
  ),

  http.get(
    '/api/v1/widget/{id}/embed/',
    authed(({ user, params, request, response }) => {
      const widget = placedWidget(user, params.id);
      if (widget instanceof Response) return widget;
      const scriptUrl = new URL(EMBED_SCRIPT_PATH, request.url).href;
      return response(200).json({
        data: { widget_id: widget.id, embed_script_url: scriptUrl, embed_code: embedCode(scriptUrl, widget.id) },
      });
    }),
  ),

  http.post(
    '/api/v1/widget/{id}/installation-check/',
    authed(async ({ user, params, request, response }) => {
      const widget = placedWidget(user, params.id);
      if (widget instanceof Response) return widget;
      const body = await jsonBody<unknown>(request);
      const typed = isObject(body) && typeof body.url === 'string' ? body.url : '';
      if (textProblem(typed, TEXT_LIMITS.pageAddress, true) === 'too_long') {
        const message = textProblemMessage('too_long', 'The page address', TEXT_LIMITS.pageAddress);
        return badRequest(message, { url: [message] });
      }
      const url = pageUrlOf(body);
      if (!url)
        return badRequest('Enter a full page address such as https://www.example.com/page.', {
          url: ['Invalid address.'],
        });
      const host = new URL(url).hostname;
      const checkedAt = nowIso();
      if (host.endsWith('.invalid')) {
        return response(200).json({ data: { url, status: 'unreachable', last_seen_at: null, checked_at: checkedAt } });
      }
      const db = getDb();
      const seen = impressionsOf(db)
        .filter((item) => item.widget_id === widget.id && (item.url === url || host === SAMPLE_SITE_HOST))
        .map((item) => item.at)
        .sort()
        .at(-1);
      if (host === SAMPLE_SITE_HOST || seen) {
        // The page carries the widget: its site is confirmed, and the leads held from it become leads.
        confirmSite(db, user, widget, siteOf(url));
        return response(200).json({
          data: { url, status: 'installed', last_seen_at: seen ?? checkedAt, checked_at: checkedAt },
        });
      }
      return response(200).json({ data: { url, status: 'not_found', last_seen_at: null, checked_at: checkedAt } });
    }),
  ),

  http.post(
    '/api/v1/widget/{id}/impression/',
    withCaller(async ({ params, request, response }) => {
      const widget = publicWidget(params.id);
      const root = rootOf(widget);
      const url = visitorPageOf(await jsonBody<unknown>(request));
      if (!url) return badRequest('Invalid page address.', { url: ['Invalid address.'] });
      const variant = widget === root ? {} : { variant_id: widget.id };
      impressionsOf(getDb()).push({ widget_id: root.id, ...variant, url, at: nowIso() });
      return response(200).json({ message: say(request, 'impression_recorded') });
    }),
  ),

  http.get(
    '/api/v1/widget/{id}/sites/',
    authed(({ user, params, response }) => {
      const widget = placedWidget(user, params.id);
      if (widget instanceof Response) return widget;
      return response(200).json({ data: widgetSites(getDb(), widget) });
    }),
  ),

  http.post(
    '/api/v1/widget/{id}/sites/',
    authed(async ({ user, params, request, response }) => {
      const widget = placedWidget(user, params.id);
      if (widget instanceof Response) return widget;
      const body = await jsonBody<unknown>(request);
      const decision = isObject(body) ? body.decision : undefined;
      const typed = isObject(body) && typeof body.origin === 'string' ? body.origin : '';
      const url = visitorPageOf({ url: typed });
      const origin = url ? siteOf(url) : null;
      if (!origin || origin !== typed || origin === SAMPLE_SITE_ORIGIN)
        return badRequest('Invalid site.', { origin: ['Invalid address.'] });
      const db = getDb();
      let message: string;
      if (decision === 'confirm')
        message = say(request, 'site_confirmed', { site: origin, count: confirmSite(db, user, widget, origin) });
      else if (decision === 'discard')
        message = say(request, 'site_discarded', { site: origin, count: discardSite(db, widget, origin) });
      else if (decision === 'remove' && isConfirmedSite(widget, origin)) {
        removeSite(widget, origin);
        message = say(request, 'site_removed', { site: origin });
      } else return badRequest('Invalid decision.', { decision: ['Invalid choice.'] });
      return response(200).json({ message, data: widgetSites(db, widget) });
    }),
  ),

  http.get(
    '/api/v1/widget/{id}/',
    authed(({ user, params, response }) => {
      const widget = userWidget(user, params.id);
      return response(200).json({ data: widgetView(user, widget) });
    }),
  ),

  http.post(
    '/api/v1/widget/{id}/',
    authed(async ({ user, request, params, response }) => {
      const widget = userWidget(user, params.id);
      if (widget.status === 'deleted') return badRequest('A deleted widget cannot be changed.');
      const body = await jsonBody<unknown>(request);
      const { form, overrides, message, errors } = formFrom(body);
      if (!form) return badRequest(message ?? say(request, 'widget_invalid'), errors);
      if (isObject(body) && body.version !== undefined && body.version !== widgetVersion(widget))
        return conflict('Someone else changed this widget since you opened it.');
      Object.assign(widget, form, { overright_style: overrides ?? {} });
      changed(widget);
      return response(200).json({ widget_id: widget.id, message: say(request, 'widget_updated') });
    }),
  ),

  http.post(
    '/api/v1/widget/{id}/reset/',
    authed(async ({ user, request, params, response }) => {
      const widget = userWidget(user, params.id);
      if (widget.status === 'deleted') return badRequest('A deleted widget cannot be changed.');
      const body = await jsonBody<unknown>(request);
      if (!isObject(body)) return badRequest('Invalid request body.');
      const option = Array.isArray(body.reset_option) ? body.reset_option.join(',') : '';
      if (option !== 'style' && option !== 'data,style')
        return badRequest('reset_option must be ["style"] or ["data","style"].', { reset_option: ['Invalid choice.'] });
      const theme = typeof body.active_theme === 'number' ? findTheme(body.active_theme) : undefined;
      if (!theme || theme.theme_type !== body.active_theme_type)
        return badRequest('Unknown theme.', { active_theme: ['Unknown theme.'] });
      if (option === 'data,style') Object.assign(widget, defaultWidgetForm(theme, widget.name, widget.widget_lang));
      else
        Object.assign(widget, {
          active_theme: theme.id,
          active_theme_type: theme.theme_type,
          widget_theme_code: theme.theme_code,
          widget_type: widgetTypeOf(theme.theme_type),
        });
      widget.overright_style = {};
      changed(widget);
      return response(200).json({
        message: say(request, option === 'style' ? 'widget_style_reset' : 'widget_reset'),
      });
    }),
  ),
];
