import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setToken } from '../../src/api/session';
import { FREE_TOKEN, getDb, PRO_TOKEN } from '../../src/mocks/db';
import { setFaults } from '../../src/mocks/faults';
import { DEMO_TOKEN, renderScreen } from '../render';

const form = () => screen.findByRole('form', { name: 'Page audit' }, { timeout: 15_000 });

describe('page audit form (signed out)', () => {
  it('shows what is wrong with each field and sends nothing', async () => {
    const { user } = await renderScreen('/audit-page', { token: null });
    const audit = await form();
    await user.click(within(audit).getByRole('button', { name: 'Run audit' }));
    expect(within(audit).getByText('Enter the address of the page to audit.')).toBeInTheDocument();
    expect(within(audit).getByText('Enter the keyword the page should rank for.')).toBeInTheDocument();
    await user.type(within(audit).getByRole('textbox', { name: /Page address/ }), 'example.com');
    expect(within(audit).getByText('Start the address with http:// or https://.')).toBeInTheDocument();
    await user.clear(within(audit).getByRole('textbox', { name: /Page address/ }));
    await user.type(within(audit).getByRole('textbox', { name: /Page address/ }), 'https://exa mple.com');
    expect(within(audit).getByText('This is not a valid address. Check the domain name.')).toBeInTheDocument();
    expect(getDb().auditRuns ?? []).toEqual([]);
  });

  it('runs a basic audit with progress and opens the temporary report, which offers to keep it after signing in', async () => {
    // A slower demo backend, so the progress view is there long enough to look at.
    setFaults({ latencyMs: 100, path: '/page/audit/run/' });
    const { user } = await renderScreen('/audit-page', { token: null });
    const audit = await form();
    await user.type(
      within(audit).getByRole('textbox', { name: /Page address/ }),
      'https://www.bakkerij-jansen.nl/brood',
    );
    await user.type(within(audit).getByRole('textbox', { name: /Keyword/ }), 'sourdough bread');
    await user.click(within(audit).getByRole('button', { name: 'Run audit' }));
    expect(await screen.findByRole('progressbar', { name: 'Audit progress' })).toBeInTheDocument();
    expect(
      await screen.findByText(/^\d+% done · (Fetching the page|On-page checks|Technical checks)$/),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Audit report' }, { timeout: 15000 }),
    ).toBeInTheDocument();
    const run = getDb().auditRuns?.[0];
    expect(run?.status).toBe('done');
    expect(window.location.pathname).toBe(`/audit-report/temp/${run?.temp_id}`);
    expect(await screen.findByRole('link', { name: 'https://www.bakkerij-jansen.nl/brood' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    for (const name of ['On-page', 'Technical', 'Content', 'Links', 'Speed'])
      expect(screen.getByRole('heading', { level: 3, name })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to keep this report' })).toHaveAttribute(
      'href',
      `/?next=${encodeURIComponent(`/temp-audit-save/${run?.temp_id}`)}`,
    );
  });

  it('keeps everything typed when the start fails, and shows the server message', async () => {
    const { user } = await renderScreen('/webpage-audit', { token: null });
    const audit = await screen.findByRole('form', { name: 'Page audit' }, { timeout: 15_000 });
    await user.type(within(audit).getByRole('textbox', { name: /Page address/ }), 'https://shop.example.com');
    await user.type(within(audit).getByRole('textbox', { name: /Keyword/ }), 'running shoes');
    setFaults({ kind: 'status', status: 500, path: '/page/audit/run/', times: 1 });
    await user.click(within(audit).getByRole('button', { name: 'Run audit' }));
    expect(await within(audit).findByText('The audit could not finish.')).toBeInTheDocument();
    expect(within(audit).getByRole('textbox', { name: /Page address/ })).toHaveValue('https://shop.example.com');
    expect(within(audit).getByRole('textbox', { name: /Keyword/ })).toHaveValue('running shoes');
  });

  it('cancels a running audit; the form keeps the values', async () => {
    setFaults({ latencyMs: 300, path: '/page/audit/run/' });
    const { user } = await renderScreen('/audit-page', { token: null });
    const audit = await form();
    await user.type(within(audit).getByRole('textbox', { name: /Page address/ }), 'https://www.example.com');
    await user.type(within(audit).getByRole('textbox', { name: /Keyword/ }), 'bread');
    await user.click(within(audit).getByRole('button', { name: 'Run audit' }));
    await user.click(await within(audit).findByRole('button', { name: 'Cancel' }));
    expect(await within(audit).findByRole('button', { name: 'Run audit' })).toBeInTheDocument();
    expect(within(audit).getByRole('textbox', { name: /Keyword/ })).toHaveValue('bread');
  });

  it('opens a sample report from the form page', async () => {
    const { user } = await renderScreen('/audit-page', { token: null });
    await user.click(
      await screen.findByRole('link', { name: /See a sample report: shop\.example\.com/ }, { timeout: 15_000 }),
    );
    expect(
      await screen.findByRole('heading', { name: 'This is a sample report' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Links' })).toBeInTheDocument();
  });
});

describe('advanced audit gating', () => {
  it('signed out: prompts to sign in (back to this page) or try the basic audit', async () => {
    await renderScreen('/advance-audit-page', { token: null });
    const offer = await screen.findByRole('region', { name: 'Advanced audits need an account' }, { timeout: 15_000 });
    expect(within(offer).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/?next=%2Fadvance-audit-page',
    );
    expect(within(offer).getByRole('link', { name: 'Try the basic audit for free' })).toHaveAttribute(
      'href',
      '/audit-page',
    );
  });

  it('free plan: no form, the upgrade hint links to pricing', async () => {
    await renderScreen('/advance-webpage-audit', { token: FREE_TOKEN });
    const offer = await screen.findByRole(
      'region',
      { name: 'Your plan does not include advanced audits' },
      { timeout: 15_000 },
    );
    expect(within(offer).getByRole('link', { name: 'See plans and upgrade' })).toHaveAttribute('href', '/pricing');
    expect(within(offer).getByRole('link', { name: 'Run a basic audit' })).toHaveAttribute('href', '/webpage-audit');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('paid plan: the advanced form runs an advanced audit into the account', async () => {
    const { user } = await renderScreen('/advance-audit-page', { token: PRO_TOKEN });
    const audit = await screen.findByRole('form', { name: 'Advanced page audit' }, { timeout: 15_000 });
    await user.type(
      within(audit).getByRole('textbox', { name: /Page address/ }),
      'https://www.petra-client.nl/diensten',
    );
    await user.type(within(audit).getByRole('textbox', { name: /Keyword/ }), 'seo advies');
    await user.click(within(audit).getByRole('button', { name: 'Run advanced audit' }));
    await waitFor(() => expect(window.location.pathname).toMatch(/^\/audit-report\/\d+$/), { timeout: 15_000 });
    const saved = getDb().audits.at(-1);
    expect([saved?.user_id, saved?.advance_audit, saved?.keyword]).toEqual([3, 1, 'seo advies']);
    expect(await screen.findByRole('heading', { level: 3, name: 'Speed' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getAllByText('How to fix it:').length).toBeGreaterThan(0);
  });
});

describe('keeping a temporary report', () => {
  it('stores it in the signed-in account and opens the saved report; the history lists it', async () => {
    setToken(null);
    const { api } = await import('../../src/api/client');
    const started = await api.POST('/api/v1/page/audit/run/', {
      body: { url: 'https://www.example.org/', keyword: 'bread', advance_audit: 0 },
    });
    let run = started.data;
    while (run?.status === 'running')
      run = (await api.GET('/api/v1/page/audit/run/{run_id}/', { params: { path: { run_id: run.run_id } } })).data;
    await renderScreen(`/temp-audit-save/${run?.temp_id}`, { token: DEMO_TOKEN });
    await waitFor(() => expect(window.location.pathname).toMatch(/^\/audit-report\/\d+$/), { timeout: 15_000 });
    expect(
      await screen.findByRole('link', { name: 'https://www.example.org/' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    const saved = getDb().audits.at(-1);
    expect([saved?.user_id, saved?.url]).toEqual([1, 'https://www.example.org/']);
  });

  it('shows the server message when the temporary report has expired or never existed', async () => {
    await renderScreen('/temp-audit-save/temp-nope', { token: DEMO_TOKEN });
    expect(await screen.findByText(/does not exist or has expired/, {}, { timeout: 15_000 })).toBeInTheDocument();
  });

  it('the SEO analyzer lists the person’s audits', async () => {
    await renderScreen('/seo-analyzer', { token: DEMO_TOKEN });
    const table = await screen.findByRole('table', { name: 'Your audits' }, { timeout: 15_000 });
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    expect(screen.getByRole('form', { name: 'Page audit' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'See plans and upgrade' })).toHaveAttribute('href', '/pricing');
    expect(screen.queryByRole('checkbox', { name: 'Advanced audit (more checks)' })).not.toBeInTheDocument();
  });

  it('the SEO analyzer lets a paid plan choose the advanced audit', async () => {
    const { user } = await renderScreen('/seo-audit', { token: PRO_TOKEN });
    // The choice appears once the plan is known.
    await user.click(
      await screen.findByRole('checkbox', { name: 'Advanced audit (more checks)' }, { timeout: 15_000 }),
    );
    expect(await screen.findByRole('form', { name: 'Advanced page audit' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Run advanced audit' })).toBeInTheDocument();
  });
});
