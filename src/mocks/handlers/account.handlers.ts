import { TEXT_LIMITS, textProblem, textProblemMessage } from '@machines/shared/text-limits';
import { getDb } from '@/mocks/db';
import { http } from '@/mocks/http';
import { authed, badRequest, EMAIL_PATTERN, errorBody, isObject, jsonBody, nextId, nowIso, say } from './common';
import { settleOnRead } from './subscription.handlers';
import { accountDetails } from './views';
import type { DbUser } from '@/mocks/model';

const LANGS = ['en', 'nl', 'es', 'it', 'fr', 'pt', 'de', 'el', 'sv', 'pl', 'nb', 'da'];
/** Deletes the account and everything that belongs to it. */
function removeUser(user: DbUser): void {
  const db = getDb();
  const mine = <T extends { user_id: number }>(items: T[]) => items.filter((item) => item.user_id !== user.id);
  const projectIds = new Set(db.projects.filter((project) => project.user_id === user.id).map((project) => project.id));
  db.users = db.users.filter((item) => item.id !== user.id);
  db.sessions = Object.fromEntries(Object.entries(db.sessions).filter(([, id]) => id !== user.id));
  db.projects = mine(db.projects);
  db.keywords = db.keywords.filter((keyword) => !projectIds.has(keyword.project_id));
  db.keywordGroups = db.keywordGroups.filter((group) => !projectIds.has(group.project_id));
  db.projectGroups = mine(db.projectGroups);
  db.widgets = mine(db.widgets);
  db.audits = mine(db.audits);
  db.leads = mine(db.leads);
  db.subscriptions = mine(db.subscriptions);
  db.payments = mine(db.payments);
  db.invoices = mine(db.invoices);
  db.notifications = mine(db.notifications);
}

/** The profile's version (stores from before versions start at 1). */
const profileVersion = (user: DbUser): number => user.profile_version ?? 1;

export const accountHandlers = [
  http.get(
    '/api/v1/account/',
    authed(({ user, response }) => {
      // A paid period that ended renews or falls back to the free plan before the plan is shown.
      settleOnRead(user);
      return response(200).json({ details: accountDetails(user) });
    }),
  ),

  http.get(
    '/api/v1/account/profile/',
    authed(({ user, response }) => {
      const { email, first_name, last_name, language, test_sever_region, test_sever_env } = user;
      return response(200).json({
        profile_info: {
          email,
          first_name,
          last_name,
          language,
          test_sever_region,
          test_sever_env,
          version: profileVersion(user),
        },
      });
    }),
  ),

  http.post(
    '/api/v1/account/profile/update/',
    authed(async ({ user, request, response }) => {
      const body = await jsonBody<unknown>(request);
      if (!isObject(body)) return badRequest('Invalid request body.');
      // Saved by another session since this form was loaded: refused whole, so neither overwrites the other unseen.
      if (body.version !== undefined && body.version !== profileVersion(user))
        return errorBody(409, { message: 'Someone else changed this profile since you opened it.' });
      const errors: Record<string, string[]> = {};
      for (const [field, label] of [
        ['first_name', 'The first name'],
        ['last_name', 'The last name'],
      ] as const) {
        const value = body[field];
        if (typeof value !== 'string' || !value.trim()) errors[field] = ['This field is required.'];
        else {
          const problem = textProblem(value, TEXT_LIMITS.personName);
          if (problem) errors[field] = [textProblemMessage(problem, label, TEXT_LIMITS.personName)];
        }
      }
      if (typeof body.language !== 'string' || !LANGS.includes(body.language))
        errors.language = ['Choose a supported language.'];
      // A test server's region and environment: short names, never free text.
      for (const field of ['test_sever_region', 'test_sever_env'] as const) {
        const value = body[field];
        if (value !== undefined && (typeof value !== 'string' || !/^[A-Za-z0-9._-]{0,64}$/.test(value)))
          errors[field] = ['Choose one of the listed servers.'];
      }
      if (
        body.password !== undefined &&
        body.password !== '' &&
        (typeof body.password !== 'string' || body.password.length < 8)
      )
        errors.password = ['The password must be at least 8 characters long.'];
      if (Object.keys(errors).length) return badRequest('Please correct the profile.', errors);
      Object.assign(user, {
        first_name: String(body.first_name).trim(),
        last_name: String(body.last_name).trim(),
        language: body.language,
        test_sever_region: typeof body.test_sever_region === 'string' ? body.test_sever_region : user.test_sever_region,
        test_sever_env: typeof body.test_sever_env === 'string' ? body.test_sever_env : user.test_sever_env,
      });
      if (typeof body.password === 'string' && body.password) user.password = body.password;
      user.profile_version = profileVersion(user) + 1;
      return response(200).json({ message: say(request, 'profile_updated'), version: user.profile_version });
    }),
  ),

  http.delete(
    '/api/v1/account/delete/',
    authed(({ user, response, request }) => {
      removeUser(user);
      return response(200).json({ message: say(request, 'account_deleted') });
    }),
  ),

  http.post(
    '/api/v1/account/email-confirmation/',
    authed(async ({ user, request, response }) => {
      const body = await jsonBody<unknown>(request);
      const key = isObject(body) && typeof body.key === 'string' ? body.key.trim() : '';
      if (!key) return badRequest('The confirmation key is missing.', { key: ['This field is required.'] });
      if (user.email_key !== key) return badRequest('This confirmation link is invalid or has already been used.');
      delete user.email_key;
      return response(200).json({ message: say(request, 'email_confirmed', { email: user.email }), email: user.email });
    }),
  ),

  http.post(
    '/api/v1/user/support/',
    authed(async ({ user, request, response }) => {
      const body = await jsonBody<unknown>(request);
      if (!isObject(body)) return badRequest('Invalid request body.');
      const errors: Record<string, string[]> = {};
      const text = (key: string) => (typeof body[key] === 'string' ? (body[key] as string).trim() : '');
      if (!text('email')) errors.email = ['Email field is required'];
      else if (!EMAIL_PATTERN.test(text('email'))) errors.email = ['Please enter a valid email'];
      if (!text('subject')) errors.subject = ['Subject field is required'];
      else if (text('subject').length < 3) errors.subject = ['Minimum 3 character'];
      if (!text('message')) errors.message = ['Message field is required'];
      else if (text('message').length < 10) errors.message = ['Minimum 10 character'];
      for (const [key, label, max, multiline] of [
        ['subject', 'The subject', TEXT_LIMITS.subject, false],
        ['message', 'The message', TEXT_LIMITS.message, true],
      ] as const) {
        const problem = errors[key] ? null : textProblem(text(key), max, multiline);
        if (problem) errors[key] = [textProblemMessage(problem, label, max)];
      }
      if (Object.keys(errors).length) return badRequest('Please correct the support request.', errors);
      const db = getDb();
      db.supportRequests.push({
        email: text('email'),
        subject: text('subject'),
        message: text('message'),
        user_id: user.id,
        created_at: nowIso(),
      });
      nextId(db, 'support');
      return response(200).json({ message: say(request, 'support_sent') });
    }),
  ),
];
