// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { chunkRoots, projectRoot as root, resolveImport } from '../chunk-graph';

/**
 * Issue "a fast first screen": each chunk carries the English it shows. For every chunk root (an area's index, the
 * signed-in frame), the text keys named anywhere in the code it reaches must belong to an English file that the
 * entry (common, shell) or that root itself adds. A key's first segment names its file (top-level keys are
 * disjoint across files), so keys built at run time (`crawl.sev_${x}`) count too.
 */
const enDir = path.join(root, 'src/i18n/locales/en');
const fileOfNamespace = new Map<string, string>();
for (const file of readdirSync(enDir)) {
  const name = file.replace(/\.json$/, '');
  for (const key of Object.keys(JSON.parse(readFileSync(path.join(enDir, file), 'utf8')) as object))
    fileOfNamespace.set(key, name);
}
const ENTRY_FILES = ['common', 'shell'];

/** Every source file a root reaches by static or dynamic import (a lazy part renders after its root's texts). */
function reach(start: string, stopAt: Set<string>): Set<string> {
  const seen = new Set<string>();
  const walk = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const match of code.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)) {
      const next = resolveImport(file, match[1]!);
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

const roots = chunkRoots;

describe('each chunk carries the English it shows', () => {
  it.each(roots.map((file) => [path.relative(root, file), file]))('%s', (_name, file) => {
    const files = reach(file, new Set(roots.filter((other) => other !== file)));
    const needed = [...namespacesIn(files)].filter((name) => !ENTRY_FILES.includes(name)).sort();
    const added = addedBy(files);
    expect(needed.filter((name) => !added.has(name))).toEqual([]);
  });
});
