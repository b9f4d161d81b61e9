/**
 * The server side of the three social sign-in routes: which provider a path names (only one this site has, a
 * real one or the sandbox), its GraphQL enum, and the answer after a session was made (the session cookie, the
 * cart merge and follow-up of every login, after-login.server.ts; the sign-in cookies cleared).
 */
import { redirect, type AppLoadContext } from '@remix-run/cloudflare';
import { SOCIAL_PROVIDERS, type SocialProvider } from '../../../schema/config/social-sign-in-config';
import type { SocialProvider as SocialProviderEnum } from '~/graphql/generated/graphql';
import { notFound } from '~/lib/invariant-response.server';
import { requestTranslator } from '~/lib/i18n/translate.server';
import { loggedInHeaders } from './after-login.server';
import { loginLanding } from './login-landing';

/** The provider of `/login/with/<provider>/…`, or a 404 (in the page's language) for one this site does not offer. */
export function providerParam(context: AppLoadContext, request: Request, value: string | undefined): SocialProvider {
  const provider = SOCIAL_PROVIDERS.find((p) => p === value);
  if (!provider || !context.publicConfig.socialProviders.includes(provider)) {
    throw notFound(requestTranslator(request).t('publicMore.refusedUnavailable'));
  }
  return provider;
}

export const providerEnum = (provider: SocialProvider): SocialProviderEnum => (provider === 'google' ? 'GOOGLE' : 'FACEBOOK');
export const providerFromEnum = (value: SocialProviderEnum): SocialProvider => (value === 'GOOGLE' ? 'google' : 'facebook');

export const PROVIDER_LABELS: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook' };

interface SignedIn {
  token: string;
  expiresAt: string;
  viewer: { businesses: unknown[] };
}

/** Logged in: the session cookie and the rest of every login, cookies to clear, then where to land. */
export async function signedInRedirect(context: AppLoadContext, request: Request, session: SignedIn, redirectTo: string, clear: string[]) {
  const headers = await loggedInHeaders(context, request, session);
  for (const cookie of clear) headers.append('Set-Cookie', cookie);
  return redirect(loginLanding(redirectTo, session.viewer.businesses.length > 0), { headers });
}
