import { beforeEach, describe, expect, it } from 'vitest';
import { api } from '../../src/api/client';
import { setToken } from '../../src/api/session';
import { DEMO_TOKEN, getDb } from '../../src/mocks/db';
import { addMeasuredWidget } from './measured-widget';

const daily = (query: { days?: 7 | 30 | 90; from?: string; to?: string }, id = 600) =>
  api.GET('/api/v1/widget/{id}/stats/', { params: { path: { id }, query } });

describe("a widget's figures per day (demo backend, issue 47)", () => {
  beforeEach(() => setToken(DEMO_TOKEN));

  it('gives each day of the last 7, oldest first, ending today (the pinned demo day, 17 November 2026)', async () => {
    // Views today (3) and three days ago (1), a lead today.
    addMeasuredWidget([0, 0, 0, 3]);
    const { data } = await daily({ days: 7 });
    expect(data?.data).toEqual({
      widget_id: 600,
      name: 'Measured popup',
      from: '2026-11-11',
      to: '2026-11-17',
      views: 4,
      leads: 1,
      daily: [
        { date: '2026-11-11', views: 0, leads: 0 },
        { date: '2026-11-12', views: 0, leads: 0 },
        { date: '2026-11-13', views: 0, leads: 0 },
        { date: '2026-11-14', views: 1, leads: 0 },
        { date: '2026-11-15', views: 0, leads: 0 },
        { date: '2026-11-16', views: 0, leads: 0 },
        { date: '2026-11-17', views: 3, leads: 1 },
      ],
    });
  });

  it('a chosen period gives exactly its days; the totals of the last 30 days are the list’s figures', async () => {
    const { data: chosen } = await daily({ from: '2026-10-30', to: '2026-11-02' }, 1);
    expect(chosen?.data.daily.map((day) => day.date)).toEqual(['2026-10-30', '2026-10-31', '2026-11-01', '2026-11-02']);

    const { data: month } = await daily({}, 1);
    const { data: list } = await api.GET('/api/v1/widget/stats/', { params: { query: { days: 30 } } });
    const entry = list?.data.widgets.find((widget) => widget.widget_id === 1);
    expect(month?.data.daily).toHaveLength(30);
    expect(entry).toEqual({
      widget_id: 1,
      views: month?.data.views,
      leads: month?.data.leads,
      daily: month?.data.daily,
    });
    // A seeded widget had visitors on every day, today's until the store was seeded (08:00) too.
    expect(month?.data.daily.every((day) => day.views > 0)).toBe(true);
    expect(month?.data.views).toBe(month?.data.daily.reduce((sum, day) => sum + day.views, 0));
  });

  it.each([
    [{ from: '2026-11-10', to: '2026-11-01' }, 'The first date must not be after the last.'],
    [{ from: '2026-11-10', to: '2026-11-18' }, 'The period cannot end after today.'],
    [{ from: '2025-11-01', to: '2026-11-10' }, 'A period can be at most 366 days.'],
    [{ from: '2026-11-01' }, 'Give both dates as YYYY-MM-DD.'],
    [{ days: 7 as const, from: '2026-11-01', to: '2026-11-02' }, 'Ask for days or for from and to, not both.'],
  ])('refuses %j: %s', async (query, message) => {
    const { response, error } = await daily(query, 1);
    expect(response.status).toBe(400);
    expect(error).toMatchObject({ message });
  });

  it("another account's widget is not found", async () => {
    const other = getDb().widgets.find((widget) => widget.user_id !== 1)!;
    expect((await daily({ days: 7 }, other.id)).response.status).toBe(404);
  });
});
