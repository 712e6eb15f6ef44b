import { describe, expect, it } from 'vitest';
import { api } from '../../src/api/client';
import { setToken } from '../../src/api/session';
import { DEMO_TOKEN, getDb } from '../../src/mocks/db';
import { newShareKey } from '../../src/mocks/share-key';

/** Issue 43: a report is public only after its owner shared it, under a key nobody can work out. */
describe('share keys', () => {
  it('10,000 new keys are distinct, 22 base64url characters (128 bits), and carry no id', () => {
    const keys = Array.from({ length: 10_000 }, newShareKey);
    expect(new Set(keys).size).toBe(10_000);
    for (const key of keys) expect(key).toMatch(/^[A-Za-z0-9_-]{22}$/);
    // Every character position takes many values: nothing in the key counts up or repeats a prefix.
    for (let position = 0; position < 21; position++)
      expect(new Set(keys.map((key) => key[position])).size).toBeGreaterThan(60);
  });

  it('signed out, guessing keys from ids and in the old form opens no report', async () => {
    setToken(null);
    const guesses = [
      ...Array.from({ length: 300 }, (_, index) => `share-${(((index + 1) * 2654435761) >>> 0).toString(16)}`),
      ...Array.from({ length: 50 }, (_, index) => String(index + 1)),
      ...Array.from({ length: 50 }, newShareKey),
    ];
    let opened = 0;
    for (const key of guesses) {
      const { response } = await api.GET('/api/v1/shared-report/{share_key}/', {
        params: { path: { share_key: key } },
      });
      if (response.ok) opened++;
    }
    expect(opened).toBe(0);
  });

  it('a report the owner never shared has no key; sharing makes one that opens it, revoking closes it', async () => {
    setToken(DEMO_TOKEN);
    const audit = getDb().audits.find((item) => item.user_id === 1 && item.id !== 1 && item.status === 'active');
    if (!audit) throw new Error('the demo account has a second audit');
    const report = await api.GET('/api/v1/page/audit/report/{id}/', { params: { path: { id: audit.id } } });
    expect(report.data?.share_key).toBeNull();

    const shared = await api.POST('/api/v1/page/audit/report/{id}/share/', { params: { path: { id: audit.id } } });
    const key = shared.data?.share_key ?? '';
    expect(key).toMatch(/^[A-Za-z0-9_-]{22}$/);
    setToken(null);
    const open = await api.GET('/api/v1/shared-report/{share_key}/', { params: { path: { share_key: key } } });
    expect(open.data?.url).toBe(audit.url);

    setToken(DEMO_TOKEN);
    await api.DELETE('/api/v1/page/audit/report/{id}/share/', { params: { path: { id: audit.id } } });
    setToken(null);
    const closed = await api.GET('/api/v1/shared-report/{share_key}/', { params: { path: { share_key: key } } });
    expect(closed.response.status).toBe(404);
  });

  it('a shared lead report carries no contact of the lead', async () => {
    setToken(null);
    const { data } = await api.GET('/api/v1/shared-report/{share_key}/', {
      params: { path: { share_key: 'Hd3sJ6uE0oBq5XgN7aRk2w' } },
    });
    expect(data).toBeDefined();
    const lead = getDb().leads.find((item) => item.audit_id === 1001);
    const text = JSON.stringify(data);
    expect(text).not.toContain('"lead"');
    for (const value of [lead?.name, lead?.email, lead?.phone].filter(Boolean)) expect(text).not.toContain(value);
  });
});
