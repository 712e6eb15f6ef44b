import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getDb, PRO_TOKEN } from '../../src/mocks/db';
import { setFaults } from '../../src/mocks/faults';
import { renderApp, renderScreen } from '../render';

/** /billing says what the invoice PDF says (issue 48): the country by its name, each invoice by its number. */
describe('the billing page', () => {
  it('names the country, and lists each invoice by the number its PDF carries', async () => {
    await renderApp('/billing', { token: PRO_TOKEN });
    const info = await screen.findByRole('region', { name: 'Billing information' }, { timeout: 15_000 });
    // pro@ is billed in the Netherlands (NL in the store).
    expect(getDb().users.find((user) => user.email === 'pro@example.com')?.billing.country).toBe('NL');
    expect(within(info).getByText('Netherlands')).toBeInTheDocument();
    expect(within(info).queryByText('NL')).toBeNull();
    const table = screen.getByRole('table', { name: 'Invoices' });
    const latest = within(table).getAllByRole('row')[1]!;
    expect(within(latest).getByRole('link', { name: /^Open invoice INV-\d{4}-\d{4}$/ })).toHaveTextContent(
      /^INV-\d{4}-\d{4}$/,
    );
    expect(within(latest).queryByText(/^#\d+$/)).toBeNull();
  });
});

/** Billing's failures look like every other load failure: what could not load, why, and a way to try again. */
describe('billing data that could not load', () => {
  it("says what, in the server's words, and loads on Try again", async () => {
    setFaults({ kind: 'status', status: 500, path: '/account/billing/', times: 1 });
    const { user } = await renderScreen('/billing', { token: PRO_TOKEN });
    const box = await screen.findByRole('alert', {}, { timeout: 15_000 });
    expect(box).toHaveTextContent('The billing information could not be loaded.');
    expect(box).toHaveTextContent('Internal server error.');
    await user.click(within(box).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Invoices' })).toBeInTheDocument();
  });

  it('the plans, when the network is lost: what to try, then the plans', async () => {
    setFaults({ kind: 'network', path: '/plans/', times: 1 });
    const { user } = await renderApp('/pricing', { token: PRO_TOKEN });
    const box = await screen.findByRole('alert', {}, { timeout: 15_000 });
    expect(box).toHaveTextContent('The plans could not be loaded.');
    expect(box).toHaveTextContent('Check your connection and try again.');
    await user.click(within(box).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Plans' })).toBeInTheDocument();
  });
});
