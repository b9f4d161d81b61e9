import { defineConfig } from 'drizzle-kit';

// Migrations are generated from backend/db/schema.ts (`npx drizzle-kit generate`) and applied by wrangler.
export default defineConfig({
  dialect: 'sqlite',
  schema: './backend/db/schema.ts',
  out: './backend/db/migrations',
});
