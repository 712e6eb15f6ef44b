import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../src/mocks/db';
import { addNotification } from '../../src/mocks/handlers/notifications.handlers';
import { DEMO_TOKEN, renderApp } from '../render';

const bell = (count: number) => screen.findByRole('button', { name: `Notifications (${count} unread)` });

describe('header notifications', () => {
  it('shows the unread count, opens the panel on the first click and marks entries as read', async () => {
    const { user } = await renderApp('/widget-list', { token: DEMO_TOKEN });
    await user.click(await bell(2));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    const entries = await within(panel).findAllByTestId('notification');
    expect(entries).toHaveLength(4);
    // Newest first: the trial notice is today's (7 days before the trial ends), the rankings were updated yesterday.
    expect(entries[0]).toHaveTextContent('Your free trial ends in 7 days.');
    expect(entries[1]).toHaveTextContent('Rankings of Bakery Amsterdam were updated.');
    expect(within(panel).getByRole('link', { name: 'Your free trial ends in 7 days.' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    expect(within(panel).getByText('Unread: 2')).toBeInTheDocument();
    await user.click(within(entries[0]!).getByRole('button', { name: 'Mark as read' }));
    await waitFor(() => expect(within(panel).getByText('Unread: 1')).toBeInTheDocument());
    expect(getDb().notifications.find((item) => item.id === 1)?.read).toBe(true);
    await user.click(within(panel).getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(within(panel).getByText('Unread: 0')).toBeInTheDocument());
    expect(getDb().notifications.filter((item) => item.user_id === 1 && !item.read)).toEqual([]);
    await user.keyboard('{Escape}');
    expect(await bell(0)).toHaveFocus();
  });

  it('announces a notification that arrives later as a toast, not the ones already there', async () => {
    const { user } = await renderApp('/widget-list', { token: DEMO_TOKEN });
    await bell(2);
    expect(screen.queryByText('Your free trial ends in 7 days.')).not.toBeInTheDocument();
    addNotification(1, 'success', 'Three new leads arrived.', '/all-leads');
    // A screen change asks for news.
    await user.click(screen.getAllByRole('link', { name: /dashboard|projects/i })[0]!);
    expect(await screen.findByText('Three new leads arrived.')).toBeInTheDocument();
    expect(await bell(3)).toBeInTheDocument();
  });
});

describe('overview strip on /', () => {
  it('shows the key figures, each linking to its screen', async () => {
    await renderApp('/', { token: DEMO_TOKEN });
    const strip = await screen.findByRole('region', { name: 'Overview' });
    await waitFor(() => expect(within(strip).getByTestId('overview-project_count')).toHaveTextContent('5'));
    expect(within(strip).getByTestId('overview-widget_count')).toHaveTextContent('7');
    expect(within(strip).getByRole('link', { name: '5 Projects' })).toHaveAttribute('href', '/admin-site-list');
    expect(within(strip).getByRole('link', { name: '7 Active widgets' })).toHaveAttribute('href', '/widget-list');
    expect(within(strip).getByRole('link', { name: /Leads this week$/ })).toHaveAttribute('href', '/all-leads');
    expect(within(strip).getByRole('link', { name: /Audits$/ })).toHaveAttribute('href', '/my-audits');
  });

  it('is not on /admin-site-list', async () => {
    await renderApp('/admin-site-list', { token: DEMO_TOKEN });
    await screen.findByRole('heading', { level: 1 });
    await screen.findAllByRole('table');
    expect(screen.queryByRole('region', { name: 'Overview' })).not.toBeInTheDocument();
  });
});
