/**
 * The logged-in user's server cart (spec §7 POST/GET /products/cart; rules of §4 and §5). Lines are keyed by
 * (user, product, variation) — a unique index — with variation 0 for none. Every call answers the whole cart.
 */
import { and, asc, eq } from 'drizzle-orm';
import * as contract from '../../schema/rest/cart';
import { CART_MESSAGES, MAX_CART_LINES, MAX_LINE_QUANTITY, type RestCart } from '../../schema/rest/cart';
import type { Db } from '../db/client';
import { cartItems } from '../db/schema';
import { checkQuantity, loadCatalogue, resolveLine } from '../db/queries/catalogue-lines';
import { runBatch, type Statement } from '../db/queries/run-batch';
import { HttpError, mount, type BackendApp } from '../http';
import { requireUser } from '../auth/tokens';

type StoredLine = typeof cartItems.$inferSelect;

const sameLine = (a: { productId: number; variationId: number }, b: { productId: number; variationId: number }) =>
  a.productId === b.productId && a.variationId === b.variationId;

export async function storedLines(db: Db, userId: number): Promise<StoredLine[]> {
  return db.select().from(cartItems).where(eq(cartItems.userId, userId)).orderBy(asc(cartItems.id));
}

/** The cart as answered: each stored line with its product card, price, total and availability. */
export async function loadCart(db: Db, userId: number): Promise<RestCart> {
  const lines = await storedLines(db, userId);
  const catalogue = await loadCatalogue(
    db,
    lines.map((l) => l.productId),
  );
  const load: RestCart['load'] = [];
  for (const line of lines) {
    const product = catalogue.get(line.productId);
    // A product row is never deleted while a cart points at it (foreign key); be safe anyway.
    if (!product) continue;
    const variation = line.variationId ? (product.variations.get(line.variationId) ?? null) : null;
    const unitPriceCents = variation?.priceCents ?? product.row.priceCents;
    const stockQuantity = variation?.stockQuantity ?? product.row.stockQuantity;
    const variationValid = line.variationId === 0 ? product.variations.size === 0 : variation !== null;
    load.push({
      productId: line.productId,
      variationId: line.variationId,
      quantity: line.quantity,
      product: product.summary,
      variation,
      unitPriceCents,
      lineTotalCents: unitPriceCents * line.quantity,
      availability: {
        purchasable: product.purchasable && variationValid,
        stockQuantity,
        inStock: stockQuantity === null || stockQuantity >= line.quantity,
      },
    });
  }
  return {
    load,
    itemCount: load.reduce((n, l) => n + l.quantity, 0),
    subtotalCents: load.reduce((n, l) => n + l.lineTotalCents, 0),
    currency: 'USD',
  };
}

/** Writes one line's quantity, inserting it when new (the unique index makes it one row per product+variation). */
function upsertLine(db: Db, userId: number, productId: number, variationId: number, quantity: number, now: string) {
  return db
    .insert(cartItems)
    .values({ userId, productId, variationId, quantity, updatedAt: now })
    .onConflictDoUpdate({
      target: [cartItems.userId, cartItems.productId, cartItems.variationId],
      set: { quantity, updatedAt: now },
    });
}

function deleteLine(db: Db, userId: number, productId: number, variationId: number) {
  return db
    .delete(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId), eq(cartItems.variationId, variationId)));
}

export function registerCartRoutes(app: BackendApp): void {
  mount(app, contract.getCart, async ({ db, c }) => {
    const { userId } = await requireUser(c, db);
    return loadCart(db, userId);
  });

  // Sync (spec §4): lines the server has win; the client's other lines are added.
  mount(app, contract.syncCart, async ({ db, body, c }) => {
    const { userId } = await requireUser(c, db);
    const now = new Date().toISOString();
    const server = await storedLines(db, userId);
    // The client's own duplicates (same product and variation twice) merge as adding would.
    const incoming: { productId: number; variationId: number; quantity: number }[] = [];
    for (const item of body.items) {
      const line = { productId: item.product, variationId: item.variation, quantity: item.quantity };
      const twin = incoming.find((l) => sameLine(l, line));
      if (twin) twin.quantity += line.quantity;
      else incoming.push(line);
    }
    const added = incoming.filter((l) => !server.some((s) => sameLine(s, l)));
    if (server.length + added.length > MAX_CART_LINES) throw new HttpError(400, CART_MESSAGES.tooManyLines);
    const catalogue = await loadCatalogue(
      db,
      added.map((l) => l.productId),
    );
    for (const line of added) checkQuantity(resolveLine(catalogue, line.productId, line.variationId), line.quantity);
    // Insert-or-ignore: a line another request stored meanwhile is the server's version and stays.
    const writes: Statement[] = added.map((l) =>
      db
        .insert(cartItems)
        .values({ userId, productId: l.productId, variationId: l.variationId, quantity: l.quantity, updatedAt: now })
        .onConflictDoNothing(),
    );
    await runBatch(db, writes);
    return loadCart(db, userId);
  });

  // Spec §4: an identical product and variation increases its quantity; otherwise it adds a line.
  mount(app, contract.addToCart, async ({ db, body, c }) => {
    const { userId } = await requireUser(c, db);
    const server = await storedLines(db, userId);
    const target = { productId: body.product, variationId: body.variation };
    const existing = server.find((l) => sameLine(l, target));
    if (!existing && server.length >= MAX_CART_LINES) throw new HttpError(400, CART_MESSAGES.tooManyLines);
    const quantity = (existing?.quantity ?? 0) + body.quantity;
    const catalogue = await loadCatalogue(db, [body.product]);
    const line = resolveLine(catalogue, body.product, body.variation);
    if (quantity > MAX_LINE_QUANTITY) throw new HttpError(400, CART_MESSAGES.quantityMax);
    checkQuantity(line, quantity);
    await upsertLine(db, userId, body.product, body.variation, quantity, new Date().toISOString());
    return loadCart(db, userId);
  });

  // Spec §4: update sets quantity and variation. Moving onto a variation already in the cart merges the lines.
  mount(app, contract.updateCartLine, async ({ db, body, c }) => {
    const { userId } = await requireUser(c, db);
    const now = new Date().toISOString();
    const server = await storedLines(db, userId);
    const from = { productId: body.product, variationId: body.variation };
    const current = server.find((l) => sameLine(l, from));
    if (!current) throw new HttpError(404, CART_MESSAGES.notInCart);
    const to = { productId: body.product, variationId: body.newVariation ?? body.variation };
    const catalogue = await loadCatalogue(db, [body.product]);
    const line = resolveLine(catalogue, to.productId, to.variationId);
    if (sameLine(from, to)) {
      checkQuantity(line, body.quantity);
      await upsertLine(db, userId, to.productId, to.variationId, body.quantity, now);
    } else {
      const twin = server.find((l) => sameLine(l, to));
      const quantity = body.quantity + (twin?.quantity ?? 0);
      checkQuantity(line, quantity);
      await runBatch(db, [
        deleteLine(db, userId, from.productId, from.variationId),
        upsertLine(db, userId, to.productId, to.variationId, quantity, now),
      ]);
    }
    return loadCart(db, userId);
  });

  // Spec §4: remove matches on product and variation. Removing a line that is not there is no error.
  mount(app, contract.removeFromCart, async ({ db, body, c }) => {
    const { userId } = await requireUser(c, db);
    await deleteLine(db, userId, body.product, body.variation);
    return loadCart(db, userId);
  });

  mount(app, contract.clearCart, async ({ db, c }) => {
    const { userId } = await requireUser(c, db);
    await db.delete(cartItems).where(eq(cartItems.userId, userId));
    return loadCart(db, userId);
  });
}
