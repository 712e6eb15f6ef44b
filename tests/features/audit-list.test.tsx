import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../src/mocks/db';
import { setFaults } from '../../src/mocks/faults';
import { DEMO_TOKEN, renderScreen } from '../render';

const table = () => screen.findByRole('table', { name: 'Audits' }, { timeout: 15_000 });

describe('audit list', () => {
  it('shows URL, keyword, type, score and date, 20 a page, and the deleted count on its tab', async () => {
    await renderScreen('/my-audits', { token: DEMO_TOKEN });
    const list = await table();
    expect(within(list).getAllByRole('row')).toHaveLength(21);
    for (const name of ['URL', 'Keyword', 'Type', 'Score', 'Date'])
      expect(within(list).getByRole('columnheader', { name })).toBeInTheDocument();
    expect(screen.getByText('231 audits')).toBeInTheDocument();
    expect(within(list).getAllByText(/^(Basic|Advanced)$/).length).toBe(20);
    // Whole numbers, the overall score each report shows (audit 3: 87).
    const third = within(list).getByRole('link', { name: 'www.craft-beer.be' }).closest('tr')!;
    expect(within(third).getByText('87')).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Audit lists' });
    expect(await within(tabs).findByRole('link', { name: 'Deleted (29)' })).toHaveAttribute(
      'href',
      '/my-audits-deleted',
    );
  });

  it('deletes one audit from its row menu after confirmation; the deleted count follows', async () => {
    const { user } = await renderScreen('/my-audits', { token: DEMO_TOKEN });
    const list = await table();
    const audit = getDb().audits.find((item) => item.id === 1);
    const name = `${audit?.url.replace('https://', '')} (#1)`;
    await user.click(within(list).getByRole('button', { name: `Actions for ${name}` }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this audit?' });
    expect(dialog).toHaveTextContent(`The audit of ${name} moves to the deleted audits.`);
    await user.click(within(dialog).getByRole('button', { name: 'Delete audit' }));
    expect(await screen.findByText('Deleted.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Deleted (30)' })).toBeInTheDocument();
    expect(getDb().audits.find((item) => item.id === 1)?.status).toBe('deleted');
  });

  it('selects a whole page and deletes it; the page is refilled from the next one', async () => {
    const { user } = await renderScreen('/my-audits', { token: DEMO_TOKEN });
    const list = await table();
    await user.click(within(list).getByRole('checkbox', { name: 'Select all rows on this page' }));
    expect(screen.getByText('20 selected')).toBeInTheDocument();
    await user.click(within(list).getByRole('checkbox', { name: 'Select all rows on this page' }));
    expect(screen.queryByText('20 selected')).not.toBeInTheDocument();
    await user.click(within(list).getByRole('checkbox', { name: 'Select all rows on this page' }));
    await user.click(screen.getByRole('button', { name: 'Delete 20 items' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Delete 20 audits?' })).getByRole('button', {
        name: 'Delete 20 audits',
      }),
    );
    expect(await screen.findByText('211 audits')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Audits' })).getAllByRole('row')).toHaveLength(21);
  });

  it('a 500 on delete shows the server message and deletes nothing', async () => {
    const { user } = await renderScreen('/my-audits', { token: DEMO_TOKEN });
    const list = await table();
    await user.click(within(list).getAllByRole('checkbox')[1] as HTMLElement);
    setFaults({ kind: 'status', status: 500, path: '/audit/delete/' });
    await user.click(screen.getByRole('button', { name: 'Delete 1 item' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete audit' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(getDb().audits.filter((audit) => audit.status === 'deleted')).toHaveLength(29);
    expect(screen.getByText('1 selected')).toBeInTheDocument();
  });

  it('a network error on the list shows the load-failed box', async () => {
    setFaults({ kind: 'network', path: '/audit/list/' });
    await renderScreen('/my-audits-deleted', { token: DEMO_TOKEN });
    expect(await screen.findByText('The list could not be loaded.')).toBeInTheDocument();
  });

  it('a page past the end shows the last page', async () => {
    await renderScreen('/my-audits-deleted?page=9', { token: DEMO_TOKEN });
    expect(await screen.findByRole('table', { name: 'Deleted audits' })).toBeInTheDocument();
    await waitFor(() => expect(window.location.search).toBe('?page=2'));
    expect(await screen.findByText('21–29 of 29')).toBeInTheDocument();
  });
});
