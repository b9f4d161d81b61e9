/**
 * The logged-in user's wishlist (spec §7 /products/wishlist; §4: add ignores duplicates, removal swallows
 * errors). Every call answers the list, newest first, as product cards of products still on sale.
 */
import { and, desc, eq } from 'drizzle-orm';
import * as contract from '../../schema/rest/cart';
import type { RestProductSummary } from '../../schema/rest/products';
import type { Db } from '../db/client';
import { businesses, products, wishlistItems } from '../db/schema';
import { isPublic, summaryColumns, toSummary } from '../catalogue/product-summary-queries';
import { HttpError, mount, type BackendApp } from '../http';
import { requireUser } from '../auth/tokens';
import { clockNow } from '../clock';

/** At most this many saved products are answered (and kept: adding beyond it is refused). */
export const MAX_WISHLIST = 200;

async function loadWishlist(db: Db, userId: number): Promise<{ load: RestProductSummary[] }> {
  const rows = await db
    .select(summaryColumns)
    .from(wishlistItems)
    .innerJoin(products, eq(products.id, wishlistItems.productId))
    .innerJoin(businesses, eq(businesses.id, products.businessId))
    .where(and(eq(wishlistItems.userId, userId), isPublic))
    .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.productId))
    .limit(MAX_WISHLIST);
  return { load: rows.map(toSummary) };
}

export function registerWishlistRoutes(app: BackendApp): void {
  mount(app, contract.getWishlist, async ({ db, c }) => {
    const { userId } = await requireUser(c, db);
    return loadWishlist(db, userId);
  });

  mount(app, contract.addToWishlist, async ({ db, body, c }) => {
    const { userId } = await requireUser(c, db);
    const [product] = await db
      .select({ id: products.id })
      .from(products)
      .innerJoin(businesses, eq(businesses.id, products.businessId))
      .where(and(eq(products.id, body.productId), isPublic))
      .limit(1);
    if (!product) throw new HttpError(400, `Product ${body.productId} was not found`);
    const saved = await db.$count(wishlistItems, eq(wishlistItems.userId, userId));
    const already = await db.$count(wishlistItems, and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, body.productId)));
    if (!already && saved >= MAX_WISHLIST) throw new HttpError(400, `A wishlist holds at most ${MAX_WISHLIST} products`);
    // A duplicate keeps the first date: adding twice is not an error (spec §4).
    await db
      .insert(wishlistItems)
      .values({ userId, productId: body.productId, createdAt: clockNow(c).toISOString() })
      .onConflictDoNothing();
    return loadWishlist(db, userId);
  });

  mount(app, contract.removeFromWishlist, async ({ db, body, c }) => {
    const { userId } = await requireUser(c, db);
    await db.delete(wishlistItems).where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, body.productId)));
    return loadWishlist(db, userId);
  });
}
