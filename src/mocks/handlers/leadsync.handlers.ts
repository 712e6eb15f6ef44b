import { base64url } from '@/mocks/base64url';
import { getDb } from '@/mocks/db';
import { http } from '@/mocks/http';
import { authed, badRequest, errorBody, isHttpUrl, isObject, jsonBody, notFound, restricted, say } from './common';
import type { DbUser, LeadSyncService, StoredLeadSync } from '@/mocks/model';
import { isPublicAddress } from '@machines/shared/address-rule';
import { TEXT_LIMITS, textProblem, textProblemMessage } from '@machines/shared/text-limits';

const SERVICES: LeadSyncService[] = ['webhook', 'sendinblue', 'mailchimp', 'constant_contact'];
const isService = (value: unknown): value is LeadSyncService => SERVICES.includes(value as LeadSyncService);
/** The providers' names as the tabs show them (brands: not translated). */
const SERVICE_NAMES: Record<LeadSyncService, string> = {
  webhook: 'Webhook',
  sendinblue: 'Sendinblue',
  mailchimp: 'Mailchimp',
  constant_contact: 'Constant Contact',
};

/** The key formats the providers issue: anything else is refused as the provider would. */
export const MAILCHIMP_KEY_PATTERN = /^[0-9a-f]{32}-us\d{1,2}$/;
export const BREVO_KEY_PATTERN = /^xkeysib-[0-9a-f]{64}-[A-Za-z0-9]{16}$/;
/** A well-formed key the stand-in provider has revoked: it answers 401 (the "needs attention" case). */
const REVOKED_KEY_PREFIX = /^(xkeysib-)?0{32}/;

const LIST_NAMES = ['Website leads', 'Newsletter', 'Customers', 'Webinar sign-ups'];

/** A server keeps a key to call the provider but never echoes it whole: the store and the answers hold a masked copy. */
export const maskKey = (key: string): string => (key.length > 12 ? `${key.slice(0, 4)}…${key.slice(-4)}` : '…');

/** What a provider answers once a key or OAuth code is accepted. */
function connected(service: LeadSyncService, key: string, user: DbUser): StoredLeadSync {
  const token = maskKey(key);
  switch (service) {
    case 'sendinblue':
      return {
        has_access: true,
        token,
        list_ids: [],
        profile: {
          firstName: user.first_name,
          lastName: user.last_name,
          email: user.email,
          plan: [
            { type: 'free', credits: 300 },
            { type: 'sms', credits: 25 },
          ],
        },
        lists: { lists: LIST_NAMES.map((name, index) => ({ id: index + 2, name })) },
      };
    case 'constant_contact':
      return {
        has_access: true,
        token: `cc-oauth-${key.slice(0, 8)}`,
        list_ids: [],
        profile: { first_name: user.first_name, last_name: user.last_name, contact_email: user.email },
        lists: { lists: LIST_NAMES.map((name, index) => ({ list_id: `0f3b9c2e-${index}`, name })) },
      };
    default:
      return {
        has_access: true,
        token,
        list_ids: [],
        profile: { first_name: user.first_name, last_name: user.last_name, email: user.email },
        lists: { lists: LIST_NAMES.map((name, index) => ({ id: `mc${index + 1}`, name })) },
      };
  }
}

/* ---- Constant Contact stand-in: codes carry their own binding (challenge, redirect_uri), signed. ---- */

const CODE_SECRET = 'rankpilot-demo-cc-secret';

async function sha256(text: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
}

interface CodeClaims {
  c: string; // code_challenge
  r: string; // redirect_uri
  n: string; // nonce
}

/**
 * A self-contained, signed code: the window that exchanges it need not share memory with the consent page's
 * window (the demo backend runs in each window). Single use is enforced by the store's used-code list.
 */
async function issueCode(claims: CodeClaims): Promise<string> {
  const payload = base64url(new TextEncoder().encode(JSON.stringify(claims)));
  return `${payload}.${base64url(await sha256(`${CODE_SECRET}.${payload}`))}`;
}

async function readCode(code: string): Promise<CodeClaims | undefined> {
  const [payload, signature, extra] = code.split('.');
  if (!payload || !signature || extra !== undefined) return undefined;
  if (base64url(await sha256(`${CODE_SECRET}.${payload}`)) !== signature) return undefined;
  try {
    const padded = payload.replace(/-/g, '+').replace(/_/g, '/');
    const claims = JSON.parse(atob(padded)) as Partial<CodeClaims>;
    return typeof claims.c === 'string' && typeof claims.r === 'string' && typeof claims.n === 'string'
      ? (claims as CodeClaims)
      : undefined;
  } catch {
    return undefined;
  }
}

const randomHex = (bytes: number): string =>
  Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (b) => b.toString(16).padStart(2, '0')).join('');

async function exchangeCode(user: DbUser, body: Record<string, unknown>) {
  const code = typeof body.token === 'string' ? body.token : '';
  const claims = code ? await readCode(code) : undefined;
  if (!claims)
    return badRequest('invalid_grant: the authorization code is invalid or expired.', {
      token: ['Unknown authorization code.'],
    });
  const db = getDb();
  const used = (db.usedOAuthCodes ??= []);
  if (used.includes(claims.n))
    return badRequest('invalid_grant: the authorization code was already used.', { token: ['Code already used.'] });
  if (body.current_url !== claims.r)
    return badRequest('invalid_grant: redirect_uri does not match the authorization request.', {
      current_url: ['Does not match.'],
    });
  if (typeof body.code_verifier !== 'string')
    return badRequest('invalid_grant: code_verifier is required.', { code_verifier: ['This field is required.'] });
  if (base64url(await sha256(body.code_verifier)) !== claims.c)
    return badRequest('invalid_grant: the code_verifier does not match the code_challenge.', {
      code_verifier: ['Does not match.'],
    });
  used.push(claims.n);
  user.leadsync.constant_contact = connected('constant_contact', randomHex(8), user);
  return null;
}

export const leadSyncHandlers = [
  http.post(
    '/api/v1/leadsync/webhook/test/',
    authed(({ user, response, request }) => {
      const hook = user.leadsync.webhook;
      if (!hook.has_access) return restricted('Lead sync is not part of your plan.');
      if (!hook.token || !hook.url) return badRequest('Save a webhook URL and token first.');
      let url: URL;
      try {
        url = new URL(hook.url);
      } catch {
        return badRequest('The saved webhook URL is not a valid address.');
      }
      if (url.hostname.endsWith('.invalid'))
        return errorBody(502, { message: say(request, 'webhook_unreachable', { host: url.hostname }) });
      if (url.protocol !== 'https:') return badRequest('The webhook URL must start with https://.');
      return response(200).json({
        status_code: 200,
        elapsed_ms: 120 + (url.hostname.length % 7) * 11,
        message: say(request, 'sample_delivered'),
      });
    }),
  ),

  // Test of a connected list provider: the provider is called with the saved connection, no lead is sent.
  http.post(
    '/api/v1/leadsync/{service}/check/',
    authed(({ user, params, request, response }) => {
      const service = params.service;
      // The path's enum names no webhook (it has its own test); a call that names it anyway is not found.
      if (!isService(service) || (service as LeadSyncService) === 'webhook')
        return notFound('Unknown lead sync service.');
      const state = user.leadsync[service];
      if (!state.has_access) return restricted('Lead sync is not part of your plan.');
      if (!state.profile) return badRequest(`Connect ${SERVICE_NAMES[service]} first.`);
      // The provider refuses the saved connection (a key revoked since): its refusal, as a refused login says it.
      if (state.provider_error)
        return errorBody(400, {
          message: say(request, 'key_refused', { service: SERVICE_NAMES[service] }),
          provider_status: state.provider_error.status,
        });
      return response(200).json({ message: say(request, 'connection_ok', { service: SERVICE_NAMES[service] }) });
    }),
  ),

  // Demo backend only: what Constant Contact's authorization server does when the person clicks Allow.
  http.post('/api/v1/demo-provider/constant-contact/code/', async ({ request, response }) => {
    const body = await jsonBody<unknown>(request);
    if (
      !isObject(body) ||
      typeof body.redirect_uri !== 'string' ||
      typeof body.state !== 'string' ||
      typeof body.code_challenge !== 'string'
    ) {
      return badRequest('redirect_uri, state and code_challenge are required.');
    }
    if (!isHttpUrl(body.redirect_uri) || !body.state || !/^[A-Za-z0-9_-]{43}$/.test(body.code_challenge)) {
      return badRequest('invalid_request: redirect_uri, state or code_challenge is malformed.');
    }
    return response(200).json({
      code: await issueCode({ c: body.code_challenge, r: body.redirect_uri, n: randomHex(12) }),
    });
  }),

  http.get(
    '/api/v1/leadsync/{service}/',
    authed(({ user, params, response }) => {
      if (!isService(params.service)) return notFound('Unknown lead sync service.');
      // Secrets are write-only (issue 43): the answer says whether one is saved, never what it is.
      const { token, ...connection } = user.leadsync[params.service];
      return response(200).json({ data: { ...connection, token_set: token !== '' } });
    }),
  ),

  http.post(
    '/api/v1/leadsync/{service}/',
    authed(async ({ user, request, params, response }) => {
      const service = params.service;
      if (!isService(service)) return notFound('Unknown lead sync service.');
      const state = user.leadsync[service];
      if (!state.has_access) return restricted('Lead sync is not part of your plan.');
      const body = await jsonBody<unknown>(request);
      if (!isObject(body)) return badRequest('Invalid request body.');
      const off: StoredLeadSync = { has_access: true, token: '', profile: null, list_ids: [], lists: { lists: [] } };

      if (service === 'webhook') {
        if (typeof body.token !== 'string')
          return badRequest('Token is required.', { token: ['This field is required.'] });
        if (!body.token && body.url === undefined) {
          user.leadsync.webhook = { ...off, url: '' };
          return response(200).json({ message: say(request, 'webhook_removed') });
        }
        // An empty token with an address keeps the saved one: the form never gets it back to send again.
        const token = body.token || state.token;
        if (!token) return badRequest('Token is required.', { token: ['This field is required.'] });
        const tokenProblem = textProblem(token, TEXT_LIMITS.webhookToken);
        if (tokenProblem) {
          const message = textProblemMessage(tokenProblem, 'The token', TEXT_LIMITS.webhookToken);
          return badRequest(message, { token: [message] });
        }
        // A token alone connects nothing: leads are sent to the URL.
        if (typeof body.url !== 'string' || !body.url.trim())
          return badRequest('The webhook URL is required.', { url: ['This field is required.'] });
        if (!isPublicAddress(body.url.trim(), { httpsOnly: true }))
          return badRequest('The webhook URL must be a public https:// address.', {
            url: ['Enter a public https:// address.'],
          });
        user.leadsync.webhook = { ...off, token, url: body.url };
        return response(200).json({ message: say(request, 'webhook_saved') });
      }
      if (Array.isArray(body.list_ids)) {
        if (!state.token) return badRequest('Log in to the provider first.');
        const known = state.lists.lists.map((list) => String(list.id ?? list.list_id));
        const unknown = body.list_ids.filter((id) => !known.includes(String(id)));
        if (unknown.length) return badRequest('Unknown list.', { list_ids: [`Unknown list: ${unknown.join(', ')}`] });
        state.list_ids = body.list_ids as (string | number)[];
        delete state.provider_error;
        return response(200).json({ message: say(request, 'lists_saved') });
      }
      if (typeof body.token !== 'string')
        return badRequest('Token is required.', { token: ['This field is required.'] });
      if (body.token === '') {
        user.leadsync[service] = { ...off, has_access: state.has_access };
        return response(200).json({ message: say(request, 'logged_out', { service: SERVICE_NAMES[service] }) });
      }
      if (service === 'constant_contact') {
        if (typeof body.current_url !== 'string')
          return badRequest('current_url is required for the code exchange.', {
            current_url: ['This field is required.'],
          });
        const refused = await exchangeCode(user, body);
        return refused ?? response(200).json({ message: say(request, 'constant_contact_connected') });
      }
      const key = body.token.trim();
      const wellFormed = service === 'mailchimp' ? MAILCHIMP_KEY_PATTERN.test(key) : BREVO_KEY_PATTERN.test(key);
      if (!wellFormed) {
        return badRequest(
          service === 'mailchimp'
            ? "Invalid API key. Your API key may be invalid, or you've attempted to access the wrong datacenter."
            : 'Invalid API key. Key not found: check the key in your Brevo account (SMTP & API).',
          { token: ['Invalid key.'] },
        );
      }
      if (REVOKED_KEY_PREFIX.test(key)) {
        return errorBody(400, {
          message: say(request, 'key_refused', { service: service === 'mailchimp' ? 'Mailchimp' : 'Brevo' }),
          provider_status: 401,
        });
      }
      user.leadsync[service] = connected(service, key, user);
      return response(200).json({ message: say(request, 'logged_in', { service: SERVICE_NAMES[service] }) });
    }),
  ),
];
