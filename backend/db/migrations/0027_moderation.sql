-- Moderation (issue 29): a resolved product report records who resolved it, when (resolved_at, added by 0025,
-- which the overview's "open reports" count reads) and how; a hidden review leaves every public read.
ALTER TABLE product_reports ADD COLUMN resolved_by INTEGER REFERENCES users(id);
ALTER TABLE product_reports ADD COLUMN outcome TEXT;
ALTER TABLE product_reports ADD COLUMN resolution_note TEXT;
-- A value only the resolving request knows: its notifications and audit entry are inserted only where the report
-- carries it, so a request that lost a race to resolve writes nothing.
ALTER TABLE product_reports ADD COLUMN resolution_key TEXT;
-- Resolved reports newest first (the "resolved" tab) is a range of this index; open ones use product_reports_open_idx.
CREATE INDEX product_reports_resolved_idx ON product_reports (resolved_at DESC);
ALTER TABLE reviews ADD COLUMN hidden_at TEXT;
ALTER TABLE reviews ADD COLUMN hidden_by INTEGER REFERENCES users(id);
-- As resolution_key: the hiding or restoring request's own value, guarding its audit entry.
ALTER TABLE reviews ADD COLUMN moderation_key TEXT;
-- The moderators' review list, visible or hidden, newest first.
CREATE INDEX reviews_moderation_idx ON reviews (hidden_at, created_at);
