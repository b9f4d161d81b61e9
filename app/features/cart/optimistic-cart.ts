/**
 * The cart as it will be after a change, computed in the browser before the server answers. Both JavaScript
 * paths show it: graphcache's optimistic updaters for a logged-in cart (app/graphql/cache-config.ts) and
 * the pending form posts of an anonymous one (use-cart-changes.ts), so the two look the same. The server's
 * answer always replaces it; when that answer is an error the previous cart comes back.
 *
 * The cart rules (cart-rules.ts) decide the lines; prices come from the cart itself (line total = unit price
 * × quantity; the grand total and the item count are sums; store subtotals are summed by the view). A change
 * the rules refuse (quantity 0) or a line that is not in the cart leaves the cart as it is: the server then
 * answers with the message.
 */
import type { CartViewFragment } from '~/graphql/generated/graphql';
import { CartRuleError, clearCart, itemCount, removeLine, updateLine, type CartLine } from './cart-rules';

export type CartChange =
  | { intent: 'update'; productId: number; variationId: number; quantity: number }
  | { intent: 'remove'; productId: number; variationId: number }
  | { intent: 'clear' };

type Line = CartViewFragment['lines'][number];

const ruleLine = (line: Line): CartLine => ({
  productId: Number(line.product.id),
  variationId: Number(line.variation?.id ?? 0),
  quantity: line.quantity,
  slug: line.product.slug,
});

const sameLine = (a: Pick<CartLine, 'productId' | 'variationId'>, b: Pick<CartLine, 'productId' | 'variationId'>) =>
  a.productId === b.productId && a.variationId === b.variationId;

function applyRules(lines: CartLine[], change: CartChange): CartLine[] {
  switch (change.intent) {
    case 'update':
      return updateLine(lines, change, { quantity: change.quantity });
    case 'remove':
      return removeLine(lines, change);
    case 'clear':
      return clearCart();
  }
}

export function optimisticCart(cart: CartViewFragment, change: CartChange): CartViewFragment {
  const before = cart.lines.map(ruleLine);
  if (change.intent !== 'clear' && !before.some((l) => sameLine(l, change))) return cart;
  let after: CartLine[];
  try {
    after = applyRules(before, change);
  } catch (error) {
    if (error instanceof CartRuleError) return cart;
    throw error;
  }
  // Spreads, not new objects: what the cache gave us (its __typename included) stays as it was.
  const lines = after.map((next) => {
    const line = cart.lines[before.findIndex((l) => sameLine(l, next))];
    if (line.quantity === next.quantity) return line;
    return { ...line, quantity: next.quantity, lineTotal: { ...line.lineTotal, amountCents: line.unitPrice.amountCents * next.quantity } };
  });
  const subtotalCents = lines.reduce((sum, l) => sum + l.lineTotal.amountCents, 0);
  return { ...cart, lines, itemCount: itemCount(after), subtotal: { ...cart.subtotal, amountCents: subtotalCents } };
}

const wholeNumber = (value: FormDataEntryValue | null) => (typeof value === 'string' && /^\d{1,10}$/.test(value.trim()) ? Number(value) : null);

/**
 * The change a cart form (cart-view.tsx) asks for, or null for a form this module does not know. A quantity
 * that is not a whole number stays as typed (NaN, 0…): the rules refuse it, so nothing changes until the
 * server's message arrives. Plain parsing rather than zod: the forms are ours and zod would weigh on the
 * cart page's first load; the server validates the same post with cartActionSchema.
 */
export function changeFromForm(form: FormData): CartChange | null {
  const intent = form.get('intent');
  if (intent === 'clear') return { intent };
  const productId = wholeNumber(form.get('productId'));
  const variationId = wholeNumber(form.get('variationId')) ?? 0;
  if (!productId) return null;
  if (intent === 'remove') return { intent, productId, variationId };
  if (intent === 'update') return { intent, productId, variationId, quantity: Number(form.get('quantity') || 0) };
  return null;
}
