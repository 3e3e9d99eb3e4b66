import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const portalSrc = fileURLToPath(new URL('./apps/portal/src', import.meta.url));
/** Next.js lets server modules import 'server-only' (it throws in a client bundle); tests run them on Node. */
const serverOnly = fileURLToPath(new URL('./node_modules/server-only/empty.js', import.meta.url));
const portalAliases = { '@': portalSrc, 'server-only': serverOnly };

export default defineConfig({
  test: {
    projects: [
      {
        // Pure logic: contract schemas, portal libraries and components (jsdom per file where needed).
        resolve: { alias: portalAliases },
        test: {
          name: 'unit',
          setupFiles: ['scripts/test-setup/no-stray-network.ts'],
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
        resolve: { alias: portalAliases },
        test: {
          name: 'portal',
          setupFiles: ['scripts/test-setup/no-stray-network.ts'],
          include: ['apps/portal/src/**/*.bff.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
