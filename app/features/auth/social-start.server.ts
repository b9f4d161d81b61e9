/**
 * "Continue with Google/Facebook" (issue 32 §6): the API makes the attempt (state, nonce, PKCE verifier kept on
 * the server), this browser keeps the state in a short-lived HttpOnly cookie, and the visitor goes to the
 * provider (or the local OIDC sandbox). Reached by a plain GET link, so it needs no JavaScript; it answers a page
 * only when the sign-in could not start.
 */
import { data, redirect, type LoaderFunctionArgs } from '@remix-run/cloudflare';
import type { SocialProvider } from '../../../schema/config/social-sign-in-config';
import { mutate } from '~/graphql/client.server';
import { StartSocialSignInMutation } from '~/graphql/queries/social-sign-in.server';
import { safeRedirect } from '~/lib/safe-redirect';
import { href } from '~/routes';
import { saveState } from './social-cookies.server';
import { providerEnum } from './social-sign-in.server';
import { requestTranslator } from '~/lib/i18n/translate.server';
import { socialFailedText, socialRefusal } from './social-sign-in-text.server';

export async function startSignIn({ request, context }: LoaderFunctionArgs, provider: SocialProvider) {
  const redirectTo = safeRedirect(new URL(request.url).searchParams.get('redirectTo'), '');
  // The callback on the origin this browser is on: the API refuses any other than the site's own.
  const redirectUri = new URL(href('social-sign-in', { provider, step: 'callback' }), request.url).href;
  const { startSocialSignIn } = await mutate(
    context,
    request,
    StartSocialSignInMutation,
    { input: { provider: providerEnum(provider), redirectUri } },
    { token: null },
  );
  const { authorizeUrl, state } = startSocialSignIn;
  if (!authorizeUrl || !state) {
    const { t } = requestTranslator(request);
    const message = socialRefusal(t, startSocialSignIn.userErrors[0]?.message ?? 'Sign-in could not start. Please try again.');
    return data({ kind: 'failed' as const, message, redirectTo, text: socialFailedText(t) }, { status: 400 });
  }
  throw redirect(authorizeUrl, { headers: { 'Set-Cookie': await saveState(request, { provider, state, redirectTo }) } });
}
