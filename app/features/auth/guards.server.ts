/**
 * Runs a route's guard (spec §6) in its loader, before any data is fetched: redirects to login (origin kept),
 * to the account page, to create-business or subscriptions, or assigns the active business.
 */
import { redirect, type AppLoadContext } from '@remix-run/cloudflare';
import type { Guard } from '~/routes';
import { clearSession, readActiveBusiness, setActiveBusiness } from './cookies.server';
import { decideAccess } from './guards';
import { getVisitor, type Viewer } from './viewer.server';

export async function requireAccess(
  guard: Exclude<Guard, 'public'>,
  { request, context }: { request: Request; context: AppLoadContext },
): Promise<Viewer> {
  const url = new URL(request.url);
  const [visitor, activeBusinessId] = await Promise.all([getVisitor(context, request), readActiveBusiness(request)]);
  const viewer = visitor.viewer;
  const decision = decideAccess({
    guard,
    viewer: viewer
      ? { roles: viewer.roles, businessIds: viewer.businesses.map((b) => b.id), hasSubscription: viewer.subscription?.status === 'ACTIVE' }
      : null,
    activeBusinessId,
    location: url.pathname + url.search,
  });
  if (decision.kind === 'redirect') {
    throw redirect(decision.to, { headers: visitor.staleToken ? await clearSession(request) : undefined });
  }
  if (decision.kind === 'assign-business') {
    // Remember the business and load the same page again with it active.
    throw redirect(url.pathname + url.search, { headers: { 'Set-Cookie': await setActiveBusiness(request, decision.businessId) } });
  }
  if (!viewer) throw new Error(`The '${guard}' guard let a visitor through`);
  return viewer;
}

/** Public routes that only make sense logged out (login, register) send a logged-in visitor on. */
export async function redirectIfLoggedIn(context: AppLoadContext, request: Request, to: string) {
  const { viewer } = await getVisitor(context, request);
  if (viewer) throw redirect(to);
}
