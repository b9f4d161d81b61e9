/**
 * Route guards (spec §6) as one pure decision, so every rule is testable on its own. Loaders run it before
 * fetching anything (guards.server.ts).
 */
import type { Guard } from '~/routes';
import { loginUrl } from '~/lib/safe-redirect';

export interface GuardViewer {
  roles: string[];
  businessIds: string[];
  hasSubscription: boolean;
}

export type Decision =
  | { kind: 'allow' }
  /** Allow, and make this business the active one (spec: auto-assign the first business). */
  | { kind: 'assign-business'; businessId: string }
  | { kind: 'redirect'; to: string };

export const CREATE_BUSINESS_PATH = '/dashboard/settings/create-business';
export const ADD_BUSINESS_PATH = '/dashboard/settings/add-new-business';
export const SUBSCRIPTIONS_PATH = '/account/subscriptions';
export const ACCOUNT_PATH = '/account';

export function decideAccess(input: {
  guard: Guard;
  viewer: GuardViewer | null;
  activeBusinessId: string | null;
  /** The path and query asked for, kept so login can return to it. */
  location: string;
}): Decision {
  const { guard, viewer, activeBusinessId, location } = input;
  if (guard === 'public') return { kind: 'allow' };
  // Account and dashboard routes need a user; the origin is kept for after login.
  if (!viewer) return { kind: 'redirect', to: loginUrl(location) };
  if (guard === 'account') return { kind: 'allow' };

  // Dashboard: vendors, and staff members of a business (issue #14); anyone else goes to the account page.
  if (!viewer.roles.includes('vendor') && viewer.businessIds.length === 0) return { kind: 'redirect', to: ACCOUNT_PATH };
  if (activeBusinessId && viewer.businessIds.includes(activeBusinessId)) return { kind: 'allow' };
  if (viewer.businessIds.length > 0) return { kind: 'assign-business', businessId: viewer.businessIds[0] };

  // No business yet: with a subscription they create one; without, they subscribe first.
  const pathname = location.split('?')[0].replace(/\/$/, '');
  if (viewer.hasSubscription) {
    return pathname === CREATE_BUSINESS_PATH || pathname === ADD_BUSINESS_PATH ? { kind: 'allow' } : { kind: 'redirect', to: CREATE_BUSINESS_PATH };
  }
  return { kind: 'redirect', to: SUBSCRIPTIONS_PATH };
}
