/**
 * The staff GraphQL fields (schema/graphql/staff.graphql) over the real Worker: the viewer's businesses carry
 * their role, businessStaff is the owner's only, and the mutations answer refusals as userErrors.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { STAFF_MESSAGES } from '../../schema/rest/staff';
import { clearRateLimits } from './support/accounts';
import { gql } from './support/http';
import { buyerToken, clearStaff, enterpriseToken, shops, vendorToken } from './support/staff';

beforeEach(async () => {
  await clearRateLimits();
  await clearStaff();
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const INVITE =
  'mutation ($input: InviteStaffInput!) { inviteStaff(input: $input) { invitation { id role status email } userErrors { field message } } }';
const ANSWER =
  'mutation ($input: AnswerStaffInvitationInput!) { answerStaffInvitation(input: $input) { invitation { id status businessId } userErrors { field message } } }';
const STAFF = 'query ($b: ID!) { businessStaff(businessId: $b) { businessId members { id role email } invitations { id } } }';
const VIEWER = '{ viewer { businesses { id role } } }';

describe('staff over GraphQL', () => {
  it('invite, accept, and the viewer’s businesses carry the role', async () => {
    const [owner, buyer, { own }] = await Promise.all([vendorToken(), buyerToken(), shops()]);
    const invited = await gql(INVITE, { input: { businessId: String(own), contact: 'buyer@musika.co.zw', role: 'MANAGER' } }, bearer(owner));
    expect(invited.data.inviteStaff).toMatchObject({ invitation: { role: 'MANAGER', status: 'PENDING' }, userErrors: [] });
    const mine = await gql('{ myStaffInvitations { id businessName } }', {}, bearer(buyer));
    expect(mine.data.myStaffInvitations).toHaveLength(1);
    const answered = await gql(ANSWER, { input: { invitationId: invited.data.inviteStaff.invitation.id, accept: true } }, bearer(buyer));
    expect(answered.data.answerStaffInvitation.invitation).toMatchObject({ status: 'ACCEPTED', businessId: String(own) });
    expect((await gql(VIEWER, {}, bearer(buyer))).data.viewer.businesses).toEqual([{ id: String(own), role: 'MANAGER' }]);
    expect((await gql(VIEWER, {}, bearer(owner))).data.viewer.businesses.every((b: { role: string }) => b.role === 'OWNER')).toBe(true);
    expect((await gql(STAFF, { b: String(own) }, bearer(owner))).data.businessStaff.members).toEqual([
      expect.objectContaining({ role: 'MANAGER', email: 'buyer@musika.co.zw' }),
    ]);
  });

  it('bad input and other people: userErrors and nulls, never another business’s staff', async () => {
    const [owner, buyer, other, { own }] = await Promise.all([vendorToken(), buyerToken(), enterpriseToken(), shops()]);
    const bad = await gql(INVITE, { input: { businessId: String(own), contact: '<script>', role: 'ASSISTANT' } }, bearer(owner));
    expect(bad.data.inviteStaff).toEqual({ invitation: null, userErrors: [{ field: 'contact', message: `contact: ${STAFF_MESSAGES.contact}` }] });
    const foreign = await gql(INVITE, { input: { businessId: String(own), contact: 'x@example.co.zw', role: 'ASSISTANT' } }, bearer(other));
    expect(foreign.data.inviteStaff.userErrors[0].message).toBe('You do not manage this business');
    expect((await gql(STAFF, { b: String(own) }, bearer(other))).data.businessStaff).toBeNull();
    expect((await gql(STAFF, { b: 'x' }, bearer(owner))).data.businessStaff).toBeNull();
    const { data } = await gql(INVITE, { input: { businessId: String(own), contact: 'buyer@musika.co.zw', role: 'ASSISTANT' } }, bearer(owner));
    const stolen = await gql(ANSWER, { input: { invitationId: data.inviteStaff.invitation.id, accept: true } }, bearer(other));
    expect(stolen.data.answerStaffInvitation).toEqual({
      invitation: null,
      userErrors: [{ field: null, message: STAFF_MESSAGES.invitationNotFound }],
    });
    expect((await gql('{ myStaffInvitations { id } }', {}, bearer(buyer))).data.myStaffInvitations).toHaveLength(1);
  });
});
