/**
 * One checkout line, from the catalogue to the statements that sell it: its price (the catalogue's, or an
 * accepted offer's), the refusals (offer misuse, stock), the stock it takes and the edge-cache
 * tags that stock change makes stale. Pure of HTTP except for the HttpErrors it throws.
 */
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type offers, products, productVariations } from '../db/schema';
import { checkQuantity, type ResolvedLine } from './catalogue-lines-queries';
import type { Statement } from '../db/run-batch';
import { purgeTagsForProduct } from '../cache/purge-tags';
import { HttpError } from '../http';
import type { RequestedLine } from './checkout-plan';

export interface Line extends ResolvedLine {
  request: RequestedLine;
  businessId: number;
  quantity: number;
  unitPriceCents: number;
  offerId: number | null;
  /** Where the stock that was checked lives. */
  stockSource: 'variation' | 'product' | null;
}

export type OfferRow = typeof offers.$inferSelect;

/** Prices one line from the catalogue, or from an accepted offer of this buyer for this product and variation. */
export function priceLine(
  line: ResolvedLine,
  request: RequestedLine,
  offer: OfferRow | undefined,
  unitsUsed: number,
  buyer: { userId: number | null; phone: string },
): Line {
  checkQuantity(line, request.quantity);
  let unitPriceCents = line.unitPriceCents;
  let offerId: number | null = null;
  if (request.offerUuid !== undefined) {
    const name = line.product.row.name;
    const mine = offer && ((buyer.userId !== null && offer.buyerId === buyer.userId) || offer.buyerPhone === buyer.phone);
    if (!offer || !mine || offer.status !== 'accepted' || offer.productId !== line.product.row.id) {
      throw new HttpError(400, `The offer given for ${name} is not an accepted offer of yours`);
    }
    if (offer.variationId !== request.variation) throw new HttpError(400, `The accepted offer for ${name} is for another variation`);
    const left = offer.quantity - unitsUsed;
    if (left <= 0) throw new HttpError(409, `The accepted offer for ${name} has already been used`);
    if (request.quantity > left) throw new HttpError(400, `The accepted offer for ${name} covers ${left} more`);
    unitPriceCents = offer.amountCents;
    offerId = offer.id;
  }
  const stockSource = line.variation?.stockQuantity != null ? 'variation' : line.product.row.stockQuantity != null ? 'product' : null;
  return { ...line, request, businessId: line.product.row.businessId, quantity: request.quantity, unitPriceCents, offerId, stockSource };
}

/** order_items.name, or NULL — failing the batch on NOT NULL — when the stock no longer covers the line. */
export function guardedName(line: Line) {
  if (line.stockSource === 'variation') {
    return sql`(select ${line.product.row.name} where (select ${productVariations.stockQuantity} from ${productVariations} where ${productVariations.id} = ${line.variation!.id}) >= ${line.quantity})`;
  }
  if (line.stockSource === 'product') {
    return sql`(select ${line.product.row.name} where (select ${products.stockQuantity} from ${products} where ${products.id} = ${line.product.row.id}) >= ${line.quantity})`;
  }
  return line.product.row.name;
}

/**
 * The statements that take the line's units. A size/colour row's units come off the row and off the product,
 * whose stock the product form keeps as the rows' sum (schema/rest/product-input.ts): the listing's stock and its
 * rows must still add up after an order (issue 31: 53 against 52).
 */
export function takeStock(db: Db, line: Line): Statement[] {
  const fromProduct = db
    .update(products)
    .set({ stockQuantity: sql`${products.stockQuantity} - ${line.quantity}` })
    .where(and(eq(products.id, line.product.row.id), isNotNull(products.stockQuantity)));
  if (line.stockSource === 'variation') {
    const fromRow = db
      .update(productVariations)
      .set({ stockQuantity: sql`${productVariations.stockQuantity} - ${line.quantity}` })
      .where(eq(productVariations.id, line.variation!.id));
    return [fromRow, fromProduct];
  }
  return line.stockSource === 'product' ? [fromProduct] : [];
}

/** Cache tags of the products whose stock the checkout took (untracked stock did not change: nothing to purge). */
export function purgeTagsForLines(lines: Line[]): string[] {
  return lines
    .filter((l) => l.stockSource !== null)
    .flatMap((l) => purgeTagsForProduct({ slug: l.product.summary.slug, businessSlug: l.product.summary.business.slug }));
}
