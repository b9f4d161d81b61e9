/**
 * D1 state of social sign-in (migration 0053; docs/decisions/025-social-sign-in.md). Re-exported by schema.ts.
 *   social_identities        a provider's person (its `sub`) linked to one Musika account
 *   social_sign_in_attempts  one "Continue with …" each: the state (SHA-256), nonce and PKCE verifier, used once
 *   social_link_requests     a verified e-mail that matched an account with a password: waits for that password
 *   oidc_sandbox_codes       the OIDC sandbox's authorization codes (used only where the sandbox runs)
 * Kept in D1, never in an isolate's memory: the callback and the consent may land in other isolates.
 */
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { users } from '../db/schema-core';

export const socialIdentities = sqliteTable(
  'social_identities',
  {
    id: integer('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** 'google' | 'facebook' (schema/config/social-sign-in-config.ts). */
    provider: text('provider').notNull(),
    /** The provider's stable id of the person (the ID token's `sub`). */
    subject: text('subject').notNull(),
    /** The verified address the provider gave when it was linked (shown in account settings). */
    email: text('email').notNull(),
    linkedAt: text('linked_at').notNull(),
  },
  (t) => [uniqueIndex('social_identities_subject_idx').on(t.provider, t.subject), uniqueIndex('social_identities_user_idx').on(t.userId, t.provider)],
);

export const socialSignInAttempts = sqliteTable(
  'social_sign_in_attempts',
  {
    id: integer('id').primaryKey(),
    /** SHA-256 of the `state` sent to the provider (the browser holds the state itself in a short-lived cookie). */
    stateHash: text('state_hash').notNull().unique(),
    provider: text('provider').notNull(),
    /** The ID token must carry it; unique, so a token can only ever match one attempt. */
    nonce: text('nonce').notNull().unique(),
    /** PKCE (RFC 7636): sent to the token endpoint; only its S256 challenge went to the browser. */
    codeVerifier: text('code_verifier').notNull(),
    redirectUri: text('redirect_uri').notNull(),
    createdAt: text('created_at').notNull(),
    expiresAt: text('expires_at').notNull(),
    /** Set when an ID token with this nonce was accepted: a second one is a replay. */
    usedAt: text('used_at'),
  },
  (t) => [index('social_sign_in_attempts_expires_idx').on(t.expiresAt)],
);

export const socialLinkRequests = sqliteTable(
  'social_link_requests',
  {
    id: integer('id').primaryKey(),
    keyHash: text('key_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    email: text('email').notNull(),
    createdAt: text('created_at').notNull(),
    expiresAt: text('expires_at').notNull(),
    usedAt: text('used_at'),
  },
  (t) => [index('social_link_requests_user_idx').on(t.userId), index('social_link_requests_expires_idx').on(t.expiresAt)],
);

export const oidcSandboxCodes = sqliteTable('oidc_sandbox_codes', {
  /** SHA-256 of the code handed to the browser. */
  codeHash: text('code_hash').primaryKey(),
  provider: text('provider').notNull(),
  /** The test person's id (oidc-sandbox/people.ts). */
  person: text('person').notNull(),
  clientId: text('client_id').notNull(),
  redirectUri: text('redirect_uri').notNull(),
  nonce: text('nonce').notNull(),
  codeChallenge: text('code_challenge').notNull(),
  createdAtMs: integer('created_at_ms').notNull(),
  usedAtMs: integer('used_at_ms'),
});
