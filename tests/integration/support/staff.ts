/** Calls and fixtures of the staff tests: the seeded vendor (owner of two businesses) invites the seeded buyer. */
import { env } from 'cloudflare:test';
import { call } from './accounts';
import { businessesOf, buyerToken, enterpriseToken, ENTERPRISE_ID, VENDOR_ID, vendorToken } from './vendor-catalogue';

export const BUYER_ID = 19;
export const BUYER_EMAIL = 'buyer@musika.co.zw';
/** The buyer's WhatsApp number as the seed stores it (263…). */
export const BUYER_PHONE = '263772146318';

export { buyerToken, enterpriseToken, vendorToken };

export async function shops() {
  const [own, other] = await businessesOf(VENDOR_ID);
  const [foreign] = await businessesOf(ENTERPRISE_ID);
  return { own: own.id, other: other.id, foreign: foreign.id };
}

export const staffList = (token: string | undefined, bID: number | string) => call('GET', `/vendor/staff?bID=${bID}`, { token });
export const invite = (token: string | undefined, body: unknown) => call('POST', '/vendor/staff/invite', { token, body });
export const changeRole = (token: string | undefined, body: unknown) => call('PUT', '/vendor/staff', { token, body });
export const removeMember = (token: string | undefined, body: unknown) => call('DELETE', '/vendor/staff', { token, body });
export const cancelInvite = (token: string | undefined, body: unknown) => call('DELETE', '/vendor/staff/invitation', { token, body });
export const myInvitations = (token: string | undefined) => call('GET', '/account/staff-invitations', { token });
export const answer = (token: string | undefined, body: unknown) => call('POST', '/account/staff-invitations/answer', { token, body });

/** The owner invites the buyer to `bID` as `role`, the buyer accepts; answers the membership's id. */
export async function hire(owner: string, buyer: string, bID: number, role: 'manager' | 'assistant'): Promise<number> {
  const invited = await invite(owner, { bID, contact: BUYER_EMAIL, role });
  if (invited.status !== 201) throw new Error(`invite answered ${invited.status}: ${invited.json.message}`);
  const accepted = await answer(buyer, { invitationID: invited.json.data.invitation.invitationID, answer: 'accept' });
  if (accepted.status !== 200) throw new Error(`accept answered ${accepted.status}: ${accepted.json.message}`);
  const row = await env.DB.prepare('select id from business_staff where business_id = ? and user_id = ?').bind(bID, BUYER_ID).first<{ id: number }>();
  return row!.id;
}

export async function clearStaff(): Promise<void> {
  await env.DB.batch([env.DB.prepare('delete from business_staff'), env.DB.prepare('delete from staff_invitations')]);
}
