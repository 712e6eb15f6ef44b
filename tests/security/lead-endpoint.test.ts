import { beforeEach, describe, expect, it } from 'vitest';
import { FORM_TICKET_MAX_AGE_MS } from '../../machines/shared/form-ticket';
import { captureProblems } from '../../machines/widgets/capture/capture.rules';
import { api } from '../../src/api/client';
import { readyTicket, visitorTookTheirTime } from '../form-ticket';
import { setToken } from '../../src/api/session';
import { demoToday, getDb } from '../../src/mocks/db';
import { issueTicket } from '../../src/mocks/form-ticket';
import { LEAD_LIMITS } from '../../src/mocks/lead-rate-limit';
import { takeViolations } from '../contract/violations';
import { CUSTOMER_SITE, ownerConfirmsSite } from '../customer-site';

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
        body: { ...base, ticket: await readyTicket(widget.id), [field]: value },
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
  // The worst case: the bot names a page of the site the owner confirmed (from any other site nothing is a lead).
  beforeEach(() => ownerConfirmsSite(1));
  // Each with a ticket old enough: a bot that waited as a person would still meets the rate limit.
  const submission = async (index: number) =>
    JSON.stringify({
      ticket: await readyTicket(1),
      page_url: `${CUSTOMER_SITE}/`,
      url: `www.site-${index}.example.com`,
      email: `v${index}@example.com`,
    });
  const post = async (visitor?: string, index = 0) =>
    fetch('http://localhost:3000/api/v1/public/widget/1/lead/', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Origin: 'https://attacker.example',
        ...(visitor ? { 'X-Forwarded-For': visitor } : {}),
      },
      body: await submission(index),
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

describe('a minimum time from loading the form to sending it (issue 43, the form ticket)', () => {
  beforeEach(async () => {
    setToken(null);
    await ownerConfirmsSite(1);
  });

  const loadTicket = async () => {
    const { data } = await api.GET('/api/v1/public/widget/{id}/', { params: { path: { id: 1 } } });
    return data!.data.ticket;
  };
  const send = (ticket: string | undefined) =>
    fetch('http://localhost:3000/api/v1/public/widget/1/lead/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        ticket,
        page_url: `${CUSTOMER_SITE}/`,
        url: 'www.ada-bakes.nl',
        keyword: 'sourdough',
        email: 'ada@ada-bakes.nl',
      }),
    });
  const leads = () => getDb().leads.length;

  it('a submission sent as soon as the form is loaded is refused; the same ticket 3 s later is taken', async () => {
    const ticket = await loadTicket();
    const before = leads();
    const early = await send(ticket);
    expect(early.status).toBe(400);
    expect(await early.json()).toEqual({
      message: 'The form was sent too quickly. Please try again.',
      errors: { ticket: ['The form was sent too quickly. Please try again.'] },
    });
    expect(leads()).toBe(before);
    visitorTookTheirTime();
    expect((await send(ticket)).status).toBe(201);
    expect(leads()).toBe(before + 1);
  });

  it.each([
    ['a ticket of another widget', async () => readyTicket(2)],
    [
      'a forged signature',
      async () => (await readyTicket(1)).replace(/\.[^.]+$/, '.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'),
    ],
    [
      'a ticket with its time changed',
      async () => (await readyTicket(1)).replace(/^1\.\d+/, `1.${demoToday() - 60_000}`),
    ],
    ['a ticket older than a day', async () => issueTicket(1, demoToday() - FORM_TICKET_MAX_AGE_MS - 1_000)],
  ])('%s: 400 on the ticket, no lead', async (_, ticketOf) => {
    const before = leads();
    const answer = await send(await ticketOf());
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ errors: { ticket: [expect.any(String)] } });
    expect(leads()).toBe(before);
  });

  it('no ticket: 400 on the ticket, no lead; the contract requires one', async () => {
    const before = leads();
    const answer = await send(undefined);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ errors: { ticket: ['The submission was refused.'] } });
    expect(leads()).toBe(before);
    expect((await takeViolations()).some((problem) => problem.includes('captureWidgetLead request'))).toBe(true);
  });

  it('10,000 tickets are distinct, and name their widget and time only as signed', async () => {
    const tickets = await Promise.all(Array.from({ length: 10_000 }, (_, index) => issueTicket(1, 1_000_000 + index)));
    expect(new Set(tickets).size).toBe(10_000);
    expect(tickets.every((ticket) => /^1\.\d+\.[A-Za-z0-9_-]{43}$/.test(ticket))).toBe(true);
  });
});
