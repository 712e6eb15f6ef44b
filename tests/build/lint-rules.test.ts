// @vitest-environment node
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: path.resolve(__dirname, '../..') });
const lint = async (code: string) =>
  (
    await eslint.lintText(code, { filePath: path.resolve(__dirname, '../../src/components/probe.tsx') })
  )[0]?.messages.map((m) => m.ruleId) ?? [];

describe('lint: links to a new window', () => {
  it('refuses target="_blank" without rel="noopener noreferrer"', async () => {
    expect(await lint('export const A = () => <a href="https://x.example" target="_blank">x</a>;\n')).toContain(
      'local/safe-blank-target',
    );
    expect(
      await lint('export const A = () => <a href="https://x.example" target="_blank" rel="noopener">x</a>;\n'),
    ).toContain('local/safe-blank-target');
  });
  it('accepts it with both', async () => {
    expect(
      await lint(
        'export const A = () => <a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>;\n',
      ),
    ).not.toContain('local/safe-blank-target');
  });
});

const lintAt = async (file: string, code: string) =>
  (await eslint.lintText(code, { filePath: path.resolve(__dirname, '../..', file) }))[0]?.messages.map(
    (m) => `${m.ruleId}: ${m.message}`,
  ) ?? [];

describe('lint: one-way imports (local/boundaries)', () => {
  const machine = 'machines/probe/probe.machine.ts';

  it('refuses src/ in machines/', async () => {
    expect(await lintAt(machine, "import { api } from '@/api/client';\nexport const a = api;\n")).toEqual([
      'local/boundaries: machines must not import from api (one-way imports, DESIGN.md).',
    ]);
  });

  it('lets machines/ import the contract types with a type-only import', async () => {
    expect(
      await lintAt(
        machine,
        "import type { components } from '@contract/schema.gen';\nexport type A = components['schemas']['ErrorBody'];\n",
      ),
    ).toEqual([]);
    expect(
      await lintAt(machine, "import { type ApiFailure } from '@contract/api-failure';\nexport type A = ApiFailure;\n"),
    ).toEqual([]);
    expect(await lintAt(machine, "export type { ApiFailure } from '@contract/api-failure';\n")).toEqual([]);
  });

  it('refuses a value import of contract/ (it holds types only)', async () => {
    const refused = ['local/boundaries: contract/ holds types only: import it with `import type`.'];
    expect(
      await lintAt(machine, "import { components } from '@contract/schema.gen';\nexport type A = components;\n"),
    ).toEqual(refused);
    expect(await lintAt('src/features/probe/probe.ts', "export * from '@contract/api-failure';\n")).toEqual(refused);
  });

  it('lets every layer import the value module of contract/ (facts the contract fixes) as a value', async () => {
    const use = (from: string) =>
      `import { STYLE_GROUP_NAMES } from '${from}contract/widget-style-groups';\nexport const a = STYLE_GROUP_NAMES;\n`;
    expect(await lintAt(machine, use('@'))).toEqual([]);
    expect(await lintAt('src/mocks/probe.ts', use('@'))).toEqual([]);
    expect(await lintAt('src/features/probe/probe.ts', use('@'))).toEqual([]);
  });

  it('refuses a runtime import in contract/, so its value modules stay pure facts', async () => {
    expect(await lintAt('contract/probe.ts', "import { parse } from 'yaml';\nexport const a = parse('1');\n")).toEqual([
      "local/boundaries: contract/ imports types only: 'yaml' would be runtime code.",
    ]);
    expect(await lintAt('contract/probe.ts', "export { STYLE_GROUP_NAMES } from './widget-style-groups';\n")).toEqual([
      "local/boundaries: contract/ imports types only: './widget-style-groups' would be runtime code.",
    ]);
    expect(
      await lintAt(
        'contract/probe.ts',
        "import type { components } from './schema.gen';\nexport type A = components;\n",
      ),
    ).toEqual([]);
  });

  it('lets components/ bind the shared machines but no flow of its own', async () => {
    const use = (spec: string) => `import { loadMachine } from '${spec}';\nexport const a = loadMachine;\n`;
    expect(await lintAt('src/components/data/probe.ts', use('@machines/shared/load/load.machine'))).toEqual([]);
    expect(await lintAt('src/components/data/probe.ts', use('@machines/billing/checkout/checkout.machine'))).toEqual([
      'local/boundaries: components must not import from machines (one-way imports, DESIGN.md).',
    ]);
  });

  it('refuses src/ in contract/', async () => {
    expect(
      await lintAt('contract/probe.ts', "import type { Schemas } from '@/api/client';\nexport type A = Schemas;\n"),
    ).toEqual(['local/boundaries: contract must not import from api (one-way imports, DESIGN.md).']);
  });
});

describe('lint: short paths (local/no-deep-relative)', () => {
  const use = (spec: string) => `import { Box } from '${spec}';\nexport const a = Box;\n`;

  it("refuses an import of the app's code that leaves its folder, however short the climb", async () => {
    expect(await lintAt('src/features/probe/deep/probe.ts', use('../components/box'))).toEqual([
      "local/no-deep-relative: '../components/box' leaves its folder: name it from the root (@/…, @machines/…, @contract/…).",
    ]);
    expect(await lintAt('machines/widgets/probe/probe.machine.ts', use('../../shared/failure'))).toEqual([
      "local/no-deep-relative: '../../shared/failure' leaves its folder: name it from the root (@/…, @machines/…, @contract/…).",
    ]);
    expect(
      await lintAt(
        'src/features/probe/probe.ts',
        "export const load = () => import('../../../machines/shared/failure');\n",
      ),
    ).toEqual([
      "local/no-deep-relative: '../../../machines/shared/failure' leaves its folder: name it from the root (@/…, @machines/…, @contract/…).",
    ]);
  });

  it('accepts its own folder, the folders below it and the aliases', async () => {
    const file = 'src/features/probe/deep/probe.ts';
    expect(await lintAt(file, use('./box'))).toEqual([]);
    expect(await lintAt(file, use('./parts/box'))).toEqual([]);
    expect(await lintAt(file, use('@/components/box'))).toEqual([]);
  });

  it('lets a test climb two folders, not three', async () => {
    const file = 'tests/features/probe.test.ts';
    expect(await lintAt(file, use('../../src/components/box'))).toEqual([]);
    expect(await lintAt(file, use('../../../src/components/box'))).toEqual([
      "local/no-deep-relative: '../../../src/components/box' climbs 3 folders: name it from the root (@/…, @machines/…, @contract/…).",
    ]);
  });
});

describe('lint: a machine keeps to its own folder and the shared kit (local/machine-flows)', () => {
  const machine = 'machines/widgets/probe/probe.machine.ts';
  const use = (spec: string) => `import { rule } from '${spec}';\nexport const a = rule;\n`;
  const refused = (folder: string) => [
    `local/machine-flows: machines import their own folder and machines/shared/ only, not another flow's (${folder}/): move what both use to machines/shared/.`,
  ];

  it("refuses another flow's folder, even in the same area or by alias", async () => {
    expect(await lintAt(machine, use('@machines/widgets/editor/widget-editor.rules'))).toEqual(
      refused('machines/widgets/editor'),
    );
    expect(await lintAt(machine, use('@machines/billing/checkout/checkout.rules'))).toEqual(
      refused('machines/billing/checkout'),
    );
    expect(await lintAt(machine, "export { rule } from '@machines/projects/wizard/project-wizard.rules';\n")).toEqual(
      refused('machines/projects/wizard'),
    );
  });

  it('accepts its own folder, machines/shared/ and the contract types', async () => {
    expect(await lintAt(machine, use('./probe.rules'))).toEqual([]);
    expect(await lintAt(machine, use('@machines/shared/address-rule'))).toEqual([]);
    expect(await lintAt(machine, use('@machines/shared/paged-list/list-query'))).toEqual([]);
    expect(
      await lintAt(machine, "import type { Schemas } from '@contract/schemas';\nexport type A = Schemas;\n"),
    ).toEqual([]);
    expect(await lintAt('machines/shared/probe.ts', use('./paged-list/list-query'))).toEqual([]);
  });
});

describe('lint: no module-level state in a feature', () => {
  const refused =
    'no-restricted-syntax: No module-level `let` in a feature: keep the state in its machine, a component, or once() / intentModule().';

  it('refuses a module-level let in src/features, exported or not', async () => {
    expect(
      await lintAt('src/features/probe/probe.ts', 'let open = false;\nexport const toggle = () => (open = !open);\n'),
    ).toEqual([refused]);
    expect(
      await lintAt('src/features/probe/probe.ts', 'export let count = 0;\nexport const up = () => (count += 1);\n'),
    ).toEqual([refused]);
  });

  it('allows a let inside a function, and module constants', async () => {
    expect(
      await lintAt(
        'src/features/probe/probe.ts',
        'export const sum = (xs: number[]) => {\n  let total = 0;\n  for (const x of xs) total += x;\n  return total;\n};\n',
      ),
    ).toEqual([]);
  });
});

describe('lint: dead code (knip, in `npm run lint`)', () => {
  it('is part of the lint command', async () => {
    const { readFile } = await import('node:fs/promises');
    const scripts = JSON.parse(await readFile(path.resolve(__dirname, '../../package.json'), 'utf8')).scripts;
    expect(scripts.lint).toMatch(/&& knip$/);
  });

  it('names an export nothing imports, and fails', async () => {
    const { execFile } = await import('node:child_process');
    const run = await new Promise<{ code: number; out: string }>((done) =>
      execFile(
        process.execPath,
        [
          path.resolve(__dirname, '../../node_modules/knip/bin/knip.js'),
          '--directory',
          path.resolve(__dirname, 'knip-fixture'),
          '--reporter',
          'json',
        ],
        (error, stdout) => done({ code: error ? Number(error.code) : 0, out: stdout }),
      ),
    );
    expect(run.code).toBe(1);
    const report = JSON.parse(run.out) as { issues: { file: string; exports: { name: string }[] }[] };
    expect(report.issues.flatMap((issue) => issue.exports.map((item) => `${issue.file}: ${item.name}`))).toEqual([
      'lib.ts: unused',
    ]);
  }, 30_000);
});
