import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { AUTH_KEY, getToken } from '../../src/api/session';
import { signedInRoutes, signedOutRoutes } from '../../src/app/route-table';
import { setFaults } from '../../src/mocks/faults';
import { DEMO_TOKEN, renderApp } from '../render';
import { fillParams, resetShell } from './helpers';

beforeEach(resetShell);

const h1 = () => screen.findByRole('heading', { level: 1 }, { timeout: 8000 });

describe('signed in: every route of the table (spec part 1 §2)', () => {
  it.each(signedInRoutes.map((route) => [fillParams(route.path), route.page]))('%s renders its page heading', async (path) => {
    await renderApp(path, { token: DEMO_TOKEN });
    const heading = await h1();
    expect(heading).not.toHaveTextContent('Page not found');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it.each(['/no-such-page', '/widget-lists', '/audit-report/temp/1/extra', '/edit-widget'])('%s shows not-found', async (path) => {
    await renderApp(path, { token: DEMO_TOKEN });
    expect(await h1()).toHaveTextContent('Page not found');
  });
});

describe('signed out (spec part 1 §2)', () => {
  it.each(signedOutRoutes.map((route) => [fillParams(route.path), route.page]))('%s renders its page heading', async (path) => {
    await renderApp(path, { token: null });
    expect(await h1()).not.toHaveTextContent('Page not found');
    expect(screen.getByRole('link', { name: 'Try it free' })).toBeInTheDocument();
  });

  it.each(['/widget-list', '/no-such-page', '/my-profile', '/admin-site-list'])('%s shows not-found', async (path) => {
    await renderApp(path, { token: null });
    expect(await h1()).toHaveTextContent('Page not found');
  });
});

describe('sign-in state', () => {
  it('stores a login-token from the address and removes it (history replaced)', async () => {
    const { consumeLoginToken } = await import('../../src/app/bootstrap');
    window.history.replaceState(null, '', '/?login-token=abc&keep=1#x');
    const length = window.history.length;
    expect(consumeLoginToken()).toBe(true);
    expect(JSON.parse(localStorage.getItem(AUTH_KEY) ?? '')).toEqual({ auth_token: 'abc' });
    expect(window.location.search).toBe('?keep=1');
    expect(window.location.hash).toBe('#x');
    expect(window.history.length).toBe(length);
  });

  it('a 401 from any call signs the person out to / with a message, and signing in again returns to the page', async () => {
    setFaults({ kind: 'unauthorized', path: '/api/v1/account/', times: 1 });
    const { user } = await renderApp('/billing', { token: DEMO_TOKEN });
    expect(await screen.findByText(/Your session has ended/, undefined, { timeout: 8000 })).toBeInTheDocument();
    expect(getToken()).toBeNull();
    expect(window.location.pathname).toBe('/');
    await user.type(screen.getByLabelText(/^Email/), 'demo@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(window.location.pathname).toBe('/billing'), { timeout: 8000 });
    expect(await h1()).toHaveTextContent('Billing');
  });

  it('an unknown token is rejected by the backend and lands on the sign-in page', async () => {
    await renderApp('/admin-site-list', { token: 'abc' });
    expect(await screen.findByRole('button', { name: 'Sign in' }, { timeout: 8000 })).toBeInTheDocument();
    expect(getToken()).toBeNull();
  });
});
