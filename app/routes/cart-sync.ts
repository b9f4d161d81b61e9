/**
 * The offline queue's replay (issue 33 §2, decision 029): the service worker (public/sw-offline-queue.js) posts
 * here, one at a time, each "add to cart" or favourites change the buyer made without a connection. Each goes
 * through the same rules as the cart and wishlist actions (applyCartAction on the visitor's cart store,
 * changeWishlist), and the answer says in a sentence what happened, including what changed since the buyer's
 * offline copy of the page: sold out, or a new price.
 */
import type { ActionFunctionArgs } from '@remix-run/cloudflare';
import { z } from 'zod';
import { getVisitor } from '~/features/auth/viewer.server';
import { applyCartAction } from '~/features/cart/cart-actions.server';
import { cartStoreFor } from '~/features/cart/cart-store.server';
import { changeWishlist } from '~/features/cart/wishlist-change.server';
import { replayedAddMessage } from '~/features/offline/replay-messages';
import { query } from '~/graphql/client.server';
import { CartPreviewQuery } from '~/graphql/queries/cart.server';

const id = z.string().regex(/^\d{1,10}$/);
const entrySchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('cart'),
    productId: id,
    variationId: id.default('0'),
    quantity: z.number().int().min(1).max(99),
    slug: z.string().regex(/^[a-z0-9][a-z0-9-]{0,199}$/i),
    seenPriceCents: z.number().int().min(0).optional(),
  }),
  z.object({ kind: z.literal('wishlist'), intent: z.enum(['add', 'remove']), productId: id }),
]);

const answer = (body: { ok: boolean; message: string }, headers?: HeadersInit) =>
  Response.json(body, { status: body.ok ? 200 : 422, headers: { 'Cache-Control': 'no-store', ...Object.fromEntries(new Headers(headers)) } });

export async function action({ request, context }: ActionFunctionArgs) {
  const parsed = entrySchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return answer({ ok: false, message: 'A change saved offline could not be read, so it was not sent.' });
  const entry = parsed.data;
  if (entry.kind === 'wishlist') {
    const { viewer } = await getVisitor(context, request);
    if (!viewer) return answer({ ok: false, message: 'Log in to keep favourites: a product saved while you were offline was not kept.' });
    const error = await changeWishlist(context, request, entry.intent, entry.productId);
    if (error) return answer({ ok: false, message: `A favourite from while you were offline was not kept: ${error}` });
    return answer({
      ok: true,
      message: entry.intent === 'add' ? 'Saved to favourites while you were offline: now saved.' : 'Removed from favourites.',
    });
  }
  const line = { productId: Number(entry.productId), variationId: Number(entry.variationId), quantity: entry.quantity, slug: entry.slug };
  const store = await cartStoreFor(context, request);
  const result = await applyCartAction(store, { intent: 'add', ...line });
  // The product as it is now, priced as the cart prices it: what the buyer is told changed.
  const { cartPreview } = await query(context, request, CartPreviewQuery, {
    lines: [{ productId: entry.productId, variationId: entry.variationId, quantity: entry.quantity, slug: entry.slug }],
  });
  const now = cartPreview.lines[0];
  const message = replayedAddMessage({
    added: result.ok,
    refusal: result.ok ? null : result.error,
    name: now?.product.name ?? null,
    removed: cartPreview.removedLines[0]?.message ?? null,
    unitPrice: now?.unitPrice ?? null,
    seenPriceCents: entry.seenPriceCents ?? null,
  });
  return answer({ ok: result.ok, message }, result.headers);
}

export const loader = () => new Response('Not found', { status: 404 });
