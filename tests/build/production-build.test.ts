// @vitest-environment node
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from 'vite';

const outDir = mkdtempSync(path.join(tmpdir(), 'prod-build-'));
let files: { name: string; code: string }[] = [];

beforeAll(async () => {
  // Vitest runs with NODE_ENV=test, which Vite would take for a development build.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  await build({
    root: path.resolve(__dirname, '../..'),
    logLevel: 'silent',
    mode: 'production',
    build: { outDir, emptyOutDir: true },
  });
  process.env.NODE_ENV = nodeEnv;
  const assets = path.join(outDir, 'assets');
  files = readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .map((name) => ({ name, code: readFileSync(path.join(assets, name), 'utf8') }));
}, 180_000);

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('a plain production build', () => {
  it('leaves the demo backend out (it needs VITE_DEMO=1)', () => {
    const withDemo = files
      .filter(({ code }) => /setupWorker|mockServiceWorker|demo-token-/.test(code))
      .map(({ name }) => name);
    expect(withDemo).toEqual([]);
  });

  it('splits every area into its own lazy chunk', () => {
    const names = files.map(({ name }) => name);
    for (const area of ['auth', 'projects', 'widgets', 'audits', 'leads', 'billing', 'account', 'monitoring']) {
      expect(
        names.some((name) => name.startsWith(`${area}-`)),
        `${area} chunk`,
      ).toBe(true);
    }
  });

  it('keeps the widget editor machine out of the entry chunk', () => {
    const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
    const entry = /src="\/assets\/([^"]+\.js)"/.exec(html)?.[1];
    const code = files.find(({ name }) => name === entry)?.code ?? '';
    expect(entry).toBeTruthy();
    expect(code).not.toContain('reloadDelay');
  });
});
