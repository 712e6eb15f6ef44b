import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getToken } from '../../src/api/session';
import { getDb } from '../../src/mocks/db';
import { setFaults } from '../../src/mocks/faults';
import { DEMO_TOKEN, renderApp, renderScreen } from '../render';

/*
 * Issue 23, "Act on it, and undo": the three deleted views restore a row (row menu) or the ticked rows (selection
 * bar), and the "Deleted." alert's Undo brings a row back on the same page. The seeded demo account has 7 of 10
 * widgets active and "Old summer bar" (id 8) deleted; leads 1–3 are the newest active, 43 leads are deleted.
 */

const appAlert = () => screen.findByTestId('app-alert', {}, { timeout: 15000 });
const alertSays = async (text: string) => waitFor(async () => expect(await appAlert()).toHaveTextContent(text));
const leadName = (id: number) => {
  const lead = getDb().leads.find((item) => item.id === id);
  return lead?.name && lead.email ? `${lead.name} (${lead.email})` : lead?.name || lead?.email || `#${id}`;
};

describe('restore: widgets', () => {
  it('restores a deleted widget from its row menu; it is back in the list and counted in the quota', async () => {
    const { user } = await renderApp('/deleted-widget-list', { token: DEMO_TOKEN });
    const list = await screen.findByRole('table', { name: 'Deleted widgets' }, { timeout: 15000 });
    await user.click(within(list).getByRole('button', { name: 'Actions for Old summer bar' }));
    expect(screen.queryByRole('menuitem', { name: 'Edit' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('menuitem', { name: 'Restore' }));
    await alertSays('Restored.');
    expect(await screen.findByText('No deleted widgets')).toBeInTheDocument();
    expect(getDb().widgets.find((widget) => widget.id === 8)?.status).toBe('active');
    expect(await screen.findByText('8 of 10 widgets used')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Widgets' }));
    expect(await screen.findByRole('link', { name: 'Old summer bar' }, { timeout: 15000 })).toHaveAttribute(
      'href',
      '/edit-widget/8',
    );
    // The first test of the file also loads the app's chunks cold.
  }, 40_000);

  it('restores the ticked widgets together from the selection bar', async () => {
    getDb().widgets.find((widget) => widget.id === 2)!.status = 'deleted';
    const { user } = await renderScreen('/deleted-widget-list', { token: DEMO_TOKEN });
    const list = await screen.findByRole('table', { name: 'Deleted widgets' }, { timeout: 15000 });
    await user.click(within(list).getByRole('checkbox', { name: 'Select Old summer bar' }));
    await user.click(within(list).getByRole('checkbox', { name: 'Select Blog exit popup' }));
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Restore 2 items' }));
    await alertSays('Restored.');
    expect(await screen.findByText('No deleted widgets')).toBeInTheDocument();
    expect(
      getDb()
        .widgets.filter((widget) => [2, 8].includes(widget.id))
        .map((widget) => widget.status),
    ).toEqual(['active', 'active']);
  });

  it('a plan with no room left says so, and the widget stays deleted', async () => {
    getDb().users.find((user) => user.id === 1)!.widget_total = 7;
    const { user } = await renderScreen('/deleted-widget-list', { token: DEMO_TOKEN });
    const list = await screen.findByRole('table', { name: 'Deleted widgets' }, { timeout: 15000 });
    await user.click(within(list).getByRole('button', { name: 'Actions for Old summer bar' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Restore' }));
    await alertSays("Your plan's 7 widgets are all in use. Delete one or upgrade to restore this one.");
    expect(within(list).getByText('Old summer bar')).toBeInTheDocument();
    expect(getDb().widgets.find((widget) => widget.id === 8)?.status).toBe('deleted');
  });

  it('a widget another tab restored already: says so and the list shows it gone, no duplicate', async () => {
    const { user } = await renderScreen('/deleted-widget-list', { token: DEMO_TOKEN });
    const list = await screen.findByRole('table', { name: 'Deleted widgets' }, { timeout: 15000 });
    getDb().widgets.find((widget) => widget.id === 8)!.status = 'active';
    await user.click(within(list).getByRole('button', { name: 'Actions for Old summer bar' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Restore' }));
    await alertSays('This widget is already active.');
    expect(await screen.findByText('No deleted widgets')).toBeInTheDocument();
    expect(getDb().widgets.filter((widget) => widget.name === 'Old summer bar')).toHaveLength(1);
  });

  it('Undo in the "Deleted." alert brings the widget back on the same page', async () => {
    const { user } = await renderScreen('/widget-list', { token: DEMO_TOKEN });
    await screen.findByRole('table', { name: 'Widgets' }, { timeout: 15000 });
    await user.click(screen.getByRole('button', { name: 'Actions for Blog exit popup' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete widget' }));
    await alertSays('Deleted.');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Blog exit popup' })).not.toBeInTheDocument());
    expect(await screen.findByText('6 of 10 widgets used')).toBeInTheDocument();
    await user.click(within(await appAlert()).getByRole('button', { name: 'Undo' }));
    await alertSays('Restored.');
    expect(await screen.findByRole('link', { name: 'Blog exit popup' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/widget-list');
    expect(getDb().widgets.find((widget) => widget.id === 2)?.status).toBe('active');
    expect(await screen.findByText('7 of 10 widgets used')).toBeInTheDocument();
  });
});

describe('restore: leads', () => {
  it('restores a deleted lead from its row menu; the deleted count drops by one', async () => {
    const { user } = await renderScreen('/deleted-lead-list', { token: DEMO_TOKEN });
    const list = await screen.findByRole('table', { name: 'Deleted leads' }, { timeout: 15000 });
    expect(screen.getByText('43 leads')).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: `Actions for ${leadName(4)}` }));
    await user.click(await screen.findByRole('menuitem', { name: 'Restore' }));
    await alertSays('Restored.');
    expect(await screen.findByText('42 leads')).toBeInTheDocument();
    expect(getDb().leads.find((lead) => lead.id === 4)?.status).toBe('active');
  });

  it('restores the ticked leads together; the active list has them again', async () => {
    const { user } = await renderScreen('/deleted-lead-list', { token: DEMO_TOKEN });
    const list = await screen.findByRole('table', { name: 'Deleted leads' }, { timeout: 15000 });
    const boxes = within(list).getAllByRole('checkbox');
    await user.click(boxes[1] as HTMLElement);
    await user.click(boxes[2] as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'Restore 2 items' }));
    await alertSays('Restored.');
    expect(await screen.findByText('41 leads')).toBeInTheDocument();
    expect(screen.queryByText('2 selected')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Active' }));
    expect(await screen.findByText('299 leads', {}, { timeout: 15000 })).toBeInTheDocument();
  });

  it('a lead already restored in another tab: says so, and the list refreshes', async () => {
    const { user } = await renderScreen('/deleted-lead-list', { token: DEMO_TOKEN });
    const list = await screen.findByRole('table', { name: 'Deleted leads' }, { timeout: 15000 });
    getDb().leads.find((lead) => lead.id === 4)!.status = 'active';
    await user.click(within(list).getByRole('button', { name: `Actions for ${leadName(4)}` }));
    await user.click(await screen.findByRole('menuitem', { name: 'Restore' }));
    await alertSays('This lead is already active.');
    expect(await screen.findByText('42 leads')).toBeInTheDocument();
  });

  it('Undo in the "Deleted." alert brings the lead back without leaving the list', async () => {
    const { user } = await renderScreen('/all-leads', { token: DEMO_TOKEN });
    const list = await screen.findByRole('table', { name: 'Leads' }, { timeout: 15000 });
    await user.click(within(list).getByRole('button', { name: `Actions for ${leadName(1)}` }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete lead' }));
    expect(await screen.findByText('296 leads')).toBeInTheDocument();
    const undo = within(await appAlert()).getByRole('button', { name: 'Undo' });
    // Keyboard: the Undo button takes the focus and Enter presses it.
    undo.focus();
    await user.keyboard('{Enter}');
    await alertSays('Restored.');
    expect(await screen.findByText('297 leads')).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: `Actions for ${leadName(1)}` }, { timeout: 15000 }),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/all-leads');
    expect(getDb().leads.find((lead) => lead.id === 1)?.status).toBe('active');
  });
});

describe('restore: audits (the same kit)', () => {
  it('restores one audit from its row menu and two from the selection bar', async () => {
    const deleted = () => getDb().audits.filter((audit) => audit.user_id === 1 && audit.status === 'deleted').length;
    const before = deleted();
    const { user } = await renderScreen('/my-audits-deleted', { token: DEMO_TOKEN });
    const list = await screen.findByRole('table', { name: 'Deleted audits' }, { timeout: 15000 });
    const menus = within(list).getAllByRole('button', { name: /^Actions for / });
    await user.click(menus[0] as HTMLElement);
    await user.click(await screen.findByRole('menuitem', { name: 'Restore' }));
    await alertSays('Restored.');
    await waitFor(() => expect(deleted()).toBe(before - 1));
    const boxes = within(await screen.findByRole('table', { name: 'Deleted audits' })).getAllByRole('checkbox');
    await user.click(boxes[1] as HTMLElement);
    await user.click(boxes[2] as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'Restore 2 items' }));
    await waitFor(() => expect(deleted()).toBe(before - 3));
    expect(await screen.findByRole('link', { name: `Deleted (${before - 3})` })).toBeInTheDocument();
  });
});

describe('restore and undo: faults (§8)', () => {
  it.each([
    ['500', { kind: 'status', status: 500 }, 'Internal server error.'],
    ['network loss', { kind: 'network' }, 'Something went wrong. Please try again.'],
    ['restrict_error', { kind: 'restrict' }, 'Your plan does not include this feature.'],
  ] as const)('%s on a restore shows %#: the message, and the row stays to try again', async (_, fault, message) => {
    const { user } = await renderScreen('/deleted-lead-list', { token: DEMO_TOKEN });
    const list = await screen.findByRole('table', { name: 'Deleted leads' }, { timeout: 15000 });
    await user.click(within(list).getAllByRole('checkbox')[1] as HTMLElement);
    setFaults({ ...fault, path: '/lead/restore/', times: 1 });
    await user.click(screen.getByRole('button', { name: 'Restore 1 item' }));
    await alertSays(message);
    expect(screen.getByText('1 selected')).toBeInTheDocument();
    expect(screen.getByText('43 leads')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Restore 1 item' }));
    await alertSays('Restored.');
    expect(await screen.findByText('42 leads')).toBeInTheDocument();
  });

  it('a slow restore: a second press meanwhile restores nothing twice, then the list says so', async () => {
    const { user } = await renderScreen('/deleted-lead-list', { token: DEMO_TOKEN });
    const list = await screen.findByRole('table', { name: 'Deleted leads' }, { timeout: 15000 });
    await user.click(within(list).getAllByRole('checkbox')[1] as HTMLElement);
    setFaults({ latencyMs: 800, path: '/lead/restore/', times: 1 });
    const restore = screen.getByRole('button', { name: 'Restore 1 item' });
    await user.click(restore);
    await user.click(restore);
    await alertSays('Restored.');
    expect(await screen.findByText('42 leads', {}, { timeout: 15_000 })).toBeInTheDocument();
  });

  it('a 500 on Undo says so and leaves the list usable', async () => {
    const { user } = await renderScreen('/widget-list', { token: DEMO_TOKEN });
    await screen.findByRole('table', { name: 'Widgets' }, { timeout: 15000 });
    await user.click(screen.getByRole('button', { name: 'Actions for Blog exit popup' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete widget' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Blog exit popup' })).not.toBeInTheDocument());
    setFaults({ kind: 'status', status: 500, path: '/widget/restore/', times: 1 });
    await user.click(within(await appAlert()).getByRole('button', { name: 'Undo' }));
    await alertSays('Internal server error.');
    expect(getDb().widgets.find((widget) => widget.id === 2)?.status).toBe('deleted');
    await user.click(screen.getByRole('button', { name: 'Actions for Pricing page bar' }));
    expect(await screen.findByRole('menuitem', { name: 'Delete' })).toBeInTheDocument();
  });

  it('a 401 on a restore signs out, to come back to the same list after signing in', async () => {
    const { user } = await renderScreen('/deleted-widget-list', { token: DEMO_TOKEN });
    const list = await screen.findByRole('table', { name: 'Deleted widgets' }, { timeout: 15000 });
    setFaults({ kind: 'unauthorized', path: '/widget/restore/', times: 1 });
    await user.click(within(list).getByRole('button', { name: 'Actions for Old summer bar' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Restore' }));
    await waitFor(() => expect(getToken()).toBeNull());
    expect(await screen.findByRole('button', { name: 'Sign in' }, { timeout: 15000 })).toBeInTheDocument();
    expect(new URLSearchParams(window.location.search).get('next')).toBe('/deleted-widget-list');
    expect(getDb().widgets.find((widget) => widget.id === 8)?.status).toBe('deleted');
  });
});
