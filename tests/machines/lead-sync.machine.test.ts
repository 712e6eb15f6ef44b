import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  apiKeyProviderMachine,
  initialSelection,
  isKeyBlank,
} from '../../machines/leads/lead-sync/api-key-provider.machine';
import {
  buildAuthorizationUrl,
  constantContactMachine,
  isExpectedState,
  type OAuthReturn,
  type ReturnOutcome,
} from '../../machines/leads/lead-sync/constant-contact.machine';
import {
  badgeOf,
  hasChosenList,
  keyFormatHint,
  missingListIds,
  toFailure,
  type ProviderDetails,
  type WebhookDetails,
} from '../../machines/leads/lead-sync/lead-sync.types';
import { canTest, webhookMachine } from '../../machines/leads/lead-sync/webhook.machine';
import { webhookTokenError, webhookUrlError } from '../../machines/leads/lead-sync/webhook.rules';

const profile = { name: 'Dana Demo', email: 'demo@example.com', plan: [] };
const details = (over: Partial<ProviderDetails> = {}): ProviderDetails => ({
  hasAccess: true,
  profile: null,
  lists: [
    { id: 'a', name: 'A' },
    { id: 'b', name: 'B' },
  ],
  listIds: [],
  providerError: null,
  ...over,
});

describe('pure rules', () => {
  it('keyFormatHint: Mailchimp wants 32 hex + data centre; Brevo wants xkeysib-', () => {
    expect(keyFormatHint('mailchimp', '')).toBeNull();
    expect(keyFormatHint('mailchimp', '0123456789abcdef0123456789abcdef-us14')).toBeNull();
    expect(keyFormatHint('mailchimp', '0123456789abcdef0123456789abcdef')).toBe('mailchimp_format');
    expect(keyFormatHint('mailchimp', '0123456789ABCDEF0123456789abcdef-us14')).toBe('mailchimp_format');
    expect(keyFormatHint('sendinblue', 'xkeysib-123')).toBeNull();
    expect(keyFormatHint('sendinblue', 'xsmtpsib-123')).toBe('brevo_prefix');
  });

  it('badgeOf: connected, not connected, needs attention (provider refusal or a missing list)', () => {
    expect(badgeOf(null, null)).toBeNull();
    expect(badgeOf(details({ profile, listIds: [] }), null)).toBe('needs_list');
    expect(badgeOf(details(), null)).toBe('not_connected');
    expect(badgeOf(details({ profile, listIds: ['a'] }), null)).toBe('connected');
    expect(badgeOf(details({ profile, listIds: ['gone'] }), null)).toBe('needs_attention');
    expect(badgeOf(details(), { kind: 'http', status: 400, providerStatus: 401 })).toBe('needs_attention');
    expect(badgeOf(details({ profile }), { kind: 'http', status: 400, providerStatus: 403 })).toBe('needs_attention');
    expect(badgeOf(details(), { kind: 'http', status: 400 })).toBe('not_connected');
    expect(badgeOf(details({ profile, providerError: { status: 401, message: 'revoked' } }), null)).toBe(
      'needs_attention',
    );
  });

  it('hasChosenList: a connected account needs at least one list', () => {
    expect(hasChosenList([])).toBe(false);
    expect(hasChosenList(['a'])).toBe(true);
  });

  it('missingListIds and initialSelection keep only lists that exist', () => {
    expect(missingListIds(details({ listIds: ['a', 'x'] }))).toEqual(['x']);
    expect(initialSelection(details({ listIds: ['a', 'x'] }))).toEqual(['a']);
  });

  it('isKeyBlank / canTest / toFailure', () => {
    expect(isKeyBlank('  ')).toBe(true);
    expect(isKeyBlank(' k ')).toBe(false);
    const hook = { hasAccess: true, url: 'https://h.example.com', tokenSaved: true };
    expect(canTest({ details: hook, dirty: false })).toBe(true);
    expect(canTest({ details: hook, dirty: true })).toBe(false);
    expect(canTest({ details: { ...hook, url: 'javascript:alert(1)' }, dirty: false })).toBe(false);
    expect(canTest({ details: { ...hook, hasAccess: false }, dirty: false })).toBe(false);
    expect(toFailure(new Error('x'))).toEqual({ kind: 'network' });
    expect(toFailure({ kind: 'http', status: 400 })).toEqual({ kind: 'http', status: 400 });
  });

  it('buildAuthorizationUrl carries every parameter of an authorization code + PKCE request', () => {
    const url = new URL(
      buildAuthorizationUrl({
        authorizeUrl: 'https://authz.example.com/authorize',
        clientId: 'client-1',
        redirectUri: 'https://app.example.com/sync-lead/constant_contact',
        state: 'st',
        codeChallenge: 'ch',
      }),
    );
    expect(url.origin + url.pathname).toBe('https://authz.example.com/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'client-1',
      redirect_uri: 'https://app.example.com/sync-lead/constant_contact',
      response_type: 'code',
      scope: 'contact_data offline_access account_read',
      state: 'st',
      code_challenge: 'ch',
      code_challenge_method: 'S256',
    });
  });

  it('isExpectedState accepts only the exact state', () => {
    expect(isExpectedState('abc', 'abc')).toBe(true);
    expect(isExpectedState('abc', 'abd')).toBe(false);
    expect(isExpectedState(null, 'abc')).toBe(false);
    expect(isExpectedState('abc', undefined)).toBe(false);
    expect(isExpectedState('', '')).toBe(false);
  });
});

describe('API-key provider machine', () => {
  const setupActor = (loginResult: () => Promise<{ message?: string }>) => {
    const notifyFailure = vi.fn();
    const notifySuccess = vi.fn();
    const login = vi.fn((_key: string) => loginResult());
    const machine = apiKeyProviderMachine.provide({
      actors: {
        loadDetails: fromPromise(async () => details()),
        login: fromPromise<{ message?: string }, { provider: 'sendinblue' | 'mailchimp'; key: string }>(({ input }) =>
          login(input.key),
        ),
      },
      actions: {
        notifyFailure: (_, params) => notifyFailure(params),
        notifySuccess: (_, params) => notifySuccess(params),
      },
    });
    const actor = createActor(machine, { input: { provider: 'mailchimp' } }).start();
    return { actor, login, notifyFailure, notifySuccess };
  };

  it('Login without a key flags it and sends nothing; typing clears the flag', async () => {
    const { actor, login } = setupActor(async () => ({}));
    await waitFor(actor, (s) => s.matches('loggedOut'));
    actor.send({ type: 'key.login' });
    expect(actor.getSnapshot().matches({ loggedOut: 'invalid' })).toBe(true);
    actor.send({ type: 'key.changed', value: 'k' });
    expect(actor.getSnapshot().matches({ loggedOut: 'editing' })).toBe(true);
    expect(login).not.toHaveBeenCalled();
  });

  it('a refused key keeps what was typed, reports the failure, and a double click sends one request', async () => {
    const { actor, login, notifyFailure } = setupActor(() =>
      Promise.reject({ kind: 'http', status: 400, message: 'Invalid API key.' }),
    );
    await waitFor(actor, (s) => s.matches('loggedOut'));
    actor.send({ type: 'key.changed', value: ' bad-key ' });
    actor.send({ type: 'key.login' });
    actor.send({ type: 'key.login' });
    await waitFor(actor, (s) => s.matches({ loggedOut: 'editing' }) && s.context.lastFailure !== null);
    expect(login).toHaveBeenCalledTimes(1);
    expect(login).toHaveBeenCalledWith('bad-key');
    expect(actor.getSnapshot().context.key).toBe(' bad-key ');
    expect(notifyFailure).toHaveBeenCalledWith({ failure: { kind: 'http', status: 400, message: 'Invalid API key.' } });
  });

  it('saving with no list ticked refuses with "choose a list" and sends nothing; choosing one lets it save', async () => {
    const saveLists = vi.fn(async (_ids: string[]) => ({ message: 'Lists saved successfully' }));
    const notifySuccess = vi.fn();
    const machine = apiKeyProviderMachine.provide({
      actors: {
        loadDetails: fromPromise(async () => details({ profile, listIds: [] })),
        saveLists: fromPromise<{ message?: string }, { provider: 'sendinblue' | 'mailchimp'; ids: string[] }>(
          ({ input }) => saveLists(input.ids),
        ),
      },
      actions: { notifySuccess: (_, params) => notifySuccess(params) },
    });
    const actor = createActor(machine, { input: { provider: 'sendinblue' } }).start();
    await waitFor(actor, (s) => s.matches({ loggedIn: 'idle' }));
    actor.send({ type: 'lists.save' });
    expect(actor.getSnapshot().matches({ loggedIn: 'noList' })).toBe(true);
    actor.send({ type: 'lists.save' });
    expect(actor.getSnapshot().matches({ loggedIn: 'noList' })).toBe(true);
    expect(saveLists).not.toHaveBeenCalled();
    expect(notifySuccess).not.toHaveBeenCalled();
    actor.send({ type: 'lists.changed', ids: ['b'] });
    expect(actor.getSnapshot().matches({ loggedIn: 'idle' })).toBe(true);
    actor.send({ type: 'lists.save' });
    await waitFor(actor, (s) => s.matches({ loggedIn: 'idle' }) && notifySuccess.mock.calls.length === 1);
    expect(saveLists).toHaveBeenCalledWith(['b']);
    expect(actor.getSnapshot().context.details?.listIds).toEqual(['b']);
  });

  it('no access: Login does nothing', async () => {
    const machine = apiKeyProviderMachine.provide({
      actors: { loadDetails: fromPromise(async () => details({ hasAccess: false })) },
    });
    const actor = createActor(machine, { input: { provider: 'sendinblue' } }).start();
    await waitFor(actor, (s) => s.matches('loggedOut'));
    actor.send({ type: 'key.changed', value: 'k' });
    actor.send({ type: 'key.login' });
    expect(actor.getSnapshot().matches('loggedOut')).toBe(true);
  });
});

describe('webhook machine', () => {
  it('Save without a token is blocked; with one it saves and reloads', async () => {
    const saveWebhook = vi.fn(async (_input: { url: string; token: string }) => ({ message: 'Saved' }));
    const machine = webhookMachine.provide({
      actors: {
        loadDetails: fromPromise<WebhookDetails>(async () => ({ hasAccess: true, url: '', tokenSaved: false })),
        saveWebhook: fromPromise<{ message?: string }, { url: string; token: string }>(({ input }) =>
          saveWebhook(input),
        ),
      },
    });
    const actor = createActor(machine).start();
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'webhook.save' });
    expect(actor.getSnapshot().matches({ editing: 'invalid' })).toBe(true);
    actor.send({ type: 'webhook.tokenChanged', value: ' tok ' });
    actor.send({ type: 'webhook.urlChanged', value: 'https://h.example.com' });
    actor.send({ type: 'webhook.save' });
    await waitFor(actor, (s) => s.matches('saved'));
    expect(saveWebhook).toHaveBeenCalledWith({ url: 'https://h.example.com', token: 'tok' });
  });

  it('Save with a token and no URL is blocked as an invalid URL, and nothing is sent (#48 item 5)', async () => {
    const saveWebhook = vi.fn(async (_input: { url: string; token: string }) => ({ message: 'Saved' }));
    const machine = webhookMachine.provide({
      actors: {
        loadDetails: fromPromise<WebhookDetails>(async () => ({ hasAccess: true, url: '', tokenSaved: false })),
        saveWebhook: fromPromise<{ message?: string }, { url: string; token: string }>(({ input }) =>
          saveWebhook(input),
        ),
      },
    });
    const actor = createActor(machine).start();
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'webhook.tokenChanged', value: 'tok' });
    actor.send({ type: 'webhook.urlChanged', value: '   ' });
    actor.send({ type: 'webhook.save' });
    expect(actor.getSnapshot().matches({ editing: 'urlInvalid' })).toBe(true);
    expect(saveWebhook).not.toHaveBeenCalled();
  });
});

describe('a saved webhook token is write-only (issue 43)', () => {
  it('the field starts empty; saving a new address with it empty keeps the token (sends empty), a new one replaces it', async () => {
    const saveWebhook = vi.fn(async (_input: { url: string; token: string }) => ({ message: 'Saved' }));
    const machine = webhookMachine.provide({
      actors: {
        loadDetails: fromPromise<WebhookDetails>(async () => ({
          hasAccess: true,
          url: 'https://old.example.com',
          tokenSaved: true,
        })),
        saveWebhook: fromPromise<{ message?: string }, { url: string; token: string }>(({ input }) =>
          saveWebhook(input),
        ),
      },
    });
    const actor = createActor(machine).start();
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.token).toBe('');
    actor.send({ type: 'webhook.urlChanged', value: 'https://new.example.com' });
    actor.send({ type: 'webhook.save' });
    await waitFor(actor, (s) => s.matches('saved'));
    expect(saveWebhook).toHaveBeenLastCalledWith({ url: 'https://new.example.com', token: '' });
    actor.send({ type: 'webhook.tokenChanged', value: 'fresh' });
    actor.send({ type: 'webhook.save' });
    await waitFor(actor, (s) => s.matches('saved'));
    expect(saveWebhook).toHaveBeenLastCalledWith({ url: 'https://old.example.com', token: 'fresh' });
    // What was typed is saved and never shown again.
    expect(actor.getSnapshot().context.token).toBe('');
  });

  it('an empty token is refused only while none is saved', () => {
    expect(webhookTokenError('', false)).toBe('required');
    expect(webhookTokenError('  ', true)).toBeNull();
    expect(webhookTokenError('t\u0000', true)).not.toBeNull();
  });
});

describe('webhook rules (#48 item 5)', () => {
  it.each([
    ['', 'required'],
    ['  ', 'required'],
    ['http://hooks.example.com/in', 'invalid'],
    ['https://127.0.0.1/in', 'invalid'],
    ['https://hooks.example.com/in', null],
  ])('the URL %j: %s', (url, expected) => {
    expect(webhookUrlError(url)).toBe(expected);
  });
});

describe('Constant Contact machine', () => {
  const start = (returned: { code?: string; state?: string } | null = null) => {
    const exchange = vi.fn(async (_code: string) => ({ message: 'Connected' }));
    const acknowledge = vi.fn();
    const machine = constantContactMachine.provide({
      actors: {
        loadDetails: fromPromise(async () => details()),
        startAuthorization: fromPromise(async () => ({ state: 'expected' })),
        resolveReturn: fromPromise<{ outcome: ReturnOutcome }, OAuthReturn>(async () => ({ outcome: 'refused' })),
        exchangeCode: fromPromise<{ message?: string }, { code: string; redirectUri: string }>(({ input }) =>
          exchange(input.code),
        ),
      },
      actions: { acknowledgeReturn: (_, params) => acknowledge(params) },
    });
    const actor = createActor(machine, {
      input: { redirectUri: 'https://app.example.com/sync-lead/constant_contact', returned },
    }).start();
    return { actor, exchange, acknowledge };
  };

  it('a relayed return with another state is ignored; the expected one is exchanged and acknowledged', async () => {
    const { actor, exchange, acknowledge } = start();
    await waitFor(actor, (s) => s.matches('loggedOut'));
    actor.send({ type: 'cc.connect', target: null });
    await waitFor(actor, (s) => s.matches({ authorizing: 'waiting' }));
    actor.send({ type: 'cc.returned', code: 'c1', state: 'forged' });
    expect(actor.getSnapshot().matches({ authorizing: 'waiting' })).toBe(true);
    actor.send({ type: 'cc.returned', code: 'c1', state: 'expected' });
    await waitFor(actor, (s) => s.matches('loggedOut') || s.matches('loading'));
    expect(exchange).toHaveBeenCalledWith('c1');
    expect(acknowledge).toHaveBeenCalledWith({ state: 'expected' });
  });

  it('a refused return sends nothing and ends logged out', async () => {
    const { actor, exchange } = start({ code: 'c', state: 'forged' });
    await waitFor(actor, (s) => s.matches('loggedOut'));
    expect(exchange).not.toHaveBeenCalled();
  });
});
