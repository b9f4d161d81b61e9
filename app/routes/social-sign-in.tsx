/**
 * "Continue with Google/Facebook" (issue 32 §6): the API makes the attempt (state, nonce, PKCE verifier kept on
 * the server), this browser keeps the state in a short-lived HttpOnly cookie, and the visitor goes to the
 * provider (or the local OIDC sandbox). A plain GET link, so it needs no JavaScript; the page renders only when
 * the sign-in could not start.
 */
import { data, redirect, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/cloudflare';
import { useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { saveState } from '~/features/auth/social-cookies.server';
import { SocialSignInFailed } from '~/features/auth/social-sign-in-failed';
import { providerEnum, providerParam } from '~/features/auth/social-sign-in.server';
import { mutate } from '~/graphql/client.server';
import { StartSocialSignInMutation } from '~/graphql/queries/social-sign-in.server';
import { safeRedirect } from '~/lib/safe-redirect';
import { href } from '~/routes';

export const meta: MetaFunction = () => [{ title: 'Sign in — Musika' }, { name: 'robots', content: 'noindex' }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const provider = providerParam(context, params.provider);
  const redirectTo = safeRedirect(new URL(request.url).searchParams.get('redirectTo'), '');
  // The callback on the origin this browser is on: the API refuses any other than the site's own.
  const redirectUri = new URL(href('social-sign-in-callback', { provider }), request.url).href;
  const { startSocialSignIn } = await mutate(
    context,
    request,
    StartSocialSignInMutation,
    { input: { provider: providerEnum(provider), redirectUri } },
    { token: null },
  );
  const { authorizeUrl, state } = startSocialSignIn;
  if (!authorizeUrl || !state) {
    return data({ message: startSocialSignIn.userErrors[0]?.message ?? 'Sign-in could not start. Please try again.', redirectTo }, { status: 400 });
  }
  throw redirect(authorizeUrl, { headers: { 'Set-Cookie': await saveState(request, { provider, state, redirectTo }) } });
}

export default function SocialSignIn() {
  const { message, redirectTo } = useLoaderData<typeof loader>();
  return <SocialSignInFailed message={message} redirectTo={redirectTo} />;
}

export const ErrorBoundary = GeneralErrorBoundary;
