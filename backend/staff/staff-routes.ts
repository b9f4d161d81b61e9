/**
 * Staff members (schema/rest/staff.ts; issue #14 item 6). Vendor calls need the 'staff' capability, which only
 * the owner has (business-access.ts); a member or invitation of another business answers 404 like an unknown
 * one. Account calls answer only invitations addressed to the caller's e-mail or phone numbers.
 */
import { eq } from 'drizzle-orm';
import * as contract from '../../schema/rest/staff';
import { STAFF_MESSAGES } from '../../schema/rest/staff';
import type { Db } from '../db/client';
import { businesses } from '../db/schema';
import { findUserById } from '../auth/accounts-queries';
import { requireBusinessAccess } from '../businesses/business-access-queries';
import { constraintFailure, runBatch, type Statement } from '../db/run-batch';
import * as q from './staff-queries';
import { HttpError, mount, type BackendApp } from '../http';
import { requireUser } from '../auth/tokens';
import { enforceRateLimits, limitKey } from '../auth/rate-limit';
import { queueEmail } from '../auth/outbox';
import { languageOfAddress, languageOfUser } from '../mail/recipient-language';
import { publicOrigin } from '../auth/request-config';
import { notifyIfChangedStatement, notifyStatement } from '../notifications/notify';
import { answeredNotice, invitationEmail, invitedNotice, removedNotice, roleChangedNotice } from './invitation-messages';
import { clockNow } from '../clock';
import type { ChatEnv } from '../chat/broadcast';
import { closeChatSockets } from '../chat/revoke';

async function businessName(db: Db, businessId: number): Promise<string> {
  const [row] = await db.select({ name: businesses.name }).from(businesses).where(eq(businesses.id, businessId)).limit(1);
  return row?.name ?? 'the business';
}

export function registerStaffRoutes(app: BackendApp): void {
  mount(
    app,
    contract.businessStaff,
    async ({ db, query, c }) => {
      await requireBusinessAccess(c, db, query.bID, 'staff');
      return { bID: query.bID, ...(await q.staffOf(db, query.bID)) };
    },
    { failure: STAFF_MESSAGES.fetchStaff },
  );

  mount(
    app,
    contract.inviteStaff,
    async ({ db, body, c }) => {
      const now = clockNow(c);
      const { userId, ownerId } = await requireBusinessAccess(c, db, body.bID, 'staff', now);
      // Every invitation sends an e-mail or a notification: limited per business, as other writes that notify.
      await enforceRateLimits(db, [limitKey('staff-invite', 'business', body.bID)], now);
      const [accounts, owner, name] = await Promise.all([q.usersByContact(db, body.contact), findUserById(db, ownerId), businessName(db, body.bID)]);
      if (accounts.some((a) => a.id === ownerId)) throw new HttpError(400, STAFF_MESSAGES.yourself);
      if (
        await q.anyMember(
          db,
          body.bID,
          accounts.map((a) => a.id),
        )
      )
        throw new HttpError(409, STAFF_MESSAGES.alreadyMember);
      let id: number;
      try {
        [{ id }] = await q.insertInvitation(db, body.bID, body.contact, body.role, userId, now);
      } catch (error) {
        // The partial unique index: one pending invitation per business and address.
        if (constraintFailure(error)?.kind === 'unique') throw new HttpError(409, STAFF_MESSAGES.alreadyInvited);
        throw error;
      }
      const inviter = owner?.displayName ?? 'A Musika vendor';
      const statements: Statement[] = accounts.map((a) => notifyStatement(db, { userId: a.id, ...invitedNotice(name, body.role) }, now));
      if (body.contact.email) {
        const language = await languageOfAddress(db, body.contact.email, await languageOfUser(db, userId));
        const mail = invitationEmail(publicOrigin(c), body.contact.email, name, inviter, body.role, accounts.length > 0, language);
        statements.push(queueEmail(db, mail, now));
      }
      await runBatch(db, statements);
      const invitation = await q.invitationById(db, id);
      if (!invitation) throw new Error(`invitation ${id} vanished after insert`);
      return { invitation };
    },
    { status: 201 },
  );

  mount(app, contract.changeStaffRole, async ({ db, body, c }) => {
    const now = clockNow(c);
    await requireBusinessAccess(c, db, body.bID, 'staff', now);
    const member = await q.memberOf(db, body.bID, body.memberID);
    if (!member) throw new HttpError(404, STAFF_MESSAGES.memberNotFound);
    if (member.role !== body.role) {
      await db.batch([
        q.updateRole(db, body.bID, member.memberID, body.role, now),
        notifyStatement(db, { userId: member.userID, ...roleChangedNotice(await businessName(db, body.bID), body.role) }, now),
      ]);
      // The member's open chat sockets of this business are checked again: a role without the inbox ends them (#27 §3).
      await closeChatSockets(c.env as unknown as ChatEnv, db, { userId: member.userID, businessId: body.bID });
    }
    return { member: { ...member, role: body.role } };
  });

  mount(app, contract.removeStaffMember, async ({ db, body, c }) => {
    const now = clockNow(c);
    await requireBusinessAccess(c, db, body.bID, 'staff', now);
    const member = await q.memberOf(db, body.bID, body.memberID);
    if (!member) throw new HttpError(404, STAFF_MESSAGES.memberNotFound);
    // The row is the access: once it is gone, the member's next call finds no role (nothing else remembers it).
    await db.batch([
      q.deleteMember(db, body.bID, member.memberID),
      notifyStatement(db, { userId: member.userID, ...removedNotice(await businessName(db, body.bID)) }, now),
    ]);
    // Open chat sockets are access too: those of this business close before the owner hears "removed" (#27 §3).
    await closeChatSockets(c.env as unknown as ChatEnv, db, { userId: member.userID, businessId: body.bID });
    return { removed: true as const, memberID: member.memberID };
  });

  mount(app, contract.cancelStaffInvitation, async ({ db, body, c }) => {
    const now = clockNow(c);
    await requireBusinessAccess(c, db, body.bID, 'staff', now);
    const [cancelled] = await q.cancelInvitation(db, body.bID, body.invitationID, now);
    if (!cancelled) throw new HttpError(404, STAFF_MESSAGES.invitationNotFound);
    return { cancelled: true as const, invitationID: cancelled.id };
  });

  mount(app, contract.myStaffInvitations, async ({ db, c }) => {
    const { userId } = await requireUser(c, db);
    return { invitations: await q.pendingInvitationsFor(db, userId) };
  });

  mount(app, contract.answerStaffInvitation, async ({ db, body, c }) => {
    const now = clockNow(c);
    const { userId } = await requireUser(c, db, now);
    // Only an invitation addressed to the caller, still pending: anyone else's reads as unknown.
    const invitation = (await q.pendingInvitationsFor(db, userId)).find((i) => i.invitationID === body.invitationID);
    if (!invitation) throw new HttpError(404, STAFF_MESSAGES.invitationNotFound);
    const [me, [owner]] = await Promise.all([
      findUserById(db, userId),
      db.select({ ownerId: businesses.ownerId }).from(businesses).where(eq(businesses.id, invitation.bID)).limit(1),
    ]);
    const ownerId = owner?.ownerId;
    if (!me || ownerId === undefined) throw new HttpError(404, STAFF_MESSAGES.invitationNotFound);
    if (ownerId === userId) throw new HttpError(400, STAFF_MESSAGES.yourself);
    const accepted = body.answer === 'accept';
    const d1 = db.$client;
    const notice = notifyIfChangedStatement(db, { userId: ownerId, ...answeredNotice(me.displayName, invitation.businessName, accepted) }, now);
    const [answered] = await d1.batch([
      q.answerStatement(db, invitation.invitationID, accepted ? 'accepted' : 'declined', now),
      // Accepting: the membership exists exactly when the answer does; the owner hears once, after it.
      ...(accepted ? [q.joinIfAnsweredStatement(db, invitation.invitationID, userId, now)] : []),
      notice,
    ]);
    if (answered.meta.changes !== 1) throw new HttpError(409, 'This invitation was answered or cancelled meanwhile');
    const after = await q.invitationById(db, invitation.invitationID);
    if (!after) throw new HttpError(404, STAFF_MESSAGES.invitationNotFound);
    return { invitation: after };
  });
}
