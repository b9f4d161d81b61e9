/**
 * Operator accounts' tables (issue 29): the roles an account holds, and the append-only audit log of every
 * operator action. Migration 0025 creates them; its triggers refuse any UPDATE or DELETE of the audit log, so
 * not even a bug in our own code can rewrite history.
 */
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { users } from '../db/schema-core';

export const operatorRoles = sqliteTable(
  'operator_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** One of schema/rest/operators.ts OPERATOR_ROLES (a CHECK constraint in the migration). */
    role: text('role').notNull(),
    grantedAt: text('granted_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.role] })],
);

export const operatorAuditLog = sqliteTable(
  'operator_audit_log',
  {
    id: integer('id').primaryKey(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => users.id),
    /** The roles the operator held when acting, as a JSON array. */
    roles: text('roles').notNull(),
    /** What was done, e.g. `payout.paid`, `report.dismissed`, `refund.made`. */
    action: text('action').notNull(),
    /** What it was done to, e.g. `payout` + `17`. */
    objectType: text('object_type').notNull(),
    objectId: text('object_id').notNull(),
    /** JSON of the object's relevant fields before and after (null when created or removed). */
    before: text('before_json'),
    after: text('after_json'),
    /** The operator's address (CF-Connecting-IP where trusted). */
    address: text('address'),
    createdAt: text('created_at').notNull(),
  },
  (t) => [
    index('operator_audit_log_created_idx').on(t.createdAt),
    index('operator_audit_log_operator_idx').on(t.operatorId, t.createdAt),
    index('operator_audit_log_object_idx').on(t.objectType, t.objectId),
  ],
);

/** An operator's authenticator secret; `confirmedAt` null until a first code proved the app holds it. */
export const operatorTotp = sqliteTable('operator_totp', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  /** Base32, as shown to the operator and in the otpauth:// URI. */
  secret: text('secret').notNull(),
  confirmedAt: text('confirmed_at'),
  /** The 30-second step of the last code accepted: that step and earlier ones are spent. */
  lastStep: integer('last_step'),
  createdAt: text('created_at').notNull(),
});

/** Single-use recovery codes, SHA-256 of their normalised text (backend/auth/encoding.ts hashSecret). */
export const operatorRecoveryCodes = sqliteTable(
  'operator_recovery_codes',
  {
    id: integer('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    codeHash: text('code_hash').notNull(),
    usedAt: text('used_at'),
    createdAt: text('created_at').notNull(),
  },
  (t) => [uniqueIndex('operator_recovery_codes_user_hash_idx').on(t.userId, t.codeHash)],
);
