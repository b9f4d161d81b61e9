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
import { ROLE_LABELS, STAFF_ROLE_VALUES } from './labels';

export interface StaffActionResult {
  notice?: string;
  formError?: string;
  fieldErrors?: { contact?: string; role?: string };
  /** What the invite form had, to show it again after a refusal. */
  values?: { contact: string; role: string };
}

const id = z.string().regex(/^\d{1,10}$/);
const role = z.enum(STAFF_ROLE_VALUES, { errorMap: () => ({ message: 'Choose a role' }) });

const intents = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('invite'), contact: z.string().trim().min(1, 'Enter an e-mail address or a phone number').max(254), role }),
  z.object({ intent: z.literal('role'), memberId: id, role }),
  z.object({ intent: z.literal('remove'), memberId: id }),
  z.object({ intent: z.literal('cancel'), invitationId: id }),
]);

const firstMessage = (errors: readonly { message: string }[]) => errors[0]?.message.replace(/^\w+: /, '') ?? 'Request failed';

export async function staffAction(context: AppLoadContext, request: Request, businessId: string, form: FormData): Promise<StaffActionResult> {
  const raw = Object.fromEntries(form);
  const parsed = intents.safeParse(raw);
  if (!parsed.success) {
    if (raw.intent !== 'invite') return { formError: 'That request could not be understood. Please reload the page.' };
    const issues = parsed.error.flatten().fieldErrors;
    const values = { contact: String(raw.contact ?? ''), role: String(raw.role ?? '') };
    return { fieldErrors: { contact: issues.contact?.[0], role: issues.role?.[0] }, values };
  }
  const input = parsed.data;
  if (input.intent === 'invite') {
    const { inviteStaff } = await mutate(context, request, InviteStaffMutation, { input: { businessId, contact: input.contact, role: input.role } });
    if (!inviteStaff.invitation) {
      const [error] = inviteStaff.userErrors;
      const message = firstMessage(inviteStaff.userErrors);
      const values = { contact: input.contact, role: input.role };
      return error?.field === 'contact' || error?.field === 'role'
        ? { fieldErrors: { [error.field]: message }, values }
        : { formError: message, values };
    }
    return { notice: `Invitation sent to ${input.contact} as ${ROLE_LABELS[input.role].toLowerCase()}.` };
  }
  if (input.intent === 'role') {
    const { changeStaffRole } = await mutate(context, request, ChangeStaffRoleMutation, {
      input: { businessId, memberId: input.memberId, role: input.role },
    });
    if (!changeStaffRole.member) return { formError: firstMessage(changeStaffRole.userErrors) };
    return { notice: `The role is now ${ROLE_LABELS[input.role].toLowerCase()}.` };
  }
  if (input.intent === 'remove') {
    const { removeStaffMember } = await mutate(context, request, RemoveStaffMemberMutation, { input: { businessId, memberId: input.memberId } });
    if (!removeStaffMember.removedId) return { formError: firstMessage(removeStaffMember.userErrors) };
    return { notice: 'The staff member was removed: their access has ended.' };
  }
  const { cancelStaffInvitation } = await mutate(context, request, CancelStaffInvitationMutation, {
    input: { businessId, invitationId: input.invitationId },
  });
  return cancelStaffInvitation.cancelledId
    ? { notice: 'The invitation was cancelled.' }
    : { formError: firstMessage(cancelStaffInvitation.userErrors) };
}
