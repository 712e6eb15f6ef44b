import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { getDb } from '../../src/mocks/db';
import { DEMO_TOKEN, renderApp } from '../render';
import { resetShell } from './helpers';

beforeEach(() => resetShell());

// A `.stand-in.test.tsx` file: tests/setup.ts does not load the menus' chunks ahead, so each starts as the stand-in
// button. A chunk is loaded once per module registry: each test here reaches for a different menu first.
const isRealTrigger = (button: HTMLElement) => button.getAttribute('data-part') === 'trigger';

describe('the settings menu and the row menus before their chunk has loaded', () => {
  it('a row menu pressed before its chunk arrives opens on arrival, and every row then has the real menu', async () => {
    await renderApp('/my-audits', { token: DEMO_TOKEN });
    const list = await screen.findByRole('table', { name: 'Audits' }, { timeout: 15_000 });
    const audit = getDb().audits.find((item) => item.id === 1);
    const name = `${audit?.url.replace('https://', '')} (#1)`;
    const standIn = within(list).getByRole('button', { name: `Actions for ${name}` });
    expect(isRealTrigger(standIn)).toBe(false);
    expect(standIn).toHaveAttribute('aria-haspopup', 'menu');
    // Only the press: its release and click would land on the real trigger that took the stand-in's place.
    fireEvent.pointerDown(standIn, { button: 0 });
    const remove = await screen.findByRole('menuitem', { name: 'Delete' }, { timeout: 15_000 });
    expect(remove).toBeVisible();
    for (const button of within(list).getAllByRole('button', { name: /^Actions for / }))
      expect(isRealTrigger(button)).toBe(true);
    fireEvent.click(remove);
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this audit?' }, { timeout: 15_000 });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete audit' }));
    expect(await screen.findByText('Deleted.')).toBeInTheDocument();
    expect(getDb().audits.find((item) => item.id === 1)?.status).toBe('deleted');
  });

  it('the settings button keeps the keyboard focus as its menu arrives, and Enter opens it on the first item', async () => {
    const { user } = await renderApp('/billing', { token: DEMO_TOKEN });
    await screen.findByRole('heading', { level: 1 }, { timeout: 15_000 });
    const standIn = screen.getByRole('button', { name: 'Account' });
    expect(isRealTrigger(standIn)).toBe(false);
    standIn.focus();
    // The focus asked for the chunk; the real trigger that replaces the stand-in takes the focus over.
    await waitFor(() => expect(isRealTrigger(screen.getByRole('button', { name: 'Account' }))).toBe(true), {
      timeout: 15_000,
    });
    expect(screen.getByRole('button', { name: 'Account' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('menuitem', { name: 'My profile' })).toHaveAttribute('data-highlighted'),
    );
  });
});
