/**
 * What each dashboard page needs of the viewer's role in the active business (issue #14 item 6), read from the
 * same table the API checks with (schema/rest/staff-roles.ts). The guard refuses a page the role may not open
 * and the menu hides it; the API still refuses every call on its own.
 */
import { roleAllows, type BusinessNeed, type BusinessRole } from '../../../schema/rest/staff-roles';
import { remixPath, routeTable } from '~/routes';

/** Pages that need something other than 'manage' (everything but billing and staff, the default). */
const NEEDS: Record<string, BusinessNeed> = {
  'switch-business': 'orders',
  'all-orders': 'orders',
  'new-orders': 'orders',
  'my-orders': 'orders',
  order: 'orders',
  // Whoever works the orders packs them: the invoice and packing slip.
  'order-invoice': 'orders',
  'create-order': 'orders',
  'view-order': 'orders',
  'orders-export': 'orders',
  'dashboard-notifications': 'inbox',
  'dashboard-inbox-messages': 'inbox',
  'dashboard-inbox-chat': 'inbox',
  // Money leaving the business: ads are paid from its balance, subscriptions by its owner.
  'ads-management-list': 'billing',
  'add-new-ad': 'billing',
  'fund-account': 'billing',
  'update-ad': 'billing',
  'dashboard-subscriptions': 'billing',
  'manage-all-staff-members': 'staff',
  // Who may call the API for the owner's account is the owner's alone, like who works for the store.
  'api-clients': 'staff',
};

export const routeNeed = (routeId: string): BusinessNeed => NEEDS[routeId] ?? 'manage';

export const mayOpen = (role: BusinessRole, routeId: string) => roleAllows(role, routeNeed(routeId));

const matchers = routeTable
  .filter((r) => r.guard === 'dashboard')
  .map((r) => ({
    id: r.id,
    pattern: new RegExp(`^${remixPath(r.path).replace(/\/$/, '').replace(/[.]/g, '\\.').replace(/:\w+/g, '[^/]+')}/?$`),
  }));

/** The dashboard route a path belongs to (the most specific: the table lists fixed paths before parametric ones). */
export function dashboardRouteOf(pathname: string): string | null {
  const exact = matchers.filter((m) => m.pattern.test(pathname));
  // '/dashboard/orders/new-orders/' also matches view-order's '/dashboard/orders/{orderID}/': prefer a fixed path.
  return (exact.find((m) => !routeTable.find((r) => r.id === m.id)!.path.includes('{')) ?? exact[0])?.id ?? null;
}
