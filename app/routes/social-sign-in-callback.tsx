/**
 * Where the provider sends the visitor back (issue 32 §6): the callback's state must be the one this browser
 * saved (social-state.ts), then the API exchanges the code and verifies the ID token. Signed in → the landing
 * page; the e-mail belongs to an account with a password → the password step (/login/link/); refused or
 * cancelled → this page says why, with the ways back in.
 */
import { data, redirect, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/cloudflare';
import { useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { clearSavedState, readSavedState, saveLink } from '~/features/auth/social-cookies.server';
import { SocialSignInFailed } from '~/features/auth/social-sign-in-failed';
import { PROVIDER_LABELS, providerEnum, providerFromEnum, providerParam, signedInRedirect } from '~/features/auth/social-sign-in.server';
import { stateRefusal } from '~/features/auth/social-state';
import { mutate } from '~/graphql/client.server';
import { FinishSocialSignInMutation } from '~/graphql/queries/social-sign-in.server';
import { href } from '~/routes';

export const meta: MetaFunction = () => [{ title: 'Sign in — Musika' }, { name: 'robots', content: 'noindex' }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const provider = providerParam(context, params.provider);
  const url = new URL(request.url);
  const saved = await readSavedState(request);
  // The attempt is over whatever happens next: its cookie goes.
  const cleared = await clearSavedState(request);
  const redirectTo = saved?.redirectTo ?? '';
  const refuse = (message: string) => data({ message, redirectTo }, { status: 403, headers: { 'Set-Cookie': cleared } });
  if (url.searchParams.has('error')) return refuse(`Sign-in with ${PROVIDER_LABELS[provider]} was cancelled.`);
  const state = url.searchParams.get('state');
  const stateError = stateRefusal(saved, provider, state);
  if (stateError || !state) return refuse(stateError ?? 'Missing state');
  const code = url.searchParams.get('code');
  if (!code) return refuse(`${PROVIDER_LABELS[provider]} did not send a sign-in code. Please try again.`);

  const { finishSocialSignIn: result } = await mutate(
    context,
    request,
    FinishSocialSignInMutation,
    { input: { provider: providerEnum(provider), state, code } },
    { token: null },
  );
  if (result.session) throw await signedInRedirect(context, request, result.session, redirectTo, [cleared]);
  if (result.linkRequired) {
    const { linkKey, email } = result.linkRequired;
    const headers = new Headers({ 'Set-Cookie': cleared });
    headers.append('Set-Cookie', await saveLink(request, { provider: providerFromEnum(result.linkRequired.provider), linkKey, email, redirectTo }));
    throw redirect(href('social-sign-in-link'), { headers });
  }
  return refuse(result.userErrors[0]?.message ?? 'Sign-in failed. Please try again.');
}

export default function SocialSignInCallback() {
  const { message, redirectTo } = useLoaderData<typeof loader>();
  return <SocialSignInFailed message={message} redirectTo={redirectTo} />;
}

export const ErrorBoundary = GeneralErrorBoundary;
