import { beforeEach, describe, expect, it } from 'vitest';
import { api } from '../../src/api/client';
import { setToken } from '../../src/api/session';
import { DEMO_TOKEN, getDb } from '../../src/mocks/db';
import { HELD_LEADS_MAX, holdLead } from '../../src/mocks/widget-sites';
import { LEAD_LIMITS } from '../../src/mocks/lead-rate-limit';
import { readyTicket } from '../form-ticket';
import { takeViolations } from '../contract/violations';

/**
 * Issue 43: a visitor's submission from a site the widget was never installed on is held, not taken. The owner sees
 * it by site on the install panel and confirms the site (its held leads become leads) or discards them.
 */
const UNKNOWN = 'https://www.unknown-shop.example';

const post = async (pageUrl: string, index = 0, visitor = `198.51.100.${index % 250}`) =>
  fetch('http://localhost:3000/api/v1/public/widget/1/lead/', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': visitor },
    body: JSON.stringify({
      ticket: await readyTicket(1),
      page_url: pageUrl,
      url: `www.visitor-${index}.example.com`,
      email: `v${index}@example.com`,
    }),
  });

const sites = async () => (await api.GET('/api/v1/widget/{id}/sites/', { params: { path: { id: 1 } } })).data?.data;
const decide = (origin: string, decision: 'confirm' | 'discard' | 'remove') =>
  api.POST('/api/v1/widget/{id}/sites/', { params: { path: { id: 1 } }, body: { origin, decision } });
const counts = () => ({
  leads: getDb().leads.filter((lead) => lead.widget_id === 1).length,
  notifications: getDb().notifications.length,
});

describe('submissions from a site the widget was never installed on (issue 43)', () => {
  beforeEach(() => setToken(DEMO_TOKEN));

  it('are held: the visitor is answered as ever, the owner gets no lead, notification or delivery', async () => {
    const before = counts();
    const answer = await post(`${UNKNOWN}/contact`);
    expect(answer.status).toBe(201);
    expect(await answer.json()).toMatchObject({ message: 'Thank you! Your report is on its way.' });
    expect(counts()).toEqual(before);
    expect(await sites()).toEqual({
      confirmed: ['https://sample.rankpilot.io'],
      held: [{ origin: UNKNOWN, count: 1, last_at: expect.any(String) }],
    });
  });

  it('a flood of 150 visitors from an unknown site makes no lead, notification or delivery: the rate limit holds 100', async () => {
    const before = counts();
    const answers = await Promise.all(Array.from({ length: 150 }, (_, index) => post(`${UNKNOWN}/`, index)));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(LEAD_LIMITS.perWidget.count);
    expect(counts()).toEqual(before);
    expect((await sites())?.held).toEqual([{ origin: UNKNOWN, count: 100, last_at: expect.any(String) }]);
  }, 60_000);

  it('confirming the site makes its held leads leads, delivered and announced, and takes the next one at once', async () => {
    await post(`${UNKNOWN}/a`, 1);
    await post(`${UNKNOWN}/b`, 2);
    const before = counts();
    const { data } = await decide(UNKNOWN, 'confirm');
    expect(data?.message).toBe(`Leads from ${UNKNOWN} are now accepted. Held leads added: 2.`);
    expect(data?.data).toEqual({ confirmed: ['https://sample.rankpilot.io', UNKNOWN], held: [] });
    expect(counts()).toEqual({ leads: before.leads + 2, notifications: before.notifications + 2 });
    const released = getDb().leads.slice(-2);
    expect(released.map((lead) => lead.email)).toEqual(['v1@example.com', 'v2@example.com']);
    expect(released.flatMap((lead) => lead.deliveries ?? []).map((item) => item.service)).toEqual([
      'webhook',
      'mailchimp',
      'webhook',
      'mailchimp',
    ]);
    await post(`${UNKNOWN}/c`, 3);
    expect(counts().leads).toBe(before.leads + 3);
  });

  it('discarding drops the held leads; the site stays unconfirmed', async () => {
    await post(`${UNKNOWN}/`, 1);
    const before = counts();
    const { data } = await decide(UNKNOWN, 'discard');
    expect(data?.message).toBe(`Held leads from ${UNKNOWN} discarded: 1.`);
    expect(data?.data.held).toEqual([]);
    await post(`${UNKNOWN}/`, 2);
    expect(counts()).toEqual(before);
    expect((await sites())?.held).toMatchObject([{ origin: UNKNOWN, count: 1 }]);
  });

  it('removing a confirmed site holds its next leads again', async () => {
    await decide(UNKNOWN, 'confirm');
    const { data } = await decide(UNKNOWN, 'remove');
    expect(data?.message).toBe(`Leads from ${UNKNOWN} are held again.`);
    const before = counts();
    await post(`${UNKNOWN}/`, 1);
    expect(counts()).toEqual(before);
  });

  it('a passing installation check confirms the page’s site and releases what it held', async () => {
    await post(`${UNKNOWN}/pricing`, 1);
    // The embed script showed the widget on the page: the demo's stand-in for a page that carries the snippet.
    await api.POST('/api/v1/widget/{id}/impression/', {
      params: { path: { id: 1 } },
      body: { url: `${UNKNOWN}/pricing` },
    });
    const before = counts();
    const { data } = await api.POST('/api/v1/widget/{id}/installation-check/', {
      params: { path: { id: 1 } },
      body: { url: `${UNKNOWN}/pricing` },
    });
    expect(data?.data.status).toBe('installed');
    expect(counts().leads).toBe(before.leads + 1);
    expect(await sites()).toEqual({ confirmed: ['https://sample.rankpilot.io', UNKNOWN], held: [] });
  });

  it.each([
    [`${UNKNOWN}/page`, 'confirm'],
    ['www.unknown-shop.example', 'confirm'],
    ['http://169.254.169.254', 'confirm'],
    ['https://sample.rankpilot.io', 'remove'],
    [UNKNOWN, 'remove'],
    [UNKNOWN, 'keep'],
  ])('%s, %s: refused with 400, nothing changes', async (origin, decision) => {
    const before = JSON.stringify(await sites());
    const { response } = await api.POST('/api/v1/widget/{id}/sites/', {
      params: { path: { id: 1 } },
      body: { origin, decision: decision as 'confirm' },
    });
    expect(response.status).toBe(400);
    expect(JSON.stringify(await sites())).toBe(before);
    await takeViolations(); // "keep" is outside the contract on purpose
  });

  it(`keeps at most ${HELD_LEADS_MAX} held leads per widget, the newest`, () => {
    const widget = getDb().widgets.find((item) => item.id === 1)!;
    const draft = { url: 'http://www.a.example/', keyword: null, name: null, phone: null, email: null, audit_id: 1 };
    for (let index = 0; index <= HELD_LEADS_MAX; index++)
      holdLead(getDb(), widget, UNKNOWN, draft, new Date(Date.UTC(2026, 0, 1, 0, 0, index)).toISOString());
    const held = (getDb().heldLeads ?? []).filter((item) => item.widget_id === 1);
    expect(held).toHaveLength(HELD_LEADS_MAX);
    expect(held[0]?.at).toBe('2026-01-01T00:00:01.000Z');
  });
});
