import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../src/mocks/db';
import { server } from '../../src/mocks/node';
import { DEMO_TOKEN, renderScreen } from '../render';

const LOAD = { timeout: 15_000 };

/** One version's card: its figures (share, views, leads, conversion) as shown. */
async function card(label: string) {
  const heading = await screen.findByRole('heading', { level: 3, name: new RegExp(`^${label} · `) }, LOAD);
  const box = heading.closest('section')!;
  return {
    box,
    figures: () =>
      within(box)
        .getAllByRole('definition')
        .map((item) => item.textContent),
  };
}

/** The split test calls a page made, by method and path. */
function splitCalls() {
  const calls: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const { pathname } = new URL(request.url);
    if (pathname.includes('/split/')) calls.push(`${request.method} ${pathname}`);
  });
  return calls;
}

describe("a widget's split test (/widget-stats/:id, issue 47)", { timeout: 40_000 }, () => {
  it('shows the versions side by side, the clear leader and how sure, from the widget list', async () => {
    const { user } = await renderScreen('/widget-list', { token: DEMO_TOKEN });
    // The list marks the widgets that run a test; their variants are no rows of their own.
    const table = await screen.findByRole('table', { name: 'Widgets' }, LOAD);
    const row = (name: string) => within(table).getByRole('link', { name }).closest('tr')!;
    expect(within(row('Blog exit popup')).getByText('Split test')).toBeInTheDocument();
    expect(within(row('Homepage audit box')).queryByText('Split test')).toBeNull();
    expect(within(table).queryByText('Blog exit popup (B)')).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Actions for Blog exit popup' }, LOAD));
    await user.click(await screen.findByRole('menuitem', { name: 'Widget performance' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Split test' }, LOAD)).toBeInTheDocument();
    expect(await screen.findByTestId('split-verdict', {}, LOAD)).toHaveTextContent(
      'B is the clear leader: 99.7% sure that it converts better than the next best.',
    );
    expect(screen.getByText(/^Compared since Apr 30, 2026, when the newest version joined\./)).toBeInTheDocument();
    const a = await card('A');
    expect(within(a.box).getByRole('heading', { level: 3 })).toHaveTextContent('A · Original');
    expect(a.figures()).toEqual(['50%', '2,622', '5', '0.2%']);
    const b = await card('B');
    expect(b.figures()).toEqual(['50%', '2,515', '19', '0.8%']);
    expect(within(b.box).getByText('Leading')).toBeInTheDocument();
    expect(within(a.box).queryByText('Leading')).toBeNull();
    // 19/2,515 against 5/2,622: 3.96 times the rate.
    expect(within(b.box).getByText('Against A: +296.2%, 99.7% sure')).toBeInTheDocument();
    expect(within(b.box).getByRole('link', { name: 'Edit B' })).toHaveAttribute('href', '/edit-widget/10');
    expect(within(b.box).getByRole('link', { name: 'Figures of B per day' })).toHaveAttribute(
      'href',
      '/widget-stats/10',
    );
  });

  it('a test too early to call says how many more views it needs', async () => {
    await renderScreen('/widget-stats/3', { token: DEMO_TOKEN });
    expect(await screen.findByTestId('split-verdict', {}, LOAD)).toHaveTextContent(
      'Too early to call: each version needs 100 views before the test can tell them apart. More views needed: 54.',
    );
    expect(within((await card('B')).box).getByText('More views needed: 54')).toBeInTheDocument();
  });

  it('a weight is checked before it is sent; the shares follow the weights; a paused version leaves the split', async () => {
    const calls = splitCalls();
    const { user } = await renderScreen('/widget-stats/2', { token: DEMO_TOKEN });
    const weight = await screen.findByRole('textbox', { name: 'Weight of B' }, LOAD);
    await user.clear(weight);
    await user.type(weight, '0');
    await user.click(within((await card('B')).box).getByRole('button', { name: 'Set weight' }));
    expect(await screen.findByText('Enter a whole number from 1 to 100.')).toBeInTheDocument();
    expect(weight).toHaveValue('0');
    expect(calls.filter((call) => call.startsWith('POST'))).toEqual([]);

    await user.clear(weight);
    await user.type(weight, '25');
    await user.click(within((await card('B')).box).getByRole('button', { name: 'Set weight' }));
    await waitFor(async () => expect((await card('A')).figures()[0]).toBe('66.7%'));
    expect((await card('B')).figures()[0]).toBe('33.3%');
    expect(calls.filter((call) => call.startsWith('POST'))).toEqual(['POST /api/v1/widget/2/split/']);

    await user.click(screen.getByRole('button', { name: 'Pause B' }));
    expect(await screen.findByRole('button', { name: 'Resume B' }, LOAD)).toBeInTheDocument();
    expect(within((await card('B')).box).getByText('Paused')).toBeInTheDocument();
    expect((await card('A')).figures()[0]).toBe('100%');
    expect(getDb().widgets.find((widget) => widget.id === 10)?.split).toEqual({ weight: 25, paused: true });
  });

  it('Create a variant opens the copy in the editor, which says what it is and leads back to the test', async () => {
    const { user } = await renderScreen('/widget-stats/1', { token: DEMO_TOKEN });
    expect(
      await screen.findByText(/^Try another version of this widget against this one\./, {}, LOAD),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create a variant' }));
    expect(await screen.findByText('Variant B of a split test', {}, LOAD)).toBeInTheDocument();
    const id = getDb().widgets.find((widget) => widget.variant?.of === 1)?.id;
    expect(window.location.pathname).toBe(`/edit-widget/${id}`);
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Widget name' })).toHaveValue('Homepage audit box (B)'),
    );
    await user.click(screen.getByRole('link', { name: 'Back to the split test' }));
    expect(
      await screen.findByRole('heading', { level: 3, name: 'B · Homepage audit box (B)' }, LOAD),
    ).toBeInTheDocument();
  });

  it('Make this the widget asks first, then ends the test with the winner under the same embed code', async () => {
    const { user } = await renderScreen('/widget-stats/2', { token: DEMO_TOKEN });
    await user.click(await screen.findByRole('button', { name: 'Make B the widget' }, LOAD));
    const dialog = await screen.findByRole('alertdialog', { name: 'Make B the widget?' });
    expect(dialog).toHaveTextContent('Every visitor sees B from now on, under the same embed code.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(getDb().widgets.find((widget) => widget.id === 10)?.status).toBe('active');

    await user.click(screen.getByRole('button', { name: 'Make B the widget' }));
    await user.click(await screen.findByRole('button', { name: 'Make it the widget' }));
    expect((await screen.findAllByText('Test ended: B is now the widget.', {}, LOAD)).length).toBeGreaterThan(0);
    expect(
      await screen.findByText(/^Try another version of this widget against this one\./, {}, LOAD),
    ).toBeInTheDocument();
    expect(getDb().widgets.find((widget) => widget.id === 2)?.widget_title).toBe('Is your site losing visitors?');
  });
});
