import { describe, expect, it } from 'vitest';
import { routeTable } from '~/routes';
import { dashboardNav, NAV_ROUTE_IDS } from './dashboard-nav';
import { capabilityAllows, limitReached } from './capabilities';

/** Dashboard routes that are not screens a vendor navigates to. */
const NOT_SCREENS = new Set([
  'switch-business',
  'orders-export',
  'bulk-upload-template',
  'bulk-upload-failed-rows',
  'update-product',
  'order',
  'order-invoice',
  'view-order',
  'update-ad',
  'create-business',
  'customers-export',
  'earnings-export',
  'dashboard-inbox-chat',
]);

describe('dashboard menu', () => {
  it('knows every dashboard route of spec §2 that is a screen of its own', () => {
    const screens = routeTable.filter((r) => r.guard === 'dashboard' && !NOT_SCREENS.has(r.id)).map((r) => r.id);
    expect(screens.filter((id) => !NAV_ROUTE_IDS.includes(id))).toEqual([]);
  });

  it('links only to screens that are built', () => {
    const built = new Set(routeTable.filter((r) => r.module).map((r) => r.id));
    const linked = dashboardNav().flatMap((g) => g.links.map((l) => l.id));
    expect(linked).toContain('dashboard');
    expect(linked.filter((id) => !built.has(id))).toEqual([]);
  });

  it('shows staff only the pages their role opens (issue #14)', () => {
    const linksOf = (role: 'owner' | 'manager' | 'assistant') => dashboardNav(role).flatMap((g) => g.links.map((l) => l.id));
    expect(linksOf('owner')).toEqual(expect.arrayContaining(['dashboard-subscriptions', 'manage-all-staff-members', 'all-orders']));
    expect(linksOf('manager')).toContain('all-sell-items');
    expect(linksOf('manager')).not.toContain('dashboard-subscriptions');
    expect(linksOf('manager')).not.toContain('manage-all-staff-members');
    expect(
      linksOf('assistant').every((id) =>
        ['all-orders', 'new-orders', 'my-orders', 'create-order', 'dashboard-notifications', 'dashboard-inbox-messages'].includes(id),
      ),
    ).toBe(true);
    expect(linksOf('assistant')).toContain('all-orders');
  });
});

describe('package capabilities and limits (spec §4: permissions are the capabilities prefixed perm_)', () => {
  it('a capability is allowed only with its perm_ prefix', () => {
    expect(capabilityAllows(['perm_bulk_upload'], 'bulk_upload')).toBe(true);
    expect(capabilityAllows(['bulk_upload'], 'bulk_upload')).toBe(false);
  });

  it('a limit of -1 means unlimited; a missing limit allows nothing', () => {
    expect(limitReached([{ name: 'products', value: -1 }], 'products', 10_000)).toBe(false);
    expect(limitReached([{ name: 'products', value: 25 }], 'products', 24)).toBe(false);
    expect(limitReached([{ name: 'products', value: 25 }], 'products', 25)).toBe(true);
    expect(limitReached([], 'businesses', 0)).toBe(true);
  });
});
