import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setFaults } from '../../src/mocks/faults';
import { server } from '../../src/mocks/node';
import { DEMO_TOKEN, renderScreen } from '../render';
import { captureSavedFiles } from '../saved-files';
import { addMeasuredWidget } from '../mocks/measured-widget';

const figures = async () => {
  const box = await screen.findByTestId('trend-figures');
  return within(box)
    .getAllByRole('definition')
    .map((item) => item.textContent);
};

/** Counts the calls of one path. */
function countCalls(path: string) {
  const calls: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    url.searchParams.delete('lang');
    if (url.pathname === path) calls.push(url.search);
  });
  return calls;
}

describe("a widget's trend (/widget-stats/:id, issue 47)", { timeout: 40_000 }, () => {
  it('opens from the small trend in the list with its period, and shows the same figures as the list', async () => {
    addMeasuredWidget();
    const { user } = await renderScreen('/widget-list', { token: DEMO_TOKEN });
    const table = await screen.findByRole('table', { name: 'Widgets' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Period' }), '7');
    const row = within(table).getByRole('link', { name: 'Measured popup' }).closest('tr')!;
    await waitFor(() => expect(within(row).getByText('33.3%')).toBeInTheDocument());
    await user.click(within(row).getByRole('link', { name: 'Figures of Measured popup per day' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Widget performance' })).toBeInTheDocument();
    expect(window.location.search).toBe('?days=7');
    expect(await figures()).toEqual(['3', '1', '33.3%']);
    expect(screen.getByText('Measured popup')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Views and leads per day' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Conversion per day' })).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Period' }), '30');
    await waitFor(async () => expect(await figures()).toEqual(['4', '1', '25%']));
    expect(window.location.search).toBe('?days=30');
  });

  it("opens from the row menu too, with the list's period", async () => {
    const { user } = await renderScreen('/widget-list', { token: DEMO_TOKEN });
    await screen.findByRole('table', { name: 'Widgets' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Period' }), '90');
    await user.click(screen.getByRole('button', { name: 'Actions for Homepage audit box' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Widget performance' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Widget performance' })).toBeInTheDocument();
    expect(window.location.pathname + window.location.search).toBe('/widget-stats/1?days=90');
    expect(screen.getByRole('combobox', { name: 'Period' })).toHaveValue('90');
  });

  it('a chosen period is checked before it is asked for, then kept in the address', async () => {
    addMeasuredWidget();
    const calls = countCalls('/api/v1/widget/600/stats/');
    const { user } = await renderScreen('/widget-stats/600', { token: DEMO_TOKEN });
    expect(await figures()).toEqual(['4', '1', '25%']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'custom');
    await user.type(screen.getByLabelText('From'), '2026-11-10');
    await user.type(screen.getByLabelText('To'), '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('The first date must not be after the last.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('To'));
    await user.type(screen.getByLabelText('To'), '2026-11-18');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('The period cannot end after today.')).toBeInTheDocument();
    expect(calls).toEqual(['?days=30']);

    await user.clear(screen.getByLabelText('To'));
    await user.type(screen.getByLabelText('To'), '2026-11-16');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    // Ten days ago (7 November) is before the period; today (17 November) after it.
    await waitFor(async () => expect(await figures()).toEqual(['0', '0', '–']));
    expect(window.location.search).toBe('?from=2026-11-10&to=2026-11-16');
    expect(calls).toEqual(['?days=30', '?from=2026-11-10&to=2026-11-16']);
    expect(screen.getByLabelText('From')).toHaveValue('2026-11-10');
  });

  it('exports the days as CSV, ending with the total the list shows', async () => {
    addMeasuredWidget();
    const saved = captureSavedFiles();
    const { user } = await renderScreen('/widget-stats/600?days=7', { token: DEMO_TOKEN });
    expect(await figures()).toEqual(['3', '1', '33.3%']);
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(saved.map((file) => file.name)).toEqual(['widget-600-2026-11-11-2026-11-17.csv']);
    const text = (await saved[0]?.text) ?? '';
    expect(text.trim().split('\r\n')).toEqual([
      '"Date","Views","Leads","Conversion (%)"',
      '"2026-11-11","0","0",""',
      '"2026-11-12","0","0",""',
      '"2026-11-13","0","0",""',
      '"2026-11-14","0","0",""',
      '"2026-11-15","0","0",""',
      '"2026-11-16","0","0",""',
      '"2026-11-17","3","1","33.3"',
      '"Total","3","1","33.3"',
    ]);
  });

  it('a failed load says so and loads again on Try again', async () => {
    setFaults({ kind: 'status', status: 500, path: '/widget/1/stats/', times: 1 });
    const { user } = await renderScreen('/widget-stats/1', { token: DEMO_TOKEN });
    const failed = (await screen.findByText('The figures could not be loaded.')).closest<HTMLElement>(
      '[role="alert"]',
    )!;
    await user.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await figures()).toHaveLength(3);
    expect(screen.queryByText('The figures could not be loaded.')).not.toBeInTheDocument();
  });

  it('an unknown widget leads back to the list', async () => {
    const { user } = await renderScreen('/widget-stats/9999', { token: DEMO_TOKEN });
    expect(await screen.findByText('This widget does not exist or belongs to another account.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to the widgets' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Widgets' })).toBeInTheDocument();
  });
});
