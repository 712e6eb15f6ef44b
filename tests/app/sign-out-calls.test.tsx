import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signOut } from '../../src/app/sign-out';
import { setFaults } from '../../src/mocks/faults';
import { server } from '../../src/mocks/node';
import { DEMO_TOKEN, renderApp } from '../render';

describe('session end', () => {
  it('no screen of the signed-in side calls again after a logout, and nothing answers 401', async () => {
    const anonymous: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (!request.headers.get('Authorization')) anonymous.push(new URL(request.url).pathname);
    });
    const unauthorized: string[] = [];
    server.events.on('response:mocked', ({ request, response }) => {
      if (response.status === 401) unauthorized.push(new URL(request.url).pathname);
    });
    await renderApp('/widget-list', { token: DEMO_TOKEN });
    await screen.findByRole('heading', { level: 1 }, { timeout: 15_000 });
    setFaults({ latencyMs: 400 });
    act(() => signOut('logout'));
    await screen.findByRole('button', { name: 'Sign in' }, { timeout: 15_000 });
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(anonymous.filter((path) => path.startsWith('/api/v1/widget/'))).toEqual([]);
    expect(unauthorized).toEqual([]);
  });
});
