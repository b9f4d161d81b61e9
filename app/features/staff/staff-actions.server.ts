/**
 * The staff page's form posts (plain forms, no JavaScript needed): invite, change a role, remove a member,
 * cancel an invitation. Each is one mutation; the API's refusals come back as the form's field error or the
 * page's alert, its successes as a notice.
 */
import type { AppLoadContext } from '@remix-run/cloudflare';
import { z } from 'zod';
import { mutate } from '~/graphql/client.server';
import {
  CancelStaffInvitationMutation,
  ChangeStaffRoleMutation,
  InviteStaffMutation,
  RemoveStaffMemberMutation,
} from '~/graphql/queries/staff.server';
import { STAFF_ROLE_VALUES } from './labels';
import { refusalIn } from '~/features/dashboard/refusal.server';
import { requestTranslator, translateMessage, type Translate } from '~/lib/i18n/translate.server';
import { ROLE_KEY } from './staff-text.server';

export interface StaffActionResult {
  notice?: string;
  formError?: string;
  fieldErrors?: { contact?: string; role?: string };
  /** What the invite form had, to show it again after a refusal. */
  values?: { contact: string; role: string };
}

const id = z.string().regex(/^\d{1,10}$/);
const role = z.enum(STAFF_ROLE_VALUES, { errorMap: () => ({ message: 'staff.errorRole' }) });

const intents = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('invite'), contact: z.string().trim().min(1, 'staff.errorContact').max(254), role }),
  z.object({ intent: z.literal('role'), memberId: id, role }),
  z.object({ intent: z.literal('remove'), memberId: id }),
  z.object({ intent: z.literal('cancel'), invitationId: id }),
]);

/** The API's refusal as worded (it carries no code); known wordings in the language. */
const refusal = (t: Translate, errors: readonly { message: string }[]) =>
  refusalIn(t, errors[0]?.message.replace(/^\w+: /, '') ?? 'Request failed', ['staff.requestFailed', 'checkout.refusedPhone']);

export async function staffAction(context: AppLoadContext, request: Request, businessId: string, form: FormData): Promise<StaffActionResult> {
  const raw = Object.fromEntries(form);
  const { t } = requestTranslator(request);
  const parsed = intents.safeParse(raw);
  if (!parsed.success) {
    if (raw.intent !== 'invite') return { formError: t('staff.errorUnderstood') };
    const issues = parsed.error.flatten().fieldErrors;
    const values = { contact: String(raw.contact ?? ''), role: String(raw.role ?? '') };
    const said = (m?: string) => (m ? translateMessage(t, m) : m);
    return { fieldErrors: { contact: said(issues.contact?.[0]), role: said(issues.role?.[0]) }, values };
  }
  const input = parsed.data;
  if (input.intent === 'invite') {
    const { inviteStaff } = await mutate(context, request, InviteStaffMutation, { input: { businessId, contact: input.contact, role: input.role } });
    if (!inviteStaff.invitation) {
      const [error] = inviteStaff.userErrors;
      const message = refusal(t, inviteStaff.userErrors);
      const values = { contact: input.contact, role: input.role };
      return error?.field === 'contact' || error?.field === 'role'
        ? { fieldErrors: { [error.field]: message }, values }
        : { formError: message, values };
    }
    return { notice: t('staff.sent', { contact: input.contact, role: t(ROLE_KEY[input.role]).toLowerCase() }) };
  }
  if (input.intent === 'role') {
    const { changeStaffRole } = await mutate(context, request, ChangeStaffRoleMutation, {
      input: { businessId, memberId: input.memberId, role: input.role },
    });
    if (!changeStaffRole.member) return { formError: refusal(t, changeStaffRole.userErrors) };
    return { notice: t('staff.roleNow', { role: t(ROLE_KEY[input.role]).toLowerCase() }) };
  }
  if (input.intent === 'remove') {
    const { removeStaffMember } = await mutate(context, request, RemoveStaffMemberMutation, { input: { businessId, memberId: input.memberId } });
    if (!removeStaffMember.removedId) return { formError: refusal(t, removeStaffMember.userErrors) };
    return { notice: t('staff.removed') };
  }
  const { cancelStaffInvitation } = await mutate(context, request, CancelStaffInvitationMutation, {
    input: { businessId, invitationId: input.invitationId },
  });
  return cancelStaffInvitation.cancelledId ? { notice: t('staff.cancelled') } : { formError: refusal(t, cancelStaffInvitation.userErrors) };
}
