/**
 * Reads and writes of staff members and invitations (schema-staff.ts). Routes check who may call
 * (business-access.ts) before any of these run; every read here is scoped by the business or the person.
 */
import { and, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { RestStaffInvitation, RestStaffMember, StaffRole } from '../../schema/rest/staff';
import type { Db } from '../db/client';
import { businesses, businessStaff, staffInvitations, users } from '../db/schema';

export interface Contact {
  email: string | null;
  phone: string | null;
}

/**
 * The phone numbers an account can be reached on, as the spec §5 helper writes them (263 + 9 digits): the
 * WhatsApp number and the billing phone. Stored forms vary with their era (07…, +263…), so both are normalised
 * in SQL the way normalizePhone does it (spaces and dashes out, a leading + dropped, a leading 0 → 263).
 */
const normalised = (column: SQL) =>
  sql`(case when substr(replace(replace(${column}, ' ', ''), '-', ''), 1, 1) = '+' then substr(replace(replace(${column}, ' ', ''), '-', ''), 2)
            when substr(replace(replace(${column}, ' ', ''), '-', ''), 1, 1) = '0' then '263' || substr(replace(replace(${column}, ' ', ''), '-', ''), 2)
            else replace(replace(${column}, ' ', ''), '-', '') end)`;
const phoneOf = normalised(sql`${users.whatsAppNumber}`);
const billingPhoneOf = normalised(sql`json_extract(${users.billing}, '$.phone')`);

/** Accounts that hold this e-mail address or phone number. */
export async function usersByContact(db: Db, contact: Contact): Promise<{ id: number; email: string; displayName: string }[]> {
  const where =
    contact.email !== null ? eq(users.email, contact.email) : or(sql`${phoneOf} = ${contact.phone}`, sql`${billingPhoneOf} = ${contact.phone}`);
  return db.select({ id: users.id, email: users.email, displayName: users.displayName }).from(users).where(where).limit(5);
}

/** The e-mail and phone numbers of one account: whom its invitations may be addressed to. */
async function contactsOf(db: Db, userId: number): Promise<{ email: string; phones: string[] } | null> {
  const [row] = await db
    .select({ email: users.email, phone: sql<string | null>`${phoneOf}`, billingPhone: sql<string | null>`${billingPhoneOf}` })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return null;
  return { email: row.email, phones: [row.phone, row.billingPhone].filter((p): p is string => !!p && /^263\d{9}$/.test(p)) };
}

const invitationColumns = {
  id: staffInvitations.id,
  businessId: staffInvitations.businessId,
  businessName: businesses.name,
  email: staffInvitations.email,
  phone: staffInvitations.phone,
  role: staffInvitations.role,
  status: staffInvitations.status,
  invitedBy: users.displayName,
  createdAt: staffInvitations.createdAt,
};

function toInvitation(r: {
  id: number;
  businessId: number;
  businessName: string;
  email: string | null;
  phone: string | null;
  role: StaffRole;
  status: RestStaffInvitation['status'];
  invitedBy: string;
  createdAt: string;
}): RestStaffInvitation {
  return {
    invitationID: r.id,
    bID: r.businessId,
    businessName: r.businessName,
    email: r.email,
    phone: r.phone,
    role: r.role,
    status: r.status,
    invitedBy: r.invitedBy,
    createdAt: r.createdAt,
  };
}

async function invitationsWhere(db: Db, where: SQL): Promise<RestStaffInvitation[]> {
  const rows = await db
    .select(invitationColumns)
    .from(staffInvitations)
    .innerJoin(businesses, eq(businesses.id, staffInvitations.businessId))
    .innerJoin(users, eq(users.id, staffInvitations.invitedBy))
    .where(where)
    .orderBy(desc(staffInvitations.createdAt), desc(staffInvitations.id));
  return rows.map(toInvitation);
}

export async function invitationById(db: Db, id: number): Promise<RestStaffInvitation | null> {
  return (await invitationsWhere(db, eq(staffInvitations.id, id)))[0] ?? null;
}

/** The business's members (oldest first) and its pending invitations (newest first). */
export async function staffOf(db: Db, businessId: number): Promise<{ members: RestStaffMember[]; invitations: RestStaffInvitation[] }> {
  const [members, invitations] = await Promise.all([
    db
      .select({
        memberID: businessStaff.id,
        userID: businessStaff.userId,
        displayName: users.displayName,
        email: users.email,
        role: businessStaff.role,
        since: businessStaff.createdAt,
      })
      .from(businessStaff)
      .innerJoin(users, eq(users.id, businessStaff.userId))
      .where(eq(businessStaff.businessId, businessId))
      .orderBy(businessStaff.createdAt, businessStaff.id),
    invitationsWhere(db, and(eq(staffInvitations.businessId, businessId), eq(staffInvitations.status, 'pending'))!),
  ]);
  return { members, invitations };
}

export async function memberOf(db: Db, businessId: number, memberId: number): Promise<RestStaffMember | null> {
  const { members } = await staffOf(db, businessId);
  return members.find((m) => m.memberID === memberId) ?? null;
}

/** Whether any of these accounts is already a member of the business. */
export async function anyMember(db: Db, businessId: number, userIds: number[]): Promise<boolean> {
  if (userIds.length === 0) return false;
  const [row] = await db
    .select({ id: businessStaff.id })
    .from(businessStaff)
    .where(and(eq(businessStaff.businessId, businessId), inArray(businessStaff.userId, userIds)))
    .limit(1);
  return row !== undefined;
}

/** Pending invitations addressed to the account (its e-mail or one of its phone numbers), newest first. */
export async function pendingInvitationsFor(db: Db, userId: number): Promise<RestStaffInvitation[]> {
  const contacts = await contactsOf(db, userId);
  if (!contacts) return [];
  const addressed = contacts.phones.length
    ? or(eq(staffInvitations.email, contacts.email), inArray(staffInvitations.phone, contacts.phones))!
    : eq(staffInvitations.email, contacts.email);
  return invitationsWhere(db, and(eq(staffInvitations.status, 'pending'), addressed)!);
}

export function insertInvitation(db: Db, businessId: number, contact: Contact, role: StaffRole, invitedBy: number, now: Date) {
  return db
    .insert(staffInvitations)
    .values({ businessId, email: contact.email, phone: contact.phone, role, invitedBy, status: 'pending', createdAt: now.toISOString() })
    .returning({ id: staffInvitations.id });
}

export function updateRole(db: Db, businessId: number, memberId: number, role: StaffRole, now: Date) {
  return db
    .update(businessStaff)
    .set({ role, updatedAt: now.toISOString() })
    .where(and(eq(businessStaff.id, memberId), eq(businessStaff.businessId, businessId)));
}

export function deleteMember(db: Db, businessId: number, memberId: number) {
  return db
    .delete(businessStaff)
    .where(and(eq(businessStaff.id, memberId), eq(businessStaff.businessId, businessId)))
    .returning({ id: businessStaff.id });
}

export function cancelInvitation(db: Db, businessId: number, invitationId: number, now: Date) {
  return db
    .update(staffInvitations)
    .set({ status: 'cancelled', answeredAt: now.toISOString() })
    .where(and(eq(staffInvitations.id, invitationId), eq(staffInvitations.businessId, businessId), eq(staffInvitations.status, 'pending')))
    .returning({ id: staffInvitations.id });
}

/** The answer, guarded by the status: of two answers racing, only the first changes the row. */
export function answerStatement(db: Db, invitationId: number, status: 'accepted' | 'declined', now: Date) {
  return db.$client
    .prepare(`update staff_invitations set status = ?1, answered_at = ?2 where id = ?3 and status = 'pending'`)
    .bind(status, now.toISOString(), invitationId);
}

/**
 * Makes the user a member with the invitation's role, only when the statement before it (answerStatement)
 * changed the invitation; a member already there takes the new role.
 */
export function joinIfAnsweredStatement(db: Db, invitationId: number, userId: number, now: Date) {
  return db.$client
    .prepare(
      `insert into business_staff (business_id, user_id, role, invitation_id, created_at, updated_at)
       select business_id, ?2, role, id, ?3, ?3 from staff_invitations where id = ?1 and changes() = 1
       on conflict (business_id, user_id) do update set role = excluded.role, invitation_id = excluded.invitation_id, updated_at = excluded.updated_at`,
    )
    .bind(invitationId, userId, now.toISOString());
}
