/**
 * The staff screen in the page's language (issue 33 §3): roles, each member's and invitation's line, and the
 * form's words, finished here so the components only show strings. Names and contacts are people's (translate="no").
 */
import type { StaffPage_BusinessStaffQuery, StaffRole } from '~/graphql/generated/graphql';
import type { Language } from '~/lib/i18n/language';
import { pick, type MessageKey, type Translate } from '~/lib/i18n/translate.server';
import { dateTimeIn } from '~/features/earnings/earnings-text.server';

export const ROLE_KEY: Record<StaffRole, MessageKey> = { MANAGER: 'staff.manager', ASSISTANT: 'staff.assistant' };
const HINT_KEY: Record<StaffRole, MessageKey> = { MANAGER: 'staff.managerHint', ASSISTANT: 'staff.assistantHint' };

export const STAFF_KEYS = [
  'staff.inviteTitle',
  'staff.contact',
  'staff.contactHint',
  'staff.role',
  'staff.send',
  'staff.noMembers',
  'staff.changeRole',
  'staff.remove',
  'staff.pending',
  'staff.cancel',
  'staff.title',
] as const;

type Staff = NonNullable<StaffPage_BusinessStaffQuery['businessStaff']>;

export function staffText(t: Translate, language: Language, staff: Staff | null) {
  const day = (iso: string) => dateTimeIn(language, iso).split(',')[0];
  return {
    ...pick(t, STAFF_KEYS),
    roles: { MANAGER: t('staff.manager'), ASSISTANT: t('staff.assistant') } as Record<StaffRole, string>,
    hints: { MANAGER: t('staff.managerHint'), ASSISTANT: t('staff.assistantHint') } as Record<StaffRole, string>,
    members: Object.fromEntries(
      (staff?.members ?? []).map((m) => [
        m.id,
        {
          detail: `${t(ROLE_KEY[m.role])} (${t(HINT_KEY[m.role]).toLowerCase()}) · ${t('staff.since', { date: day(m.since) })}`,
          removeLabel: t('staff.removeName', { name: m.displayName }),
        },
      ]),
    ),
    invitations: Object.fromEntries(
      (staff?.invitations ?? []).map((i) => [i.id, `${t(ROLE_KEY[i.role])} · ${t('staff.invited', { date: day(i.createdAt) })}`]),
    ),
  };
}

export type StaffText = ReturnType<typeof staffText>;
