/**
 * The cart rules of spec §4 as pure functions over lines, shared by the anonymous (cookie) cart and the
 * optimistic updates of the logged-in cart:
 * - adding an identical product and variation increases its quantity; otherwise it adds a line;
 * - update sets quantity and variation; remove matches on product and variation; clear empties the cart;
 * - syncing from the server replaces matching lines with the server versions;
 * - add and update need a product and a nonzero quantity (spec §5).
 */
export interface CartLine {
  productId: number;
  /** 0 when the product has no variation. */
  variationId: number;
  quantity: number;
  /** Kept so an anonymous cart can show the product without asking by id. */
  slug: string;
}

export const MAX_QUANTITY = 99;
export const MAX_LINES = 50;

export class CartRuleError extends Error {}

const same = (a: Pick<CartLine, 'productId' | 'variationId'>, b: Pick<CartLine, 'productId' | 'variationId'>) =>
  a.productId === b.productId && a.variationId === b.variationId;

function checkLine(line: Partial<CartLine>): asserts line is CartLine {
  if (!line.productId || !line.slug) throw new CartRuleError('A product is required');
  if (!Number.isInteger(line.quantity) || line.quantity === 0) throw new CartRuleError('Quantity must be at least 1');
  if ((line.quantity ?? 0) < 0) throw new CartRuleError('Quantity must be at least 1');
}

export function addLine(cart: readonly CartLine[], line: Partial<CartLine>): CartLine[] {
  checkLine(line);
  const existing = cart.find((l) => same(l, line));
  if (existing) {
    return cart.map((l) => (l === existing ? { ...l, quantity: Math.min(MAX_QUANTITY, l.quantity + line.quantity) } : l));
  }
  if (cart.length >= MAX_LINES) throw new CartRuleError(`A cart holds at most ${MAX_LINES} lines`);
  return [...cart, { ...line, quantity: Math.min(MAX_QUANTITY, line.quantity) }];
}

/** Sets quantity and variation of the line for (productId, variationId). */
export function updateLine(
  cart: readonly CartLine[],
  target: Pick<CartLine, 'productId' | 'variationId'>,
  change: { quantity: number; variationId?: number },
): CartLine[] {
  checkLine({ ...target, slug: 'x', quantity: change.quantity });
  const quantity = Math.min(MAX_QUANTITY, change.quantity);
  const variationId = change.variationId ?? target.variationId;
  const updated = cart.map((l) => (same(l, target) ? { ...l, quantity, variationId } : l));
  // Moving a line onto a variation that is already in the cart merges the two.
  const merged: CartLine[] = [];
  for (const l of updated) {
    const twin = merged.find((m) => same(m, l));
    if (twin) twin.quantity = Math.min(MAX_QUANTITY, twin.quantity + l.quantity);
    else merged.push({ ...l });
  }
  return merged;
}

export function removeLine(cart: readonly CartLine[], target: Pick<CartLine, 'productId' | 'variationId'>): CartLine[] {
  return cart.filter((l) => !same(l, target));
}

export function clearCart(): CartLine[] {
  return [];
}

/** Server lines replace matching local lines; local lines the server does not have are kept. */
export function syncFromServer(local: readonly CartLine[], server: readonly CartLine[]): CartLine[] {
  const kept = local.filter((l) => !server.some((s) => same(s, l)));
  return [...server, ...kept];
}

export function itemCount(cart: readonly CartLine[]): number {
  return cart.reduce((n, l) => n + l.quantity, 0);
}
