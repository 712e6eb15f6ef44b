import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { formatExpiry } from '../../src/app/layout/plan-notice';
import { FREE_TOKEN, getDb, PRO_TOKEN } from '../../src/mocks/db';
import { setFaults } from '../../src/mocks/faults';
import { initI18n } from '../../src/i18n';
import { DEMO_TOKEN, renderApp } from '../render';
import { resetShell } from './helpers';

beforeEach(resetShell);

const page = () => screen.findByRole('heading', { level: 1 }, { timeout: 15_000 });

describe('plan notice banner (spec part 1 §2)', () => {
  it('free trial: plan name, expiry date in the active language and an upgrade link to /pricing', async () => {
    await renderApp('/billing', { token: DEMO_TOKEN });
    const banner = await screen.findByRole('region', { name: 'Your plan' }, { timeout: 15_000 });
    const demo = getDb().users.find((user) => user.email === 'demo@example.com');
    const date = formatExpiry(demo?.expired_at ?? null, 'en');
    expect(date).toBeTruthy();
    expect(banner).toHaveTextContent('free trial');
    expect(banner).toHaveTextContent(date ?? '');
    expect(within(banner).getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/pricing');
  });

  it('names the plans the app knows in the active language, with an info icon (not a spinner-like one)', async () => {
    await renderApp('/billing', { token: DEMO_TOKEN });
    await act(() => initI18n('de'));
    const banner = await screen.findByRole('region', { name: 'Ihr Tarif' }, { timeout: 15_000 });
    expect(banner).toHaveTextContent('Sie nutzen den Tarif „kostenlose Testphase“ bis zum');
    expect(banner).not.toHaveTextContent('free trial');
    expect(banner.querySelector('svg[data-icon="info"]')).not.toBeNull();
  });

  it('free: an upgrade prompt', async () => {
    await renderApp('/billing', { token: FREE_TOKEN });
    const banner = await screen.findByRole('region', { name: 'Your plan' }, { timeout: 15_000 });
    expect(banner).toHaveTextContent('You are on the free plan');
    expect(within(banner).getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/pricing');
  });

  it('other plans: nothing', async () => {
    await renderApp('/billing', { token: PRO_TOKEN });
    await page();
    await screen.findByRole('button', { name: 'Account' });
    await waitFor(() => expect(within(screen.getByRole('banner')).getByText('Petra Pro')).toBeInTheDocument());
    expect(screen.queryByRole('region', { name: 'Your plan' })).not.toBeInTheDocument();
  });

  it('keeps its place, hidden from everyone, until a new device has the account, and gives it up on a failure', async () => {
    setFaults({ kind: 'status', status: 500, path: '/api/v1/account/', latencyMs: 2000 });
    await renderApp('/billing', { token: PRO_TOKEN });
    const topBar = await screen.findByTestId('top-bar', {}, { timeout: 15_000 });
    const placeholder = within(topBar).getByRole('region', { hidden: true });
    expect(placeholder).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('region', { name: 'Your plan' })).not.toBeInTheDocument();
    await waitFor(() => expect(within(topBar).queryByRole('region', { hidden: true })).not.toBeInTheDocument(), {
      timeout: 15_000,
    });
  });

  it('formats the expiry with Intl in the given language', () => {
    // A calendar day is that day everywhere; a moment is the reader's day (the clock suites move the zone).
    expect(formatExpiry('2026-03-05', 'de')).toBe('5. März 2026');
    const moment = '2026-03-05T10:00:00Z';
    expect(formatExpiry(moment, 'de')).toBe(
      new Intl.DateTimeFormat('de', { dateStyle: 'long' }).format(Date.parse(moment)),
    );
    expect(formatExpiry(null, 'en')).toBeNull();
    expect(formatExpiry('not a date', 'en')).toBeNull();
  });
});
