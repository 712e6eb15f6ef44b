import { beforeEach, describe, expect, it } from 'vitest';
import { captureProblems } from '../../machines/widgets/capture/capture.rules';
import { api } from '../../src/api/client';
import { setToken } from '../../src/api/session';
import { getDb } from '../../src/mocks/db';
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
