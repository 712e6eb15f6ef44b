import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getToken, setToken } from '../../src/api/session';
import { signOut } from '../../src/app/sign-out';
import { clientState } from '../../src/components/client-state/client-state';
import { claimDrafts, keepDraft, takeDraft } from '../../src/components/drafts/kept-drafts';
import { returnAddress } from '../../src/components/return-address';
import { safeNextPath } from '../../src/components/known-paths';
import { DEMO_TOKEN, getDb } from '../../src/mocks/db';
import { setFaults } from '../../src/mocks/faults';
import { renderScreen } from '../render';

vi.setConfig({ testTimeout: 60_000 });
const LOAD = { timeout: 10_000 };

/** Everything in browser storage, as one string: a secret must appear nowhere in it. */
const allStorage = () =>
  [localStorage, sessionStorage].map((store) => Object.values({ ...store }).join('\n')).join('\n');

async function signInAgain(user: UserEvent, email: string, back: string) {
  await waitFor(() => expect(getToken()).toBeNull());
  await user.type(await screen.findByLabelText(/^email/i, {}, LOAD), email);
  await user.type(screen.getByLabelText(/^password/i), 'demo1234');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  await waitFor(() => expect(window.location.pathname).toBe(back), LOAD);
}

describe('kept drafts: the store', () => {
  it('keeps plain values in session storage and secrets only in memory, and gives them back once', () => {
    keepDraft('profile', { first_name: 'Daphne', password: 'S3cret-pass!' }, ['password']);
    expect(allStorage()).toContain('Daphne');
    expect(allStorage()).not.toContain('S3cret-pass!');
    expect(takeDraft('profile')).toEqual({ first_name: 'Daphne', password: 'S3cret-pass!' });
    expect(takeDraft('profile')).toBeNull();
  });

  it('forgets what was kept for another account when someone else signs in', () => {
    setToken(DEMO_TOKEN);
    signOut('expired');
    keepDraft('billing-details', { values: { name: 'Dana' } });
    sessionStorage.setItem('draft:owner', 'demo@example.com');
    claimDrafts('pro@example.com');
    expect(takeDraft('billing-details')).toBeNull();
    keepDraft('billing-details', { values: { name: 'Dana' } });
    sessionStorage.setItem('draft:owner', 'demo@example.com');
    claimDrafts(' Demo@Example.com ');
    expect(takeDraft('billing-details')).toEqual({ values: { name: 'Dana' } });
  });
});

describe('the return address after signing in never carries demo-* parameters', () => {
  it('drops them from the page an expired session comes back to', () => {
    setToken(DEMO_TOKEN);
    window.history.replaceState(
      null,
      '',
      '/create-project?demo-fault=401&demo-fault-path=/project/create/&demo-fault-times=1&tab=2',
    );
    signOut('expired');
    expect(new URLSearchParams(window.location.search).get('next')).toBe('/create-project?tab=2');
  });

  it.each([
    ['/create-project?demo-fault=401&demo-latency=900', '/create-project'],
    ['/all-leads?page=2&Demo-Fault-Times=3', '/all-leads?page=2'],
    ['//evil.example/x', '/'],
    ['https://evil.example/', '/'],
    ['/\\evil.example', '/'],
  ])('next=%s is followed as %s', (next, expected) => {
    expect(safeNextPath(next) ?? '/').toBe(expected);
  });

  it('keeps the other parameters in their order', () => {
    expect(returnAddress('/lead-list', '?page=2&demo-fault=500&sort=date')).toBe('/lead-list?page=2&sort=date');
  });
});

describe('nothing typed is lost across an expired sign-in', () => {
  it('profile: names come back, the new password too (from memory, never written to storage)', async () => {
    const { user } = await renderScreen('/my-profile', { token: DEMO_TOKEN });
    const first = await screen.findByRole('textbox', { name: /first name/i }, LOAD);
    await waitFor(() => expect(first).toHaveValue('Dana'));
    await user.clear(first);
    await user.type(first, 'Daphne');
    await user.type(screen.getByLabelText('New password'), 'Longer-Pass1');
    await user.type(screen.getByLabelText('Repeat new password'), 'Longer-Pass1');
    setFaults({ kind: 'unauthorized', path: '/account/profile/update/', times: 1 });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(getToken()).toBeNull());
    expect(allStorage()).toContain('Daphne');
    expect(allStorage()).not.toContain('Longer-Pass1');
    await signInAgain(user, 'demo@example.com', '/my-profile');
    await waitFor(() => expect(screen.getByRole('textbox', { name: /first name/i })).toHaveValue('Daphne'), LOAD);
    expect(screen.getByLabelText('New password')).toHaveValue('Longer-Pass1');
    expect(screen.getByLabelText('Repeat new password')).toHaveValue('Longer-Pass1');
  });

  it('billing details: every typed field comes back', async () => {
    const { user } = await renderScreen('/billing-details', { token: DEMO_TOKEN });
    const company = await screen.findByRole('textbox', { name: /^Company/ }, LOAD);
    await user.clear(company);
    await user.type(company, 'Kept Bakery BV');
    await user.type(screen.getByRole('textbox', { name: /^Note on the invoice/ }), 'PO 4711');
    setFaults({ kind: 'unauthorized', path: '/account/billing/update/', times: 1 });
    await user.click(screen.getByRole('button', { name: 'Save billing details' }));
    await signInAgain(user, 'demo@example.com', '/billing-details');
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Company/ })).toHaveValue('Kept Bakery BV'), LOAD);
    expect(screen.getByRole('textbox', { name: /^Note on the invoice/ })).toHaveValue('PO 4711');
    expect(getDb().users[0]!.billing.company_name).not.toBe('Kept Bakery BV');
  });

  it('SMTP: the settings come back, the password from memory only', async () => {
    const { user } = await renderScreen('/setting', { token: DEMO_TOKEN });
    const form = await screen.findByRole('form', { name: 'SMTP settings' }, LOAD);
    const host = within(form).getByRole('textbox', { name: /SMTP host/ });
    await user.clear(host);
    await user.type(host, 'smtp.kept.example');
    const port = within(form).getByRole('textbox', { name: /Port/ });
    await user.clear(port);
    await user.type(port, '587');
    const userName = within(form).getByRole('textbox', { name: /User name/ });
    await user.clear(userName);
    await user.type(userName, 'demo@example.com');
    await user.type(within(form).getByLabelText('Password'), 'smtp-S3cret');
    setFaults({ kind: 'unauthorized', path: '/verify-smtp/', times: 1 });
    await user.click(within(form).getByRole('button', { name: 'Verify and save' }));
    await waitFor(() => expect(getToken()).toBeNull());
    expect(allStorage()).not.toContain('smtp-S3cret');
    await signInAgain(user, 'demo@example.com', '/setting');
    const again = await screen.findByRole('form', { name: 'SMTP settings' }, LOAD);
    await waitFor(() =>
      expect(within(again).getByRole('textbox', { name: /SMTP host/ })).toHaveValue('smtp.kept.example'),
    );
    expect(within(again).getByLabelText('Password')).toHaveValue('smtp-S3cret');
  });

  it('webhook: address and token come back (the token from memory only)', async () => {
    const { user } = await renderScreen('/sync-lead/webhook', { token: DEMO_TOKEN });
    const token = await screen.findByLabelText(/Token/, {}, LOAD);
    await waitFor(() => expect(token).toHaveAccessibleDescription(/A token is saved/));
    await user.type(token, 'whk_kept_token');
    const url = screen.getByLabelText(/URL/);
    await user.clear(url);
    await user.type(url, 'https://hooks.kept.example/in');
    setFaults({ kind: 'unauthorized', path: '/leadsync/webhook/', method: 'POST', times: 1 });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(getToken()).toBeNull());
    expect(allStorage()).toContain('https://hooks.kept.example/in');
    expect(allStorage()).not.toContain('whk_kept_token');
    await signInAgain(user, 'demo@example.com', '/sync-lead/webhook');
    await waitFor(() => expect(screen.getByLabelText(/URL/)).toHaveValue('https://hooks.kept.example/in'), LOAD);
    expect(screen.getByLabelText(/Token/)).toHaveValue('whk_kept_token');
  });

  it('someone else signing in gets none of it', async () => {
    const { user } = await renderScreen('/create-project', { token: DEMO_TOKEN });
    await user.type(await screen.findByRole('textbox', { name: /Project title/ }, LOAD), 'Dana only');
    // The account is known (its e-mail names who typed this).
    await waitFor(() => expect(clientState.get().account?.email).toBe('demo@example.com'), LOAD);
    setFaults({ kind: 'unauthorized', path: '/project/create/', times: 1 });
    await user.type(screen.getByRole('textbox', { name: /Website address/ }), 'dana.example.com');
    await user.click(screen.getByRole('button', { name: 'Create project' }));
    await signInAgain(user, 'pro@example.com', '/create-project');
    expect(getToken()).not.toBe(DEMO_TOKEN);
    expect(await screen.findByRole('textbox', { name: /Project title/ }, LOAD)).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /Website address/ })).toHaveValue('');
  });
});
