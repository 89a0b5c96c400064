import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import i18next from 'eslint-plugin-i18next';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/dist-server/**', '**/node_modules/**', '**/.tsbuild/**', 'data/**', '**/test-results/**', '**/playwright-report/**', '.tmp/**'],
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
    // Who may do what is data (apps/server/src/lib/authz.ts): services and routes ask it with can(),
    // never by comparing roles. (Code about roles themselves, such as promoting a user to owner, may.)
    files: ['apps/server/src/modules/**/*.{service,routes}.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "BinaryExpression[operator=/^[!=]==?$/] > MemberExpression.left[property.name='role']",
          message: "Ask the permission table with can(role, permission) (lib/authz.ts) instead of comparing roles.",
        },
      ],
    },
  },
  {
    // One composition root (docs/decisions/020): only services.ts builds services, so the routes and
    // the maintenance round share one graph. Tests may build their own.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/services.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(\\.service|/slot-price-lookup|/public-catalogue|/media-store|/maintenance-loop)\\.js$',
              importNamePattern: '^create(\\w*Service|WaitlistOffers|SlotPriceLookup|BookingQueries|PublicCatalogue|MediaUrls|Maintenance)$',
              message: 'Only apps/server/src/services.ts builds services: take the instance it hands in.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Screens show dates and prices in the language the person reads (docs/decisions/041).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/lib/date-formatters.ts', 'apps/web/src/lib/formatters.ts', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@gymslot/shared/date-format', message: 'Format dates through lib/date-formatters, in the language shown.' },
            { name: '@gymslot/shared/money', importNames: ['formatPricePerHour'], message: 'Use formatPricePerHour from lib/formatters, in the language shown.' },
          ],
        },
      ],
    },
  },
  {
    // Every text a person reads comes from a screen's messages, in English or Hindi (docs/decisions/041);
    // only the brand and punctuation may be written straight into the markup.
    files: ['apps/web/src/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-text-only',
          'jsx-attributes': { include: ['aria-label', 'alt', 'placeholder', 'title'] },
          words: { exclude: ['[0-9!-/:-@[-`{-~·•—]+', '[A-Z_-]+', 'GymSlot'] },
        },
      ],
    },
  },
  {
    files: ['scripts/**', 'bench/**', '**/*.mjs', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
);
