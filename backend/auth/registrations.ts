/**
 * Registration by e-mailed link. POST /register answers "check your e-mail" whatever the address: a new
 * address gets a link that creates the account (from this registration's details) and logs it in; an address
 * that already has an account gets "you already have one" with a login link (one-time-keys.ts). Logging a new
 * account straight in would tell anyone which addresses are taken.
 *
 * Each registration is its own pending row with its own key, so the account is made from the details of the
 * registration whose link was opened: someone registering a stranger's address cannot overwrite the details
 * of the owner's own registration. The first link used wins; the others then stop working.
 */
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { register } from '../../schema/rest/auth';
import type { RecipientLanguage } from '../../schema/rest/languages';
import type { Db } from '../db/client';
import { constraintFailure } from '../db/run-batch';
import { pendingRegistrations, users } from '../db/schema';
import { hashSecret, randomSecret } from './encoding';
import { KEY_SHAPE } from './one-time-keys';
import { confirmRegistrationEmail, queueEmail } from './outbox';
import { uniqueUsername, usernameBase } from './usernames';

export const REGISTRATION_KEY_TTL_MS = 24 * 60 * 60 * 1000;

export type Registration = z.output<typeof register.body>;

/** Stores the registration (password already hashed) and e-mails its link, in one batch. */
export async function startRegistration(db: Db, origin: string, registration: Registration, passwordHash: string, now: Date) {
  const key = randomSecret();
  const row = {
    keyHash: await hashSecret(key),
    email: registration.email,
    firstName: registration.firstName,
    lastName: registration.lastName,
    whatsAppNumber: registration.whatsAppNumber,
    accountType: registration.accountType,
    passwordHash,
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + REGISTRATION_KEY_TTL_MS).toISOString(),
    language: registration.language,
  };
  const mail = confirmRegistrationEmail(origin, registration.email, key, registration.accountType === 'vendor', registration.language);
  await db.batch([db.insert(pendingRegistrations).values(row), queueEmail(db, mail, now)]);
}

/**
 * Uses a registration key (POST /auth/token {email, key}): creates the account and answers its id, or null
 * when the key is not a live registration key for that address or the address has meanwhile got an account.
 */
export async function claimRegistration(db: Db, email: string, key: string, now: Date): Promise<number | null> {
  if (!KEY_SHAPE.test(key)) return null;
  const at = now.toISOString();
  const wanted = email.trim().toLowerCase();
  const [pending] = await db
    .update(pendingRegistrations)
    .set({ usedAt: at })
    .where(
      and(
        eq(pendingRegistrations.keyHash, await hashSecret(key)),
        eq(pendingRegistrations.email, wanted),
        isNull(pendingRegistrations.usedAt),
        gt(pendingRegistrations.expiresAt, at),
      ),
    )
    .returning();
  if (!pending) return null;
  const userId = await createAccount(db, pending, now);
  if (userId !== null) {
    // Other registrations of this address (someone else's, perhaps) can no longer become the account.
    await db
      .update(pendingRegistrations)
      .set({ usedAt: at })
      .where(and(eq(pendingRegistrations.email, wanted), isNull(pendingRegistrations.usedAt), ne(pendingRegistrations.id, pending.id)));
  }
  return userId;
}

type PendingRow = typeof pendingRegistrations.$inferSelect;

const createAccount = (db: Db, pending: PendingRow, now: Date) =>
  insertAccount(
    db,
    {
      email: pending.email,
      firstName: pending.firstName,
      lastName: pending.lastName,
      whatsAppNumber: pending.whatsAppNumber,
      vendor: pending.accountType === 'vendor',
      passwordHash: pending.passwordHash,
      language: pending.language,
    },
    now,
  );

/** A new account's details: from a registration, or from a provider's verified ID token (social sign-in). */
export interface NewAccount {
  email: string;
  firstName: string;
  lastName: string;
  whatsAppNumber: string | null;
  vendor: boolean;
  /** Empty for an account that signs in only through a provider (passwords.ts never accepts it). */
  passwordHash: string;
  /** The language its e-mails are in (the registering page's); English when not known. */
  language?: RecipientLanguage;
}

/** The users row; null when the address is already taken (another link of the same address won the race). */
export async function insertAccount(db: Db, account: NewAccount, now: Date): Promise<number | null> {
  const base = usernameBase(account.email);
  // A concurrent registration can take the chosen username between the check and the insert: try again.
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const [row] = await db
        .insert(users)
        .values({
          email: account.email,
          username: await uniqueUsername(db, base),
          firstName: account.firstName,
          lastName: account.lastName,
          displayName: `${account.firstName} ${account.lastName}`,
          whatsAppNumber: account.whatsAppNumber,
          roles: JSON.stringify(account.vendor ? ['buyer', 'vendor'] : ['buyer']),
          passwordHash: account.passwordHash,
          // A new vendor has no subscription yet, so may start a trial (spec §3 canTrial).
          canTrial: account.vendor,
          createdAt: now.toISOString(),
          language: account.language ?? 'en',
        })
        .returning({ id: users.id });
      return row.id;
    } catch (error) {
      const failure = constraintFailure(error);
      if (failure?.kind !== 'unique') throw error;
      if (failure.detail.includes('users.email')) return null;
    }
  }
  throw new Error('register: no free username after 3 attempts');
}
