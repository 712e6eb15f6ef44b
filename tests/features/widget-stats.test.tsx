import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../src/mocks/db';
import { addMeasuredWidget } from '../mocks/measured-widget';
import { DEMO_TOKEN, renderScreen } from '../render';

/** "Measured popup" (3 views today, 1 ten days ago, a lead today) and "Unseen bar", both made today. */
function addWidgets() {
  addMeasuredWidget();
  const db = getDb();
  const template = db.widgets.find((widget) => widget.id === 600)!;
  db.widgets.push({ ...template, id: 601, name: 'Unseen bar' });
}

const rowOf = async (name: string) => {
  const table = await screen.findByRole('table', { name: 'Widgets' }, { timeout: 15_000 });
  return within(table).getByRole('link', { name }).closest('tr')!;
};

describe('widget stats in the list', { timeout: 40_000 }, () => {
  it('shows views, leads and conversion for the last 30 days, and for another period when chosen', async () => {
    addWidgets();
    const { user } = await renderScreen('/widget-list', { token: DEMO_TOKEN });
    const table = await screen.findByRole('table', { name: 'Widgets' }, { timeout: 15_000 });
    expect(within(table).getByRole('columnheader', { name: 'Views' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Conversion' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Period' })).toHaveValue('30');
    const measured = await rowOf('Measured popup');
    await waitFor(() => expect(within(measured).getByText('25%')).toBeInTheDocument());
    const cells = within(measured)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toContain('4');
    expect(cells).toContain('1');
    expect(within(await rowOf('Unseen bar')).getByText('–')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Period' }), '7');
    await waitFor(() => expect(within(measured).getByText('33.3%')).toBeInTheDocument());
    expect(
      within(measured)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toContain('3');
  });

  it('the list still works when the figures cannot be loaded', async () => {
    const { setFaults } = await import('../../src/mocks/faults');
    setFaults({ kind: 'status', status: 500, path: '/widget/stats/' });
    await renderScreen('/widget-list', { token: DEMO_TOKEN });
    expect(await rowOf('Homepage audit box')).toBeInTheDocument();
  });
});
