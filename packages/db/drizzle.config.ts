import { defineConfig } from 'drizzle-kit';

// Generation only reads the schema; it never connects, so no credentials belong here.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/schema/index.ts',
  out: './src/migrations',
});
