/** The storefront's follow state: fetched after the store (it needs its id); a failure hides the line, never the page. */
import type { AppLoadContext } from '@remix-run/cloudflare';
import { query } from '~/graphql/client.server';
import { StoreFollowQuery } from '~/graphql/queries/followers.server';
import type { StoreFollowView } from './follow-store';

export async function loadStoreFollow(context: AppLoadContext, request: Request, businessId: string): Promise<StoreFollowView | null> {
  const data = await query(context, request, StoreFollowQuery, { businessId }, { optional: ['storeFollow'] }).catch((error: unknown) => {
    // A redirect (a session the API refused) must still happen; anything else only costs the follow line.
    if (error instanceof Response && error.status >= 300 && error.status < 400) throw error;
    return null;
  });
  return data?.storeFollow ?? null;
}
