/**
 * Carts as the API answers them: lines priced from the catalogue (never from the client), and lines that can
 * no longer be bought — unpublished, sold out, or sold by the buyer's own business — left out of the lines and
 * the totals and reported in `removed` with the notice to show. The same rules price a logged-in user's stored
 * cart and the lines an anonymous visitor keeps in a cookie (POST /products/cart/preview).
 */
import { and, asc, eq } from 'drizzle-orm';
import { removedLineMessage, type RestCart } from '../../schema/rest/cart';
import type { Db } from '../db/client';
import { cartItems } from '../db/schema';
import { businessIdsRunBy } from '../businesses/business-access-queries';
import { loadCatalogue, removalReason, type Catalogue } from '../orders/catalogue-lines-queries';
import { runBatch } from '../db/run-batch';

export type StoredLine = typeof cartItems.$inferSelect;

export interface LineKey {
  productId: number;
  /** 0 when the line has no variation. */
  variationId: number;
}

export const sameLine = (a: LineKey, b: LineKey) => a.productId === b.productId && a.variationId === b.variationId;

export async function storedLines(db: Db, userId: number): Promise<StoredLine[]> {
  return db.select().from(cartItems).where(eq(cartItems.userId, userId)).orderBy(asc(cartItems.id));
}

/** Prices the lines that can still be bought and reports the rest. `runBy`: the buyer's own businesses. */
export function priceCart(catalogue: Catalogue, lines: (LineKey & { quantity: number })[], runBy: ReadonlySet<number>): RestCart {
  const load: RestCart['load'] = [];
  const removed: RestCart['removed'] = [];
  for (const line of lines) {
    const product = catalogue.get(line.productId);
    const reason = removalReason(product, line.variationId) ?? (product && runBy.has(product.row.businessId) ? 'own_product' : null);
    if (!product || reason) {
      const name = product?.row.name ?? null;
      removed.push({ ...key(line), name: name ?? '', reason: reason ?? 'unavailable', message: removedLineMessage(name, reason ?? 'unavailable') });
      continue;
    }
    const variation = line.variationId ? (product.variations.get(line.variationId) ?? null) : null;
    const unitPriceCents = variation?.priceCents ?? product.row.priceCents;
    const stockQuantity = variation?.stockQuantity ?? product.row.stockQuantity;
    load.push({
      ...key(line),
      quantity: line.quantity,
      product: product.summary,
      variation,
      unitPriceCents,
      lineTotalCents: unitPriceCents * line.quantity,
      availability: { purchasable: true, stockQuantity, inStock: stockQuantity === null || stockQuantity >= line.quantity },
    });
  }
  return {
    load,
    removed,
    itemCount: load.reduce((n, l) => n + l.quantity, 0),
    subtotalCents: load.reduce((n, l) => n + l.lineTotalCents, 0),
    currency: 'USD',
  };
}

const key = (line: LineKey): LineKey => ({ productId: line.productId, variationId: line.variationId });

/**
 * The user's stored cart. A read deletes nothing: the page header and the cart page read the cart at the same
 * time, and a read that deleted would let one of them swallow the notice the other should show.
 */
export async function readCart(db: Db, userId: number): Promise<RestCart> {
  const lines = await storedLines(db, userId);
  const [catalogue, runBy] = await Promise.all([
    loadCatalogue(
      db,
      lines.map((l) => l.productId),
    ),
    businessIdsRunBy(db, userId),
  ]);
  return priceCart(catalogue, lines, runBy);
}

/** The answer to a cart write: the cart, with the lines it reports as removed deleted for good (said this last time). */
export async function settleCart(db: Db, userId: number): Promise<RestCart> {
  const cart = await readCart(db, userId);
  await runBatch(
    db,
    cart.removed.map((r) => deleteLine(db, userId, r)),
  );
  return cart;
}

/** Writes one line's quantity, inserting it when new (the unique index makes it one row per product+variation). */
export function upsertLine(db: Db, userId: number, line: LineKey, quantity: number, now: string) {
  return db
    .insert(cartItems)
    .values({ userId, productId: line.productId, variationId: line.variationId, quantity, updatedAt: now })
    .onConflictDoUpdate({
      target: [cartItems.userId, cartItems.productId, cartItems.variationId],
      set: { quantity, updatedAt: now },
    });
}

export function deleteLine(db: Db, userId: number, line: LineKey) {
  return db
    .delete(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, line.productId), eq(cartItems.variationId, line.variationId)));
}
