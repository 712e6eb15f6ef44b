import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoToday, getDb } from '../../src/mocks/db';
import { DEMO_TOKEN, renderScreen } from '../render';

const DAY = 86_400_000;

/** A widget made today (no seeded visitors): 3 views today, 1 ten days ago, one lead today. */
function addMeasuredWidget() {
  const db = getDb();
  const template = db.widgets.find((widget) => widget.user_id === 1)!;
  const lead = db.leads.find((item) => item.user_id === 1)!;
  // Stored by the server, so on the server's (the demo's) clock.
  const now = demoToday();
  const at = (daysAgo: number) => new Date(now - daysAgo * DAY).toISOString();
  db.widgets.push({ ...template, id: 600, name: 'Measured popup', status: 'active', created_at: at(0) });
  db.widgets.push({ ...template, id: 601, name: 'Unseen bar', status: 'active', created_at: at(0) });
  db.widgetImpressions = [0, 0, 0, 10].map((daysAgo) => ({
    widget_id: 600,
    url: 'https://www.bakkerij-amsterdam.nl/',
    at: at(daysAgo),
  }));
  db.leads.push({
    ...lead,
    id: 9000,
    widget_id: 600,
    widget_name: 'Measured popup',
    status: 'active',
    created_at: at(0),
  });
}

const rowOf = async (name: string) => {
  const table = await screen.findByRole('table', { name: 'Widgets' }, { timeout: 15_000 });
  return within(table).getByRole('link', { name }).closest('tr')!;
};

describe('widget stats in the list', { timeout: 40_000 }, () => {
  it('shows views, leads and conversion for the last 30 days, and for another period when chosen', async () => {
    addMeasuredWidget();
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
