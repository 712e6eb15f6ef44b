import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../src/mocks/db';
import { setFaults } from '../../src/mocks/faults';
import { loadWidgetLanguage } from '../../src/features/widgets/widget-language';
import { i18next } from '../../src/i18n';
import { DEMO_TOKEN, renderScreen } from '../render';

/** Adds `count` active widgets to the demo user (ids from 100), newest first in the list. */
function addWidgets(count: number) {
  const db = getDb();
  const template = db.widgets.find((widget) => widget.user_id === 1);
  if (!template) throw new Error('no seeded widget');
  for (let i = 0; i < count; i++) {
    db.widgets.push({ ...template, id: 100 + i, name: `Extra widget ${i + 1}`, status: 'active' });
  }
}

const table = () => screen.findByRole('table', { name: 'Widgets' }, { timeout: 15_000 });

describe('widget list', () => {
  it('shows the seeded widgets with type, theme, leads and a link to edit', async () => {
    await renderScreen('/widget-list', { token: DEMO_TOKEN });
    const list = await table();
    const rows = within(list).getAllByRole('row');
    expect(rows).toHaveLength(1 + 7);
    const link = within(list).getByRole('link', { name: 'Homepage audit box' });
    expect(link).toHaveAttribute('href', '/edit-widget/1');
    expect(within(list).queryByText('Old summer bar')).not.toBeInTheDocument();
    expect(within(list).getAllByText('Popup form').length).toBeGreaterThan(0);
    expect(within(list).getByRole('columnheader', { name: 'Leads' })).toHaveStyle({ textAlign: 'end' });
    expect(await screen.findByText('7 of 10 widgets used')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /create widget/i })).toHaveAttribute('href', '/create-widget');
  });

  it('names the themes in the interface language (known codes), the server name otherwise', async () => {
    const db = getDb();
    const unknown = db.widgets.find((widget) => widget.id === 3)!;
    unknown.widget_theme_code = 'slim-neon-glow';
    await renderScreen('/widget-list', { token: DEMO_TOKEN });
    const list = await table();
    expect(within(list).getByText('Classic')).toBeInTheDocument();
    await loadWidgetLanguage('de');
    await act(async () => {
      await i18next.changeLanguage('de');
    });
    expect(within(list).getByText('Klassisch')).toBeInTheDocument();
    expect(within(list).queryByText('Classic')).not.toBeInTheDocument();
    expect(within(list).getByText('Neon glow')).toBeInTheDocument();
  });

  it('shows a 10-row skeleton while the page loads', async () => {
    setFaults({ latencyMs: 300, path: '/widget/list/' });
    await renderScreen('/widget-list', { token: DEMO_TOKEN });
    const skeleton = await screen.findByTestId('widget-list-skeleton');
    expect(within(skeleton).getAllByRole('row', { hidden: true })).toHaveLength(11);
    expect(await table()).toBeInTheDocument();
  });

  it('pages by 20 with the page in the URL', async () => {
    addWidgets(20);
    const { user } = await renderScreen('/widget-list', { token: DEMO_TOKEN });
    const list = await table();
    expect(within(list).getAllByRole('row')).toHaveLength(21);
    expect(screen.getByText('1–20 of 27')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(window.location.search).toBe('?page=2'));
    await waitFor(() =>
      expect(within(screen.getByRole('table', { name: 'Widgets' })).getAllByRole('row')).toHaveLength(8),
    );
    expect(screen.getByText('21–27 of 27')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Homepage audit box' })).toBeInTheDocument();
  });

  it('opens the page given in the URL, and a page past the end shows the last page', async () => {
    addWidgets(20);
    await renderScreen('/widget-list?page=7', { token: DEMO_TOKEN });
    expect(await screen.findByRole('link', { name: 'Homepage audit box' })).toBeInTheDocument();
    await waitFor(() => expect(window.location.search).toBe('?page=2'));
  });

  it('deletes a widget after confirmation, says so in a sentence of the interface language and reloads the list', async () => {
    const { user } = await renderScreen('/widget-list', { token: DEMO_TOKEN });
    await table();
    await user.click(screen.getByRole('button', { name: 'Actions for Blog exit popup' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this widget?' });
    expect(dialog).toHaveTextContent('Blog exit popup');
    await user.click(within(dialog).getByRole('button', { name: 'Delete widget' }));
    expect(await screen.findByText('Deleted.')).toBeInTheDocument();
    expect(screen.queryByText('deleted success')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Blog exit popup' })).not.toBeInTheDocument());
    expect(within(screen.getByRole('table', { name: 'Widgets' })).getAllByRole('row')).toHaveLength(1 + 6);
    expect(getDb().widgets.find((widget) => widget.id === 2)?.status).toBe('deleted');
    expect(await screen.findByText('6 of 10 widgets used')).toBeInTheDocument();
  });

  it('deletes two widgets one after the other (the menu works again after a delete)', async () => {
    const { user } = await renderScreen('/widget-list', { token: DEMO_TOKEN });
    await table();
    for (const name of ['Blog exit popup', 'Pricing page bar']) {
      await user.click(screen.getByRole('button', { name: `Actions for ${name}` }));
      await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
      await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete widget' }));
      await waitFor(() => expect(screen.queryByRole('link', { name })).not.toBeInTheDocument());
    }
    expect(getDb().widgets.filter((widget) => widget.user_id === 1 && widget.status === 'deleted')).toHaveLength(3);
  });

  it('keeps the widget when the confirmation is cancelled', async () => {
    const { user } = await renderScreen('/widget-list', { token: DEMO_TOKEN });
    await table();
    await user.click(screen.getByRole('button', { name: 'Actions for Blog exit popup' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Blog exit popup' })).toBeInTheDocument();
    expect(getDb().widgets.find((widget) => widget.id === 2)?.status).toBe('active');
  });

  it('says "Could not delete." in a danger alert when a delete fails', async () => {
    const { user } = await renderScreen('/widget-list', { token: DEMO_TOKEN });
    await table();
    setFaults({ kind: 'status', status: 500, path: '/widget/delete/', times: 1 });
    await user.click(screen.getByRole('button', { name: 'Actions for Blog exit popup' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete widget' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not delete.');
    expect(screen.getByRole('link', { name: 'Blog exit popup' })).toBeInTheDocument();
  });

  it('lists deleted widgets without edit actions: their menu only restores', async () => {
    const { user } = await renderScreen('/deleted-widget-list', { token: DEMO_TOKEN });
    const list = await screen.findByRole('table', { name: 'Deleted widgets' });
    expect(within(list).getAllByRole('row')).toHaveLength(2);
    expect(within(list).getByText('Old summer bar')).toBeInTheDocument();
    expect(within(list).queryByRole('link')).not.toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'Actions for Old summer bar' }));
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual(['Restore']);
    expect(within(list).getByRole('columnheader', { name: 'Deleted on' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Deleted' })).toHaveAttribute('aria-current', 'page');
  });

  it('offers a retry when the list fails to load', async () => {
    setFaults({ kind: 'status', status: 500, path: '/widget/list/', times: 1 });
    const { user } = await renderScreen('/widget-list', { token: DEMO_TOKEN });
    expect(await screen.findByText('The widgets could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await table()).toBeInTheDocument();
    expect(screen.queryByText('The widgets could not be loaded.')).not.toBeInTheDocument();
  });

  it('says what to do next when there are no widgets', async () => {
    const db = getDb();
    db.widgets = db.widgets.filter((widget) => widget.user_id !== 1);
    await renderScreen('/widget-list', { token: DEMO_TOKEN });
    expect(await screen.findByText('You have no widgets yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create your first widget' })).toHaveAttribute('href', '/create-widget');
  });

  it('says there is nothing deleted yet in an empty deleted view', async () => {
    const db = getDb();
    db.widgets = db.widgets.filter((widget) => widget.status !== 'deleted');
    await renderScreen('/deleted-widget-list', { token: DEMO_TOKEN });
    expect(await screen.findByText('No deleted widgets')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your widgets' })).toHaveAttribute('href', '/widget-list');
  });
});
