import { describe, expect, it } from 'vitest';
import { api } from '../../src/api/client';
import { setToken } from '../../src/api/session';
import { DEMO_TOKEN, getDb } from '../../src/mocks/db';
import { spec } from './openapi-validator';

/*
 * Issue 43: secrets are write-only. No GET answers a password, API key or token: the contract marks each such
 * property `writeOnly: true`, and the demo backend answers whether one is saved (`*_set`), never the value.
 */

type Node = Record<string, unknown>;
const SECRET = /(password|token|secret|api_?key)$/i;

/** Every property reachable from a GET's 2xx answers, with the schema it sits in and whether it is write-only. */
function answeredProperties(): { where: string; name: string; writeOnly: boolean }[] {
  const seen = new Set<unknown>();
  const found: { where: string; name: string; writeOnly: boolean }[] = [];
  const components = spec.components as { schemas: Record<string, Node>; responses?: Record<string, Node> };
  const resolve = (node: unknown): unknown => {
    const ref = (node as Node | null)?.$ref;
    if (typeof ref !== 'string') return node;
    const [, , kind, name] = ref.split('/');
    return (components as unknown as Record<string, Record<string, Node>>)[kind!]?.[name!];
  };
  const walk = (raw: unknown, where: string) => {
    const node = resolve(raw);
    if (!node || typeof node !== 'object' || seen.has(node)) return;
    seen.add(node);
    const ref = (raw as Node).$ref;
    const here = typeof ref === 'string' ? ref.split('/').pop()! : where;
    const properties = (node as Node).properties as Record<string, Node> | undefined;
    for (const [name, property] of Object.entries(properties ?? {})) {
      found.push({ where: here, name, writeOnly: (resolve(property) as Node).writeOnly === true });
    }
    for (const value of Object.values(node)) {
      if (value && typeof value === 'object') walk(value, here);
    }
  };
  for (const [path, item] of Object.entries(spec.paths)) {
    const get = (item as Node).get as Node | undefined;
    for (const [status, answer] of Object.entries((get?.responses as Node | undefined) ?? {})) {
      if (status.startsWith('2')) walk(answer, `GET ${path}`);
    }
  }
  return found;
}

describe('secrets are write-only (issue 43)', () => {
  it('the contract marks every secret a GET could answer writeOnly', () => {
    const properties = answeredProperties();
    expect(properties.length).toBeGreaterThan(100);
    const secrets = properties.filter((property) => SECRET.test(property.name));
    expect(secrets.map((property) => `${property.where}.${property.name}`)).toEqual(
      expect.arrayContaining(['LeadSync.token']),
    );
    const answered = secrets.filter((property) => !property.writeOnly);
    expect(answered.map((property) => `${property.where}.${property.name}`)).toEqual([]);
  });

  it('the demo backend answers whether a key or token is saved, never the key or token', async () => {
    setToken(DEMO_TOKEN);
    const demo = getDb().users.find((user) => user.email === 'demo@example.com')!;
    const saved = Object.values(demo.leadsync)
      .map((connection) => connection.token)
      .filter(Boolean);
    expect(saved.length).toBeGreaterThanOrEqual(2);
    for (const service of ['webhook', 'sendinblue', 'mailchimp', 'constant_contact'] as const) {
      const { data } = await api.GET('/api/v1/leadsync/{service}/', { params: { path: { service } } });
      expect(data?.data, service).not.toHaveProperty('token');
      expect(data?.data.token_set, service).toBe(demo.leadsync[service].token !== '');
      for (const secret of saved) expect(JSON.stringify(data), service).not.toContain(secret);
    }
    const smtp = await api.GET('/api/v1/smtp-settings/');
    expect(smtp.data?.smtp_settings).not.toHaveProperty('password');
  });
});
