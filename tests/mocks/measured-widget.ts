import { demoToday, getDb } from '../../src/mocks/db';

const DAY = 86_400_000;

/**
 * "Measured popup" (id 600), made today, so it has no seeded visitors: one view on each of the given days before
 * the demo's today (0: today), and one lead today.
 */
export function addMeasuredWidget(viewsDaysAgo: readonly number[] = [0, 0, 0, 10]): void {
  const db = getDb();
  const template = db.widgets.find((widget) => widget.user_id === 1)!;
  const lead = db.leads.find((item) => item.user_id === 1)!;
  // Stored by the server, so on the server's (the demo's) clock.
  const at = (daysAgo: number) => new Date(demoToday() - daysAgo * DAY).toISOString();
  db.widgets.push({ ...template, id: 600, name: 'Measured popup', status: 'active', created_at: at(0) });
  db.widgetImpressions = viewsDaysAgo.map((daysAgo) => ({
    widget_id: 600,
    url: 'https://example.com/',
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
