import { describe, expect, it } from 'vitest';
import { decideAccess, type GuardViewer } from './guards';

const buyer: GuardViewer = { roles: ['buyer'], businessIds: [], hasSubscription: false };
const vendor: GuardViewer = { roles: ['buyer', 'vendor'], businessIds: ['7', '9'], hasSubscription: true };
const subscribedNoBusiness: GuardViewer = { roles: ['vendor'], businessIds: [], hasSubscription: true };
const unsubscribedNoBusiness: GuardViewer = { roles: ['vendor'], businessIds: [], hasSubscription: false };

const decide = (guard: 'public' | 'account' | 'dashboard', viewer: GuardViewer | null, location: string, activeBusinessId: string | null = null) =>
  decideAccess({ guard, viewer, location, activeBusinessId });

describe('guards (spec §6)', () => {
  it('public routes are open to everyone', () => {
    expect(decide('public', null, '/')).toEqual({ kind: 'allow' });
  });

  it('account routes require a logged-in user, else login with the origin kept', () => {
    expect(decide('account', null, '/account/billing-details')).toEqual({
      kind: 'redirect',
      to: '/login/?redirectTo=%2Faccount%2Fbilling-details',
    });
    expect(decide('account', buyer, '/account')).toEqual({ kind: 'allow' });
  });

  it('dashboard routes send an unauthenticated visitor to login', () => {
    expect(decide('dashboard', null, '/dashboard/')).toEqual({ kind: 'redirect', to: '/login/?redirectTo=%2Fdashboard%2F' });
  });

  it('dashboard routes send a logged-in non-vendor to the account page', () => {
    expect(decide('dashboard', buyer, '/dashboard/')).toEqual({ kind: 'redirect', to: '/account' });
  });

  it('a buyer who is staff of a business is let into the dashboard with it; removed, they are not', () => {
    const staff: GuardViewer = { ...buyer, businessIds: ['7'] };
    expect(decide('dashboard', staff, '/dashboard/orders/', '7')).toEqual({ kind: 'allow' });
    expect(decide('dashboard', staff, '/dashboard/orders/')).toEqual({ kind: 'assign-business', businessId: '7' });
    expect(decide('dashboard', { ...staff, businessIds: [] }, '/dashboard/orders/', '7')).toEqual({ kind: 'redirect', to: '/account' });
  });

  it('a vendor with an active business of theirs is let in', () => {
    expect(decide('dashboard', vendor, '/dashboard/orders/', '9')).toEqual({ kind: 'allow' });
  });

  it('a vendor without an active business is auto-assigned the first of their businesses', () => {
    expect(decide('dashboard', vendor, '/dashboard/')).toEqual({ kind: 'assign-business', businessId: '7' });
    // An active business that is not theirs (stale cookie) counts as none.
    expect(decide('dashboard', vendor, '/dashboard/', '999')).toEqual({ kind: 'assign-business', businessId: '7' });
  });

  it('a vendor with no business but a subscription goes to the create-business page', () => {
    expect(decide('dashboard', subscribedNoBusiness, '/dashboard/')).toEqual({
      kind: 'redirect',
      to: '/dashboard/settings/create-business',
    });
    expect(decide('dashboard', subscribedNoBusiness, '/dashboard/settings/create-business')).toEqual({ kind: 'allow' });
  });

  it('a vendor with no business and no subscription goes to the account-subscriptions page', () => {
    expect(decide('dashboard', unsubscribedNoBusiness, '/dashboard/settings/create-business')).toEqual({
      kind: 'redirect',
      to: '/account/subscriptions',
    });
  });
});
