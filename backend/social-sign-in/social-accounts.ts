/**
 * Who a verified ID token signs in (decision 025):
 *   - a provider person already linked (provider + `sub`) → that account, whatever its e-mail is now;
 *   - else the e-mail must be verified by the provider: no address, or an unverified one, is refused;
 *   - a verified address new to Musika → a new buyer account (no password; the address is verified);
 *   - a verified address of an account without a password (a seeded owner) → linked at once;
 *   - a verified address of an account with a password → a link request: its password must be entered once.
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
import { SOCIAL_MESSAGES, type SocialProvider } from '../../schema/rest/social-sign-in';
import { findUserByEmail } from '../auth/accounts-queries';
import { hashSecret, randomSecret } from '../auth/encoding';
import { insertAccount } from '../auth/registrations';
import type { Db } from '../db/client';
import { HttpError } from '../http';
import type { IdTokenClaims } from './id-token';
import type { ProviderSettings } from './providers';
import { socialIdentities, socialLinkRequests } from './social-tables';

export const LINK_REQUEST_TTL_MS = 15 * 60 * 1000;

export type Resolution = { kind: 'signed-in'; userId: number } | { kind: 'link-required'; email: string; linkKey: string };

const identityRow = (userId: number, provider: SocialProvider, subject: string, email: string, now: Date) => ({
  userId,
  provider,
  subject,
  email,
  linkedAt: now.toISOString(),
});

/** Links the person to the account; one of each provider per account (a second replaces nothing: unique index). */
export const linkIdentity = (db: Db, userId: number, provider: SocialProvider, subject: string, email: string, now: Date) =>
  db
    .insert(socialIdentities)
    .values(identityRow(userId, provider, subject, email, now))
    .onConflictDoNothing();

/** First and last names from the token, else from the address (every account has both). */
function namesOf(claims: IdTokenClaims, email: string) {
  const [first = '', ...rest] = (claims.name ?? '').trim().split(/\s+/);
  const firstName = (claims.given_name ?? first).trim() || email.split('@')[0].slice(0, 100);
  const lastName = (claims.family_name ?? rest.join(' ')).trim() || '-';
  return { firstName: firstName.slice(0, 100), lastName: lastName.slice(0, 100) };
}

export async function resolveAccount(db: Db, settings: ProviderSettings, claims: IdTokenClaims, now: Date): Promise<Resolution> {
  const provider = settings.provider;
  const [linked] = await db
    .select({ userId: socialIdentities.userId })
    .from(socialIdentities)
    .where(and(eq(socialIdentities.provider, provider), eq(socialIdentities.subject, claims.sub)))
    .limit(1);
  if (linked) return { kind: 'signed-in', userId: linked.userId };

  const email = claims.email ?? null;
  if (!email) throw new HttpError(403, SOCIAL_MESSAGES.noEmail);
  const verified = claims.email_verified ?? settings.emailVerifiedWithoutClaim;
  if (!verified) throw new HttpError(403, SOCIAL_MESSAGES.unverifiedEmail);

  const existing = await findUserByEmail(db, email);
  if (!existing) {
    const userId = await insertAccount(db, { email, ...namesOf(claims, email), whatsAppNumber: null, vendor: false, passwordHash: '' }, now);
    // Another sign-in made the account a moment ago: go round again and link it.
    if (userId === null) return resolveAccount(db, settings, claims, now);
    await linkIdentity(db, userId, provider, claims.sub, email, now);
    return { kind: 'signed-in', userId };
  }
  if (!existing.passwordHash) {
    await linkIdentity(db, existing.id, provider, claims.sub, email, now);
    return { kind: 'signed-in', userId: existing.id };
  }
  const linkKey = randomSecret();
  await db.insert(socialLinkRequests).values({
    keyHash: await hashSecret(linkKey),
    userId: existing.id,
    provider,
    subject: claims.sub,
    email,
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + LINK_REQUEST_TTL_MS).toISOString(),
  });
  return { kind: 'link-required', email, linkKey };
}

export type LinkRequest = typeof socialLinkRequests.$inferSelect;

/** The live link request of this key. */
export async function findLinkRequest(db: Db, linkKey: string, now: Date): Promise<LinkRequest> {
  const [row] = await db
    .select()
    .from(socialLinkRequests)
    .where(
      and(
        eq(socialLinkRequests.keyHash, await hashSecret(linkKey)),
        isNull(socialLinkRequests.usedAt),
        gt(socialLinkRequests.expiresAt, now.toISOString()),
      ),
    )
    .limit(1);
  if (!row) throw new HttpError(403, SOCIAL_MESSAGES.linkExpired);
  return row;
}

/** Uses the request up and links the provider, in one transaction; a second use of the key finds nothing. */
export async function completeLink(db: Db, request: LinkRequest, now: Date): Promise<void> {
  const [, used] = await db.batch([
    linkIdentity(db, request.userId, request.provider as SocialProvider, request.subject, request.email, now),
    db
      .update(socialLinkRequests)
      .set({ usedAt: now.toISOString() })
      .where(and(eq(socialLinkRequests.id, request.id), isNull(socialLinkRequests.usedAt)))
      .returning({ id: socialLinkRequests.id }),
  ]);
  if (used.length === 0) throw new HttpError(403, SOCIAL_MESSAGES.linkExpired);
}
