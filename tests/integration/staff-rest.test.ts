/**
 * Staff members over ezw/v1 (issue #14 item 6): inviting by e-mail or phone, answering from the account,
 * changing roles and removing, with good, bad and hostile input and the authorization of every call.
 */
import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { STAFF_MESSAGES } from '../../schema/rest/staff';
import { call, clearRateLimits } from './support/accounts';
import {
  answer,
  BUYER_EMAIL,
  BUYER_ID,
  BUYER_PHONE,
  buyerToken,
  cancelInvite,
  changeRole,
  clearStaff,
  enterpriseToken,
  hire,
  invite,
  myInvitations,
  removeMember,
  shops,
  staffList,
  vendorToken,
} from './support/staff';

beforeEach(async () => {
  await clearRateLimits();
  await clearStaff();
});

describe('POST /vendor/staff/invite', () => {
  it('invites by e-mail: pending, e-mailed through the outbox, and the account holder is notified', async () => {
    const [owner, { own }] = await Promise.all([vendorToken(), shops()]);
    const { status, json } = await invite(owner, { bID: own, contact: '  Buyer@Musika.co.zw ', role: 'assistant' });
    expect(status, json.message).toBe(201);
    expect(json.data.invitation).toMatchObject({ bID: own, email: BUYER_EMAIL, phone: null, role: 'assistant', status: 'pending' });
    const mail = await env.DB.prepare("select subject, body from outbox where to_email = ? and kind = 'staff_invitation' order by id desc")
      .bind(BUYER_EMAIL)
      .first<{ subject: string; body: string }>();
    expect(mail?.body).toContain('/account/staff-invitations');
    const note = await env.DB.prepare("select link from notifications where user_id = ? and kind = 'staff_invitation'")
      .bind(BUYER_ID)
      .first<{ link: string }>();
    expect(note?.link).toBe('/account/staff-invitations');
  });

  it('invites by phone through the +263 helper and finds the account by its WhatsApp number; no e-mail is sent', async () => {
    const [owner, { own }] = await Promise.all([vendorToken(), shops()]);
    const before = await env.DB.prepare("select count(*) as n from outbox where kind = 'staff_invitation'").first<{ n: number }>();
    const { status, json } = await invite(owner, { bID: own, contact: '077-214 6318', role: 'manager' });
    expect(status, json.message).toBe(201);
    expect(json.data.invitation).toMatchObject({ email: null, phone: BUYER_PHONE, role: 'manager' });
    const after = await env.DB.prepare("select count(*) as n from outbox where kind = 'staff_invitation'").first<{ n: number }>();
    expect(after?.n).toBe(before?.n);
    const mine = await myInvitations(await buyerToken());
    expect(mine.json.data.invitations.map((i: { invitationID: number }) => i.invitationID)).toContain(json.data.invitation.invitationID);
  });

  it('refuses bad and hostile input with field messages', async () => {
    const [owner, { own }] = await Promise.all([vendorToken(), shops()]);
    const cases: [unknown, number, string][] = [
      [{ bID: own, contact: 'not an address', role: 'assistant' }, 400, `contact: ${STAFF_MESSAGES.contact}`],
      [{ bID: own, contact: 'a@b', role: 'assistant' }, 400, `contact: ${STAFF_MESSAGES.contact}`],
      [{ bID: own, contact: '+1 555 0100', role: 'assistant' }, 400, `contact: ${STAFF_MESSAGES.contact}`],
      [{ bID: own, contact: "x'); drop table business_staff; --@x.co", role: 'assistant' }, 400, `contact: ${STAFF_MESSAGES.contact}`],
      [{ bID: own, contact: `${'a'.repeat(300)}@x.co.zw`, role: 'assistant' }, 400, `contact: ${STAFF_MESSAGES.contact}`],
      [{ bID: own, contact: BUYER_EMAIL, role: 'owner' }, 400, `role: ${STAFF_MESSAGES.role}`],
      [{ bID: own, contact: BUYER_EMAIL }, 400, `role: ${STAFF_MESSAGES.role}`],
      [{ bID: 'x', contact: BUYER_EMAIL, role: 'assistant' }, 400, 'bID: bID must be a number'],
      [{ bID: own, contact: 'vendor@musika.co.zw', role: 'manager' }, 400, STAFF_MESSAGES.yourself],
    ];
    for (const [body, status, message] of cases) {
      const res = await invite(owner, body);
      expect([res.status, res.json.message], JSON.stringify(body)).toEqual([status, message]);
    }
    expect((await env.DB.prepare('select count(*) as n from staff_invitations').first<{ n: number }>())?.n).toBe(0);
  });

  it('one pending invitation per address; a member cannot be invited again', async () => {
    const [owner, buyer, { own }] = await Promise.all([vendorToken(), buyerToken(), shops()]);
    expect((await invite(owner, { bID: own, contact: 'someone.new@example.co.zw', role: 'assistant' })).status).toBe(201);
    const twice = await invite(owner, { bID: own, contact: 'SOMEONE.NEW@example.co.zw', role: 'manager' });
    expect([twice.status, twice.json.message]).toEqual([409, STAFF_MESSAGES.alreadyInvited]);
    await hire(owner, buyer, own, 'assistant');
    const again = await invite(owner, { bID: own, contact: '0772146318', role: 'manager' });
    expect([again.status, again.json.message]).toEqual([409, STAFF_MESSAGES.alreadyMember]);
  });

  it('only the owner invites: no token 401, unknown business 404, another business 403, staff 403', async () => {
    const [owner, buyer, other, { own, foreign }] = await Promise.all([vendorToken(), buyerToken(), enterpriseToken(), shops()]);
    const body = { bID: own, contact: 'x@example.co.zw', role: 'assistant' };
    expect((await invite(undefined, body)).status).toBe(401);
    expect((await invite(owner, { ...body, bID: 999999 })).status).toBe(404);
    expect((await invite(owner, { ...body, bID: foreign })).status).toBe(403);
    expect((await invite(other, body)).status).toBe(403);
    await hire(owner, buyer, own, 'manager');
    const manager = await invite(buyer, body);
    expect([manager.status, manager.json.message]).toEqual([403, STAFF_MESSAGES.refused]);
  });
});

describe('answering an invitation', () => {
  it('the invitee accepts: a member with the role, in their session with the role; the owner is notified', async () => {
    const [owner, buyer, { own }] = await Promise.all([vendorToken(), buyerToken(), shops()]);
    const { json } = await invite(owner, { bID: own, contact: BUYER_EMAIL, role: 'assistant' });
    const accepted = await answer(buyer, { invitationID: json.data.invitation.invitationID, answer: 'accept' });
    expect(accepted.status, accepted.json.message).toBe(200);
    expect(accepted.json.data.invitation.status).toBe('accepted');
    const list = await staffList(owner, own);
    expect(list.json.data.members).toEqual([expect.objectContaining({ userID: BUYER_ID, role: 'assistant', email: BUYER_EMAIL })]);
    expect(list.json.data.invitations).toEqual([]);
    const me = await call('GET', '/me', { token: buyer });
    expect(me.json.data.businesses).toEqual([expect.objectContaining({ bID: own, role: 'assistant', adsBalance: 0 })]);
    expect(me.json.data.businessCount).toBe(0);
    const note = await env.DB.prepare("select title from notifications where user_id = 20 and kind = 'staff_answered'").first<{ title: string }>();
    expect(note?.title).toContain('joined');
    // Answered once: a second answer finds nothing pending.
    expect((await answer(buyer, { invitationID: json.data.invitation.invitationID, answer: 'decline' })).status).toBe(404);
  });

  it('an invitation cannot be accepted or seen by someone else', async () => {
    const [owner, other, { own }] = await Promise.all([vendorToken(), enterpriseToken(), shops()]);
    const { json } = await invite(owner, { bID: own, contact: BUYER_EMAIL, role: 'manager' });
    const id = json.data.invitation.invitationID;
    expect((await myInvitations(other)).json.data.invitations).toEqual([]);
    const stolen = await answer(other, { invitationID: id, answer: 'accept' });
    expect([stolen.status, stolen.json.message]).toEqual([404, STAFF_MESSAGES.invitationNotFound]);
    expect((await answer(undefined, { invitationID: id, answer: 'accept' })).status).toBe(401);
    expect((await env.DB.prepare('select count(*) as n from business_staff').first<{ n: number }>())?.n).toBe(0);
  });

  it('declining leaves no membership; bad answers are refused', async () => {
    const [owner, buyer, { own }] = await Promise.all([vendorToken(), buyerToken(), shops()]);
    const { json } = await invite(owner, { bID: own, contact: BUYER_EMAIL, role: 'manager' });
    const id = json.data.invitation.invitationID;
    const bad = await answer(buyer, { invitationID: id, answer: 'maybe' });
    expect([bad.status, bad.json.message]).toEqual([400, 'answer: answer must be accept or decline']);
    expect((await answer(buyer, { invitationID: '1 or 1=1', answer: 'accept' })).status).toBe(400);
    const declined = await answer(buyer, { invitationID: id, answer: 'decline' });
    expect(declined.json.data.invitation.status).toBe('declined');
    expect((await staffList(owner, own)).json.data.members).toEqual([]);
  });

  it('a cancelled invitation can no longer be accepted; cancelling another business’s invitation is 404', async () => {
    const [owner, buyer, { own, other }] = await Promise.all([vendorToken(), buyerToken(), shops()]);
    const { json } = await invite(owner, { bID: own, contact: BUYER_EMAIL, role: 'manager' });
    const id = json.data.invitation.invitationID;
    expect((await cancelInvite(owner, { bID: other, invitationID: id })).status).toBe(404);
    expect((await cancelInvite(owner, { bID: own, invitationID: id })).json.data).toEqual({ cancelled: true, invitationID: id });
    expect((await answer(buyer, { invitationID: id, answer: 'accept' })).status).toBe(404);
  });
});

describe('changing roles and removing members', () => {
  it('the owner changes a role; a member of another business, an unknown id or a bad role is refused', async () => {
    const [owner, buyer, { own, other }] = await Promise.all([vendorToken(), buyerToken(), shops()]);
    const memberID = await hire(owner, buyer, own, 'assistant');
    const changed = await changeRole(owner, { bID: own, memberID, role: 'manager' });
    expect(changed.json.data.member).toMatchObject({ memberID, role: 'manager' });
    expect((await changeRole(owner, { bID: other, memberID, role: 'assistant' })).status).toBe(404);
    expect((await changeRole(owner, { bID: own, memberID: 424242, role: 'assistant' })).status).toBe(404);
    expect((await changeRole(owner, { bID: own, memberID, role: 'owner' })).status).toBe(400);
    // The member cannot promote or keep themselves: staff management is the owner's.
    expect((await changeRole(buyer, { bID: own, memberID, role: 'manager' })).status).toBe(403);
    expect((await removeMember(buyer, { bID: own, memberID })).status).toBe(403);
  });

  it('a removed member is refused on the very next call', async () => {
    const [owner, buyer, { own }] = await Promise.all([vendorToken(), buyerToken(), shops()]);
    const memberID = await hire(owner, buyer, own, 'assistant');
    expect((await call('POST', '/orders', { token: buyer, body: { bID: own } })).status).toBe(200);
    const removed = await removeMember(owner, { bID: own, memberID });
    expect(removed.json.data).toEqual({ removed: true, memberID });
    const next = await call('POST', '/orders', { token: buyer, body: { bID: own } });
    expect([next.status, next.json.message]).toEqual([403, 'You do not manage this business']);
    expect((await call('GET', '/me', { token: buyer })).json.data.businesses).toEqual([]);
    expect((await removeMember(owner, { bID: own, memberID })).status).toBe(404);
  });
});
