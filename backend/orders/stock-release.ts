/**
 * Putting an order's units back on sale when it is cancelled or refunded: to where checkout took them from
 * (the size/colour row when it tracks its own stock, and the product, whose stock is the rows' sum; untracked
 * stock is left alone).
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { RELEASED_ORDER_STATUSES, type OrderStatus, type RestOrder } from '../../schema/rest/orders';
import type { Db } from '../db/client';
import { products, productVariations } from '../db/schema';
import type { Statement } from '../db/run-batch';

/**
 * The stock rule: units go back when an order enters a releasing status (cancelled, refunded) from one that
 * still held them. Cancelled and refunded are final (ORDER_TRANSITIONS), and an order moving between two
 * releasing statuses would not return them again: so each order's units come back at most once.
 */
export function releasesStock(from: OrderStatus, to: OrderStatus): boolean {
  return from !== to && RELEASED_ORDER_STATUSES.includes(to) && !RELEASED_ORDER_STATUSES.includes(from);
}

/**
 * updated_at for a status change, unique to this request: the ISO time with random digits past the
 * millisecond. The batch's follow-up statements (stock, notification) run only if the order carries this
 * exact stamp, so two changes in the same millisecond cannot both see "applied" and return the units twice.
 * (Date.parse and string order both still read it as that millisecond.)
 */
export function uniqueStamp(now: Date): string {
  const digits = crypto.getRandomValues(new Uint32Array(1))[0] % 1_000_000;
  return `${now.toISOString().slice(0, -1)}${String(digits).padStart(6, '0')}Z`;
}

/**
 * The statements that return the units. `applied` is true only once the status change in the same batch has
 * happened, so a change that lost a race returns nothing.
 */
export function releaseStock(db: Db, items: RestOrder['items'], applied: SQL): Statement[] {
  const statements: Statement[] = [];
  for (const item of items) {
    if (item.variationId) {
      statements.push(
        db
          .update(productVariations)
          .set({ stockQuantity: sql`${productVariations.stockQuantity} + ${item.quantity}` })
          .where(and(eq(productVariations.id, item.variationId), sql`${productVariations.stockQuantity} is not null`, applied)),
      );
    }
    statements.push(
      db
        .update(products)
        .set({ stockQuantity: sql`${products.stockQuantity} + ${item.quantity}` })
        .where(and(eq(products.id, item.productId), sql`${products.stockQuantity} is not null`, applied)),
    );
  }
  return statements;
}
