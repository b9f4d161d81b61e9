-- Issue 32 §6: social sign-in (docs/decisions/025-social-sign-in.md). A provider's person linked to one account;
-- one provider of each kind per account.
CREATE TABLE social_identities (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  provider TEXT NOT NULL CHECK (provider IN ('google', 'facebook')),
  subject TEXT NOT NULL,
  email TEXT NOT NULL,
  linked_at TEXT NOT NULL
);
CREATE UNIQUE INDEX social_identities_subject_idx ON social_identities (provider, subject);
CREATE UNIQUE INDEX social_identities_user_idx ON social_identities (user_id, provider);

-- One "Continue with …" each: the state (as SHA-256), the nonce and the PKCE verifier, accepted once.
CREATE TABLE social_sign_in_attempts (
  id INTEGER PRIMARY KEY,
  state_hash TEXT NOT NULL UNIQUE,
  provider TEXT NOT NULL,
  nonce TEXT NOT NULL UNIQUE,
  code_verifier TEXT NOT NULL,
  redirect_uri TEXT NOT NULL,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at TEXT
);
-- The occasional clean-up of expired attempts (backend/social-sign-in/attempts.ts) reads this.
CREATE INDEX social_sign_in_attempts_expires_idx ON social_sign_in_attempts (expires_at);

-- A verified e-mail that matched an account with a password waits here until that password is entered once.
CREATE TABLE social_link_requests (
  id INTEGER PRIMARY KEY,
  key_hash TEXT NOT NULL UNIQUE,
  user_id INTEGER NOT NULL REFERENCES users(id),
  provider TEXT NOT NULL,
  subject TEXT NOT NULL,
  email TEXT NOT NULL,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at TEXT
);
CREATE INDEX social_link_requests_user_idx ON social_link_requests (user_id);
CREATE INDEX social_link_requests_expires_idx ON social_link_requests (expires_at);

-- The in-process OIDC sandbox's authorization codes (as SHA-256), each exchanged once.
CREATE TABLE oidc_sandbox_codes (
  code_hash TEXT PRIMARY KEY,
  provider TEXT NOT NULL,
  person TEXT NOT NULL,
  client_id TEXT NOT NULL,
  redirect_uri TEXT NOT NULL,
  nonce TEXT NOT NULL,
  code_challenge TEXT NOT NULL,
  created_at_ms INTEGER NOT NULL,
  used_at_ms INTEGER
);
