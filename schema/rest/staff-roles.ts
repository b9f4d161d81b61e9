/**
 * THE role → capability table of staff members (issue #14 item 6), with no dependencies so the dashboard's
 * menu can read it in the browser. backend/businesses/business-access-queries.ts checks every vendor call with it;
 * app/features/dashboard/route-needs.ts guards and hides pages with it.
 */
export const STAFF_ROLES = ['manager', 'assistant'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export type BusinessRole = 'owner' | StaffRole;

/**
 * What a call on a business needs. 'manage' is the default of every vendor call (products, settings, figures,
 * customers); 'orders' and 'inbox' are what a shop assistant does; 'billing' (money leaving the business: ads,
 * top-ups, subscriptions) and 'staff' stay with the owner.
 */
export const BUSINESS_NEEDS = ['manage', 'orders', 'inbox', 'billing', 'staff'] as const;
export type BusinessNeed = (typeof BUSINESS_NEEDS)[number];

export const ROLE_GRANTS: Record<BusinessRole, readonly BusinessNeed[]> = {
  owner: BUSINESS_NEEDS,
  manager: ['manage', 'orders', 'inbox'],
  assistant: ['orders', 'inbox'],
};

export function roleAllows(role: BusinessRole, need: BusinessNeed): boolean {
  return ROLE_GRANTS[role].includes(need);
}
