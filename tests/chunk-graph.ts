import { existsSync } from 'node:fs';
import path from 'node:path';
import { areaModule, demoProviderRoutes, signedInRoutes, signedOutRoutes } from '../src/app/route-table';

/** For the tests that walk each lazy chunk's source (area-english, area-recipes). */
export const projectRoot = path.resolve(__dirname, '..');

/** The path aliases of tsconfig.json (`@/…` is src/). */
const aliases: [string, string][] = [
  ['@machines/', 'machines'],
  ['@contract/', 'contract'],
  ['@/', 'src'],
];

/** The source file a relative or aliased import names, or null for a package or a non-TypeScript file. */
export function resolveImport(from: string, spec: string): string | null {
  const alias = aliases.find(([prefix]) => spec.startsWith(prefix));
  if (!alias && !spec.startsWith('.')) return null;
  const base = alias
    ? path.join(projectRoot, alias[1], spec.slice(alias[0].length))
    : path.resolve(path.dirname(from), spec);
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

const areas = new Set([...signedInRoutes, ...signedOutRoutes, ...demoProviderRoutes].map((route) => route.area));

/** Every chunk root: each area's module and the signed-in frame. */
export const chunkRoots = [
  ...[...areas].map((area) => path.join(projectRoot, areaModule(area))),
  path.join(projectRoot, 'src/app/layout/signed-in-layout.tsx'),
];
