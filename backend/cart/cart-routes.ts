/**
 * The logged-in user's server cart (spec §7 POST/GET /products/cart; rules of §4 and §5), and the preview that
 * prices an anonymous visitor's cookie cart by the same rules. Lines are keyed by (user, product, variation) —
 * a unique index — with variation 0 for none. Every call answers the whole cart (backend/cart/cart-queries.ts):
 * lines that can no longer be bought are left out and reported, and the next write deletes them.
 *
 * Nobody orders their own product: adding a product of a business the user runs is refused with 403.
 */
import { eq } from 'drizzle-orm';
import * as contract from '../../schema/rest/cart';
import { CART_MESSAGES, MAX_CART_LINES, MAX_LINE_QUANTITY, removedLineMessage, type RestCart } from '../../schema/rest/cart';
import { cartItems } from '../db/schema';
import { businessIdsRunBy } from '../businesses/business-access-queries';
import { deleteLine, priceCart, readCart, sameLine, settleCart, storedLines, upsertLine, type LineKey } from './cart-queries';
import { checkQuantity, loadCatalogue, productNotFound, refuseOwnProduct, removalReason, resolveLine } from '../orders/catalogue-lines-queries';
import { runBatch, type Statement } from '../db/run-batch';
import { HttpError, mount, type BackendApp } from '../http';
import { requireUser } from '../auth/tokens';
import { clockNow } from '../clock';

type Incoming = LineKey & { quantity: number };

/** The client's own duplicates (same product and variation twice) merge as adding would. */
function mergeIncoming(items: { product: number; variation: number; quantity: number }[]): Incoming[] {
  const out: Incoming[] = [];
  for (const item of items) {
    const line = { productId: item.product, variationId: item.variation, quantity: item.quantity };
    const twin = out.find((l) => sameLine(l, line));
    if (twin) twin.quantity += line.quantity;
    else out.push(line);
  }
  return out;
}

export function registerCartRoutes(app: BackendApp): void {
  mount(app, contract.getCart, async ({ db, c }) => {
    const { userId } = await requireUser(c, db);
    return readCart(db, userId);
  });

  // No login and nothing stored: a cookie cart priced and checked as a stored one would be.
  mount(app, contract.previewCart, async ({ db, body }) => {
    const lines = mergeIncoming(body.items);
    const catalogue = await loadCatalogue(
      db,
      lines.map((l) => l.productId),
    );
    return priceCart(catalogue, lines, new Set());
  });

  // Sync (spec §4): lines the server has win; the client's other lines are added. Lines that can no longer be
  // bought (or are the user's own products) are not added: the answer reports them, so the login that merged
  // an anonymous cart can say what it dropped.
  mount(app, contract.syncCart, async ({ db, body, c }) => {
    const { userId } = await requireUser(c, db);
    const now = clockNow(c).toISOString();
    const server = await storedLines(db, userId);
    const incoming = mergeIncoming(body.items).filter((l) => !server.some((s) => sameLine(s, l)));
    const [catalogue, runBy] = await Promise.all([
      loadCatalogue(
        db,
        incoming.map((l) => l.productId),
      ),
      businessIdsRunBy(db, userId),
    ]);
    const skipped: RestCart['removed'] = [];
    const added: Incoming[] = [];
    for (const line of incoming) {
      const product = catalogue.get(line.productId);
      // Unknown ids are a client error, as for adding; a known product that cannot be bought just stays out.
      if (!product) throw productNotFound(line.productId);
      const reason = removalReason(product, line.variationId) ?? (runBy.has(product.row.businessId) ? 'own_product' : null);
      if (reason) {
        skipped.push({
          productId: line.productId,
          variationId: line.variationId,
          name: product.row.name,
          reason,
          message: removedLineMessage(product.row.name, reason),
        });
        continue;
      }
      checkQuantity(resolveLine(catalogue, line.productId, line.variationId), line.quantity);
      added.push(line);
    }
    if (server.length + added.length > MAX_CART_LINES) throw new HttpError(400, CART_MESSAGES.tooManyLines);
    // Insert-or-ignore: a line another request stored meanwhile is the server's version and stays.
    const writes: Statement[] = added.map((l) =>
      db
        .insert(cartItems)
        .values({ userId, productId: l.productId, variationId: l.variationId, quantity: l.quantity, updatedAt: now })
        .onConflictDoNothing(),
    );
    await runBatch(db, writes);
    const cart = await settleCart(db, userId);
    return { ...cart, removed: [...skipped, ...cart.removed] };
  });

  // Spec §4: an identical product and variation increases its quantity; otherwise it adds a line.
  mount(app, contract.addToCart, async ({ db, body, c }) => {
    const { userId } = await requireUser(c, db);
    const [server, catalogue, runBy] = await Promise.all([storedLines(db, userId), loadCatalogue(db, [body.product]), businessIdsRunBy(db, userId)]);
    const target = { productId: body.product, variationId: body.variation };
    const existing = server.find((l) => sameLine(l, target));
    if (!existing && server.length >= MAX_CART_LINES) throw new HttpError(400, CART_MESSAGES.tooManyLines);
    const quantity = (existing?.quantity ?? 0) + body.quantity;
    const line = resolveLine(catalogue, body.product, body.variation);
    refuseOwnProduct(line, runBy);
    if (quantity > MAX_LINE_QUANTITY) throw new HttpError(400, CART_MESSAGES.quantityMax);
    checkQuantity(line, quantity);
    await upsertLine(db, userId, target, quantity, clockNow(c).toISOString());
    return settleCart(db, userId);
  });

  // Spec §4: update sets quantity and variation. Moving onto a variation already in the cart merges the lines.
  mount(app, contract.updateCartLine, async ({ db, body, c }) => {
    const { userId } = await requireUser(c, db);
    const now = clockNow(c).toISOString();
    const server = await storedLines(db, userId);
    const from = { productId: body.product, variationId: body.variation };
    const current = server.find((l) => sameLine(l, from));
    if (!current) throw new HttpError(404, CART_MESSAGES.notInCart);
    const to = { productId: body.product, variationId: body.newVariation ?? body.variation };
    const catalogue = await loadCatalogue(db, [body.product]);
    const line = resolveLine(catalogue, to.productId, to.variationId);
    if (sameLine(from, to)) {
      checkQuantity(line, body.quantity);
      await upsertLine(db, userId, to, body.quantity, now);
    } else {
      const twin = server.find((l) => sameLine(l, to));
      const quantity = body.quantity + (twin?.quantity ?? 0);
      checkQuantity(line, quantity);
      await runBatch(db, [deleteLine(db, userId, from), upsertLine(db, userId, to, quantity, now)]);
    }
    return settleCart(db, userId);
  });

  // Spec §4: remove matches on product and variation. Removing a line that is not there is no error.
  mount(app, contract.removeFromCart, async ({ db, body, c }) => {
    const { userId } = await requireUser(c, db);
    await deleteLine(db, userId, { productId: body.product, variationId: body.variation });
    return settleCart(db, userId);
  });

  mount(app, contract.clearCart, async ({ db, c }) => {
    const { userId } = await requireUser(c, db);
    await db.delete(cartItems).where(eq(cartItems.userId, userId));
    return settleCart(db, userId);
  });
}
