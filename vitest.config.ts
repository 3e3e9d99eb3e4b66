import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const portalSrc = fileURLToPath(new URL('./apps/portal/src', import.meta.url));

export default defineConfig({
  test: {
    projects: [
      {
        // Pure logic: contract schemas, portal libraries and components (jsdom per file where needed).
        resolve: { alias: { '@': portalSrc } },
        test: {
          name: 'unit',
          include: [
            'packages/contract/src/**/*.test.ts',
            'apps/portal/src/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
          ],
          exclude: ['apps/portal/src/**/*.bff.test.ts', 'scripts/**/*.api.test.ts', '**/node_modules/**'],
        },
      },
      {
        // Loyalty API and database: Fastify inject against PGlite, and PostgreSQL when TEST_DATABASE_URL is set.
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts', 'packages/db/src/**/*.test.ts', 'scripts/**/*.api.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Portal route handlers (BFF) called directly, against a real loyalty API on a real database.
        resolve: { alias: { '@': portalSrc } },
        test: {
          name: 'portal',
          include: ['apps/portal/src/**/*.bff.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
