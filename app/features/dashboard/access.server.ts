/**
 * The dashboard's door (spec §6), for every dashboard loader and action: the guard runs first (login, vendor
 * role, active business), then one query says what the vendor may do. Pages still only show; the API checks
 * that the caller runs the business on every read and write (backend/businesses/business-access-queries.ts).
 */
import { redirect, type AppLoadContext } from '@remix-run/cloudflare';
import type { BusinessRole } from '../../../schema/rest/staff-roles';
import { readActiveBusiness, readToken } from '~/features/auth/cookies.server';
import { requireAccess } from '~/features/auth/guards.server';
import { getVisitor } from '~/features/auth/viewer.server';
import { forbidden, notFound } from '~/lib/invariant-response.server';
import { CAPABILITY_LABELS, capabilityAllows, limitReached, type LimitName } from './capabilities';
import { dashboardRouteOf, mayOpen } from './route-needs';
import { href } from '~/routes';
import { requestTranslator } from '~/lib/i18n/translate.server';
import { dashboardText, type DashboardText } from './dashboard-text.server';

export interface DashboardBusiness {
  id: string;
  name: string;
  slug: string;
  logo: string | null | undefined;
  /** The viewer's role in it (issue #14): the owner, or a staff role. */
  role: BusinessRole;
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
  /** The frame's words in the page's language (dashboard-text.server.ts); absent, the layout says them in English. */
  text?: DashboardText;
}

export interface DashboardAccess {
  frame: DashboardFrame;
  /** The bearer token, for calls a page makes on the vendor's behalf. */
  token: string;
  /** The active business id (bID) every dashboard call is scoped by; null as for `frame.business`. */
  businessId: string | null;
}

type Args = { request: Request; context: AppLoadContext };

const STAFF_PERMISSIONS = Object.keys(CAPABILITY_LABELS).map((c) => `perm_${c}`);

export async function requireDashboard(args: Args): Promise<DashboardAccess> {
  // The guard's viewer query (one per request, shared with the root loader) already carries the frame.
  const viewer = await requireAccess('dashboard', args);
  const [{ token }, active] = await Promise.all([getVisitor(args.context, args.request), readActiveBusiness(args.request)]);
  if (!token) throw new Error('The dashboard guard let a visitor through');
  const businesses = viewer.businesses.map((b) => ({
    id: b.id,
    name: b.name,
    slug: b.slug,
    logo: b.logo ?? null,
    role: b.role.toLowerCase() as BusinessRole,
  }));
  // The guard has made the cookie's business one of theirs, or there is none yet (create-business).
  const business = businesses.find((b) => b.id === active) ?? null;
  if (business) refuseUnlessRoleMayOpen(business.role, new URL(args.request.url).pathname);
  const asStaff = business !== null && business.role !== 'owner';
  return {
    token,
    businessId: business?.id ?? null,
    frame: {
      vendorName: viewer.displayName,
      business,
      businesses,
      // A staffed business runs on its owner's package, which only the API knows: staff see the forms, and the
      // API refuses by the owner's capabilities and limits (business-access.ts ownerId).
      permissions: asStaff ? STAFF_PERMISSIONS : viewer.permissions,
      limits: asStaff ? [...viewer.limits.filter((l) => l.name !== 'products'), { name: 'products', value: -1 }] : viewer.limits,
      packageName: viewer.package?.name ?? null,
      productCount: viewer.productCount,
      businessCount: viewer.businessCount,
      text: dashboardText(requestTranslator(args.request).t, viewer.package?.name ?? null),
    },
  };
}

/**
 * Staff see the pages their role opens (route-needs.ts): any other answers the dashboard's 403 (the route's
 * GeneralErrorBoundary shows the unauthorized screen). The home page, which is the business's figures, sends an
 * assistant on to the orders instead, since it is where the dashboard lands.
 */
function refuseUnlessRoleMayOpen(role: BusinessRole, pathname: string): void {
  const routeId = dashboardRouteOf(pathname);
  if (!routeId || mayOpen(role, routeId)) return;
  if (routeId === 'dashboard') throw redirect(href('all-orders'));
  throw forbidden('Your role in this business does not allow this page');
}

/** As requireDashboard, for pages that need an active business (all but create-business). */
export async function requireDashboardBusiness(
  args: Args,
): Promise<DashboardAccess & { businessId: string; frame: DashboardFrame & { business: DashboardBusiness } }> {
  const access = await requireDashboard(args);
  if (!access.businessId || !access.frame.business) throw notFound('No active business');
  return access as DashboardAccess & { businessId: string; frame: DashboardFrame & { business: DashboardBusiness } };
}

export const mayUse = (frame: DashboardFrame, capability: string) => capabilityAllows(frame.permissions, capability);
export const isAtLimit = (frame: DashboardFrame, name: LimitName) =>
  limitReached(frame.limits, name, name === 'products' ? frame.productCount : frame.businessCount);

/**
 * requireDashboardBusiness and the page's own data in one round instead of two: `load` starts at once with the
 * session's token and the business cookie, while the guard runs. The API authorises every call on its own
 * (requireBusinessRunner), so a cookie naming somebody else's business only earns a refusal, and the guard's
 * answer decides whether the early result is used; when the guard settled on another business, `load` runs again.
 */
export async function requireDashboardBusinessWith<T>(
  args: Args,
  load: (businessId: string, token: string) => Promise<T>,
): Promise<{ access: Awaited<ReturnType<typeof requireDashboardBusiness>>; data: T }> {
  const [token, cookieBusiness] = await Promise.all([readToken(args.request), readActiveBusiness(args.request)]);
  const early = token && cookieBusiness ? load(cookieBusiness, token) : null;
  // Never an unhandled rejection when the guard redirects before the early result is read.
  early?.catch(() => undefined);
  const access = await requireDashboardBusiness(args);
  const usable = early && cookieBusiness === access.businessId && token === access.token;
  return { access, data: usable ? await early : await load(access.businessId, access.token) };
}
