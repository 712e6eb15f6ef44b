import { beforeEach, describe, expect, it } from 'vitest';
import { api } from '../../src/api/client';
import { setToken } from '../../src/api/session';
import { DEMO_TOKEN, PRO_TOKEN } from '../../src/mocks/db';

/** The demo backend applies the forms' own address rule: what a form refuses, the server refuses too. */
describe('the demo backend refuses the addresses the forms refuse', () => {
  beforeEach(() => setToken(DEMO_TOKEN));

  it.each([
    'javascript:alert(document.domain)',
    'https://127.0.0.1:22/',
    'https://169.254.169.254/latest/meta-data/',
    'https://[::1]/',
    'http://hooks.example.com/',
  ])('webhook URL %j: 400, nothing saved', async (url) => {
    const { response } = await api.POST('/api/v1/leadsync/{service}/', {
      params: { path: { service: 'webhook' } },
      body: { token: 'secret', url },
    });
    expect(response.status).toBe(400);
    const { data } = await api.GET('/api/v1/leadsync/{service}/', { params: { path: { service: 'webhook' } } });
    expect(JSON.stringify(data)).not.toContain(url);
  });

  it.each([[''], ['   '], [undefined]])(
    'webhook URL %j with a token: 400 with the field error, nothing saved (#48 item 5)',
    async (url) => {
      setToken(PRO_TOKEN);
      const { response, error } = await api.POST('/api/v1/leadsync/{service}/', {
        params: { path: { service: 'webhook' } },
        body: url === undefined ? { token: 'secret' } : { token: 'secret', url },
      });
      expect(response.status).toBe(400);
      expect(error).toMatchObject({ errors: { url: ['This field is required.'] } });
      const { data } = await api.GET('/api/v1/leadsync/{service}/', { params: { path: { service: 'webhook' } } });
      expect(data?.data.token_set).toBe(false);
    },
  );

  it('webhook URL https://hooks.example.com/leads is saved', async () => {
    const { response } = await api.POST('/api/v1/leadsync/{service}/', {
      params: { path: { service: 'webhook' } },
      body: { token: 'secret', url: 'https://hooks.example.com/leads' },
    });
    expect(response.status).toBe(200);
  });

  it.each(['http://１２７.０.０.０１', 'http://１０.０.０.１０', 'localhost:8080'])(
    'project address %j: 400',
    async (url) => {
      const { response } = await api.POST('/api/v1/project/create/', {
        body: { title: 'Shop', url, domain_type: 'domain', group: null },
      });
      expect(response.status).toBe(400);
    },
  );

  it('competitor 10.0.0.10: 400', async () => {
    const { response } = await api.POST('/api/v1/project/{id}/', {
      params: { path: { id: 1 } },
      body: {
        project_id: 1,
        step: 2,
        se_country: 3,
        se_language: 3,
        searce_engine: 1,
        competetor: ['http://１０.０.０.１０'],
        se_location: 301,
      },
    });
    expect(response.status).toBe(400);
  });
});
