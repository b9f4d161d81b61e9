/** The words the staff pages use for roles and invitation states (the API's enums, in the vendor's language). */
import type { StaffInvitationStatus, StaffRole } from '~/graphql/generated/graphql';

export const ROLE_LABELS: Record<StaffRole, string> = { MANAGER: 'Manager', ASSISTANT: 'Assistant' };

export const ROLE_HINTS: Record<StaffRole, string> = {
  MANAGER: 'Everything but billing (ads, subscriptions) and staff',
  ASSISTANT: 'Orders and messages only',
};

export const STATUS_LABELS: Record<StaffInvitationStatus, string> = {
  PENDING: 'Waiting for an answer',
  ACCEPTED: 'Accepted',
  DECLINED: 'Declined',
  CANCELLED: 'Cancelled',
};

export const STAFF_ROLE_VALUES = ['MANAGER', 'ASSISTANT'] as const satisfies readonly StaffRole[];

/** A phone number as people read it: +263 77 214 6318. */
export function displayPhone(phone: string): string {
  return /^263\d{9}$/.test(phone) ? `+263 ${phone.slice(3, 5)} ${phone.slice(5, 8)} ${phone.slice(8)}` : phone;
}
