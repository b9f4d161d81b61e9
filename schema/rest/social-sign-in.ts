/**
 * Social sign-in over ezw/v1 (issue 32 §6; Musika additions, docs/decisions/025-social-sign-in.md). The Remix
 * app (through GraphQL) starts a sign-in, finishes it with the provider's code, confirms a link with the account's
 * password, and lists or removes the viewer's linked providers. The backend alone talks to the provider.
 */
import { z } from 'zod';
import { SOCIAL_PROVIDERS } from '../config/social-sign-in-config';
import { authResult } from './auth';
import { defineCall, noInput } from './call';

export { SOCIAL_PROVIDERS, type SocialProvider } from '../config/social-sign-in-config';

export const socialProvider = z.enum(SOCIAL_PROVIDERS, { errorMap: () => ({ message: 'Unknown sign-in provider' }) });
/** Our own callback address: an absolute https URL (http on a loopback host), checked against PUBLIC_ORIGIN. */
const redirectUri = z.string().url('The callback address is invalid').max(500);
const opaque = (label: string) => z.string().trim().min(1, `${label} is required`).max(512, `${label} is too long`);

/** POST /auth/social/start: a new attempt; the browser goes to `authorizeUrl` and keeps `state` in a cookie. */
export const startSocialSignIn = defineCall({
  name: 'startSocialSignIn',
  method: 'POST',
  path: '/auth/social/start',
  query: noInput,
  body: z.object({ provider: socialProvider, redirectUri }),
  data: z.object({ authorizeUrl: z.string().url(), state: z.string() }),
});

/** A verified e-mail that belongs to an account with a password: that password must be entered once (linkSocial). */
export const linkRequired = z.object({ provider: socialProvider, email: z.string(), linkKey: z.string() });

/** POST /auth/social/finish: the provider's code and state → a session, or a link that needs the password. */
export const finishSocialSignIn = defineCall({
  name: 'finishSocialSignIn',
  method: 'POST',
  path: '/auth/social/finish',
  query: noInput,
  body: z.object({ provider: socialProvider, state: opaque('State'), code: opaque('Code') }),
  data: z.union([authResult, z.object({ linkRequired })]),
});

/** POST /auth/social/link: the account's password, once, links the provider and logs in. */
export const linkSocialSignIn = defineCall({
  name: 'linkSocialSignIn',
  method: 'POST',
  path: '/auth/social/link',
  query: noInput,
  body: z.object({ linkKey: opaque('Link key'), password: z.string().min(1, 'Enter your password').max(200, 'Password is too long') }),
  data: authResult,
});

export const signInMethods = z.object({
  /** False for an account made by social sign-in (or a seeded owner) that never set a password. */
  hasPassword: z.boolean(),
  providers: z.array(z.object({ provider: socialProvider, email: z.string(), linkedAt: z.string() })),
});
export type RestSignInMethods = z.infer<typeof signInMethods>;

/** GET /me/sign-in-methods: the viewer's password (whether set) and linked providers. */
export const mySignInMethods = defineCall({
  name: 'mySignInMethods',
  method: 'GET',
  path: '/me/sign-in-methods',
  query: noInput,
  body: noInput,
  data: signInMethods,
});

/** POST /me/sign-in-methods/unlink: removes a provider unless it is the last way to sign in. */
export const unlinkSocialProvider = defineCall({
  name: 'unlinkSocialProvider',
  method: 'POST',
  path: '/me/sign-in-methods/unlink',
  query: noInput,
  body: z.object({ provider: socialProvider }),
  data: signInMethods,
});

/** What the API answers when a sign-in is refused; each names the rule that refused it. */
export const SOCIAL_MESSAGES = {
  unavailable: 'Signing in with this provider is not available on this site.',
  badRedirect: 'The sign-in callback address is not on this site.',
  state: 'This sign-in was not started in this browser or has expired (state mismatch). Please start again.',
  providerFailed: 'The sign-in provider did not accept the sign-in. Please try again.',
  malformed: 'The sign-in answer is not a valid ID token. Please try again.',
  signature: 'The sign-in answer is not signed by the provider (invalid signature). Please try again.',
  issuer: 'The sign-in answer comes from the wrong issuer. Please try again.',
  audience: 'The sign-in answer was issued for another site (wrong audience). Please try again.',
  expired: 'The sign-in answer has expired. Please try again.',
  notYetValid: 'The sign-in answer is dated in the future. Check your device clock and try again.',
  nonce: 'The sign-in answer does not belong to this sign-in (nonce mismatch). Please start again.',
  replayed: 'This sign-in answer was already used (replayed nonce). Please start again.',
  noEmail: 'The provider did not share your e-mail address, so we cannot sign you in. Allow access to it and try again.',
  unverifiedEmail:
    'Your e-mail address is not verified with the provider, so it cannot sign you in here. Verify it with the provider, or register with a password.',
  linkExpired: 'This link request has expired. Please continue with the provider again.',
  wrongPassword: 'The password is incorrect.',
  notLinked: 'This provider is not linked to your account.',
  lastMethod:
    'You cannot remove your only way to sign in. Set a password first (use "Forgot your password?" on the login page), or link another provider.',
} as const;
