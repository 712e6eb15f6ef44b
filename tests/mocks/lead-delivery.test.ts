// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { getDb } from '../../src/mocks/db';
import { csvCell } from '../../machines/shared/csv';
import { deliverLead } from '../../src/mocks/lead-delivery';
import type { DbLead } from '../../src/mocks/model';

const AT = '2026-11-26T07:00:00.000Z';
const newLead = (): DbLead => ({
  id: 999,
  user_id: 1,
  audit_id: 9999,
  widget_id: 1,
  widget_name: 'Homepage audit box',
  url: 'https://new-lead.example.com',
  keyword: 'bakery',
  name: 'Ada',
  email: 'ada@new-lead.example.com',
  phone: null,
  status: 'active',
  created_at: AT,
});

describe('lead delivery (demo backend)', () => {
  it('a captured lead goes to every connected provider: the demo account has its webhook and Mailchimp', () => {
    expect(deliverLead(getDb().users[0]!, newLead())).toEqual([
      { service: 'webhook', status: 'sent', at: AT, message: null },
      { service: 'mailchimp', status: 'sent', at: AT, message: null },
    ]);
  });

  it('a .invalid webhook host and a revoked Mailchimp key fail with the provider’s reason', () => {
    const user = structuredClone(getDb().users[0]!);
    user.leadsync.webhook.url = 'https://hooks.crm.invalid/in';
    user.leadsync.mailchimp.token = '0000…us14';
    expect(deliverLead(user, newLead())).toEqual([
      {
        service: 'webhook',
        status: 'failed',
        at: AT,
        message: 'The webhook at hooks.crm.invalid could not be reached (502 Bad Gateway).',
      },
      {
        service: 'mailchimp',
        status: 'failed',
        at: AT,
        message: 'Mailchimp refused the API key (401 Unauthorized: the key was disabled).',
      },
    ]);
  });

  it('no lead sync in the plan (the free account): nowhere to send', () => {
    const lead = newLead();
    expect(deliverLead(getDb().users[1]!, lead)).toEqual([]);
    expect(lead.deliveries).toEqual([]);
  });
});

describe('CSV cell (every export: leads, crawls, rankings, projects)', () => {
  it('quotes every value and doubles quotes', () => {
    expect(csvCell('Ada "the first" Lovelace')).toBe('"Ada ""the first"" Lovelace"');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(404)).toBe('"404"');
    // A number is data: a rank change of -1 is not defused into text.
    expect(csvCell(-1)).toBe('"-1"');
    expect(csvCell('a, b\r\nc')).toBe('"a, b\r\nc"');
  });

  it.each([
    ['=HYPERLINK("http://evil.example")', `"'=HYPERLINK(""http://evil.example"")"`],
    ['+31 6 12345678', `"'+31 6 12345678"`],
    ['-2+3', `"'-2+3"`],
    ['@SUM(A1)', `"'@SUM(A1)"`],
    ['\t=1', `"'\t=1"`],
    ['\r=1', `"'\r=1"`],
    ['  =1+1', `"'  =1+1"`],
    ['\n=1+1', `"'\n=1+1"`],
    ['\u3000=1', `"'\u3000=1"`],
    ['＝1+1', `"'＝1+1"`],
    ['＋1', `"'＋1"`],
    ['－1', `"'－1"`],
    ['＠SUM(A1)', `"'＠SUM(A1)"`],
  ])('defuses a formula start: %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('leaves ordinary text alone, also a sign later in the text', () => {
    expect(csvCell('Julia Nielsen')).toBe('"Julia Nielsen"');
    expect(csvCell('julia@example.com')).toBe('"julia@example.com"');
    expect(csvCell('a=b')).toBe('"a=b"');
    expect(csvCell('  spaced name')).toBe('"  spaced name"');
  });
});
