/**
 * Selling from the account (spec §2 account routes all-sell-items and upload): the logged-in user's first
 * business, for people who sell a few items without the dashboard. The API still checks on every call that the
 * user runs that business.
 */
import type { AppLoadContext } from '@remix-run/cloudflare';
import { requireAccess } from '~/features/auth/guards.server';
import { getVisitor } from '~/features/auth/viewer.server';
import { query } from '~/graphql/client.server';
import { AccountSellerQuery } from '~/graphql/queries/sell-items.server';

type Args = { request: Request; context: AppLoadContext };

export async function requireAccountSeller(args: Args) {
  await requireAccess('account', args);
  const { token } = await getVisitor(args.context, args.request);
  if (!token) throw new Error('The account guard let a visitor through');
  const { viewer } = await query(args.context, args.request, AccountSellerQuery, {}, { token });
  if (!viewer) throw new Response('Not logged in', { status: 401 });
  const business = viewer.businesses[0] ?? null;
  return {
    token,
    business,
    /** What the page needs to explain the next step when there is no business yet. */
    seller: { isVendor: viewer.isVendor, subscribed: viewer.subscription?.status === 'ACTIVE' },
    permissions: viewer.permissions,
    limits: viewer.limits,
    productCount: viewer.productCount,
  };
}
