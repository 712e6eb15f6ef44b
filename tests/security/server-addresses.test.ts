import { beforeEach, describe, expect, it } from 'vitest';
import { addressProblem, isPublicHostName } from '../../machines/shared/address-rule';
import { validateSmtp } from '../../machines/account/settings/smtp-settings.rules';
import { api } from '../../src/api/client';
import { readyTicket } from '../form-ticket';
import { setToken } from '../../src/api/session';
import { DEMO_TOKEN } from '../../src/mocks/db';

/**
 * Issue 43: every address a server acts on goes through the one rule, and the forms and the demo backend agree on
 * the same table. Each address here once passed the installation check, the impression or a lead's page_url.
 */
const HOSTILE_PAGES = [
  'http://１２７.０.０.１/',
  'http://2130706433/',
  'http://0177.0.0.1/',
  'http://127.1/',
  'http://169.254.169.254/latest/meta-data/',
  'http://metadata.google.internal/',
  'http://10.0.0.1/',
  'http://localhost./',
  'https://example.com/\0',
];
const GOOD_PAGE = 'https://www.bakery-example.com/contact';

describe('server-side page addresses follow the one address rule', () => {
  beforeEach(() => setToken(DEMO_TOKEN));

  it.each(HOSTILE_PAGES)('%j: the form rule refuses it', (url) => {
    expect(addressProblem(url)).not.toBeNull();
  });

  it.each(HOSTILE_PAGES)('%j: the installation check answers 400 and fetches nothing', async (url) => {
    const { response } = await api.POST('/api/v1/widget/{id}/installation-check/', {
      params: { path: { id: 1 } },
      body: { url },
    });
    expect(response.status).toBe(400);
  });

  it.each(HOSTILE_PAGES)('%j: an impression from it is refused', async (url) => {
    setToken(null);
    const { response } = await api.POST('/api/v1/widget/{id}/impression/', {
      params: { path: { id: 1 } },
      body: { url },
    });
    expect(response.status).toBe(400);
  });

  it.each(HOSTILE_PAGES)('%j: a lead whose page_url it is gets a page_url error', async (url) => {
    setToken(null);
    const { response, error } = await api.POST('/api/v1/public/widget/{id}/lead/', {
      params: { path: { id: 1 } },
      body: { ticket: await readyTicket(1), page_url: url, url: 'www.ada-bakes.nl' },
    });
    expect(response.status).toBe(400);
    expect(JSON.stringify(error)).toContain('page_url');
  });

  it('a public page passes all three', async () => {
    expect(addressProblem(GOOD_PAGE)).toBeNull();
    const check = await api.POST('/api/v1/widget/{id}/installation-check/', {
      params: { path: { id: 1 } },
      body: { url: GOOD_PAGE },
    });
    expect(check.response.status).toBe(200);
    setToken(null);
    const seen = await api.POST('/api/v1/widget/{id}/impression/', {
      params: { path: { id: 1 } },
      body: { url: GOOD_PAGE },
    });
    expect(seen.response.status).toBe(200);
  });
});

const HOSTILE_SMTP_HOSTS = [
  '127.0.0.1',
  '[::1]',
  '2130706433',
  '10.0.0.1',
  'localhost',
  'mail.internal',
  'metadata.google.internal',
  `${'a'.repeat(5_000)}.com`,
];
const smtp = (host: string) => ({
  sender_name: 'Dana Demo',
  sender_email: 'demo@example.com',
  host,
  port: 587,
  auto_tls: 1 as const,
  authentication: 1 as const,
  user_name: 'demo@example.com',
  password: 'secret',
  active_lead_email: 1 as const,
});

describe('the SMTP host is a public host name', () => {
  beforeEach(() => setToken(DEMO_TOKEN));

  it.each(HOSTILE_SMTP_HOSTS.map((host) => [host.slice(0, 40), host]))(
    '%j: the form and the demo backend both refuse it',
    async (_, host) => {
      expect(isPublicHostName(host)).toBe(false);
      const form = { ...smtp(host), port: '587', auto_tls: true, authentication: true, active_lead_email: true };
      expect(validateSmtp(form).host).toBe('host_invalid');
      const { response, error } = await api.POST('/api/v1/verify-smtp/', { body: smtp(host) });
      expect(response.status).toBe(400);
      expect(JSON.stringify(error)).toContain('host');
    },
  );

  it('smtp.example.com passes both', async () => {
    const form = {
      ...smtp('smtp.example.com'),
      port: '587',
      auto_tls: true,
      authentication: true,
      active_lead_email: true,
    };
    expect(validateSmtp(form)).toEqual({});
    const { response } = await api.POST('/api/v1/verify-smtp/', { body: smtp('smtp.example.com') });
    expect(response.status).toBe(200);
  });
});
