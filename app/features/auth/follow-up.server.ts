/**
 * A follow-up action that survives the login redirect without JavaScript (spec §2.1: after login, run the
 * stored follow-up). With JavaScript the auth popup keeps it in memory; without, "Save to favourites" while
 * logged out stores it here and sends the visitor to log in, and the login (password or e-mailed link)
 * performs it on the server with the new token. The storefront's "Follow store" (a plain form, with or without
 * JavaScript) does the same, so a visitor who pressed it once follows the store once logged in.
 *
 * Why a cookie, not the login URL: a URL anyone can craft ("log in, then save X" sent in a message); this
 * cookie is HttpOnly, SameSite=Lax and set only by a same-site POST (server/csrf.ts refuses cross-site form
 * posts), so only this browser's own click can leave one. Unsigned on purpose: its value only names something
 * the visitor could do themselves, and it is validated with zod when read. It lives 15 minutes: a login much
 * later should not do something the visitor has forgotten asking for.
 */
import { createCookie, type AppLoadContext } from '@remix-run/cloudflare';
import { z } from 'zod';
import { mutate } from '~/graphql/client.server';
import { AddToWishlistMutation } from '~/graphql/queries/engagement.server';
import { FollowStoreMutation } from '~/graphql/queries/followers.server';

const followUpCookie = createCookie('musika_follow_up', { httpOnly: true, sameSite: 'lax', path: '/', maxAge: 15 * 60 });

const followUp = z.discriminatedUnion('type', [
  z.object({ type: z.literal('wishlist-add'), productId: z.string().regex(/^\d{1,10}$/) }),
  z.object({ type: z.literal('follow-store'), businessId: z.string().regex(/^[1-9]\d{0,9}$/) }),
]);
export type FollowUp = z.infer<typeof followUp>;

const secure = (request: Request) => new URL(request.url).protocol === 'https:';

/** Set-Cookie that remembers the follow-up until the visitor has logged in. */
export function rememberFollowUp(request: Request, value: FollowUp): Promise<string> {
  return followUpCookie.serialize(followUp.parse(value), { secure: secure(request) });
}

async function readFollowUp(request: Request): Promise<FollowUp | null> {
  const parsed = followUp.safeParse(await followUpCookie.parse(request.headers.get('cookie')).catch(() => null));
  return parsed.success ? parsed.data : null;
}

/**
 * Right after a login: performs the remembered follow-up as the new user and answers the Set-Cookie that
 * forgets it, or null when there was none. A follow-up that fails or is refused (the product is gone, the store
 * is the visitor's own) is dropped: the login itself succeeded and must not fail with it, and the page the
 * visitor returns to shows the real state (the store's button still says "Follow store").
 */
export async function runFollowUp(context: AppLoadContext, request: Request, token: string): Promise<string | null> {
  const pending = await readFollowUp(request);
  if (!pending) return null;
  const forget = await followUpCookie.serialize('', { secure: secure(request), maxAge: 0 });
  try {
    if (pending.type === 'wishlist-add') await mutate(context, request, AddToWishlistMutation, { productId: pending.productId }, { token });
    else await mutate(context, request, FollowStoreMutation, { input: { businessId: pending.businessId, follow: true } }, { token });
  } catch (error) {
    // Logged for operators; a thrown Response (an error page meant for a loader) says nothing more.
    if (!(error instanceof Response)) console.error('follow-up after login failed', error);
  }
  return forget;
}
