// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { areaModule, demoProviderRoutes, signedInRoutes, signedOutRoutes } from '../../src/app/route-table';

/**
 * Issue "a fast first screen": each chunk carries the English it shows. For every chunk root (an area's index, the
 * signed-in frame), the text keys named anywhere in the code it reaches must belong to an English file that the
 * entry (common, shell) or that root itself adds. A key's first segment names its file (top-level keys are
 * disjoint across files), so keys built at run time (`crawl.sev_${x}`) count too.
 */
const root = path.resolve(__dirname, '../..');
const enDir = path.join(root, 'src/i18n/locales/en');
const fileOfNamespace = new Map<string, string>();
for (const file of readdirSync(enDir)) {
  const name = file.replace(/\.json$/, '');
  for (const key of Object.keys(JSON.parse(readFileSync(path.join(enDir, file), 'utf8')) as object))
    fileOfNamespace.set(key, name);
}
const ENTRY_FILES = ['common', 'shell'];

function resolve(from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), spec);
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ])
    if (existsSync(candidate) && /\.tsx?$/.test(candidate)) return candidate;
  return null;
}

/** Every source file a root reaches by static or dynamic import (a lazy part renders after its root's texts). */
function reach(start: string, stopAt: Set<string>): Set<string> {
  const seen = new Set<string>();
  const walk = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const match of code.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)) {
      const next = resolve(file, match[1]!);
      if (next && !stopAt.has(next) && !next.includes(`${path.sep}i18n${path.sep}`)) walk(next);
    }
  };
  walk(start);
  return seen;
}

const namespacesIn = (files: Set<string>) => {
  const found = new Set<string>();
  for (const file of files)
    for (const match of readFileSync(file, 'utf8').matchAll(/['"`]([A-Za-z_]+)\.[A-Za-z_$]/g))
      if (fileOfNamespace.has(match[1]!)) found.add(fileOfNamespace.get(match[1]!)!);
  return found;
};

/** The English files a root adds: the `locales/en/<file>.json` its own code names. */
const addedBy = (files: Set<string>) =>
  new Set(
    [...files].flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/locales\/en\/([a-z-]+)\.json/g)].map((match) => match[1]!),
    ),
  );

const areas = new Set([...signedInRoutes, ...signedOutRoutes, ...demoProviderRoutes].map((route) => route.area));
const featureRoots = [...areas].map((area) => path.join(root, areaModule(area)));
const layout = path.join(root, 'src/app/layout/signed-in-layout.tsx');
const roots = [...featureRoots, layout];

describe('each chunk carries the English it shows', () => {
  it.each(roots.map((file) => [path.relative(root, file), file]))('%s', (_name, file) => {
    const files = reach(file, new Set(roots.filter((other) => other !== file)));
    const needed = [...namespacesIn(files)].filter((name) => !ENTRY_FILES.includes(name)).sort();
    const added = addedBy(files);
    expect(needed.filter((name) => !added.has(name))).toEqual([]);
  });
});
