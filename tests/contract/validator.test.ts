import { describe, expect, it } from 'vitest';
import { HttpResponse, http as mswHttp } from 'msw';
import { api } from '../../src/api/client';
import { setToken } from '../../src/api/session';
import { DEMO_TOKEN } from '../../src/mocks/db';
import { server } from '../../src/mocks/node';
import { findOperation, validateRequest, validateResponse } from './openapi-validator';
import { takeViolations } from './violations';

describe('the openapi.yaml validator', () => {
  it('matches concrete URLs to templated paths, literal paths first', () => {
    expect(findOperation('POST', 'http://localhost:3000/api/v1/project/create/')?.operationId).toBe('createProject');
    expect(findOperation('POST', '/api/v1/project/12/')?.operationId).toBe('updateProjectStep');
    expect(findOperation('GET', '/api/v1/widget/list/?page=2')?.operationId).toBe('listWidgets');
    expect(findOperation('GET', '/api/v1/widget/7/')?.operationId).toBe('getWidget');
    expect(findOperation('GET', '/api/v1/nothing/')).toBeUndefined();
  });

  it('reports a request body that breaks its schema', () => {
    expect(
      validateRequest('POST', '/api/v1/user/rest-auth/token/login/', { email: 'demo@example.com', password: 'x' }),
    ).toEqual([]);
    expect(validateRequest('POST', '/api/v1/user/rest-auth/token/login/', { email: 'not-an-email' })).not.toEqual([]);
    expect(validateRequest('GET', '/api/v1/top-project-keyword/1/?top=7&lang=en', undefined).join()).toMatch(
      /query top/,
    );
  });

  it('reports a response that breaks its schema, and checks undeclared errors against ErrorBody', () => {
    expect(
      validateResponse('GET', '/api/v1/dashboard/', 200, 'application/json', { data: { project_count: 1 } }),
    ).not.toEqual([]);
    expect(validateResponse('GET', '/api/v1/dashboard/', 503, 'application/json', { message: 'down' })).toEqual([]);
    expect(validateResponse('GET', '/api/v1/dashboard/', 503, 'application/json', { message: 5 })).not.toEqual([]);
    expect(validateResponse('GET', '/api/v1/dashboard/', 204, 'application/json', undefined)).not.toEqual([]);
  });

  it('catches a handler whose answer breaks the contract, in any test (the setup listeners)', async () => {
    // A deliberately broken answer: counters as strings, one missing.
    server.use(
      mswHttp.get('*/api/v1/dashboard/', () =>
        HttpResponse.json({ data: { project_count: '5', widget_count: 1, lead_count: 2 } }),
      ),
    );
    setToken(DEMO_TOKEN);
    const { response } = await api.GET('/api/v1/dashboard/');
    expect(response.status).toBe(200);
    const found = await takeViolations();
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^getDashboard 200: .*project_count must be integer/);
    expect(found[0]).toMatch(/must have required property 'audit_count'/);
  });

  it('catches a request the client sends that breaks the contract', async () => {
    setToken(DEMO_TOKEN);
    // A wrong body on purpose (cast: the types would not allow it).
    await api.POST('/api/v1/project/group/create/', { body: { group_name: '' } as never });
    const found = await takeViolations();
    expect(found.some((problem) => problem.startsWith('createProjectGroup request:'))).toBe(true);
  });
});
