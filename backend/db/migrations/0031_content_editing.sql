-- Content editing (issue 29, /admin/content/): posts (articles, videos, FAQs) and pages get a draft/published
-- status (every row so far was published), the moment they were first published (after which the slug is fixed:
-- public links and the edge cache name it), a revision for optimistic concurrency (an edit says which revision it
-- was made on; one of two editors saving at once wins) and the key of the request that last changed the row
-- (its audit entry is inserted only where the row carries it, so a request that lost a race writes nothing).
ALTER TABLE posts ADD COLUMN status TEXT NOT NULL DEFAULT 'publish';
ALTER TABLE posts ADD COLUMN first_published_at TEXT;
ALTER TABLE posts ADD COLUMN revision INTEGER NOT NULL DEFAULT 1;
ALTER TABLE posts ADD COLUMN change_key TEXT;
UPDATE posts SET first_published_at = published_at;
ALTER TABLE pages ADD COLUMN status TEXT NOT NULL DEFAULT 'publish';
ALTER TABLE pages ADD COLUMN first_published_at TEXT;
ALTER TABLE pages ADD COLUMN revision INTEGER NOT NULL DEFAULT 1;
ALTER TABLE pages ADD COLUMN change_key TEXT;
UPDATE pages SET first_published_at = updated_at;
-- A post's public address is /blog/article/{slug} or /blog/video/{slug}: one slug per type.
DROP INDEX IF EXISTS posts_type_slug_idx;
CREATE UNIQUE INDEX posts_type_slug_unique ON posts (post_type, slug);
-- Public lists: published posts of a type, newest first.
CREATE INDEX posts_type_status_published_idx ON posts (post_type, status, published_at);
-- The editors' list: a type's posts, last edited first (the status filter and search are read off these rows).
CREATE INDEX posts_type_updated_idx ON posts (post_type, updated_at);
CREATE INDEX pages_updated_idx ON pages (updated_at);
-- Finding the row a request just wrote (its audit entry's object id).
CREATE INDEX posts_change_key_idx ON posts (change_key);
CREATE INDEX pages_change_key_idx ON pages (change_key);
