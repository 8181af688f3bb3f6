import { defineConfig } from 'drizzle-kit';

/** `npm run db:generate` writes a migration for every change to the schema; commit it. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/platform/db/schema.ts',
  out: './src/server/platform/db/migrations',
});
