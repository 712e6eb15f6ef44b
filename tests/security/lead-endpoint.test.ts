import { beforeEach, describe, expect, it } from 'vitest';
import { captureProblems } from '../../machines/widgets/capture/capture.rules';
import { api } from '../../src/api/client';
import { setToken } from '../../src/api/session';
import { getDb } from '../../src/mocks/db';
import { LEAD_LIMITS } from '../../src/mocks/lead-rate-limit';
import { takeViolations } from '../contract/violations';

/** Issue 43: what a visitor sends through a widget is held to the same text rule as every other text. */
describe('the public lead endpoint holds every field to its limit', () => {
  beforeEach(() => setToken(null));

  const widgetAsking = (field: 'wform_name' | 'wform_keyword') => {
    const widget = getDb().widgets.find((item) => item.status === 'active' && item[field].show_field > 0);
    if (!widget) throw new Error(`a seeded widget asks for ${field}`);
    return widget;
  };
  const base = { page_url: 'https://www.bakery-example.com/', url: 'www.ada-bakes.nl' };

  it.each([
    ['name', 'wform_name', 'x'.repeat(200_000)],
    ['name', 'wform_name', 'Bank\u202Egnp.exe'],
    ['name', 'wform_name', 'Ada\u001B[2J'],
    ['keyword', 'wform_keyword', 'k'.repeat(100_000)],
    ['keyword', 'wform_keyword', 'bread\u0000'],
    ['keyword', 'wform_keyword', 'bread\u0085crumbs'],
  ] as const)(
    '%s %#: the embed form refuses it, and so does the server (400, no lead)',
    async (field, group, value) => {
      const widget = widgetAsking(group);
      expect(captureProblems(widget, { ...base, [field]: value })[field]).toBe('invalid_text');
      const before = getDb().leads.length;
      const { response, error } = await api.POST('/api/v1/public/widget/{id}/lead/', {
        params: { path: { id: widget.id } },
        body: { ...base, [field]: value },
      });
      expect(response.status).toBe(400);
      expect(JSON.stringify(error)).toContain(field);
      expect(getDb().leads).toHaveLength(before);
      // The client sent what the contract forbids on purpose: the check saw it.
      expect((await takeViolations()).some((problem) => problem.includes('captureWidgetLead request'))).toBe(true);
    },
  );

  it('a name and keyword at their limits are taken', () => {
    const widget = widgetAsking('wform_name');
    const problems = captureProblems(widget, { ...base, name: 'n'.repeat(100), keyword: 'k'.repeat(120) });
    expect(problems.name).toBeUndefined();
    expect(problems.keyword).toBeUndefined();
  });
});

describe('a flood of submissions (issue 43)', () => {
  const submission = (index: number) =>
    JSON.stringify({
      page_url: 'https://www.bakery-example.com/',
      url: `www.site-${index}.example.com`,
      email: `v${index}@example.com`,
    });
  const post = (visitor?: string, index = 0) =>
    fetch('http://localhost:3000/api/v1/public/widget/1/lead/', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Origin: 'https://attacker.example',
        ...(visitor ? { 'X-Forwarded-For': visitor } : {}),
      },
      body: submission(index),
    });
  const counts = () => ({
    leads: getDb().leads.filter((lead) => lead.widget_id === 1).length,
    notifications: getDb().notifications.length,
  });

  it('1,000 posts from one visitor make at most 5 leads, 5 notifications and 5 deliveries each; the rest get 429 and Retry-After', async () => {
    const before = counts();
    const statuses: number[] = [];
    for (let batch = 0; batch < 100; batch++) {
      const answers = await Promise.all(Array.from({ length: 10 }, (_, index) => post(undefined, batch * 10 + index)));
      statuses.push(...answers.map((answer) => answer.status));
      const limited = answers.find((answer) => answer.status === 429);
      if (limited) expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
    }
    const after = counts();
    expect(statuses.filter((status) => status === 201)).toHaveLength(LEAD_LIMITS.perVisitor.count);
    expect(statuses.filter((status) => status === 429)).toHaveLength(1_000 - LEAD_LIMITS.perVisitor.count);
    expect(after.leads - before.leads).toBe(5);
    expect(after.notifications - before.notifications).toBe(5);
    const fresh = getDb()
      .leads.filter((lead) => lead.widget_id === 1)
      .slice(-5);
    expect(fresh.flatMap((lead) => lead.deliveries ?? [])).toHaveLength(5 * 2);
  }, 60_000);

  it('150 visitors at once make at most the widget limit of 100 leads', async () => {
    const before = counts();
    const answers = await Promise.all(Array.from({ length: 150 }, (_, index) => post(`203.0.113.${index}`, index)));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(LEAD_LIMITS.perWidget.count);
    expect(counts().leads - before.leads).toBe(100);
  }, 60_000);
});
