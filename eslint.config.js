import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

/**
 * The server's modules, lowest first: a module may import only modules listed before it, so module
 * imports cannot form a cycle. Across modules only services and pure helpers/types are imported,
 * never another module's *.repository.ts (docs/decisions/020-composition-root-and-permissions.md).
 */
const serverModulesDir = 'apps/server/src/modules';
const moduleLayers = [
  'mail',
  'metrics',
  'media',
  'security',
  'docs',
  'health',
  'client-config',
  'auth',
  'payments',
  'catalogue',
  'gyms',
  'availability',
  'bookings',
  'maintenance',
  'web',
];
/**
 * Known violations, each allowed until the work that removes it lands; keep this list empty.
 * catalogue -> gyms: the catalogue loader still reads gyms' repositories and mapper (gyms <-> catalogue
 * cycle), being removed by the catalogue read-path rewrite.
 */
const pendingModuleImports = [{ from: 'catalogue', to: 'gyms' }];
const isPending = (from, to) => pendingModuleImports.some((pending) => pending.from === from && pending.to === to);

function moduleZones({ layering }) {
  return moduleLayers.flatMap((module, index) => {
    const target = `${serverModulesDir}/${module}`;
    const others = moduleLayers.filter((other) => other !== module && !isPending(module, other));
    const above = moduleLayers.slice(index + 1).filter((other) => !isPending(module, other));
    const zones = [
      {
        target,
        from: others.map((other) => `${serverModulesDir}/${other}/**/*.repository.ts`),
        message: `Use the module's service (its front door), not its repository.`,
      },
    ];
    if (layering && above.length > 0) {
      zones.push({
        target,
        from: above.map((other) => `${serverModulesDir}/${other}`),
        message: `'${module}' may import only the modules listed before it in moduleLayers (eslint.config.js); hand the piece in from apps/server/src/services.ts or move it down.`,
      });
    }
    return zones;
  });
}

const importResolver = createTypeScriptImportResolver({ project: 'apps/server/tsconfig.json' });

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '**/.tsbuild/**', 'data/**', '**/test-results/**', '**/playwright-report/**', '.tmp/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'error',
    },
  },
  {
    files: ['apps/server/**/*.ts', 'packages/shared/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [importResolver], 'import-x/extensions': ['.ts', '.js'] },
  },
  {
    files: ['apps/server/**/*.ts', 'packages/shared/**/*.ts'],
    // Nothing imports a test file, so none can be part of a cycle; skipping them saves the walk.
    ignores: ['**/*.test.ts', 'apps/server/test/**'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: [`${serverModulesDir}/**/*.ts`],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: moduleZones({ layering: true }) }] },
  },
  {
    // A test file is imported by nothing, so it cannot close a cycle: it may exercise modules above
    // its own (metrics.test.ts runs the bookings' sweep), but still not another module's repository.
    files: [`${serverModulesDir}/**/*.test.ts`],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: moduleZones({ layering: false }) }] },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['scripts/**', 'bench/**', '**/*.mjs', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
);
