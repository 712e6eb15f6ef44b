import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getDb, PRO_TOKEN } from '../../src/mocks/db';
import { renderApp } from '../render';

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
