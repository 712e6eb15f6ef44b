import { persistDb } from '../db';
import { http } from '../http';
import { badRequest, isObject, jsonBody, notFound, restricted, unauthorized, userOf } from './common';
import type { LeadSyncService } from '../model';
import type { S } from '../types';

const SERVICES: LeadSyncService[] = ['webhook', 'sendinblue', 'mailchimp', 'constant_contact'];
const isService = (value: unknown): value is LeadSyncService => SERVICES.includes(value as LeadSyncService);

/** What a provider answers once a key or OAuth code is accepted. */
function connected(service: LeadSyncService, token: string, user: { first_name: string; last_name: string; email: string }): S['LeadSync'] {
  const lists = ['Website leads', 'Newsletter', 'Customers'];
  switch (service) {
    case 'sendinblue':
      return {
        has_access: true, token, list_ids: [],
        profile: { firstName: user.first_name, lastName: user.last_name, email: user.email, plan: [{ type: 'free', credits: 300 }] },
        lists: { lists: lists.map((name, index) => ({ id: index + 2, name })) },
      };
    case 'constant_contact':
      return {
        has_access: true, token: `cc-oauth-${token.slice(0, 8)}`, list_ids: [],
        profile: { first_name: user.first_name, last_name: user.last_name, contact_email: user.email },
        lists: { lists: lists.map((name, index) => ({ list_id: `0f3b9c2e-${index}`, name })) },
      };
    default:
      return {
        has_access: true, token, list_ids: [],
        profile: { first_name: user.first_name, last_name: user.last_name, email: user.email },
        lists: { lists: lists.map((name, index) => ({ id: `mc${index + 1}`, name })) },
      };
  }
}

export const leadSyncHandlers = [
  http.get('/api/v1/leadsync/{service}/', ({ request, params, response }) => {
    const user = userOf(request);
    if (!user) return unauthorized();
    if (!isService(params.service)) return notFound('Unknown lead sync service.');
    return response(200).json({ data: user.leadsync[params.service] });
  }),

  http.post('/api/v1/leadsync/{service}/', async ({ request, params, response }) => {
    const user = userOf(request);
    if (!user) return unauthorized();
    const service = params.service;
    if (!isService(service)) return notFound('Unknown lead sync service.');
    const state = user.leadsync[service];
    if (!state.has_access) return restricted('Lead sync is not part of your plan.');
    const body = await jsonBody<unknown>(request);
    if (!isObject(body)) return badRequest('Invalid request body.');
    const off: S['LeadSync'] = { has_access: true, token: '', profile: null, list_ids: [], lists: { lists: [] } };

    if (service === 'webhook') {
      if (typeof body.token !== 'string') return badRequest('Token is required.', { token: ['This field is required.'] });
      if (!body.token && body.url === undefined) {
        user.leadsync.webhook = { ...off, url: '' };
        persistDb();
        return response(200).json({ message: 'Webhook removed' });
      }
      if (!body.token) return badRequest('Token is required.', { token: ['This field is required.'] });
      user.leadsync.webhook = { ...off, token: body.token, url: typeof body.url === 'string' ? body.url : '' };
      persistDb();
      return response(200).json({ message: 'Webhook saved successfully' });
    }
    if (Array.isArray(body.list_ids)) {
      if (!state.token) return badRequest('Log in to the provider first.');
      const known = state.lists.lists.map((list) => list.id ?? list.list_id);
      const unknown = body.list_ids.filter((id) => !known.includes(id as string | number));
      if (unknown.length) return badRequest('Unknown list.', { list_ids: [`Unknown list: ${unknown.join(', ')}`] });
      state.list_ids = body.list_ids as (string | number)[];
      persistDb();
      return response(200).json({ message: 'Lists saved successfully' });
    }
    if (typeof body.token !== 'string') return badRequest('Token is required.', { token: ['This field is required.'] });
    if (body.token === '') {
      user.leadsync[service] = off;
      persistDb();
      return response(200).json({ message: 'Logged out successfully' });
    }
    if (body.token === 'invalid') {
      return badRequest(service === 'constant_contact' ? 'The authorization code is invalid or expired.' : 'Invalid API key. Check the key and try again.', { token: ['Invalid key.'] });
    }
    if (service === 'constant_contact' && typeof body.current_url !== 'string') return badRequest('current_url is required for the code exchange.', { current_url: ['This field is required.'] });
    user.leadsync[service] = connected(service, body.token, user);
    persistDb();
    return response(200).json({ message: 'Logged in successfully' });
  }),
];
