import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import testingLibrary from 'eslint-plugin-testing-library';
import globals from 'globals';
import path from 'node:path';

/**
 * One-way imports (DESIGN.md): app → features → components/api/i18n, features → machines, and the demo backend
 * (mocks) → machines for the pure rules it must apply exactly as the forms do (the one address rule);
 * machines import nothing of src/; features don't import each other. contract/ (the generated API types and the
 * failure model) is types only: every layer, machines too, may import it with type-only imports. The one exception
 * is a value module of pure facts the contract fixes (CONTRACT_VALUES), which every layer may import as values;
 * no file of contract/ imports anything but types, so such a module never pulls in runtime code.
 */
const ROOT = path.dirname(new URL(import.meta.url).pathname);
const layerOf = (file) => {
  const rel = path.relative(ROOT, file).split(path.sep);
  if (rel[0] === 'machines') return { layer: 'machines' };
  if (rel[0] === 'contract') return { layer: 'contract' };
  if (rel[0] !== 'src') return { layer: 'other' };
  if (rel[1] === 'features') return { layer: 'features', area: rel[2] };
  if (['app', 'components', 'api', 'i18n', 'mocks', 'embed'].includes(rel[1] ?? '')) return { layer: rel[1] };
  return { layer: 'root' };
};
/** contract/'s value modules (extension-less paths from the root): pure facts, importing nothing but types. */
const CONTRACT_VALUES = ['contract/widget-style-groups'];
const isContractValues = (file) => {
  const rel = path.relative(ROOT, file).split(path.sep).join('/');
  return CONTRACT_VALUES.includes(rel.replace(/\.[jt]s$/, ''));
};
/** The path aliases (tsconfig.json `paths`, vite.config.ts `resolve.alias`): prefix → folder from the root. */
const ALIASES = [
  ['@machines/', 'machines/'],
  ['@contract/', 'contract/'],
  ['@/', 'src/'],
];
/** The file path a specifier names (relative or aliased), or null for a package. */
const targetOf = (filename, spec) => {
  if (spec.startsWith('.')) return path.resolve(path.dirname(filename), spec);
  const alias = ALIASES.find(([prefix]) => spec.startsWith(prefix));
  return alias ? path.join(ROOT, alias[1], spec.slice(alias[0].length)) : null;
};
const allowed = {
  contract: ['contract'],
  machines: ['machines'],
  api: ['api'],
  i18n: ['i18n', 'api'],
  components: ['components', 'api', 'i18n'],
  features: ['features', 'components', 'api', 'i18n', 'machines'],
  app: ['app', 'features', 'components', 'api', 'i18n', 'machines'],
  mocks: ['mocks', 'api', 'i18n', 'machines'],
  // The embed script (src/embed/, its own tiny build): the widget's pure rules, the preview's CSS mapping, the API hosts.
  embed: ['embed', 'machines', 'features', 'api'],
  root: ['app', 'api', 'i18n', 'mocks', 'components'],
};
/** `import type …`, `export type … from`, or an import whose every specifier is `type`. */
const isTypeOnly = (node) => {
  if (node.type === 'ImportExpression') return false;
  if (node.importKind === 'type' || node.exportKind === 'type') return true;
  const specifiers = node.specifiers ?? [];
  return specifiers.length > 0 && specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type');
};
const boundaries = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const from = layerOf(context.filename);
    const check = (node) => {
      const spec = node.source?.value;
      if (typeof spec !== 'string') return;
      if (from.layer === 'contract' && !isTypeOnly(node)) {
        context.report({ node, message: `contract/ imports types only: '${spec}' would be runtime code.` });
        return;
      }
      if (from.layer === 'machines' && /^(react|react-dom|@xstate\/react|@chakra-ui\/|openapi-fetch|msw)/.test(spec)) {
        context.report({ node, message: `machines/ are pure TypeScript: '${spec}' is not allowed here.` });
        return;
      }
      const target = targetOf(context.filename, spec);
      if (target === null) return;
      const to = layerOf(target);
      if (to.layer === 'contract' && from.layer !== 'contract') {
        if (!isTypeOnly(node) && !isContractValues(target))
          context.report({ node, message: `contract/ holds types only: import it with \`import type\`.` });
        return;
      }
      const ok = allowed[from.layer];
      if (!ok || to.layer === 'other') return;
      // The UI kit may bind the shared behaviour kit (the load machine), never a flow's own machine.
      const sharedKit =
        from.layer === 'components' && target.startsWith(path.join(ROOT, 'machines', 'shared') + path.sep);
      if (!ok.includes(to.layer) && !sharedKit) {
        context.report({
          node,
          message: `${from.layer} must not import from ${to.layer} (one-way imports, DESIGN.md).`,
        });
      } else if (from.layer === 'features' && to.layer === 'features' && from.area !== to.area) {
        context.report({
          node,
          message: `features don't import each other (${from.area} → ${to.area}); share through components/ or api/.`,
        });
      }
    };
    return {
      ImportDeclaration: check,
      ImportExpression: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
    };
  },
};

/** The specifier of an import, export-from, dynamic import() or vi.mock()/vi.importActual() call. */
const specifierListeners = (check) => {
  const fromSource = (node) => typeof node.source?.value === 'string' && check(node, node.source.value);
  return {
    ImportDeclaration: fromSource,
    ImportExpression: fromSource,
    ExportNamedDeclaration: fromSource,
    ExportAllDeclaration: fromSource,
    CallExpression(node) {
      const callee = node.callee;
      const argument = node.arguments[0];
      if (
        callee.type === 'MemberExpression' &&
        callee.object.type === 'Identifier' &&
        callee.object.name === 'vi' &&
        ['mock', 'doMock', 'unmock', 'importActual', 'importMock'].includes(callee.property.name) &&
        argument?.type === 'Literal' &&
        typeof argument.value === 'string'
      )
        check(node, argument.value);
    },
  };
};

/**
 * The app's code (src/, machines/, contract/) leaves its folder only by alias: `@/…` (src/), `@machines/…` or
 * `@contract/…`, so a path says where a file is, not how far it is. Elsewhere (tests, scripts) no import climbs more
 * than two folders.
 */
const APP_CODE = ['src', 'machines', 'contract'];
const noDeepRelative = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const appCode = APP_CODE.includes(path.relative(ROOT, context.filename).split(path.sep)[0]);
    return specifierListeners((node, spec) => {
      const climbs = spec.match(/^(\.\.\/)+/)?.[0].length / 3 || 0;
      if (appCode && climbs > 0)
        context.report({
          node,
          message: `'${spec}' leaves its folder: name it from the root (@/…, @machines/…, @contract/…).`,
        });
      else if (climbs > 2)
        context.report({
          node,
          message: `'${spec}' climbs ${climbs} folders: name it from the root (@/…, @machines/…, @contract/…).`,
        });
    });
  },
};

/**
 * A machine imports from its own folder and from the shared kit (machines/shared/) only, never from another flow's
 * folder: what two flows use lives in machines/shared/. (contract/ is governed by local/boundaries.)
 */
const machineFlows = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const from = path.relative(ROOT, context.filename).split(path.sep);
    if (from[0] !== 'machines') return {};
    const ownFolder = path.dirname(context.filename);
    const shared = path.join(ROOT, 'machines', 'shared');
    const inside = (file, folder) => !path.relative(folder, file).startsWith('..');
    return specifierListeners((node, spec) => {
      const target = targetOf(context.filename, spec);
      if (target === null || path.relative(ROOT, target).split(path.sep)[0] !== 'machines') return;
      if (inside(target, ownFolder) || inside(target, shared)) return;
      const folder = path.relative(ROOT, path.dirname(target)).split(path.sep).join('/');
      context.report({
        node,
        message: `machines import their own folder and machines/shared/ only, not another flow's (${folder}/): move what both use to machines/shared/.`,
      });
    });
  },
};

/** Every link to a new window carries rel="noopener noreferrer" (the new page gets no handle on ours, nor our address). */
const safeBlankTarget = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const valueOf = (attribute) => {
      const value = attribute?.value;
      if (value?.type === 'Literal') return value.value;
      if (value?.type === 'JSXExpressionContainer' && value.expression.type === 'Literal')
        return value.expression.value;
      return value ? undefined : null;
    };
    return {
      JSXOpeningElement(node) {
        const attribute = (name) => node.attributes.find((a) => a.type === 'JSXAttribute' && a.name.name === name);
        if (valueOf(attribute('target')) !== '_blank') return;
        const rel = valueOf(attribute('rel'));
        if (typeof rel === 'string' && /\bnoopener\b/.test(rel) && /\bnoreferrer\b/.test(rel)) return;
        context.report({ node, message: 'target="_blank" needs rel="noopener noreferrer".' });
      },
    };
  },
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'node_modules',
      'public/mockServiceWorker.js',
      'contract/schema.gen.d.ts',
      'coverage',
      'test-results',
      '.bench',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: {
      'react-hooks': reactHooks,
      local: {
        rules: {
          boundaries,
          'safe-blank-target': safeBlankTarget,
          'no-deep-relative': noDeepRelative,
          'machine-flows': machineFlows,
        },
      },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'local/boundaries': 'error',
      'local/safe-blank-target': 'error',
      'local/no-deep-relative': 'error',
      'local/machine-flows': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Use the one openapi-fetch client in src/api/client.ts.' },
      ],
    },
  },
  { files: ['src/**/*.tsx'], ...jsxA11y.configs.recommended },
  { files: ['tests/**/*.test.{ts,tsx}'], ignores: ['tests/e2e/**'], ...testingLibrary.configs['flat/react'] },
  {
    // Tests also read what roles can't name: icons, flag images, the favicon, a row around a cell, the widget
    // preview's own markup and styles. Queries by role stay the rule; reaching into nodes is allowed for those.
    files: ['tests/**/*.test.{ts,tsx}'],
    rules: { 'testing-library/no-node-access': 'off' },
  },
  {
    files: ['src/api/client.ts', 'tests/**', 'scripts/**', 'src/mocks/**'],
    rules: { 'no-restricted-globals': 'off' },
  },
  {
    // What a feature keeps lives in its machine, a component's state or ref, or a helper's closure
    // (src/components/once.ts, src/components/intent-module.ts), never in a module-level variable that any screen can change.
    files: ['src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'Program > VariableDeclaration[kind="let"], Program > ExportNamedDeclaration > VariableDeclaration[kind="let"]',
          message:
            'No module-level `let` in a feature: keep the state in its machine, a component, or once() / intentModule().',
        },
      ],
    },
  },
);
