import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w server` turns changes to the schema into a new SQL migration in ./drizzle.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
