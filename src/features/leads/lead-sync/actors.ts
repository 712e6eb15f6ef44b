import { fromPromise } from 'xstate';
import { api, unwrap, type ApiFailure, type Schemas } from '@/api/client';
import type {
  ApiKeyProvider,
  LeadSyncFailure,
  LeadSyncProvider,
  MessageOutput,
  ProviderDetails,
  WebhookDetails,
} from '@machines/leads/lead-sync/lead-sync.types';
import {
  buildAuthorizationUrl,
  isExpectedState,
  type OAuthReturn,
  type ReturnOutcome,
} from '@machines/leads/lead-sync/constant-contact.machine';
import type { WebhookTestResult } from '@machines/leads/lead-sync/webhook.machine';
import {
  authorizeUrl,
  clearPending,
  clientId,
  codeChallenge,
  randomToken,
  readPending,
  relayReturn,
  savePending,
} from './oauth';

/** The client's failure in the machines' terms, with the provider's own refusal status when given. */
export function toLeadSyncFailure(failure: unknown): LeadSyncFailure {
  const f = failure as ApiFailure | undefined;
  if (f?.kind !== 'http') return { kind: 'network' };
  const providerStatus = typeof f.body?.provider_status === 'number' ? f.body.provider_status : undefined;
  return {
    kind: 'http',
    status: f.status,
    ...(f.message ? { message: f.message } : {}),
    ...(providerStatus ? { providerStatus } : {}),
  };
}

async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (failure) {
    throw toLeadSyncFailure(failure);
  }
}

type Profile = NonNullable<Schemas['LeadSync']['profile']>;

function profileOf(profile: Profile | null): ProviderDetails['profile'] {
  if (!profile) return null;
  if ('firstName' in profile) {
    return {
      name: `${profile.firstName} ${profile.lastName}`.trim(),
      email: profile.email,
      plan: profile.plan.map((p) => ({ type: p.type, credits: p.credits })),
    };
  }
  if ('contact_email' in profile)
    return { name: `${profile.first_name} ${profile.last_name}`.trim(), email: profile.contact_email, plan: [] };
  return { name: `${profile.first_name} ${profile.last_name}`.trim(), email: profile.email, plan: [] };
}

/** The API's per-provider shapes (webhook, Sendinblue, Mailchimp, Constant Contact) as one: list ids become
 * strings (Sendinblue's are numbers). */
export function detailsFromApi(data: Schemas['LeadSync']): ProviderDetails {
  return {
    hasAccess: data.has_access,
    profile: profileOf(data.profile),
    lists: data.lists.lists.map((list) => ({ id: String(list.id ?? list.list_id ?? ''), name: list.name })),
    listIds: data.list_ids.map(String),
    providerError: data.provider_error ?? null,
  };
}

const getDetails = (service: LeadSyncProvider, signal: AbortSignal) =>
  unwrap(api.GET('/api/v1/leadsync/{service}/', { params: { path: { service } }, signal }));

const post = (service: LeadSyncProvider, body: Schemas['LeadSyncSaveRequest'], signal?: AbortSignal) =>
  unwrap(api.POST('/api/v1/leadsync/{service}/', { params: { path: { service } }, body, signal }));

/** Saved ids go back in the provider's own type (Sendinblue's lists have numeric ids). */
function listIdsToApi(data: Schemas['LeadSync'] | undefined, ids: string[]): (string | number)[] {
  return ids.map((id) => data?.lists.lists.find((list) => String(list.id ?? list.list_id) === id)?.id ?? id);
}

const cache = new Map<LeadSyncProvider, Schemas['LeadSync']>();

async function loadProvider(service: LeadSyncProvider, signal: AbortSignal): Promise<ProviderDetails> {
  const { data } = await getDetails(service, signal);
  cache.set(service, data);
  return detailsFromApi(data);
}

/** Test of a connected list provider: it is asked whether it still takes the saved connection. */
const checkConnection = (service: Exclude<LeadSyncProvider, 'webhook'>, signal: AbortSignal) =>
  call(async () => ({
    message: (
      await unwrap(api.POST('/api/v1/leadsync/{service}/check/', { params: { path: { service } }, body: {}, signal }))
    ).message,
  }));

/* ---------- Sendinblue / Mailchimp ---------- */

export const apiKeyActors = {
  loadDetails: fromPromise<ProviderDetails, { provider: ApiKeyProvider }>(({ input, signal }) =>
    call(() => loadProvider(input.provider, signal)),
  ),
  login: fromPromise<MessageOutput, { provider: ApiKeyProvider; key: string }>(({ input, signal }) =>
    call(async () => ({ message: (await post(input.provider, { token: input.key }, signal)).message })),
  ),
  saveLists: fromPromise<MessageOutput, { provider: ApiKeyProvider; ids: string[] }>(({ input, signal }) =>
    call(async () => ({
      message: (await post(input.provider, { list_ids: listIdsToApi(cache.get(input.provider), input.ids) }, signal))
        .message,
    })),
  ),
  /** Clearing a connection sends an empty token. */
  logout: fromPromise<MessageOutput, { provider: ApiKeyProvider }>(({ input, signal }) =>
    call(async () => ({ message: (await post(input.provider, { token: '' }, signal)).message })),
  ),
  checkConnection: fromPromise<MessageOutput, { provider: ApiKeyProvider }>(({ input, signal }) =>
    checkConnection(input.provider, signal),
  ),
};

/* ---------- Webhook ---------- */

export const webhookActors = {
  loadDetails: fromPromise<WebhookDetails>(({ signal }) =>
    call(async () => {
      const { data } = await getDetails('webhook', signal);
      return { hasAccess: data.has_access, url: data.url ?? '', tokenSaved: data.token_set };
    }),
  ),
  saveWebhook: fromPromise<MessageOutput, { url: string; token: string }>(({ input, signal }) =>
    call(async () => ({ message: (await post('webhook', { url: input.url, token: input.token }, signal)).message })),
  ),
  testWebhook: fromPromise<WebhookTestResult>(({ signal }) =>
    call(async () => {
      const answer = await unwrap(api.POST('/api/v1/leadsync/webhook/test/', { body: {}, signal }));
      return { statusCode: answer.status_code, elapsedMs: answer.elapsed_ms, message: answer.message };
    }),
  ),
};

/* ---------- Constant Contact ---------- */

/** A return is resolved once per page, even when React's StrictMode restarts the machine. */
const resolved = new Map<string, Promise<{ outcome: ReturnOutcome }>>();

async function resolveOnce(returned: OAuthReturn): Promise<{ outcome: ReturnOutcome }> {
  const pending = readPending();
  const matches = !!pending && isExpectedState(pending.state, returned.state);
  if (matches && pending.mode === 'redirect') {
    if (returned.error || !returned.code) clearPending();
    return { outcome: returned.error || !returned.code ? 'denied' : 'exchange' };
  }
  // Probably the popup: the window that started the flow takes the code (it holds the verifier).
  if (returned.state && (await relayReturn(returned))) {
    clearPending();
    return { outcome: 'relayed' };
  }
  // Nobody took it: finish here when this window holds the matching verifier, refuse otherwise.
  if (matches) {
    if (returned.error || !returned.code) {
      clearPending();
      return { outcome: 'denied' };
    }
    return { outcome: 'exchange' };
  }
  return { outcome: 'refused' };
}

const exchanged = new Map<string, Promise<MessageOutput>>();

export const constantContactActors = {
  loadDetails: fromPromise<ProviderDetails>(({ signal }) => call(() => loadProvider('constant_contact', signal))),
  startAuthorization: fromPromise<{ state: string }, { target: unknown; redirectUri: string }>(async ({ input }) => {
    const state = randomToken(24);
    const verifier = randomToken(48);
    const target = input.target as Window | null;
    savePending({ state, verifier, mode: target ? 'popup' : 'redirect' });
    const url = buildAuthorizationUrl({
      authorizeUrl: authorizeUrl(),
      clientId: clientId(),
      redirectUri: input.redirectUri,
      state,
      codeChallenge: await codeChallenge(verifier),
    });
    if (target && !target.closed) {
      target.location.replace(url);
      return { state };
    }
    // No window (a popup blocker): this window goes to the provider and comes back.
    savePending({ state, verifier, mode: 'redirect' });
    window.location.assign(url);
    return new Promise<{ state: string }>(() => {});
  }),
  resolveReturn: fromPromise<{ outcome: ReturnOutcome }, OAuthReturn>(({ input }) => {
    const key = `${input.state ?? ''}|${input.code ?? ''}|${input.error ?? ''}`;
    let result = resolved.get(key);
    if (!result) {
      result = resolveOnce(input);
      resolved.set(key, result);
    }
    return result;
  }),
  exchangeCode: fromPromise<MessageOutput, { code: string; redirectUri: string }>(({ input }) => {
    let result = exchanged.get(input.code);
    if (!result) {
      result = call(async () => {
        const verifier = readPending()?.verifier;
        // The verifier lives only until the exchange, whatever its outcome (a code works once).
        clearPending();
        if (!verifier) throw { kind: 'http', status: 400 } satisfies ApiFailure;
        // Not cancelled with the actor: a code works once, so a restarted machine shares this one call.
        const answer = await post('constant_contact', {
          token: input.code,
          current_url: input.redirectUri,
          code_verifier: verifier,
        });
        return { message: answer.message };
      });
      exchanged.set(input.code, result);
    }
    return result;
  }),
  saveLists: fromPromise<MessageOutput, { ids: string[] }>(({ input, signal }) =>
    call(async () => ({
      message: (
        await post('constant_contact', { list_ids: listIdsToApi(cache.get('constant_contact'), input.ids) }, signal)
      ).message,
    })),
  ),
  logout: fromPromise<MessageOutput>(({ signal }) =>
    call(async () => ({ message: (await post('constant_contact', { token: '' }, signal)).message })),
  ),
  checkConnection: fromPromise<MessageOutput>(({ signal }) => checkConnection('constant_contact', signal)),
};
