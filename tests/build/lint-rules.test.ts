// @vitest-environment node
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: path.resolve(__dirname, '../..') });
const lint = async (code: string) =>
  (await eslint.lintText(code, { filePath: path.resolve(__dirname, '../../src/components/probe.tsx') }))[0]?.messages.map((m) => m.ruleId) ?? [];

describe('lint: links to a new window', () => {
  it('refuses target="_blank" without rel="noopener noreferrer"', async () => {
    expect(await lint('export const A = () => <a href="https://x.example" target="_blank">x</a>;\n')).toContain('local/safe-blank-target');
    expect(await lint('export const A = () => <a href="https://x.example" target="_blank" rel="noopener">x</a>;\n')).toContain('local/safe-blank-target');
  });
  it('accepts it with both', async () => {
    expect(await lint('export const A = () => <a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>;\n')).not.toContain('local/safe-blank-target');
  });
});
