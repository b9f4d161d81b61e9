-- Issue 32 §2: automatic persisted queries. Outside clients register a query once (its SHA-256 and its text), then
-- send only the hash. Capped (server/persisted-query-store.ts): a query of at most 16 KB, at most 2,000 rows, the
-- least recently used evicted first. The site's own documents are never stored here: they ship in the build.
CREATE TABLE graphql_persisted_queries (
  hash TEXT PRIMARY KEY NOT NULL,
  query TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  used_at INTEGER NOT NULL
);
-- Eviction walks the rows from the most recently used.
CREATE INDEX graphql_persisted_queries_used_idx ON graphql_persisted_queries (used_at);
