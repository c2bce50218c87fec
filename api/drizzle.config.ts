import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w api` writes a new SQL migration from changes to the schema.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './migrations',
});
