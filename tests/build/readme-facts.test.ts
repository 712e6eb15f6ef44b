import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildSeed } from '../../src/mocks/seed';

const readme = readFileSync('README.md', 'utf8').replace(/\s+/g, ' ');

describe('README facts that other files fix (#48 item 14)', () => {
  it("says the demo account's leads as the seed makes them: all, deleted, and what All leads lists", () => {
    const leads = buildSeed().leads.filter((lead) => lead.user_id === 1);
    const deleted = leads.filter((lead) => lead.status === 'deleted').length;
    expect([leads.length, deleted]).toEqual([340, 43]);
    expect(readme).toContain('340 leads, 43 of them deleted (*All leads* lists 297;');
  });

  it('names the Node version a locked development dependency wants beyond the engines of package.json', () => {
    const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
      packages: Record<string, { version?: string; engines?: { node?: string } }>;
    };
    const unpdf = lock.packages['node_modules/unpdf'];
    expect(unpdf?.engines?.node).toBe('>=22');
    expect(readme).toContain(`\`unpdf\` (${unpdf?.version?.replace(/\.\d+$/, '.x')}) wants Node 22`);
  });
});
