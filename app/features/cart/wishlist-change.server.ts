/**
 * Saving to and removing from a logged-in buyer's favourites: one place for the wishlist action (a form post
 * from any product) and the offline queue's replay (app/routes/cart-sync.ts), so both follow the same rules.
 */
import type { AppLoadContext } from '@remix-run/cloudflare';
import { mutate } from '~/graphql/client.server';
import { AddToWishlistMutation, RemoveFromWishlistMutation } from '~/graphql/queries/engagement.server';

/** null when done, else the API's message. */
export async function changeWishlist(context: AppLoadContext, request: Request, intent: 'add' | 'remove', productId: string): Promise<string | null> {
  if (intent === 'add') {
    const { addToWishlist } = await mutate(context, request, AddToWishlistMutation, { productId });
    return addToWishlist.userErrors[0]?.message ?? null;
  }
  const { removeFromWishlist } = await mutate(context, request, RemoveFromWishlistMutation, { productId });
  return removeFromWishlist.userErrors[0]?.message ?? null;
}
