/**
 * D1 schema of staff members (issue #14 item 6; docs/decisions/014-staff.md). Re-exported by schema.ts.
 *
 * The owner stays businesses.owner_id; `business_staff` adds the people who help run a business, each with a
 * role (schema/rest/staff.ts ROLE_GRANTS says what a role may do). Removing a member deletes the row, so the
 * next request's access check (business-access.ts, read fresh per request) finds nothing.
 * An invitation is addressed to an e-mail address or a phone number (263…), never to an account id: the person
 * may not have an account yet, and whoever later holds that address or number is the one who may answer.
 */
import { sqliteTable, text, integer, index, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { sql } from 'drizzle-orm';
import { INVITATION_STATUSES, STAFF_ROLES } from '../../schema/rest/staff';
import { businesses, users } from '../db/schema-core';

export const businessStaff = sqliteTable(
  'business_staff',
  {
    id: integer('id').primaryKey(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    role: text('role', { enum: STAFF_ROLES }).notNull(),
    /** The invitation that made them a member (kept for the record). */
    invitationId: integer('invitation_id'),
    createdAt: text('created_at').notNull(),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [uniqueIndex('business_staff_member_idx').on(t.businessId, t.userId), index('business_staff_user_idx').on(t.userId)],
);

export const staffInvitations = sqliteTable(
  'staff_invitations',
  {
    id: integer('id').primaryKey(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id),
    /** Exactly one of email (lower-case) and phone (263 + 9 digits) is set. */
    email: text('email'),
    phone: text('phone'),
    role: text('role', { enum: STAFF_ROLES }).notNull(),
    invitedBy: integer('invited_by')
      .notNull()
      .references(() => users.id),
    status: text('status', { enum: INVITATION_STATUSES }).notNull().default('pending'),
    createdAt: text('created_at').notNull(),
    answeredAt: text('answered_at'),
  },
  (t) => [
    // One pending invitation per business and address: inviting twice is refused, not doubled.
    uniqueIndex('staff_invitations_pending_email_idx').on(t.businessId, t.email).where(sql`status = 'pending' and email is not null`),
    uniqueIndex('staff_invitations_pending_phone_idx').on(t.businessId, t.phone).where(sql`status = 'pending' and phone is not null`),
    index('staff_invitations_email_idx').on(t.email, t.status),
    index('staff_invitations_phone_idx').on(t.phone, t.status),
  ],
);
