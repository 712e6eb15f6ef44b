// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');
const map = () => readFileSync(path.join(root, 'docs/route-map.md'), 'utf8');
const rowOf = (route: string) =>
  map()
    .split('\n')
    .find((line) => line.startsWith(`| \`${route}\` |`)) ?? '';

describe('the route map (docs/route-map.md)', () => {
  it('is what scripts/route-map.mjs makes of the code now (run `npm run map:routes` after changing a route)', () => {
    expect(() =>
      execFileSync(process.execPath, ['scripts/route-map.mjs', '--check'], { cwd: root, stdio: 'pipe' }),
    ).not.toThrow();
  });

  it('leads from a route to its page, its machine and the operations its actors call', () => {
    const row = rowOf('/edit-widget/:id');
    expect(row).toContain(
      '[widgets/editor/widget-editor.page.tsx](../src/features/widgets/editor/widget-editor.page.tsx)',
    );
    expect(row).toContain(
      '[widgets/editor/widget-editor.machine.ts](../machines/widgets/editor/widget-editor.machine.ts)',
    );
    expect(row).toContain('`GET /api/v1/widget/{id}/` getWidget');
    expect(row).toContain('`POST /api/v1/widget/{id}/` updateWidget');
  });

  it('counts actors a page provides inline', () => {
    const row = rowOf('/billing-details');
    expect(row).toContain(
      '[billing/account/billing-details.machine.ts](../machines/billing/account/billing-details.machine.ts)',
    );
    expect(row).toContain('`POST /api/v1/account/billing/update/` updateBillingInfo');
  });
});
