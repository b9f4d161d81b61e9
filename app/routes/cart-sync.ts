/**
 * The offline queue's replay (issue 33 §2, decision 029): the service worker (public/sw-offline-queue.js) posts
 * here, one at a time, each "add to cart" or favourites change the buyer made without a connection. Each goes
 * through the same rules as the cart and wishlist actions (applyCartAction on the visitor's cart store,
 * changeWishlist), and the answer says in a sentence what happened, including what changed since the buyer's
 * offline copy of the page: sold out, or a new price. The answers are in the language of the page that queued
 * the change (the worker's request carries its cookies).
 */
import type { ActionFunctionArgs } from '@remix-run/cloudflare';
import { z } from 'zod';
import { getVisitor } from '~/features/auth/viewer.server';
import { applyCartAction } from '~/features/cart/cart-actions.server';
import { cartStoreFor } from '~/features/cart/cart-store.server';
import { changeWishlist } from '~/features/cart/wishlist-change.server';
import { replayedAddMessage } from '~/features/offline/replay-messages.server';
import { query } from '~/graphql/client.server';
import { CartPreviewQuery } from '~/graphql/queries/cart.server';
import { requestTranslator, translateMessage } from '~/lib/i18n/translate.server';

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
  const { language, t } = requestTranslator(request);
  const parsed = entrySchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return answer({ ok: false, message: t('offline.replayUnreadable') });
  const entry = parsed.data;
  if (entry.kind === 'wishlist') {
    const { viewer } = await getVisitor(context, request);
    if (!viewer) return answer({ ok: false, message: t('offline.replayLogIn') });
    const error = await changeWishlist(context, request, entry.intent, entry.productId);
    if (error) return answer({ ok: false, message: t('offline.replayFavouriteRefused', { reason: translateMessage(t, error) }) });
    return answer({
      ok: true,
      message: t(entry.intent === 'add' ? 'offline.replayFavouriteSaved' : 'offline.replayFavouriteRemoved'),
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
  const message = replayedAddMessage(t, language, {
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
