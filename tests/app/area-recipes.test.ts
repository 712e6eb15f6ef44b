// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { recipes, slotRecipes } from '@chakra-ui/react/theme';
import { describe, expect, it } from 'vitest';
import { chunkRoots, projectRoot as root, resolveImport } from '../chunk-graph';

/**
 * Issue "a fast first screen": each chunk registers the Chakra recipes it uses (else a screen shows unstyled). For
 * every chunk root, the components it imports from @chakra-ui/react, in all the code it reaches, need their recipes
 * registered by that code or by the entry (src/app/theme.ts).
 */
const RECIPE_KEYS = new Set([...Object.keys(recipes), ...Object.keys(slotRecipes)]);

/** Components whose recipe is not their own lower-camel name, or that draw another recipe inside. */
const EXTRA: Record<string, string[]> = {
  IconButton: ['button'],
  CloseButton: ['button'],
  ButtonGroup: ['button'],
  SkeletonText: ['skeleton'],
  SkeletonCircle: ['skeleton'],
  InputGroup: ['inputAddon'],
  Highlight: ['mark'],
  Toaster: ['toast'],
  Checkbox: ['checkbox', 'checkmark'],
  CheckboxCard: ['checkboxCard', 'checkmark'],
  RadioGroup: ['radioGroup', 'radiomark'],
  RadioCard: ['radioCard', 'radiomark'],
};

function recipesOf(component: string): string[] {
  const own = component.charAt(0).toLowerCase() + component.slice(1);
  return [...new Set([...(RECIPE_KEYS.has(own) ? [own] : []), ...(EXTRA[component] ?? [])])];
}

/** The code a root loads with it (static imports, not type-only ones), and the lazy parts it can load later. */
function load(start: string, stopAt: Set<string>): { files: Set<string>; lazy: string[] } {
  const files = new Set<string>();
  const lazy: string[] = [];
  const walk = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const code = readFileSync(file, 'utf8');
    for (const match of code.matchAll(
      /import\s+(?!type\b)[^'";]*?from\s*'([^']+)'|import\s+'([^']+)'|export\s+[^'";]*?from\s*'([^']+)'/g,
    )) {
      const next = resolveImport(file, (match[1] ?? match[2] ?? match[3])!);
      if (next && !stopAt.has(next)) walk(next);
    }
    for (const match of code.matchAll(/import\(\s*'([^']+)'\s*\)/g)) {
      const next = resolveImport(file, match[1]!);
      if (next && !stopAt.has(next)) lazy.push(next);
    }
  };
  walk(start);
  return { files, lazy: lazy.filter((file) => !files.has(file)) };
}

/**
 * The recipes used before they are registered: by the code a root loads, or by a lazy part (which may count on
 * what loaded before it, never on a part that may load after it).
 */
function missingRecipes(start: string, registeredBefore: Set<string>, stopAt: Set<string>): string[] {
  const { files, lazy } = load(start, stopAt);
  const have = new Set([...registeredBefore, ...registered(files)]);
  const missing = [...used(files)].filter((key) => !have.has(key));
  const inner = new Set([...stopAt, ...files]);
  return [...new Set([...missing, ...lazy.flatMap((part) => missingRecipes(part, have, inner))])].sort();
}

const used = (files: Set<string>) => {
  const keys = new Set<string>();
  for (const file of files)
    for (const match of readFileSync(file, 'utf8').matchAll(
      /import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g,
    ))
      for (const name of match[1]!.split(',').map((part) => part.trim().split(/\s+as\s+/)[0]!))
        if (name && !name.startsWith('type ')) recipesOf(name).forEach((key) => keys.add(key));
  return keys;
};

const kebabToCamel = (name: string) => name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
const registered = (files: Set<string>) =>
  new Set(
    [...files].flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/'@chakra-theme\/recipes\/([a-z-]+)'/g)].map((match) =>
        kebabToCamel(match[1]!),
      ),
    ),
  );

const entry = path.join(root, 'src/main.tsx');
const roots = chunkRoots;
const entryRegistered = registered(load(entry, new Set(roots)).files);

describe('each chunk registers the Chakra recipes it uses', () => {
  it('the entry: the first page’s own', () => {
    expect(missingRecipes(entry, new Set(), new Set(roots))).toEqual([]);
  });

  it.each(roots.map((file) => [path.relative(root, file), file]))('%s', (_name, file) => {
    const others = new Set([...roots.filter((other) => other !== file), entry]);
    expect(missingRecipes(file, entryRegistered, others)).toEqual([]);
  });
});
