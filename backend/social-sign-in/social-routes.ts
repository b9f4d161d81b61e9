/**
 * Social sign-in over ezw/v1 (schema/rest/social-sign-in.ts): start, finish, link with the password, and the
 * viewer's sign-in methods. Every call counts against the caller's IP like the password login; the link's
 * password also goes through the account's back-off (backend/auth/backoff.ts), so it is no faster an oracle
 * for the password than the login form.
 */
import type { Context } from 'hono';
import * as contract from '../../schema/rest/social-sign-in';
import { SOCIAL_MESSAGES, type SocialProvider } from '../../schema/rest/social-sign-in';
import { findUserById } from '../auth/accounts-queries';
import { admitAttempt, clearBackoff, userBackoffKey } from '../auth/backoff';
import { verifyPassword } from '../auth/passwords';
import { clientIp, enforceRateLimits, limitKey } from '../auth/rate-limit';
import { publicOrigin } from '../auth/request-config';
import { logIn } from '../auth/session';
import { requireUser } from '../auth/tokens';
import { clockNow } from '../clock';
import type { Db } from '../db/client';
import { HttpError, mount, type BackendApp } from '../http';
import { findAttempt, startAttempt, useNonce } from './attempts';
import { providerSettings } from './providers';
import { completeLink, findLinkRequest, resolveAccount } from './social-accounts';
import { signInMethods, unlinkProvider } from './sign-in-methods';
import { verifiedClaims } from './token-exchange';

const limitIp = (c: Context, db: Db, now: Date) => enforceRateLimits(db, [limitKey('social', 'ip', clientIp(c))], now);

function settingsOrRefuse(c: Context, provider: SocialProvider) {
  const settings = providerSettings(c, provider);
  if (!settings) throw new HttpError(404, SOCIAL_MESSAGES.unavailable);
  return settings;
}

export function registerSocialSignInRoutes(app: BackendApp): void {
  mount(app, contract.startSocialSignIn, async ({ db, body, c }) => {
    const now = clockNow(c);
    await limitIp(c, db, now);
    const settings = settingsOrRefuse(c, body.provider);
    // The provider sends the code only to our own site: never an address someone else chose.
    if (new URL(body.redirectUri).origin !== publicOrigin(c)) throw new HttpError(400, SOCIAL_MESSAGES.badRedirect);
    return startAttempt(db, settings, body.redirectUri, now);
  });

  mount(app, contract.finishSocialSignIn, async ({ db, body, c }) => {
    const now = clockNow(c);
    await limitIp(c, db, now);
    const settings = settingsOrRefuse(c, body.provider);
    const attempt = await findAttempt(db, body.provider, body.state, now);
    const claims = await verifiedClaims(settings, attempt, body.code, now);
    await useNonce(db, attempt, now);
    const resolution = await resolveAccount(db, settings, claims, now);
    if (resolution.kind === 'link-required') {
      return { linkRequired: { provider: body.provider, email: resolution.email, linkKey: resolution.linkKey } };
    }
    return logIn(c, db, resolution.userId, now);
  });

  mount(app, contract.linkSocialSignIn, async ({ db, body, c }) => {
    const now = clockNow(c);
    await limitIp(c, db, now);
    const request = await findLinkRequest(db, body.linkKey, now);
    const bucket = userBackoffKey(request.userId);
    await admitAttempt(db, bucket, now);
    const user = await findUserById(db, request.userId);
    if (!user || !(await verifyPassword(body.password, user.passwordHash))) throw new HttpError(403, SOCIAL_MESSAGES.wrongPassword);
    await completeLink(db, request, now);
    await clearBackoff(db, bucket);
    return logIn(c, db, request.userId, now);
  });

  mount(app, contract.mySignInMethods, async ({ db, c }) => {
    const { userId } = await requireUser(c, db);
    return signInMethods(db, userId);
  });

  mount(app, contract.unlinkSocialProvider, async ({ db, body, c }) => {
    const { userId } = await requireUser(c, db);
    return unlinkProvider(db, userId, body.provider);
  });
}
