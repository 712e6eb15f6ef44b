/**
 * The route map (docs/route-map.md): each route → its page file → the machine files its screens use → the
 * operations of openapi.yaml that the actors they import call. Derived by reading the code, not by hand:
 *   - routes from `r('/path', 'area', 'page')` in src/app/route-table.ts, the area's module from `areaModule()`;
 *   - the page file: where the area's `pages` record takes the page from;
 *   - machines: the `*.machine.ts` files the page's import graph (static and lazy imports under src/, not
 *     type-only ones) imports as values;
 *   - operations: every `api.GET('/path'…)` (POST, PUT, PATCH, DELETE) in the declarations the graph imports from
 *     an actors file (`actors.ts`, `*-actors.ts`), with the local helpers they call, named by their operationId.
 *
 *   node scripts/route-map.mjs          writes docs/route-map.md
 *   node scripts/route-map.mjs --check  fails when docs/route-map.md is stale (tests/build/route-map.test.ts)
 */
import { existsSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { parse as parseYaml } from 'yaml';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = 'docs/route-map.md';
const ALIASES = [
  ['@machines/', 'machines/'],
  ['@contract/', 'contract/'],
  ['@/', 'src/'],
];
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

const read = (rel) => readFileSync(path.join(ROOT, rel), 'utf8');
const sources = new Map();
function sourceOf(rel) {
  if (!sources.has(rel)) {
    const kind = rel.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
    sources.set(rel, ts.createSourceFile(rel, read(rel), ts.ScriptTarget.Latest, true, kind));
  }
  return sources.get(rel);
}

/** The root-relative source file a specifier names from `fromRel`, or null (a package, JSON, CSS). */
function resolve(fromRel, spec) {
  let base;
  if (spec.startsWith('.')) base = path.posix.normalize(path.posix.join(path.posix.dirname(fromRel), spec));
  else {
    const alias = ALIASES.find(([prefix]) => spec.startsWith(prefix));
    if (!alias) return null;
    base = alias[1] + spec.slice(alias[0].length);
  }
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`])
    if (/\.tsx?$/.test(candidate) && existsSync(path.join(ROOT, candidate))) return candidate;
  return null;
}

const isTypeOnlyImport = (node) =>
  node.importClause?.isTypeOnly ||
  (node.importClause &&
    !node.importClause.name &&
    node.importClause.namedBindings &&
    ts.isNamedImports(node.importClause.namedBindings) &&
    node.importClause.namedBindings.elements.length > 0 &&
    node.importClause.namedBindings.elements.every((e) => e.isTypeOnly));

/** A file's value imports: [{ target, names (imported names; '*' for all) }], static and `import()`. */
function importsOf(rel) {
  const out = [];
  const visit = (node) => {
    if (ts.isImportDeclaration(node) && !isTypeOnlyImport(node)) {
      const target = resolve(rel, node.moduleSpecifier.text);
      const clause = node.importClause;
      const names = [];
      if (!clause || clause.name || (clause.namedBindings && ts.isNamespaceImport(clause.namedBindings)))
        names.push('*');
      else if (clause.namedBindings)
        for (const e of clause.namedBindings.elements) if (!e.isTypeOnly) names.push((e.propertyName ?? e.name).text);
      if (target) out.push({ target, names });
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && !node.isTypeOnly) {
      const target = resolve(rel, node.moduleSpecifier.text);
      const names =
        node.exportClause && ts.isNamedExports(node.exportClause)
          ? node.exportClause.elements.filter((e) => !e.isTypeOnly).map((e) => (e.propertyName ?? e.name).text)
          : ['*'];
      if (target) out.push({ target, names });
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      const target = resolve(rel, node.arguments[0].text);
      if (target) out.push({ target, names: ['*'] });
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceOf(rel));
  return out;
}

/** Top-level declarations of a file by name. */
function declarationsOf(rel) {
  const map = new Map();
  for (const statement of sourceOf(rel).statements) {
    if ((ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) && statement.name)
      map.set(statement.name.text, statement);
    else if (ts.isVariableStatement(statement))
      for (const d of statement.declarationList.declarations)
        if (ts.isIdentifier(d.name)) map.set(d.name.text, statement);
  }
  return map;
}
/** Where a file's export `name` is declared: { rel, node } (follows `export { x } from` and `export *`). */
function findExport(rel, name, seen = new Set()) {
  if (seen.has(rel)) return null;
  seen.add(rel);
  const own = declarationsOf(rel).get(name);
  if (own) return { rel, node: own };
  const sf = sourceOf(rel);
  for (const statement of sf.statements) {
    if (ts.isExportDeclaration(statement) && statement.moduleSpecifier) {
      const target = resolve(rel, statement.moduleSpecifier.text);
      if (!target) continue;
      if (statement.exportClause && ts.isNamedExports(statement.exportClause)) {
        const element = statement.exportClause.elements.find((e) => e.name.text === name);
        if (element) return findExport(target, (element.propertyName ?? element.name).text, seen);
      } else if (!statement.exportClause) {
        const found = findExport(target, name, seen);
        if (found) return found;
      }
    }
    if (ts.isImportDeclaration(statement) && statement.importClause?.namedBindings) {
      // `import { x } from …; export { x };`
      const bindings = statement.importClause.namedBindings;
      if (ts.isNamedImports(bindings)) {
        const element = bindings.elements.find((e) => e.name.text === name);
        const target = resolve(rel, statement.moduleSpecifier.text);
        if (element && target && exportsLocally(sf, name))
          return findExport(target, (element.propertyName ?? element.name).text, seen);
      }
    }
  }
  return null;
}
const exportsLocally = (sf, name) =>
  sf.statements.some(
    (s) =>
      ts.isExportDeclaration(s) &&
      !s.moduleSpecifier &&
      s.exportClause &&
      ts.isNamedExports(s.exportClause) &&
      s.exportClause.elements.some((e) => e.name.text === name),
  );

/** The API calls of a declaration and of the file's own declarations it uses: ['GET /path', …]. */
function callsOf(rel, node, seen = new Set()) {
  if (seen.has(node)) return [];
  seen.add(node);
  const local = declarationsOf(rel);
  const calls = [];
  const visit = (n) => {
    if (
      ts.isCallExpression(n) &&
      ts.isPropertyAccessExpression(n.expression) &&
      METHODS.includes(n.expression.name.text) &&
      ts.isIdentifier(n.expression.expression) &&
      n.expression.expression.text === 'api' &&
      n.arguments[0] &&
      ts.isStringLiteralLike(n.arguments[0])
    )
      calls.push(`${n.expression.name.text} ${n.arguments[0].text}`);
    if (ts.isIdentifier(n) && local.has(n.text) && local.get(n.text) !== node)
      calls.push(...callsOf(rel, local.get(n.text), seen));
    ts.forEachChild(n, visit);
  };
  visit(node);
  return calls;
}

/** API calls of actors a file provides inline: `machine.provide({ actors: { … } })`. */
function providedCalls(rel) {
  const calls = [];
  const visit = (n) => {
    if (
      ts.isCallExpression(n) &&
      ts.isPropertyAccessExpression(n.expression) &&
      n.expression.name.text === 'provide' &&
      n.arguments[0] &&
      ts.isObjectLiteralExpression(n.arguments[0])
    )
      for (const p of n.arguments[0].properties)
        if (ts.isPropertyAssignment(p) && p.name.getText() === 'actors') calls.push(...callsOf(rel, p.initializer));
    ts.forEachChild(n, visit);
  };
  visit(sourceOf(rel));
  return calls;
}

const isActors = (rel) => /(^|\/|-)actors\.tsx?$/.test(rel);
const isMachine = (rel) => rel.startsWith('machines/') && rel.endsWith('.machine.ts');

/** Machines and API calls the page file's import graph reaches. */
function usesOf(pageRel) {
  const machines = new Set();
  const calls = new Set();
  const seen = new Set();
  const walk = (rel) => {
    if (seen.has(rel)) return;
    seen.add(rel);
    for (const call of providedCalls(rel)) calls.add(call);
    for (const { target, names } of importsOf(rel)) {
      if (isMachine(target)) machines.add(target);
      if (!target.startsWith('src/')) continue;
      if (isActors(target)) {
        const wanted = names.includes('*') ? [...declarationsOf(target).keys()] : names;
        for (const name of wanted) {
          const found = findExport(target, name);
          if (found) for (const call of callsOf(found.rel, found.node)) calls.add(call);
        }
      }
      walk(target);
    }
  };
  walk(pageRel);
  return { machines: [...machines].sort(), calls: [...calls].sort(byPath) };
}
const byPath = (a, b) => {
  const [ma, pa] = a.split(' ');
  const [mb, pb] = b.split(' ');
  return pa === pb ? METHODS.indexOf(ma) - METHODS.indexOf(mb) : pa < pb ? -1 : 1;
};

/** Routes of the route table: [{ path, area, page, who }]. */
function routes() {
  const sf = sourceOf('src/app/route-table.ts');
  const tables = { signedInRoutes: 'signed in', signedOutRoutes: 'signed out', demoProviderRoutes: 'demo builds' };
  const areaModules = {};
  const out = [];
  for (const statement of sf.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const d of statement.declarationList.declarations) {
      const name = d.name.getText(sf);
      if (name === 'AREA_MODULES' && d.initializer && ts.isObjectLiteralExpression(d.initializer))
        for (const p of d.initializer.properties)
          if (ts.isPropertyAssignment(p) && ts.isStringLiteralLike(p.initializer))
            areaModules[p.name.getText(sf).replace(/^'|'$/g, '')] = p.initializer.text;
      if (!tables[name] || !d.initializer || !ts.isArrayLiteralExpression(d.initializer)) continue;
      for (const e of d.initializer.elements) {
        if (!ts.isCallExpression(e) || e.arguments.length < 3 || !e.arguments.every(ts.isStringLiteralLike)) continue;
        const [routePath, area, page] = e.arguments.map((a) => a.text);
        out.push({ path: routePath, area, page, who: tables[name] });
      }
    }
  }
  return { routes: out, areaModule: (area) => areaModules[area] ?? `src/features/${area}/index.ts` };
}

/** The file a page of an area comes from: where the `pages` record's entry is declared. */
function pageFileOf(moduleRel, page) {
  const findIn = (rel, objectName, key) => {
    const file = sourceOf(rel);
    for (const statement of file.statements) {
      if (!ts.isVariableStatement(statement)) continue;
      for (const d of statement.declarationList.declarations) {
        if (d.name.getText(file) !== objectName) continue;
        let init = d.initializer;
        while (init && (ts.isSatisfiesExpression(init) || ts.isAsExpression(init))) init = init.expression;
        if (!init || !ts.isObjectLiteralExpression(init)) return null;
        for (const p of init.properties) {
          if (ts.isPropertyAssignment(p) && p.name.getText(file) === key) {
            if (ts.isIdentifier(p.initializer)) return declaredIn(rel, p.initializer.text);
            return rel;
          }
          if (ts.isShorthandPropertyAssignment(p) && p.name.text === key) return declaredIn(rel, key);
          if (ts.isSpreadAssignment(p) && ts.isIdentifier(p.expression)) {
            const from = importedFrom(rel, p.expression.text);
            const found = from ? findIn(from.rel, from.name, key) : findIn(rel, p.expression.text, key);
            if (found) return found;
          }
        }
      }
    }
    return null;
  };
  return findIn(moduleRel, 'pages', page);
}
/** { rel, name } of an imported binding, or null. */
function importedFrom(rel, local) {
  for (const statement of sourceOf(rel).statements) {
    if (!ts.isImportDeclaration(statement) || !statement.importClause?.namedBindings) continue;
    const bindings = statement.importClause.namedBindings;
    if (!ts.isNamedImports(bindings)) continue;
    const element = bindings.elements.find((e) => e.name.text === local);
    const target = resolve(rel, statement.moduleSpecifier.text);
    if (element && target) return { rel: target, name: (element.propertyName ?? element.name).text };
  }
  return null;
}
function declaredIn(rel, local) {
  const from = importedFrom(rel, local);
  if (!from) return rel;
  return findExport(from.rel, from.name)?.rel ?? from.rel;
}

/** 'GET /path' → operationId from openapi.yaml. */
function operations() {
  const spec = parseYaml(read('openapi.yaml'));
  const ids = new Map();
  for (const [p, item] of Object.entries(spec.paths ?? {}))
    for (const method of METHODS) {
      const op = item?.[method.toLowerCase()];
      if (op) ids.set(`${method} ${p}`, op.operationId ?? '(no operationId)');
    }
  return ids;
}

export function buildRouteMap() {
  const { routes: table, areaModule } = routes();
  const ids = operations();
  const code = (s) => `\`${s}\``;
  const link = (rel) => `[${rel.replace(/^(src\/features|machines)\//, '')}](../${rel})`;
  const rows = [];
  const merged = new Map();
  for (const route of table) {
    const key = `${route.path} ${route.area} ${route.page}`;
    if (merged.has(key)) merged.get(key).who.push(route.who);
    else merged.set(key, { ...route, who: [route.who] });
  }
  for (const route of merged.values()) {
    const moduleRel = areaModule(route.area);
    const pageRel = pageFileOf(moduleRel, route.page);
    if (!pageRel) throw new Error(`route-map: ${route.path}: no page '${route.page}' in ${moduleRel}`);
    const { machines, calls } = usesOf(pageRel);
    const ops = calls.map((call) => `${code(call)} ${ids.has(call) ? ids.get(call) : '**not in openapi.yaml**'}`);
    rows.push(
      `| ${code(route.path)} | ${route.who.join(', ')} | ${link(pageRel)} | ${machines.map(link).join('<br>') || '–'} | ${ops.join('<br>') || '–'} |`,
    );
  }
  return [
    '# Route map',
    '',
    'Generated by `npm run map:routes` (scripts/route-map.mjs) from the code; `npm test` fails when it is stale',
    '(tests/build/route-map.test.ts). Do not edit by hand.',
    '',
    'Each route of `src/app/route-table.ts` → the page file its area exports → the machine files its screens use',
    '(`machines/<area>/<folder>/` beside `src/features/<area>/<folder>/`) → the operations of `openapi.yaml` that',
    'the actors it imports call (`src/features/<area>/actors.ts`). Paths in the page and machine columns are below',
    '`src/features/` and `machines/`.',
    '',
    '| Route | Who | Page | Machines | Operations its actors call |',
    '| --- | --- | --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const map = buildRouteMap();
  const file = path.join(ROOT, OUT);
  if (process.argv.includes('--check')) {
    const current = existsSync(file) ? readFileSync(file, 'utf8') : '';
    if (current !== map) {
      console.error(`${OUT} is stale: run \`npm run map:routes\` and commit it.`);
      process.exit(1);
    }
  } else {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, map);
    console.log(`wrote ${OUT}`);
  }
}
