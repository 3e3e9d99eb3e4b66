// One lint setup for the whole monorepo (flat config). Import boundaries between apps, packages and features
// are checked by dependency-cruiser (.dependency-cruiser.cjs, `npm run boundaries`).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/.next/**',
      '**/dist/**',
      'data/**',
      '**/next-env.d.ts',
      'packages/db/src/migrations/**',
      'test-results/**',
      'playwright-report/**',
      'tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/portal/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Every HTTP path is written once, in the route contract (packages/contract): code calls an entry by name.
    files: ['apps/**/*.{ts,tsx}', 'scripts/**/*.ts'],
    // Tests call the wire paths on purpose (a route moved by mistake must fail them); the bench measures them.
    ignores: ['**/*.test.{ts,tsx}', 'scripts/bench/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=/^\\/(admin\\/)?v1\\//]',
          message: 'Loyalty API paths live in the route contract: call loyaltyApi.<area>.<route> instead.',
        },
        {
          selector: 'TemplateElement[value.raw=/^\\/(admin\\/)?v1\\//]',
          message: 'Loyalty API paths live in the route contract: call loyaltyApi.<area>.<route> instead.',
        },
        {
          selector: 'Literal[value=/^\\/api\\//]',
          message: "The portal's /api paths live in the route contract: use portalPaths or portalApi.",
        },
        {
          selector: 'TemplateElement[value.raw=/^\\/api\\//]',
          message: "The portal's /api paths live in the route contract: use portalPaths or portalApi.",
        },
      ],
    },
  },
  {
    // Command-line scripts print to the terminal by design.
    files: ['scripts/**/*.ts', 'e2e/**/*.ts', 'apps/api/src/server.ts', 'packages/db/src/**/*-writer.ts'],
    rules: { 'no-console': 'off' },
  },
);
