// One lint setup for the whole monorepo (flat config).
import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const featuresDir = new URL('./apps/portal/src/features/', import.meta.url);
const features = existsSync(featuresDir)
  ? readdirSync(featuresDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

// Features never import each other: shared code moves down to components/ui, lib or server (DESIGN.md).
const featureBoundaries = features.map((feature) => ({
  files: [`apps/portal/src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['@/features/*', `!@/features/${feature}`, `!@/features/${feature}/**`],
            message: 'Features must not import each other; move shared code to components/ui, lib or server.',
          },
          { group: ['../../*/**', '../../../features/**'], message: 'Import other areas through the @/ alias.' },
        ],
      },
    ],
  },
}));

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
    // Portal code must not reach the database or the API's internals: it talks to the API over HTTP.
    files: ['apps/portal/src/**/*.{ts,tsx}'],
    ignores: ['apps/portal/src/**/*.bff.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@loyalty/db', '@loyalty/db/*', '@loyalty/api', '@loyalty/api/*'], message: 'The portal talks to the loyalty API over HTTP only.' }] },
      ],
    },
  },
  ...featureBoundaries,
  {
    // Command-line scripts print to the terminal by design.
    files: ['scripts/**/*.ts', 'e2e/**/*.ts', 'apps/api/src/server.ts', 'packages/db/src/**/*-writer.ts'],
    rules: { 'no-console': 'off' },
  },
);
