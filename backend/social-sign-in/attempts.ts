/**
 * One "Continue with …": the state, nonce and PKCE verifier made here and kept in D1 for ten minutes (only the
 * state's SHA-256; the browser holds the state itself in a short-lived HttpOnly cookie, which the app compares
 * with the callback's). The provider's code is exchanged with the verifier, the ID token must carry the nonce,
 * and the attempt is then marked used by one conditional UPDATE, so an answer is accepted once.
 */
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import { SOCIAL_MESSAGES } from '../../schema/rest/social-sign-in';
import { hashSecret, randomSecret } from '../auth/encoding';
import type { Db } from '../db/client';
import { HttpError } from '../http';
import { socialLinkRequests, socialSignInAttempts } from './social-tables';
import { codeChallenge, newCodeVerifier } from './pkce';
import type { ProviderSettings } from './providers';

export const ATTEMPT_TTL_MS = 10 * 60 * 1000;
/** One start in a hundred deletes what expired a day ago or more (as rate-limit.ts cleans its windows). */
const CLEANUP_CHANCE = 0.01;
const KEEP_EXPIRED_MS = 24 * 60 * 60 * 1000;

export type Attempt = typeof socialSignInAttempts.$inferSelect;

/** A new attempt and the provider's authorize address for it. */
export async function startAttempt(db: Db, settings: ProviderSettings, redirectUri: string, now: Date) {
  const state = randomSecret();
  const nonce = randomSecret();
  const codeVerifier = newCodeVerifier();
  if (Math.random() < CLEANUP_CHANCE) {
    const before = new Date(now.getTime() - KEEP_EXPIRED_MS).toISOString();
    await db.batch([
      db.delete(socialSignInAttempts).where(lt(socialSignInAttempts.expiresAt, before)),
      db.delete(socialLinkRequests).where(lt(socialLinkRequests.expiresAt, before)),
    ]);
  }
  await db.insert(socialSignInAttempts).values({
    stateHash: await hashSecret(state),
    provider: settings.provider,
    nonce,
    codeVerifier,
    redirectUri,
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + ATTEMPT_TTL_MS).toISOString(),
  });
  const url = new URL(settings.authorizeUrl);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: settings.clientId,
    redirect_uri: redirectUri,
    scope: settings.scope,
    state,
    nonce,
    code_challenge: await codeChallenge(codeVerifier),
    code_challenge_method: 'S256',
  }).toString();
  return { authorizeUrl: url.href, state };
}

/** The live attempt of this state; a used one is a replay of an answer already accepted. */
export async function findAttempt(db: Db, provider: string, state: string, now: Date): Promise<Attempt> {
  const [attempt] = await db
    .select()
    .from(socialSignInAttempts)
    .where(and(eq(socialSignInAttempts.stateHash, await hashSecret(state)), eq(socialSignInAttempts.provider, provider)))
    .limit(1);
  if (!attempt || attempt.expiresAt <= now.toISOString()) throw new HttpError(403, SOCIAL_MESSAGES.state);
  if (attempt.usedAt) throw new HttpError(403, SOCIAL_MESSAGES.replayed);
  return attempt;
}

/** Marks the attempt's nonce used; false when another request got there first (a replay racing the original). */
export async function useNonce(db: Db, attempt: Attempt, now: Date): Promise<void> {
  const [row] = await db
    .update(socialSignInAttempts)
    .set({ usedAt: now.toISOString() })
    .where(and(eq(socialSignInAttempts.id, attempt.id), isNull(socialSignInAttempts.usedAt), gt(socialSignInAttempts.expiresAt, now.toISOString())))
    .returning({ id: socialSignInAttempts.id });
  if (!row) throw new HttpError(403, SOCIAL_MESSAGES.replayed);
}
