import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { AUTH_KEY, getToken } from '../../src/api/session';
import { signedInRoutes, signedOutRoutes } from '../../src/app/route-table';
import { isKnownPath } from '../../src/components/known-paths';
import { setFaults } from '../../src/mocks/faults';
import { DEMO_TOKEN, renderApp } from '../render';
import { fillParams, resetShell } from './helpers';

beforeEach(resetShell);

/** The page each route shows, by its English heading (the route table names the component; this checks it is the right one). */
const signedInPages: [path: string, heading: string][] = [
  ['/', 'Dashboard'],
  ['/audit-page', 'Page audit'],
  ['/advance-audit-page', 'Advanced page audit'],
  ['/webpage-audit', 'Webpage audit'],
  ['/advance-webpage-audit', 'Advanced webpage audit'],
  ['/my-audits', 'My audits'],
  ['/my-audits-deleted', 'Deleted audits'],
  ['/my-profile', 'My profile'],
  ['/all-leads', 'All leads'],
  ['/deleted-lead-list', 'Deleted leads'],
  ['/keyword-ranking/1/1', 'Rankings of Bakery Amsterdam'],
  ['/seo-analyzer', 'SEO analyzer'],
  ['/admin-site-list', 'Projects'],
  ['/create-widget', 'Create widget'],
  ['/edit-widget/1', 'Edit widget'],
  ['/widget-list', 'Widgets'],
  ['/deleted-widget-list', 'Deleted widgets'],
  ['/widget-stats/1', 'Widget performance'],
  ['/sync-lead', 'Lead sync'],
  ['/sync-lead/mailchimp', 'Lead sync'],
  ['/create-project', 'Create project'],
  ['/edit-project/1', 'Edit project'],
  ['/edit-engines/1', 'Search engines'],
  ['/edit-keywords/1', 'Keywords'],
  ['/manage-group/1', 'Manage keyword groups'],
  ['/billing', 'Billing'],
  ['/billing/1', 'Invoice 1'],
  ['/billing-details', 'Billing details'],
  ['/email-confirmation', 'E-mail confirmation'],
  ['/audit-report/1', 'Audit report'],
  ['/temp-audit-save/1', 'Save audit'],
  ['/audit-report/temp/1', 'Audit report'],
  ['/lead-report/1', 'Lead report'],
  ['/pricing', 'Pricing'],
  ['/manage-subscription', 'Manage subscription'],
  ['/payment-method/1', 'Payment method'],
  ['/payment/success/1', 'Payment received'],
  ['/payment/cancel/1', 'Payment cancelled'],
  ['/confirm-order/1/1', 'Confirm order'],
  ['/subscribe-form/1', 'Subscribe'],
  ['/on-page', 'On-page'],
  ['/http-status', 'HTTP status'],
  ['/indexing', 'Indexing'],
  ['/canonical', 'Canonical'],
  ['/page-change-monitor', 'Page change monitor'],
  ['/page-change-monitors', 'Page change monitors'],
  ['/add-page', 'Add page'],
  ['/add-pages', 'Add pages'],
  ['/monitoring', 'Monitoring'],
  ['/change-log', 'Change log'],
  ['/setting', 'Settings'],
  ['/seo-audit', 'SEO audit'],
  ['/website-audit/overview/1/1', 'Website audit overview'],
  ['/issue-report/1/1', 'Issue report'],
  ['/crawled-pages/1/1', 'Crawled pages'],
  ['/found-resources/1/1', 'Found resources'],
  ['/found-links/1/1', 'Found links'],
  ['/crawl-comparison/1/1', 'Crawl comparison'],
  ['/website-audit/run-audit', 'Run website audit'],
  ['/shared-report/1', 'Shared report'],
];
const signedOutPages: [path: string, heading: string][] = [
  ['/', 'Rankings, audits and leads in one place'],
  ['/audit-page', 'Page audit'],
  ['/advance-audit-page', 'Advanced page audit'],
  ['/webpage-audit', 'Webpage audit'],
  ['/advance-webpage-audit', 'Advanced webpage audit'],
  ['/audit-report/temp/1', 'Audit report'],
  ['/pricing', 'Pricing'],
  ['/shared-report/1', 'Shared report'],
];

const h1 = () => screen.findByRole('heading', { level: 1 }, { timeout: 15_000 });

describe('signed in: every route of the table (spec part 1 §2)', () => {
  it('has a page for every route of the table', () => {
    expect(signedInPages.map(([path]) => path).sort()).toEqual(
      signedInRoutes.map((route) => fillParams(route.path)).sort(),
    );
  });

  it('knows the first segment of every route (the known-path list the 404 and the sign-in "next" page use)', () => {
    const unknown = [...signedInRoutes, ...signedOutRoutes].filter((route) => !isKnownPath(fillParams(route.path)));
    expect(unknown).toEqual([]);
  });

  it.each(signedInPages)('%s renders %s', async (path, heading) => {
    await renderApp(path, { token: DEMO_TOKEN });
    // A page may show its generic heading until its data names the thing (a project, a report).
    await h1();
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(heading), {
      timeout: 15_000,
    });
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it.each(['/no-such-page', '/widget-lists', '/audit-report/temp/1/extra', '/edit-widget'])(
    '%s shows not-found',
    async (path) => {
      await renderApp(path, { token: DEMO_TOKEN });
      expect(await h1()).toHaveTextContent('Page not found');
    },
  );
});

describe('signed out (spec part 1 §2)', () => {
  it('has a page for every route of the table', () => {
    expect(signedOutPages.map(([path]) => path).sort()).toEqual(
      signedOutRoutes.map((route) => fillParams(route.path)).sort(),
    );
  });

  it.each(signedOutPages)('%s renders %s', async (path, heading) => {
    await renderApp(path, { token: null });
    expect(await h1()).toHaveTextContent(heading);
    expect(screen.getByRole('link', { name: 'Try it free' })).toBeInTheDocument();
  });

  it.each(['/widget-list', '/no-such-page', '/my-profile', '/admin-site-list'])('%s shows not-found', async (path) => {
    await renderApp(path, { token: null });
    expect(await h1()).toHaveTextContent('Page not found');
  });
});

describe('sign-in state', () => {
  it('stores a login-token from the address when signed out, and removes it (history replaced)', async () => {
    const { takeLoginToken } = await import('../../src/app/bootstrap');
    localStorage.removeItem(AUTH_KEY);
    window.history.replaceState(null, '', '/?login-token=abc&keep=1#x');
    const length = window.history.length;
    expect(takeLoginToken()).toEqual({ link: 'abc', session: null, adopted: true });
    expect(JSON.parse(localStorage.getItem(AUTH_KEY) ?? '')).toEqual({ auth_token: 'abc' });
    expect(window.location.search).toBe('?keep=1');
    expect(window.location.hash).toBe('#x');
    expect(window.history.length).toBe(length);
  });

  it('keeps the session a login-token would replace until the person says so (issue 43)', async () => {
    const { takeLoginToken } = await import('../../src/app/bootstrap');
    localStorage.setItem(AUTH_KEY, JSON.stringify({ auth_token: DEMO_TOKEN }));
    window.history.replaceState(null, '', '/my-profile?login-token=someone-else');
    expect(takeLoginToken()).toEqual({ link: 'someone-else', session: DEMO_TOKEN, adopted: false });
    expect(getToken()).toBe(DEMO_TOKEN);
    expect(window.location.search).toBe('');
  });

  it('a 401 from any call signs the person out to / with a message, and signing in again returns to the page', async () => {
    setFaults({ kind: 'unauthorized', path: '/api/v1/account/', times: 1 });
    const { user } = await renderApp('/billing', { token: DEMO_TOKEN });
    expect(await screen.findByText(/Your session has ended/, undefined, { timeout: 15_000 })).toBeInTheDocument();
    expect(getToken()).toBeNull();
    expect(window.location.pathname).toBe('/');
    await user.type(screen.getByLabelText(/^Email/), 'demo@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(window.location.pathname).toBe('/billing'), { timeout: 15_000 });
    expect(await h1()).toHaveTextContent('Billing');
  });

  it('an unknown token is rejected by the backend and lands on the sign-in page', async () => {
    await renderApp('/admin-site-list', { token: 'abc' });
    expect(await screen.findByRole('button', { name: 'Sign in' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(getToken()).toBeNull();
  });
});
