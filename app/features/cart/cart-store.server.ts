/**
 * Where a visitor's cart lives. Anonymous: a cookie (cart-cookie.server.ts), priced and checked by the API
 * through the gateway's cartPreview. The rules of spec §4 are applied by cart-rules.ts either way. Lines the
 * API reports as removed (unpublished, sold out) are shown as a notice, then forgotten: the server cart
 * deletes them on its next write, the cookie cart when the cart page rewrites the cookie.
 */
import type { AppLoadContext } from '@remix-run/cloudflare';
import { formatDocument } from '@urql/core';
import { parse, print } from 'graphql';
import type { CartViewFragment } from '~/graphql/generated/graphql';
import { mutate, query } from '~/graphql/client.server';
import {
  AddToCartMutation,
  CartPreviewQuery,
  ClearCartMutation,
  RemoveFromCartMutation,
  ServerCartQuery,
  SyncCartMutation,
  UpdateCartLineMutation,
} from '~/graphql/queries/cart.server';
import { getVisitor } from '~/features/auth/viewer.server';
import { readCartCookie, writeCartCookie } from './cart-cookie.server';
import { addLine, CartRuleError, clearCart, removeLine, updateLine, type CartLine } from './cart-rules';

const EMPTY: CartViewFragment = { itemCount: 0, subtotal: { amountCents: 0, currency: 'USD' }, lines: [], removedLines: [] };

/** What a cart change answers: done (with the cookie to set, for a cookie cart) or the rule it broke. */
export type CartActionResult = { ok: true; headers?: HeadersInit } | { ok: false; error: string; headers?: HeadersInit };

export interface CartStore {
  /** The cart is the logged-in user's server cart (else the anonymous visitor's cookie). */
  readonly loggedIn: boolean;
  read(): Promise<CartViewFragment>;
  add(line: CartLine): Promise<CartActionResult>;
  update(target: Pick<CartLine, 'productId' | 'variationId'>, change: { quantity: number; variationId?: number }): Promise<CartActionResult>;
  remove(target: Pick<CartLine, 'productId' | 'variationId'>): Promise<CartActionResult>;
  clear(): Promise<CartActionResult>;
  /** Headers that drop the lines `cart` reports as removed from where the cart is kept (none for a server cart). */
  forgetRemoved(cart: CartViewFragment): Promise<Record<string, string>>;
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
    loggedIn: false,
    async read() {
      const lines = await readCartCookie(request);
      if (lines.length === 0) return EMPTY;
      const { cartPreview } = await query(context, request, CartPreviewQuery, {
        lines: lines.map((l) => ({ productId: String(l.productId), variationId: String(l.variationId), quantity: l.quantity, slug: l.slug })),
      });
      return cartPreview;
    },
    add: (line) => change((lines) => addLine(lines, line)),
    update: (target, c) => change((lines) => updateLine(lines, target, c)),
    remove: (target) => change((lines) => removeLine(lines, target)),
    clear: () => change(() => clearCart()),
    async forgetRemoved(cart): Promise<Record<string, string>> {
      if (cart.removedLines.length === 0) return {};
      const gone = new Set(cart.removedLines.map((r) => `${r.productId}:${Number(r.variationId ?? 0)}`));
      const kept = (await readCartCookie(request)).filter((l) => !gone.has(`${l.productId}:${l.variationId}`));
      return { 'Set-Cookie': await writeCartCookie(request, kept) };
    },
  };
}

/**
 * The server cart query with __typename on every object, as graphcache asks for it in the browser, so the
 * cart page can seed the browser's cache with this very answer (app/graphql/client.browser.ts). Printed and
 * parsed again: urql recognises formatDocument's result by the original's key and would send the original.
 */
const ServerCartWithTypenames = parse(print(formatDocument(ServerCartQuery))) as typeof ServerCartQuery;

/** A logged-in user's cart lives on the API, so it follows them between devices. */
export function serverCartStore(context: AppLoadContext, request: Request, token: string): CartStore {
  const settle = (payload: { userErrors: { message: string }[] }): CartActionResult =>
    payload.userErrors.length ? { ok: false, error: payload.userErrors[0].message } : { ok: true };
  const opts = { token };
  return {
    loggedIn: true,
    async read() {
      const { cart } = await query(context, request, ServerCartWithTypenames, {}, opts);
      return cart ?? EMPTY;
    },
    add: async (line) =>
      settle(
        (
          await mutate(
            context,
            request,
            AddToCartMutation,
            { input: { productId: String(line.productId), variationId: String(line.variationId), quantity: line.quantity } },
            opts,
          )
        ).addToCart,
      ),
    update: async (target, c) =>
      settle(
        (
          await mutate(
            context,
            request,
            UpdateCartLineMutation,
            {
              input: {
                productId: String(target.productId),
                variationId: String(target.variationId),
                quantity: c.quantity,
                newVariationId: c.variationId === undefined ? undefined : String(c.variationId),
              },
            },
            opts,
          )
        ).updateCartLine,
      ),
    remove: async (target) =>
      settle(
        (
          await mutate(
            context,
            request,
            RemoveFromCartMutation,
            { input: { productId: String(target.productId), variationId: String(target.variationId) } },
            opts,
          )
        ).removeFromCart,
      ),
    clear: async () => settle((await mutate(context, request, ClearCartMutation, {}, opts)).clearCart),
    // The API deletes them itself on the cart's next write (a read changes nothing there).
    forgetRemoved: async () => ({}),
  };
}

export async function cartStoreFor(context: AppLoadContext, request: Request): Promise<CartStore> {
  const { viewer, token } = await getVisitor(context, request);
  return viewer && token ? serverCartStore(context, request, token) : cookieCartStore(context, request);
}

/**
 * On login (spec §4): the anonymous cart's lines are merged into the user's server cart, server lines winning,
 * and the cookie is cleared. Answers the Set-Cookie that clears it (or nothing when there was no cart).
 */
export async function syncCartOnLogin(context: AppLoadContext, request: Request, token: string): Promise<string | undefined> {
  const lines = await readCartCookie(request);
  if (lines.length === 0) return undefined;
  await mutate(
    context,
    request,
    SyncCartMutation,
    {
      lines: lines.map((l) => ({ productId: String(l.productId), variationId: String(l.variationId), quantity: l.quantity })),
    },
    { token },
  );
  return writeCartCookie(request, []);
}
