/**
 * The dashboard's menu: every dashboard route of spec §2, grouped the way a vendor thinks about the shop. A link
 * shows once its screen is built (it has a module in the route table), so the menu never leads to a 404 and
 * grows by itself as screens land.
 */
import type { BusinessRole } from '../../../schema/rest/staff-roles';
import { routeTable } from '~/routes';
import { mayOpen } from './route-needs';

export interface NavGroup {
  title: string;
  links: { id: string; label: string; to: string }[];
}

const GROUPS: { title: string; links: [id: string, label: string][] }[] = [
  { title: 'Overview', links: [['dashboard', 'Dashboard']] },
  {
    title: 'Products',
    links: [
      ['all-sell-items', 'All sell items'],
      ['add-product', 'Add product'],
      ['add-single-product', 'Add single product'],
      ['add-new-product-auction', 'Add auction'],
      ['dashboard-auctions', 'Auctions'],
      ['add-new-product-hire-item', 'Add hire item'],
      ['add-new-product-service', 'Add service'],
      ['bulk-upload', 'Bulk upload'],
      ['all-services', 'Services'],
    ],
  },
  {
    title: 'Orders',
    links: [
      ['all-orders', 'All orders'],
      ['new-orders', 'New orders'],
      ['my-orders', 'My orders'],
      ['create-order', 'Create order'],
      ['all-appointments', 'Appointments'],
      ['dashboard-calendar', 'Calendar'],
    ],
  },
  {
    title: 'Customers',
    links: [
      ['all-customers', 'Customers'],
      ['customer-list', 'Customer list'],
      ['all-followers', 'Followers'],
      ['newsletter', 'Newsletter'],
      ['dashboard-inbox-messages', 'Messages'],
      ['dashboard-notifications', 'Notifications'],
    ],
  },
  {
    title: 'Ads',
    links: [
      ['ads-management-list', 'Ads'],
      ['add-new-ad', 'New ad'],
      ['fund-account', 'Fund ads account'],
    ],
  },
  {
    title: 'Business',
    links: [
      ['business-information', 'Business information'],
      ['delivery-settings', 'Delivery'],
      ['add-new-business', 'Add a business'],
      ['manage-all-staff-members', 'Staff'],
      ['dashboard-subscriptions', 'Subscription'],
      ['earnings', 'Earnings'],
      ['api-clients', 'API clients'],
    ],
  },
];

const built = new Map(routeTable.filter((r) => r.guard === 'dashboard' && r.module).map((r) => [r.id, r.path]));

/** The groups with the links whose screens exist and `role` may open (issue #14 staff); empty groups are left out. */
export function dashboardNav(role: BusinessRole = 'owner'): NavGroup[] {
  return GROUPS.map((g) => ({
    title: g.title,
    links: g.links.filter(([id]) => built.has(id) && mayOpen(role, id)).map(([id, label]) => ({ id, label, to: built.get(id)! })),
  })).filter((g) => g.links.length > 0);
}

/** Every dashboard route id the menu knows, to check that none of spec §2 is forgotten. */
export const NAV_ROUTE_IDS = GROUPS.flatMap((g) => g.links.map(([id]) => id));
