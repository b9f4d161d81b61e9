/**
 * Staff members (schema/graphql/staff.graphql ⇄ schema/rest/staff.ts): thin mapping of roles and ids; the REST
 * API decides who may do what (only the owner manages staff; invitations answer only their addressee).
 * Someone else's business reads as null; expected refusals of mutations are userErrors.
 */
import * as contract from '../../../schema/rest/staff';
import type { RestStaffInvitation, RestStaffMember, StaffRole as RestRole } from '../../../schema/rest/staff';
import { RestError, userErrorsFrom } from '../../errors';
import type { BusinessRole, Resolvers, StaffInvitationStatus, StaffRole } from '../../generated/resolvers';

const isId = (v: string) => /^\d{1,10}$/.test(v);
/** A malformed id is asked as one that exists nowhere, so the API answers its usual 404. */
const idOf = (v: string) => (isId(v) ? Number(v) : 2_147_483_647);
const roleIn = (r: StaffRole) => r.toLowerCase() as RestRole;

export function memberOut(m: RestStaffMember) {
  return {
    id: String(m.memberID),
    userId: String(m.userID),
    displayName: m.displayName,
    email: m.email,
    role: m.role.toUpperCase() as StaffRole,
    since: m.since,
  };
}

export function invitationOut(i: RestStaffInvitation) {
  return {
    id: String(i.invitationID),
    businessId: String(i.bID),
    businessName: i.businessName,
    email: i.email,
    phone: i.phone,
    role: i.role.toUpperCase() as StaffRole,
    status: i.status.toUpperCase() as StaffInvitationStatus,
    invitedBy: i.invitedBy,
    createdAt: i.createdAt,
  };
}

/** The REST 400 names its field ("contact: …"); the input's own names are the same but for ids. */
function fieldOf(error: unknown): string | null {
  const field = /^(\w+): /.exec(error instanceof Error ? error.message : '')?.[1];
  if (!field) return null;
  return ({ bID: 'businessId', memberID: 'memberId', invitationID: 'invitationId' } as Record<string, string>)[field] ?? field;
}
const errorsOf = (error: unknown) => userErrorsFrom(error, fieldOf(error));

export const staffResolvers: Resolvers = {
  ViewerBusiness: {
    role: (b) => (b.role ?? 'owner').toUpperCase() as BusinessRole,
  },
  Query: {
    businessStaff: async (_root, { businessId }, ctx) => {
      if (!ctx.token || !isId(businessId)) return null;
      try {
        const staff = await ctx.rest.call(contract.businessStaff, { query: { bID: Number(businessId) } });
        return { businessId: String(staff.bID), members: staff.members.map(memberOut), invitations: staff.invitations.map(invitationOut) };
      } catch (error) {
        if (error instanceof RestError && (error.status === 403 || error.status === 404)) return null;
        throw error;
      }
    },
    myStaffInvitations: async (_root, _args, ctx) => {
      if (!ctx.token) return [];
      return (await ctx.rest.call(contract.myStaffInvitations, {})).map(invitationOut);
    },
  },
  Mutation: {
    inviteStaff: async (_root, { input }, ctx) => {
      try {
        const body = { bID: idOf(input.businessId), contact: input.contact, role: roleIn(input.role) };
        return { invitation: invitationOut(await ctx.rest.call(contract.inviteStaff, { body })), userErrors: [] };
      } catch (error) {
        return { invitation: null, userErrors: errorsOf(error) };
      }
    },
    changeStaffRole: async (_root, { input }, ctx) => {
      try {
        const body = { bID: idOf(input.businessId), memberID: idOf(input.memberId), role: roleIn(input.role) };
        return { member: memberOut(await ctx.rest.call(contract.changeStaffRole, { body })), userErrors: [] };
      } catch (error) {
        return { member: null, userErrors: errorsOf(error) };
      }
    },
    removeStaffMember: async (_root, { input }, ctx) => {
      try {
        const body = { bID: idOf(input.businessId), memberID: idOf(input.memberId) };
        const done = await ctx.rest.call(contract.removeStaffMember, { body });
        return { removedId: String(done.memberID), userErrors: [] };
      } catch (error) {
        return { removedId: null, userErrors: errorsOf(error) };
      }
    },
    cancelStaffInvitation: async (_root, { input }, ctx) => {
      try {
        const body = { bID: idOf(input.businessId), invitationID: idOf(input.invitationId) };
        const done = await ctx.rest.call(contract.cancelStaffInvitation, { body });
        return { cancelledId: String(done.invitationID), userErrors: [] };
      } catch (error) {
        return { cancelledId: null, userErrors: errorsOf(error) };
      }
    },
    answerStaffInvitation: async (_root, { input }, ctx) => {
      try {
        const body = { invitationID: idOf(input.invitationId), answer: input.accept ? ('accept' as const) : ('decline' as const) };
        return { invitation: invitationOut(await ctx.rest.call(contract.answerStaffInvitation, { body })), userErrors: [] };
      } catch (error) {
        return { invitation: null, userErrors: errorsOf(error) };
      }
    },
  },
};
