// Bindings seen by tests inside workerd (`import { env } from 'cloudflare:test'` is typed Cloudflare.Env):
// wrangler.toml's plus the two the vitest config injects for tests/integration/setup/apply-db.ts.
declare namespace Cloudflare {
  interface Env {
    DB: D1Database;
    MEDIA: R2Bucket;
    ASSETS: Fetcher;
    TEST_MIGRATIONS: import('cloudflare:test').D1Migration[];
    SEED_SQL: string;
    EZW_API_BASE?: string;
  }
}
