/**
 * Staff members of a business (issue #14 item 6; docs/decisions/014-staff.md). The owner invites a person by
 * e-mail or phone with a role; the person accepts or declines from their account; the owner changes roles,
 * removes members and cancels invitations.
 *
 * GET    /vendor/staff?bID                      → members and pending invitations (owner only: need 'staff').
 * POST   /vendor/staff/invite {bID, contact, role} → the invitation (201). E-mailed (outbox) when it names an
 *                                                  address; the person's account, when there is one, is notified.
 * PUT    /vendor/staff {bID, memberID, role}    → the member with the new role.
 * DELETE /vendor/staff {bID, memberID}          → {removed}; the member's next call is refused.
 * DELETE /vendor/staff/invitation {bID, invitationID} → {cancelled}.
 * GET    /account/staff-invitations             → the pending invitations addressed to the caller.
 * POST   /account/staff-invitations/answer {invitationID, answer} → the invitation as answered.
 *
 * A member or invitation of another business answers 404 as an unknown one does; an invitation addressed to
 * someone else answers 404 to the caller.
 */
import { z } from 'zod';
import { defineCall, noInput } from './call';
import { inboxBusinessId } from './notifications';
import { normalizePhone, ZIM_PHONE } from './phone';
import { STAFF_ROLES } from './staff-roles';

export { BUSINESS_NEEDS, ROLE_GRANTS, roleAllows, STAFF_ROLES } from './staff-roles';
export type { BusinessNeed, BusinessRole, StaffRole } from './staff-roles';

export const STAFF_MESSAGES = {
  contact: 'Enter an e-mail address or a Zimbabwean phone number (+263 followed by 9 digits)',
  role: `role must be one of ${STAFF_ROLES.join(', ')}`,
  yourself: 'You own this business: you cannot invite yourself',
  alreadyMember: 'This person is already a staff member of this business',
  alreadyInvited: 'This person already has a pending invitation to this business',
  memberNotFound: 'Staff member not found',
  invitationNotFound: 'Invitation not found',
  refused: 'Your role in this business does not allow this',
  fetchStaff: 'Error fetching staff members',
} as const;

const id = (name: string) =>
  z.coerce
    .number({ invalid_type_error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .positive(`${name} must be a positive id`)
    .max(2_147_483_647, `${name} is too large`);

const role = z.enum(STAFF_ROLES, { errorMap: () => ({ message: STAFF_MESSAGES.role }) });

/**
 * An e-mail address (lower-cased) or a phone number through the spec §5 helper (263 + 9 digits). Anything with
 * an '@' is read as an address, so a mistyped one is told about addresses.
 */
export const staffContact = z
  .string({ required_error: STAFF_MESSAGES.contact, invalid_type_error: STAFF_MESSAGES.contact })
  .trim()
  .min(1, STAFF_MESSAGES.contact)
  .max(254, STAFF_MESSAGES.contact)
  .transform((value, ctx) => {
    if (value.includes('@')) {
      const email = value.toLowerCase();
      if (z.string().email().safeParse(email).success) return { email, phone: null };
    } else {
      const phone = normalizePhone(value);
      if (ZIM_PHONE.test(phone)) return { email: null, phone };
    }
    ctx.addIssue({ code: z.ZodIssueCode.custom, message: STAFF_MESSAGES.contact });
    return z.NEVER;
  });

export const staffMember = z.object({
  memberID: z.number().int(),
  userID: z.number().int(),
  displayName: z.string(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  since: z.string(),
});
export type RestStaffMember = z.infer<typeof staffMember>;

export const INVITATION_STATUSES = ['pending', 'accepted', 'declined', 'cancelled'] as const;

export const staffInvitation = z.object({
  invitationID: z.number().int(),
  bID: z.number().int(),
  businessName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  role: z.enum(STAFF_ROLES),
  status: z.enum(INVITATION_STATUSES),
  invitedBy: z.string(),
  createdAt: z.string(),
});
export type RestStaffInvitation = z.infer<typeof staffInvitation>;

export const businessStaff = defineCall({
  name: 'businessStaff',
  method: 'GET',
  path: '/vendor/staff',
  query: z.object({ bID: inboxBusinessId }),
  body: noInput,
  data: z.object({ bID: z.number().int(), members: z.array(staffMember), invitations: z.array(staffInvitation) }),
});

export const inviteStaff = defineCall({
  name: 'inviteStaff',
  method: 'POST',
  path: '/vendor/staff/invite',
  query: noInput,
  body: z.object({ bID: id('bID'), contact: staffContact, role }),
  data: z.object({ invitation: staffInvitation }),
  unwrap: 'invitation',
});

export const changeStaffRole = defineCall({
  name: 'changeStaffRole',
  method: 'PUT',
  path: '/vendor/staff',
  query: noInput,
  body: z.object({ bID: id('bID'), memberID: id('memberID'), role }),
  data: z.object({ member: staffMember }),
  unwrap: 'member',
});

export const removeStaffMember = defineCall({
  name: 'removeStaffMember',
  method: 'DELETE',
  path: '/vendor/staff',
  query: noInput,
  body: z.object({ bID: id('bID'), memberID: id('memberID') }),
  data: z.object({ removed: z.literal(true), memberID: z.number().int() }),
});

export const cancelStaffInvitation = defineCall({
  name: 'cancelStaffInvitation',
  method: 'DELETE',
  path: '/vendor/staff/invitation',
  query: noInput,
  body: z.object({ bID: id('bID'), invitationID: id('invitationID') }),
  data: z.object({ cancelled: z.literal(true), invitationID: z.number().int() }),
});

export const myStaffInvitations = defineCall({
  name: 'myStaffInvitations',
  method: 'GET',
  path: '/account/staff-invitations',
  query: noInput,
  body: noInput,
  data: z.object({ invitations: z.array(staffInvitation) }),
  unwrap: 'invitations',
});

export const STAFF_ANSWERS = ['accept', 'decline'] as const;

export const answerStaffInvitation = defineCall({
  name: 'answerStaffInvitation',
  method: 'POST',
  path: '/account/staff-invitations/answer',
  query: noInput,
  body: z.object({
    invitationID: id('invitationID'),
    answer: z.enum(STAFF_ANSWERS, { errorMap: () => ({ message: 'answer must be accept or decline' }) }),
  }),
  data: z.object({ invitation: staffInvitation }),
  unwrap: 'invitation',
});
