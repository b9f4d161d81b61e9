/**
 * Where a visitor's cart lives. Anonymous: a cookie (cart-cookie.server.ts), priced by the gateway's
 * cartPreview. The rules of spec §4 are applied by cart-rules.ts either way.
 */
import type { AppLoadContext } from '@remix-run/cloudflare';
import type { CartViewFragment } from '~/graphql/generated/graphql';
import { query } from '~/graphql/client.server';
import { CartPreviewQuery } from '~/graphql/queries/cart.server';
import { readCartCookie, writeCartCookie } from './cart-cookie.server';
import { addLine, CartRuleError, clearCart, removeLine, updateLine, type CartLine } from './cart-rules';
import type { CartActionResult } from './cart-actions.server';

export interface CartStore {
  read(): Promise<CartViewFragment>;
  add(line: CartLine): Promise<CartActionResult>;
  update(target: Pick<CartLine, 'productId' | 'variationId'>, change: { quantity: number; variationId?: number }): Promise<CartActionResult>;
  remove(target: Pick<CartLine, 'productId' | 'variationId'>): Promise<CartActionResult>;
  clear(): Promise<CartActionResult>;
}

export function cookieCartStore(context: AppLoadContext, request: Request): CartStore {
  const change = async (apply: (lines: CartLine[]) => CartLine[]): Promise<CartActionResult> => {
    try {
      const next = apply(await readCartCookie(request));
      return { ok: true, headers: { 'Set-Cookie': await writeCartCookie(request, next) } };
    } catch (error) {
      if (error instanceof CartRuleError) return { ok: false, error: error.message };
      throw error;
    }
  };
  return {
    async read() {
      const lines = await readCartCookie(request);
      if (lines.length === 0) return { itemCount: 0, subtotal: { amountCents: 0, currency: 'USD' }, lines: [] };
      const { cartPreview } = await query(context, request, CartPreviewQuery, {
        lines: lines.map((l) => ({ productId: String(l.productId), variationId: String(l.variationId), quantity: l.quantity, slug: l.slug })),
      });
      return cartPreview;
    },
    add: (line) => change((lines) => addLine(lines, line)),
    update: (target, c) => change((lines) => updateLine(lines, target, c)),
    remove: (target) => change((lines) => removeLine(lines, target)),
    clear: () => change(() => clearCart()),
  };
}

export async function cartStoreFor(context: AppLoadContext, request: Request): Promise<CartStore> {
  return cookieCartStore(context, request);
}
