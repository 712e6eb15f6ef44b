import { beforeEach, describe, expect, it } from 'vitest';
import { api } from '../../src/api/client';
import { readyTicket } from '../form-ticket';
import { setToken } from '../../src/api/session';
import { DEMO_TOKEN } from '../../src/mocks/db';

/** Pages on this machine, as a browser writes their address (`location.href`). */
const LOCAL_PAGES = ['http://127.0.0.1:8000/', 'http://localhost:8000/shop?from=ad', 'http://customer.localhost:4999/'];
/** Other spellings of loopback, or loopback with credentials: the one rule's table holds for them. */
const DISGUISED = ['http://127.1:8000/', 'http://0x7f.0.0.1/', 'http://localhost./', 'http://ada@localhost:8000/'];

/**
 * Issue 42: the demo backend runs on loopback (`npm start`), so a person tries a widget on a page served there too
 * (`python3 -m http.server 8000`). What that page's visitors send is accepted; the installation check, which stands for
 * a visit of the server to the page, keeps the one address rule (tests/security/server-addresses.test.ts).
 */
describe('the demo backend takes visitors of pages on this machine', () => {
  beforeEach(() => setToken(null));

  it.each(LOCAL_PAGES)('%j: its impression and its lead are recorded', async (url) => {
    const seen = await api.POST('/api/v1/widget/{id}/impression/', { params: { path: { id: 1 } }, body: { url } });
    expect(seen.response.status).toBe(200);
    const lead = await api.POST('/api/v1/public/widget/{id}/lead/', {
      params: { path: { id: 1 } },
      body: {
        ticket: await readyTicket(1),
        page_url: url,
        url: 'www.ada-bakes.nl',
        keyword: 'sourdough',
        email: 'ada@ada-bakes.nl',
      },
    });
    expect(lead.response.status).toBe(201);
  });

  it.each(DISGUISED)('%j: refused as before', async (url) => {
    const seen = await api.POST('/api/v1/widget/{id}/impression/', { params: { path: { id: 1 } }, body: { url } });
    expect(seen.response.status).toBe(400);
  });

  it('the installation check still refuses a page on this machine', async () => {
    setToken(DEMO_TOKEN);
    const check = await api.POST('/api/v1/widget/{id}/installation-check/', {
      params: { path: { id: 1 } },
      body: { url: 'http://127.0.0.1:8000/' },
    });
    expect(check.response.status).toBe(400);
  });
});
