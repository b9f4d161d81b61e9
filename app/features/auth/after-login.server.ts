/**
 * What every successful login in the app does before it answers, whichever way the visitor logged in
 * (password form, popup, e-mailed link): store the token in the session cookie, join the anonymous cart to
 * the account's (spec §4, server lines winning) and run a follow-up remembered across the login redirect.
 */
import type { AppLoadContext } from '@remix-run/cloudflare';
import { syncCartOnLogin } from '~/features/cart/cart-store.server';
import { setToken } from './cookies.server';
import { runFollowUp } from './follow-up.server';

export async function loggedInHeaders(context: AppLoadContext, request: Request, session: { token: string; expiresAt: string }): Promise<Headers> {
  const headers = new Headers({ 'Set-Cookie': await setToken(request, session.token, session.expiresAt) });
  const clearedCart = await syncCartOnLogin(context, request, session.token);
  if (clearedCart) headers.append('Set-Cookie', clearedCart);
  const forgotten = await runFollowUp(context, request, session.token);
  if (forgotten) headers.append('Set-Cookie', forgotten);
  return headers;
}
