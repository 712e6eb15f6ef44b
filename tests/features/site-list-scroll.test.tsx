import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { resetDb, setLargeSeed } from '../../src/mocks/db';
import { DEMO_TOKEN, renderApp } from '../render';

/**
 * Issue 15, performance: while the 1,000-project list scrolls, its rows show plain figures and a
 * look-alike menu button instead of a tooltip and a menu each; when the scrolling stops, the real
 * ones are back. A keyboard user's focus in the table keeps the rows as they are.
 */
const ungrouped = () => screen.findByRole('table', { name: 'Ungrouped projects' }, { timeout: 15_000 });
const menus = (table: HTMLElement) => within(table).queryAllByRole('button', { name: /^Actions for / });
const scrollerOf = (table: HTMLElement) => table.parentElement as HTMLElement;

afterEach(() => {
  setLargeSeed(false);
  resetDb();
});

describe('the long project list while it scrolls', () => {
  it('stands plain rows in during the scroll and brings the menus and tooltips back after it', async () => {
    setLargeSeed(true);
    resetDb();
    await renderApp('/admin-site-list', { token: DEMO_TOKEN });
    const table = await ungrouped();
    const before = menus(table).length;
    expect(before).toBeGreaterThan(5);
    expect(within(table).getAllByRole('button', { name: / keywords in the top 5 for / }).length).toBeGreaterThan(0);

    scrollerOf(table).scrollTop = 600;
    fireEvent.scroll(scrollerOf(table));
    expect(menus(table)).toHaveLength(0);
    expect(within(table).queryAllByRole('button', { name: / keywords in the top 5 for / })).toHaveLength(0);

    // The rows now in view (a few more above them than at the top) each have their menu again.
    await waitFor(() => expect(menus(table).length).toBeGreaterThan(before));
    expect(within(table).getAllByRole('button', { name: / keywords in the top 5 for / }).length).toBeGreaterThan(0);
  });

  it('keeps the rows whole while the focus is in the table', async () => {
    setLargeSeed(true);
    resetDb();
    await renderApp('/admin-site-list', { token: DEMO_TOKEN });
    const table = await ungrouped();
    const menu = menus(table)[0];
    if (!menu) throw new Error('no row menu');
    act(() => menu.focus());
    const before = menus(table).length;

    scrollerOf(table).scrollTop = 30;
    fireEvent.scroll(scrollerOf(table));
    expect(menus(table)).toHaveLength(before);
    expect(menu).toHaveFocus();
  });
});
