/** The dashboard's pages by role (issue #14 item 6): the guard and the menu read this one table. */
import { describe, expect, it } from 'vitest';
import { dashboardRouteOf, mayOpen } from './route-needs';

describe('dashboardRouteOf', () => {
  it('finds the route of a path, fixed paths before parameters', () => {
    expect(dashboardRouteOf('/dashboard/orders/new-orders/')).toBe('new-orders');
    expect(dashboardRouteOf('/dashboard/orders/42/')).toBe('view-order');
    expect(dashboardRouteOf('/dashboard/order/42/invoice')).toBe('order-invoice');
    expect(dashboardRouteOf('/dashboard/subscriptions')).toBe('dashboard-subscriptions');
    expect(dashboardRouteOf('/dashboard/manage-all-staff-members/')).toBe('manage-all-staff-members');
    expect(dashboardRouteOf('/dashboard/')).toBe('dashboard');
  });
});

describe('mayOpen', () => {
  it('an assistant opens orders and the inbox only', () => {
    expect(['all-orders', 'view-order', 'order-invoice', 'dashboard-notifications'].every((id) => mayOpen('assistant', id))).toBe(true);
    expect(
      ['dashboard-subscriptions', 'fund-account', 'all-sell-items', 'manage-all-staff-members', 'dashboard'].some((id) => mayOpen('assistant', id)),
    ).toBe(false);
  });

  it('a manager opens everything but billing and staff; the owner everything', () => {
    expect(mayOpen('manager', 'all-sell-items') && mayOpen('manager', 'business-information')).toBe(true);
    expect(mayOpen('manager', 'ads-management-list') || mayOpen('manager', 'manage-all-staff-members')).toBe(false);
    expect(mayOpen('owner', 'dashboard-subscriptions') && mayOpen('owner', 'manage-all-staff-members')).toBe(true);
  });
});
