// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot, resolveImport } from '../chunk-graph';

/** The packages a module loads with it: its static imports (type-only ones left out), followed through the source. */
function staticPackages(start: string): Set<string> {
  const files = new Set<string>();
  const packages = new Set<string>();
  const walk = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(
      /import\s+(?!type\b)[^'";]*?from\s*'([^']+)'|import\s+'([^']+)'|export\s+(?!type\b)[^'";]*?from\s*'([^']+)'/g,
    )) {
      const spec = (match[1] ?? match[2] ?? match[3])!;
      const next = resolveImport(file, spec);
      if (next) walk(next);
      else if (!spec.startsWith('.') && !spec.startsWith('@/')) packages.add(spec);
    }
  };
  walk(path.join(projectRoot, start));
  return packages;
}

describe('what a first screen loads before it paints', () => {
  it('the entry and the sign-in page load no xstate (the sign-in flow arrives on the first intent)', () => {
    const loaded = new Set([...staticPackages('src/main.tsx'), ...staticPackages('src/features/auth/index.ts')]);
    expect([...loaded].filter((spec) => /^(xstate|@xstate\/)/.test(spec))).toEqual([]);
  });
});
