/**
 * What people are told about staff invitations: the e-mail (outbox) and the in-app notifications. Names typed
 * by vendors (the business name) go in as plain text; links are absolute from PUBLIC_ORIGIN in e-mail.
 */
import type { StaffRole } from '../../schema/rest/staff';
import type { RecipientLanguage } from '../../schema/rest/languages';
import { absoluteLink, type Email } from '../auth/outbox';
import { mailWords } from '../mail/mail-words';

export const INVITATIONS_PATH = '/account/staff-invitations';
export const STAFF_PAGE_PATH = '/dashboard/manage-all-staff-members/';

/** What each role may do, in the words the e-mail and the notifications use. */
export const ROLE_WORDS: Record<StaffRole, string> = mailWords('en').roles;

/** In the invitee's language: their account's, else the inviter's (who caused it; the address has no account). */
export function invitationEmail(
  origin: string,
  to: string,
  businessName: string,
  inviter: string,
  role: StaffRole,
  hasAccount: boolean,
  language: RecipientLanguage = 'en',
): Email {
  const answerLink = absoluteLink(origin, INVITATIONS_PATH);
  const registerLink = absoluteLink(origin, '/register/');
  return {
    // The outbox's kind column is plain text; staff_invitation is this module's own kind.
    kind: 'staff_invitation' as Email['kind'],
    to,
    ...mailWords(language).staffInvitation({ inviter, businessName, role, answerLink, registerLink, hasAccount }),
  };
}

export const invitedNotice = (businessName: string, role: StaffRole) => ({
  kind: 'staff_invitation',
  title: `You are invited to help run ${businessName}`,
  body: `You are invited to join ${businessName} as ${ROLE_WORDS[role]}. Accept or decline the invitation from your account.`,
  link: INVITATIONS_PATH,
  message: { key: 'notifications.staffInvited', values: { store: businessName, role } },
});

export const answeredNotice = (who: string, businessName: string, accepted: boolean) => ({
  kind: 'staff_answered',
  title: `${who} ${accepted ? 'joined' : 'declined to join'} ${businessName}`,
  body: accepted ? `${who} is now a staff member of ${businessName}.` : `${who} declined your invitation to ${businessName}.`,
  link: STAFF_PAGE_PATH,
  message: { key: accepted ? 'notifications.staffJoined' : 'notifications.staffDeclined', values: { person: who, store: businessName } },
});

export const roleChangedNotice = (businessName: string, role: StaffRole) => ({
  kind: 'staff_role',
  title: `Your role in ${businessName} changed`,
  body: `You are now ${ROLE_WORDS[role]} of ${businessName}.`,
  link: '/dashboard/',
  message: { key: 'notifications.staffRole', values: { store: businessName, role } },
});

export const removedNotice = (businessName: string) => ({
  kind: 'staff_removed',
  title: `You no longer help run ${businessName}`,
  body: `The owner of ${businessName} removed you from its staff.`,
  link: null,
  message: { key: 'notifications.staffRemoved', values: { store: businessName } },
});
