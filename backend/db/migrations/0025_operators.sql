-- Issue 29: operator accounts. A login token passes the second factor (TOTP) separately from the password.
ALTER TABLE auth_tokens ADD COLUMN second_factor_at TEXT;

CREATE TABLE operator_roles (
  user_id INTEGER NOT NULL REFERENCES users(id),
  role TEXT NOT NULL CHECK (role IN ('admin', 'moderator', 'editor', 'finance', 'support')),
  granted_at TEXT NOT NULL,
  PRIMARY KEY (user_id, role)
);

CREATE TABLE operator_audit_log (
  id INTEGER PRIMARY KEY,
  operator_id INTEGER NOT NULL REFERENCES users(id),
  roles TEXT NOT NULL,
  action TEXT NOT NULL,
  object_type TEXT NOT NULL,
  object_id TEXT NOT NULL,
  before_json TEXT,
  after_json TEXT,
  address TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX operator_audit_log_created_idx ON operator_audit_log (created_at);
CREATE INDEX operator_audit_log_operator_idx ON operator_audit_log (operator_id, created_at);
CREATE INDEX operator_audit_log_object_idx ON operator_audit_log (object_type, object_id);

-- Append-only: nothing may rewrite or remove what an operator did.
CREATE TRIGGER operator_audit_log_no_update BEFORE UPDATE ON operator_audit_log
BEGIN
  SELECT RAISE(ABORT, 'the operator audit log is append-only');
END;
CREATE TRIGGER operator_audit_log_no_delete BEFORE DELETE ON operator_audit_log
BEGIN
  SELECT RAISE(ABORT, 'the operator audit log is append-only');
END;

-- The operator's authenticator secret (base32; confirmed once a first code matched) and the last step used, so a
-- code is accepted once. Recovery codes are stored as SHA-256 digests and spent once.
CREATE TABLE operator_totp (
  user_id INTEGER PRIMARY KEY REFERENCES users(id),
  secret TEXT NOT NULL,
  confirmed_at TEXT,
  last_step INTEGER,
  created_at TEXT NOT NULL
);

CREATE TABLE operator_recovery_codes (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  code_hash TEXT NOT NULL,
  used_at TEXT,
  created_at TEXT NOT NULL
);
CREATE UNIQUE INDEX operator_recovery_codes_user_hash_idx ON operator_recovery_codes (user_id, code_hash);

-- The admin overview's counts, each answered from an index (EXPLAIN QUERY PLAN: SEARCH … USING … INDEX):
-- what waits for an operator (reports not yet resolved, inbox messages not yet read) and today's activity.
ALTER TABLE product_reports ADD COLUMN resolved_at TEXT;
CREATE INDEX product_reports_open_idx ON product_reports (resolved_at, created_at);
ALTER TABLE feedback ADD COLUMN read_at TEXT;
CREATE INDEX feedback_unread_idx ON feedback (read_at, created_at);
ALTER TABLE contact_messages ADD COLUMN read_at TEXT;
CREATE INDEX contact_messages_unread_idx ON contact_messages (read_at, created_at);
-- Custom package requests are the outbox's e-mails to sales (backend/subscriptions/custom-request.ts).
ALTER TABLE outbox ADD COLUMN read_at TEXT;
CREATE INDEX outbox_kind_unread_idx ON outbox (kind, read_at, created_at);
CREATE INDEX orders_created_idx ON orders (created_at);
CREATE INDEX users_created_idx ON users (created_at);
