/**
 * The anonymous visitor's cart: a cookie, so it survives reloads and works without JavaScript. Compact
 * ([productId, variationId, quantity, slug] tuples) and validated on the way in: a cookie is user input.
 */
import { createCookie } from '@remix-run/cloudflare';
import { z } from 'zod';
import { MAX_LINES, MAX_QUANTITY, type CartLine } from './cart-rules';

const cartCookie = createCookie('musika_cart', { httpOnly: true, sameSite: 'lax', path: '/', maxAge: 60 * 60 * 24 * 30 });

const tuple = z.tuple([
  z.number().int().positive(),
  z.number().int().min(0),
  z.number().int().min(1).max(MAX_QUANTITY),
  z.string().regex(/^[a-z0-9][a-z0-9-]{0,199}$/i),
]);
const stored = z.array(tuple).max(MAX_LINES);

export async function readCartCookie(request: Request): Promise<CartLine[]> {
  const value: unknown = await cartCookie.parse(request.headers.get('cookie'));
  const parsed = stored.safeParse(value);
  if (!parsed.success) return [];
  return parsed.data.map(([productId, variationId, quantity, slug]) => ({ productId, variationId, quantity, slug }));
}

export function writeCartCookie(request: Request, lines: readonly CartLine[]): Promise<string> {
  const secure = new URL(request.url).protocol === 'https:';
  if (lines.length === 0) return cartCookie.serialize('', { secure, maxAge: 0 });
  return cartCookie.serialize(
    lines.map((l) => [l.productId, l.variationId, l.quantity, l.slug]),
    { secure },
  );
}
