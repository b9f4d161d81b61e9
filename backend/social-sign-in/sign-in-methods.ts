/**
 * The viewer's ways to sign in (account settings): whether a password is set, and the linked providers. A
 * provider may be removed unless it is the last way in — no password and no other provider — because the
 * account could then never be signed in to again (a reset e-mail would still work, but nobody should have to
 * find that out by accident).
 */
import { and, eq } from 'drizzle-orm';
import { SOCIAL_MESSAGES, type RestSignInMethods, type SocialProvider } from '../../schema/rest/social-sign-in';
import { users } from '../db/schema';
import type { Db } from '../db/client';
import { HttpError } from '../http';
import { socialIdentities } from './social-tables';

export async function signInMethods(db: Db, userId: number): Promise<RestSignInMethods> {
  const [[user], linked] = await db.batch([
    db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId)).limit(1),
    db
      .select({ provider: socialIdentities.provider, email: socialIdentities.email, linkedAt: socialIdentities.linkedAt })
      .from(socialIdentities)
      .where(eq(socialIdentities.userId, userId))
      .orderBy(socialIdentities.provider),
  ]);
  return { hasPassword: Boolean(user?.passwordHash), providers: linked.map((l) => ({ ...l, provider: l.provider as SocialProvider })) };
}

export async function unlinkProvider(db: Db, userId: number, provider: SocialProvider): Promise<RestSignInMethods> {
  const methods = await signInMethods(db, userId);
  if (!methods.providers.some((p) => p.provider === provider)) throw new HttpError(404, SOCIAL_MESSAGES.notLinked);
  if (!methods.hasPassword && methods.providers.length === 1) throw new HttpError(409, SOCIAL_MESSAGES.lastMethod);
  await db.delete(socialIdentities).where(and(eq(socialIdentities.userId, userId), eq(socialIdentities.provider, provider)));
  return { ...methods, providers: methods.providers.filter((p) => p.provider !== provider) };
}
