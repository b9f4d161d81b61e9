/**
 * Putting an order's units back on sale when it is cancelled or refunded: to where checkout took them from
 * (the variation's stock when it tracks its own, else the product's; untracked stock is left alone).
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { RestOrder } from '../../schema/rest/orders';
import type { Db } from '../db/client';
import { products, productVariations } from '../db/schema';
import type { Statement } from '../db/queries/run-batch';

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
        .where(
          and(
            eq(products.id, item.productId),
            sql`${products.stockQuantity} is not null`,
            item.variationId
              ? sql`(select ${productVariations.stockQuantity} from ${productVariations} where ${productVariations.id} = ${item.variationId}) is null`
              : undefined,
            applied,
          ),
        ),
    );
  }
  return statements;
}
