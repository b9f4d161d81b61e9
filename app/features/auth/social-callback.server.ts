/**
 * Where the provider sends the visitor back (issue 32 §6): the callback's state must be the one this browser
 * saved (social-state.ts), then the API exchanges the code and verifies the ID token. Signed in → the landing
 * page; the e-mail belongs to an account with a password → the password step; refused or cancelled → a page
 * that says why, with the ways back in.
 */
import { data, redirect, type LoaderFunctionArgs } from '@remix-run/cloudflare';
import type { SocialProvider } from '../../../schema/config/social-sign-in-config';
import { mutate } from '~/graphql/client.server';
import { FinishSocialSignInMutation } from '~/graphql/queries/social-sign-in.server';
import { href } from '~/routes';
import { clearSavedState, readSavedState, saveLink } from './social-cookies.server';
import { PROVIDER_LABELS, providerEnum, providerFromEnum, signedInRedirect } from './social-sign-in.server';
import { stateRefusal } from './social-state';
import { requestTranslator } from '~/lib/i18n/translate.server';
import { socialFailedText, socialRefusal } from './social-sign-in-text.server';

export async function finishSignIn({ request, context }: LoaderFunctionArgs, provider: SocialProvider) {
  const url = new URL(request.url);
  const saved = await readSavedState(request);
  // The attempt is over whatever happens next: its cookie goes.
  const cleared = await clearSavedState(request);
  const redirectTo = saved?.redirectTo ?? '';
  const { t } = requestTranslator(request);
  const refuse = (message: string) =>
    data(
      { kind: 'failed' as const, message: socialRefusal(t, message), redirectTo, text: socialFailedText(t) },
      { status: 403, headers: { 'Set-Cookie': cleared } },
    );
  const label = PROVIDER_LABELS[provider];
  if (url.searchParams.has('error')) return refuse(t('publicMore.cancelled', { provider: label }));
  const state = url.searchParams.get('state');
  const stateError = stateRefusal(saved, provider, state);
  if (stateError || !state) return refuse(stateError ?? t('publicMore.couldNotStart'));
  const code = url.searchParams.get('code');
  if (!code) return refuse(t('publicMore.noCode', { provider: label }));

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
    const linked = providerFromEnum(result.linkRequired.provider);
    const headers = new Headers({ 'Set-Cookie': cleared });
    headers.append('Set-Cookie', await saveLink(request, { provider: linked, linkKey, email, redirectTo }));
    throw redirect(href('social-sign-in', { provider: linked, step: 'link' }), { headers });
  }
  return refuse(result.userErrors[0]?.message ?? 'Sign-in failed. Please try again.');
}
