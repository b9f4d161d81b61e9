/** The logged-in user's session and profile, and the newsletter sign-up (spec §7 "Auth": /me, /profile, /subscribe), and Musika's /profile/language. */
import { eq } from 'drizzle-orm';
import * as contract from '../../schema/rest/auth';
import { AUTH_MESSAGES } from '../../schema/rest/auth';
import { setLanguage } from '../../schema/rest/language-preference';
import { findUserById } from './accounts-queries';
import { newsletterSubscribers, users } from '../db/schema';
import { HttpError, mount, type BackendApp } from '../http';
import { loadSession, toProfile } from './session';
import { requireUser } from './tokens';
import { clientIp, enforceRateLimits, limitKey } from './rate-limit';
import { clockNow } from '../clock';

export function registerAccountRoutes(app: BackendApp): void {
  mount(app, contract.me, async ({ db, c }) => {
    const now = clockNow(c);
    const { userId } = await requireUser(c, db, now);
    return loadSession(db, userId, now);
  });

  mount(app, contract.updateProfile, async ({ db, body, c }) => {
    const { userId } = await requireUser(c, db);
    // Only the fields given change; billing is replaced as a whole (the contract validates the full object).
    const changes: Partial<typeof users.$inferInsert> = {};
    if (body.firstName !== undefined) changes.firstName = body.firstName;
    if (body.lastName !== undefined) changes.lastName = body.lastName;
    if (body.displayName !== undefined) changes.displayName = body.displayName;
    if (body.whatsAppNumber !== undefined) changes.whatsAppNumber = body.whatsAppNumber;
    if (body.billing !== undefined) changes.billing = JSON.stringify(body.billing);
    const [updated] =
      Object.keys(changes).length > 0
        ? await db.update(users).set(changes).where(eq(users.id, userId)).returning()
        : [await findUserById(db, userId)];
    if (!updated) throw new HttpError(401, AUTH_MESSAGES.notLoggedIn);
    return toProfile(updated);
  });

  // The language switch of a signed-in person (issue 33 §3): their e-mails and notifications follow it.
  mount(app, setLanguage, async ({ db, body, c }) => {
    const { userId } = await requireUser(c, db);
    await db.update(users).set({ language: body.language }).where(eq(users.id, userId));
    return { language: body.language };
  });

  mount(app, contract.subscribeNewsletter, async ({ db, body, c }) => {
    // A public write: limited per client IP like the contact form, so nobody can fill the list at speed.
    await enforceRateLimits(db, [limitKey('subscribe', 'ip', clientIp(c))]);
    // Idempotent: signing up twice is not an error and keeps the first date.
    await db
      .insert(newsletterSubscribers)
      .values({ email: body.email, createdAt: clockNow(c).toISOString() })
      .onConflictDoNothing({ target: newsletterSubscribers.email });
    return { subscribed: true as const };
  });
}
