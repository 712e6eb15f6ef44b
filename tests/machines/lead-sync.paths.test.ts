import { describe, expect, it } from 'vitest';
import type { AnyEventObject, AnyStateMachine } from 'xstate';
import { apiKeyProviderMachine } from '../../machines/leads/lead-sync/api-key-provider.machine';
import { constantContactMachine } from '../../machines/leads/lead-sync/constant-contact.machine';
import type { ProviderDetails, WebhookDetails } from '../../machines/leads/lead-sync/lead-sync.types';
import { webhookMachine } from '../../machines/leads/lead-sync/webhook.machine';
import {
  describePath,
  done,
  fail,
  replay,
  shortestPaths,
  untakenTransitions,
  unreachedStates,
  type Path,
} from './lead-sync-graph';

const profile = { name: 'Dana Demo', email: 'demo@example.com', plan: [] };
const connected: ProviderDetails = {
  hasAccess: true,
  profile,
  lists: [{ id: 'a', name: 'A' }],
  listIds: ['a'],
  providerError: null,
};
const loggedOut: ProviderDetails = { hasAccess: true, profile: null, lists: [], listIds: [], providerError: null };
const noAccess: ProviderDetails = { ...loggedOut, hasAccess: false };
const hook: WebhookDetails = { hasAccess: true, url: 'https://hooks.example.com/x', tokenSaved: true };
const http500 = { kind: 'http', status: 500, message: 'Internal server error.' };

interface Model {
  name: string;
  machine: AnyStateMachine;
  inputs: unknown[];
  events: AnyEventObject[];
  /** invoke id -> actor slot */
  slots: Record<string, string>;
  minStates: number;
}

const models: Model[] = [
  {
    name: 'API-key provider',
    machine: apiKeyProviderMachine,
    inputs: [{ provider: 'mailchimp' }],
    slots: {
      loadDetails: 'loadDetails',
      login: 'login',
      saveLists: 'saveLists',
      logout: 'logout',
      checkConnection: 'checkConnection',
    },
    minStates: 8,
    events: [
      done('loadDetails', connected),
      done('loadDetails', loggedOut),
      done('loadDetails', noAccess),
      fail('loadDetails', http500),
      done('login', { message: 'Logged in' }),
      fail('login', { kind: 'http', status: 400, message: 'Invalid API key.' }),
      done('saveLists', { message: 'Saved' }),
      fail('saveLists', { kind: 'network' }),
      done('logout', { message: 'Logged out' }),
      fail('logout', http500),
      done('checkConnection', { message: 'Mailchimp answered' }),
      fail('checkConnection', { kind: 'http', status: 400, message: 'Key refused' }),
      { type: 'provider.check' },
      { type: 'provider.logoutConfirmed' },
      { type: 'provider.logoutCancelled' },
      { type: 'key.changed', value: '' },
      { type: 'key.changed', value: 'key' },
      { type: 'key.login' },
      { type: 'lists.changed', ids: [] },
      { type: 'lists.save' },
      { type: 'provider.logout' },
      { type: 'provider.retry' },
    ],
  },
  {
    name: 'webhook',
    machine: webhookMachine,
    inputs: [undefined],
    slots: {
      loadDetails: 'loadDetails',
      reloadDetails: 'loadDetails',
      saveWebhook: 'saveWebhook',
      testWebhook: 'testWebhook',
    },
    minStates: 9,
    events: [
      done('loadDetails', hook),
      done('loadDetails', { ...hook, hasAccess: false }),
      done('loadDetails', { ...hook, tokenSaved: false }),
      fail('loadDetails', http500),
      done('saveWebhook', { message: 'Saved' }),
      fail('saveWebhook', http500),
      done('reloadDetails', hook),
      done('reloadDetails', { ...hook, tokenSaved: false }),
      done('reloadDetails', { ...hook, url: '' }),
      fail('reloadDetails', { kind: 'network' }),
      done('testWebhook', { statusCode: 200, elapsedMs: 120, message: 'ok' }),
      fail('testWebhook', { kind: 'http', status: 502, message: 'Bad gateway' }),
      { type: 'webhook.tokenChanged', value: '' },
      { type: 'webhook.tokenChanged', value: 't2' },
      { type: 'webhook.urlChanged', value: 'https://b.example.com' },
      { type: 'webhook.urlChanged', value: 'http://169.254.169.254/latest/meta-data/' },
      { type: 'webhook.save' },
      { type: 'webhook.test' },
      { type: 'webhook.retry' },
    ],
  },
  {
    name: 'Constant Contact',
    machine: constantContactMachine,
    inputs: [
      { redirectUri: 'https://app.example.com/sync-lead/constant_contact', returned: null },
      { redirectUri: 'https://app.example.com/sync-lead/constant_contact', returned: { code: 'c', state: 's1' } },
    ],
    slots: {
      resolveReturn: 'resolveReturn',
      loadDetails: 'loadDetails',
      startAuthorization: 'startAuthorization',
      exchangeCode: 'exchangeCode',
      saveLists: 'saveLists',
      logout: 'logout',
      checkConnection: 'checkConnection',
    },
    minStates: 11,
    events: [
      done('resolveReturn', { outcome: 'exchange' }),
      done('resolveReturn', { outcome: 'relayed' }),
      done('resolveReturn', { outcome: 'refused' }),
      done('resolveReturn', { outcome: 'denied' }),
      fail('resolveReturn', new Error('storage unavailable')),
      done('loadDetails', connected),
      done('loadDetails', loggedOut),
      fail('loadDetails', http500),
      done('startAuthorization', { state: 's1' }),
      fail('startAuthorization', new Error('no crypto')),
      done('exchangeCode', { message: 'Connected' }),
      fail('exchangeCode', { kind: 'http', status: 400, message: 'invalid_grant' }),
      done('saveLists', { message: 'Saved' }),
      fail('saveLists', http500),
      done('logout', { message: 'Logged out' }),
      fail('logout', http500),
      done('checkConnection', { message: 'Constant Contact answered' }),
      fail('checkConnection', { kind: 'network' }),
      { type: 'provider.check' },
      { type: 'provider.logoutConfirmed' },
      { type: 'provider.logoutCancelled' },
      { type: 'cc.connect', target: null },
      { type: 'cc.returned', code: 'c', state: 's1' },
      { type: 'cc.returned', state: 's1', error: 'access_denied' },
      { type: 'cc.returned', code: 'c', state: 'forged' },
      { type: 'cc.cancel' },
      { type: 'lists.changed', ids: [] },
      { type: 'lists.save' },
      { type: 'provider.logout' },
      { type: 'provider.retry' },
    ],
  },
];

describe.each(models)('$name machine (xstate/graph)', ({ machine, inputs, events, slots, minStates }) => {
  const pathsByInput = inputs.map((input) => ({ input, paths: shortestPaths(machine, events, input) }));
  const all: Path[] = pathsByInput.flatMap(({ paths }) => paths);

  it('reaches every state node', () => {
    expect(unreachedStates(machine, all)).toEqual([]);
    expect(new Set(all.map((path) => JSON.stringify(path.state.value))).size).toBeGreaterThanOrEqual(minStates);
  });

  it('takes every transition (each guard branch) from some reached snapshot', () => {
    expect(untakenTransitions(machine, all, events)).toEqual([]);
  });

  it('every shortest path replays on a live actor with faked actors', async () => {
    for (const { input, paths } of pathsByInput) {
      for (const path of paths) {
        await replay(machine, path, slots, input).catch((error: unknown) => {
          throw new Error(`${describePath(path)}: ${(error as Error).message}`);
        });
      }
    }
  });
});
