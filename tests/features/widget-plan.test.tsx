import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getDb, FREE_TOKEN } from '../../src/mocks/db';
import { renderScreen } from '../render';

/** A widget for the free account (user 2), copied from a seeded one. */
function giveFreeUserAWidget() {
  const db = getDb();
  const template = db.widgets.find((widget) => widget.user_id === 1)!;
  db.widgets.push({ ...template, id: 500, user_id: 2, name: 'Frank’s popup', status: 'active' });
}

describe('one promise per plan (free@example.com)', { timeout: 40_000 }, () => {
  it('Pricing promises the Free plan one widget, and the counter and the editor agree', async () => {
    await renderScreen('/pricing', { token: FREE_TOKEN });
    const free = await screen.findByTestId('plan-free', {}, { timeout: 15_000 });
    expect(within(free).getByText('1 lead widget')).toBeInTheDocument();
    expect(within(free).getByText('1 project')).toBeInTheDocument();
  });

  it('the free account may design its one widget: 0 of 1 used, the editor open', async () => {
    await renderScreen('/create-widget', { token: FREE_TOKEN });
    expect(await screen.findByText('0 of 1 widgets used', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect((await screen.findAllByRole('button', { name: 'Save' }, { timeout: 15_000 })).length).toBe(2);
    expect(screen.queryByText('All widgets of your plan are in use')).not.toBeInTheDocument();
  });

  it('with its widget in use, the editor says so before anything is designed, with the way to upgrade', async () => {
    giveFreeUserAWidget();
    await renderScreen('/create-widget', { token: FREE_TOKEN });
    expect(await screen.findByText('All widgets of your plan are in use', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(
      screen.getByText('1 of 1 widgets are in use. Delete a widget or upgrade your plan to create another.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the plans' })).toHaveAttribute('href', '/pricing');
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Fields' })).not.toBeInTheDocument();
  });

  it('a plan without widgets says so in the editor, not at Save', async () => {
    getDb().users.find((user) => user.id === 2)!.widget_total = 0;
    await renderScreen('/create-widget', { token: FREE_TOKEN });
    expect(await screen.findByText('Your plan does not include widgets', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the plans' })).toHaveAttribute('href', '/pricing');
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('editing an existing widget is never gated', async () => {
    giveFreeUserAWidget();
    await renderScreen('/edit-widget/500', { token: FREE_TOKEN });
    expect((await screen.findAllByRole('button', { name: 'Update' }, { timeout: 15_000 })).length).toBe(2);
  });
});
