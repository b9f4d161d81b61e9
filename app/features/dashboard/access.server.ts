/**
 * The dashboard's door (spec §6), for every dashboard loader and action: the guard runs first (login, vendor
 * role, active business), then one query says what the vendor may do. Pages still only show; the API checks
 * that the caller runs the business on every read and write (backend/db/queries/business-access.ts).
 */
import type { AppLoadContext } from '@remix-run/cloudflare';
import { readActiveBusiness } from '~/features/auth/cookies.server';
import { requireAccess } from '~/features/auth/guards.server';
import { getVisitor } from '~/features/auth/viewer.server';
import { query } from '~/graphql/client.server';
import { DashboardAccessQuery } from '~/graphql/queries/dashboard.server';
import { capabilityAllows, limitReached, type LimitName } from './capabilities';

export interface DashboardBusiness {
  id: string;
  name: string;
  slug: string;
  logo: string | null | undefined;
}

/** What the layout shows and the page decides with. Serialisable: loaders hand `frame` to DashboardLayout. */
export interface DashboardFrame {
  vendorName: string;
  /** The active business; null only on create-business for a vendor who has none yet. */
  business: DashboardBusiness | null;
  businesses: DashboardBusiness[];
  permissions: string[];
  limits: { name: string; value: number }[];
  packageName: string | null;
  productCount: number;
  businessCount: number;
}

export interface DashboardAccess {
  frame: DashboardFrame;
  /** The bearer token, for calls a page makes on the vendor's behalf. */
  token: string;
  /** The active business id (bID) every dashboard call is scoped by; null as for `frame.business`. */
  businessId: string | null;
}

type Args = { request: Request; context: AppLoadContext };

export async function requireDashboard(args: Args): Promise<DashboardAccess> {
  await requireAccess('dashboard', args);
  const [{ token }, active] = await Promise.all([getVisitor(args.context, args.request), readActiveBusiness(args.request)]);
  if (!token) throw new Error('The dashboard guard let a visitor through');
  const { viewer } = await query(args.context, args.request, DashboardAccessQuery, {}, { token });
  if (!viewer) throw new Response('Not logged in', { status: 401 });
  const businesses = viewer.businesses.map((b) => ({ id: b.id, name: b.name, slug: b.slug, logo: b.logo ?? null }));
  // The guard has made the cookie's business one of theirs, or there is none yet (create-business).
  const business = businesses.find((b) => b.id === active) ?? null;
  return {
    token,
    businessId: business?.id ?? null,
    frame: {
      vendorName: viewer.displayName,
      business,
      businesses,
      permissions: viewer.permissions,
      limits: viewer.limits,
      packageName: viewer.package?.name ?? null,
      productCount: viewer.productCount,
      businessCount: viewer.businessCount,
    },
  };
}

/** As requireDashboard, for pages that need an active business (all but create-business). */
export async function requireDashboardBusiness(args: Args): Promise<DashboardAccess & { businessId: string; frame: DashboardFrame & { business: DashboardBusiness } }> {
  const access = await requireDashboard(args);
  if (!access.businessId || !access.frame.business) throw new Response('No active business', { status: 404 });
  return access as DashboardAccess & { businessId: string; frame: DashboardFrame & { business: DashboardBusiness } };
}

export const mayUse = (frame: DashboardFrame, capability: string) => capabilityAllows(frame.permissions, capability);
export const isAtLimit = (frame: DashboardFrame, name: LimitName) =>
  limitReached(frame.limits, name, name === 'products' ? frame.productCount : frame.businessCount);
