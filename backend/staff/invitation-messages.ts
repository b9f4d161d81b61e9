/**
 * What people are told about staff invitations: the e-mail (outbox) and the in-app notifications. Names typed
 * by vendors (the business name) go in as plain text; links are absolute from PUBLIC_ORIGIN in e-mail.
 */
import type { StaffRole } from '../../schema/rest/staff';
import { absoluteLink, type Email } from '../auth/outbox';

export const INVITATIONS_PATH = '/account/staff-invitations';
export const STAFF_PAGE_PATH = '/dashboard/manage-all-staff-members/';

/** What each role may do, in the words the e-mail and the notifications use. */
export const ROLE_WORDS: Record<StaffRole, string> = {
  manager: 'manager (everything but billing and staff)',
  assistant: 'assistant (orders and messages)',
};

export function invitationEmail(origin: string, to: string, businessName: string, inviter: string, role: StaffRole, hasAccount: boolean): Email {
  const answer = absoluteLink(origin, INVITATIONS_PATH);
  const start = hasAccount
    ? `Log in to Musika and accept or decline it here: ${answer}`
    : `To accept it, create a Musika account with this e-mail address (${absoluteLink(origin, '/register/')}), then open ${answer}`;
  return {
    // The outbox's kind column is plain text; staff_invitation is this module's own kind.
    kind: 'staff_invitation' as Email['kind'],
    to,
    subject: `${inviter} invited you to help run ${businessName} on Musika`,
    body:
      `${inviter} invited you to join ${businessName} on Musika as ${ROLE_WORDS[role]}. ${start} — ` +
      'If you do not know them, ignore this e-mail: nothing changes unless you accept.',
  };
}

export const invitedNotice = (businessName: string, role: StaffRole) => ({
  kind: 'staff_invitation',
  title: `You are invited to help run ${businessName}`,
  body: `You are invited to join ${businessName} as ${ROLE_WORDS[role]}. Accept or decline the invitation from your account.`,
  link: INVITATIONS_PATH,
});

export const answeredNotice = (who: string, businessName: string, accepted: boolean) => ({
  kind: 'staff_answered',
  title: `${who} ${accepted ? 'joined' : 'declined to join'} ${businessName}`,
  body: accepted ? `${who} is now a staff member of ${businessName}.` : `${who} declined your invitation to ${businessName}.`,
  link: STAFF_PAGE_PATH,
});

export const roleChangedNotice = (businessName: string, role: StaffRole) => ({
  kind: 'staff_role',
  title: `Your role in ${businessName} changed`,
  body: `You are now ${ROLE_WORDS[role]} of ${businessName}.`,
  link: '/dashboard/',
});

export const removedNotice = (businessName: string) => ({
  kind: 'staff_removed',
  title: `You no longer help run ${businessName}`,
  body: `The owner of ${businessName} removed you from its staff.`,
  link: null,
});
