import { describe, expect, it } from 'vitest';
import { getDb } from '../../src/mocks/db';

/**
 * The seed agrees with the demo's "today" (issue 24 item 10), pinned in the tests to 2026-11-17 08:00 UTC: every
 * date another screen compares with today or with another date holds.
 */
describe('a demo that agrees with today (pinned: 2026-11-17)', () => {
  it('every watched page was last checked within its frequency of today', () => {
    const checks = (getDb().monitors ?? []).map((monitor) => [monitor.url, monitor.frequency, monitor.last_check_at]);
    expect(checks).toEqual([
      ['https://www.bakkerij-amsterdam.nl/', 'daily', '2026-11-17T06:00:00.000Z'],
      ['https://www.bakkerij-amsterdam.nl/sourdough-bread', 'daily', '2026-11-17T05:00:00.000Z'],
      ['https://www.bakkerij-amsterdam.nl/wedding-cake', 'weekly', '2026-11-14T08:00:00.000Z'],
      ['https://www.bakkerij-amsterdam.nl/opening-hours', 'hourly', '2026-11-17T07:36:00.000Z'],
      ['https://greengarden.example.com/raised-beds', 'daily', '2026-11-17T02:00:00.000Z'],
      ['https://greengarden.example.com/compost-bin', 'weekly', '2026-11-16T08:00:00.000Z'],
      ['https://greengarden.example.com/sale', 'hourly', '2026-11-17T07:24:00.000Z'],
      ['https://greengarden.example.com/old-catalogue', 'weekly', '2026-11-14T08:00:00.000Z'],
      ['https://petra-consulting.example.com/', 'daily', '2026-11-17T06:00:00.000Z'],
      ['https://petra-consulting.example.com/seo-training', 'weekly', '2026-11-12T08:00:00.000Z'],
    ]);
  });

  it('every lead was captured by a widget that existed then', () => {
    const db = getDb();
    const late = db.leads.filter((lead) => {
      const widget = db.widgets.find((item) => item.id === lead.widget_id);
      return !widget || widget.created_at > lead.created_at;
    });
    expect(late).toEqual([]);
    expect(db.widgets.find((widget) => widget.id === 1)?.created_at).toBe('2025-09-22T08:00:00.000Z');
  });

  it('the trial notice is dated today, seven days before the trial ends', () => {
    const db = getDb();
    expect(db.notifications.find((item) => item.id === 1)).toMatchObject({
      text: 'Your free trial ends in 7 days.',
      date: '2026-11-17T08:00:00.000Z',
    });
    expect(db.users.find((user) => user.email === 'demo@example.com')?.expired_at).toBe('2026-11-24T08:00:00.000Z');
  });

  it('the website crawls count from the same day: 9 and 2 days before yesterday', () => {
    expect((getDb().crawls ?? []).map((crawl) => crawl.started_at)).toEqual([
      '2026-11-07T08:00:00.000Z',
      '2026-11-14T08:00:00.000Z',
    ]);
  });
});

describe("the demo's clock", () => {
  it('runs on across a reload of the same store, and starts again at the pinned day on a new one', async () => {
    const { enablePersistence, demoToday } = await import('../../src/mocks/db');
    const storage = window.localStorage;
    const off = enablePersistence(storage, { reset: true });
    const stored = JSON.parse(storage.getItem('demo-db') ?? '{}') as { data: { clockStartedAt: number } };
    // The store was seeded 10 minutes ago: a reload (the same store) is 10 minutes on, not back at 08:00.
    stored.data.clockStartedAt -= 10 * 60_000;
    storage.setItem('demo-db', JSON.stringify(stored));
    off();
    const offAgain = enablePersistence(storage);
    expect(demoToday() - Date.parse('2026-11-17T08:00:00.000Z')).toBeGreaterThanOrEqual(10 * 60_000);
    offAgain();
    enablePersistence(storage, { reset: true })();
    expect(demoToday() - Date.parse('2026-11-17T08:00:00.000Z')).toBeLessThan(60_000);
  });
});
