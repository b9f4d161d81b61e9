/**
 * POST /register (spec §7 "Auth", §3 "Registration"): creates the account and logs it in, 201. The username
 * is derived from the e-mail's local part and made unique.
 */
import { eq, or, sql } from 'drizzle-orm';
import * as contract from '../../schema/rest/auth';
import { AUTH_MESSAGES } from '../../schema/rest/auth';
import type { Db } from '../db/client';
import { findUserByEmail } from '../db/queries/accounts';
import { users } from '../db/schema';
import { HttpError, mount, type BackendApp } from '../http';
import { hashPassword } from '../auth/passwords';
import { clientIp, enforceRateLimits, limitKey } from '../auth/rate-limit';
import { logIn } from '../auth/session';

const USERNAME_MAX = 40;

/** 'Rudo.Moyo+shop@x.co.zw' → 'rudo.moyoshop': lower-case letters, digits, '.', '_' and '-' only. */
export function usernameBase(email: string): string {
  const local = email.split('@')[0].toLowerCase().replace(/[^a-z0-9._-]/g, '');
  const trimmed = local.replace(/^[._-]+|[._-]+$/g, '').slice(0, USERNAME_MAX);
  return trimmed || 'user';
}

/** The first free name of base, base2, base3… (no '@', so a username can never equal someone's e-mail). */
export async function uniqueUsername(db: Db, base: string): Promise<string> {
  const taken = await db
    .select({ username: users.username })
    .from(users)
    .where(or(eq(users.username, base), sql`substr(${users.username}, 1, ${base.length}) = ${base}`));
  const names = new Set(taken.map((r) => r.username));
  let n = 1;
  while (names.has(n === 1 ? base : `${base}${n}`)) n++;
  return n === 1 ? base : `${base}${n}`;
}

const isUniqueViolation = (error: unknown, column: string) =>
  String(error instanceof Error ? `${error.message} ${String(error.cause ?? '')}` : error).includes(`UNIQUE constraint failed: users.${column}`);

export function registerRegisterRoute(app: BackendApp): void {
  mount(
    app,
    contract.register,
    async ({ db, body, c }) => {
      const now = new Date();
      await enforceRateLimits(db, [limitKey('register', 'ip', clientIp(c))], now);
      // Checked before hashing so a taken address costs no PBKDF2; the unique index still guards the race.
      if (await findUserByEmail(db, body.email)) throw new HttpError(409, AUTH_MESSAGES.emailTaken);
      const passwordHash = await hashPassword(body.password);
      const vendor = body.accountType === 'vendor';
      const base = usernameBase(body.email);

      // A concurrent registration can take the chosen username between the check and the insert: try again.
      for (let attempt = 0; attempt < 3; attempt++) {
        try {
          const [row] = await db
            .insert(users)
            .values({
              email: body.email,
              username: await uniqueUsername(db, base),
              firstName: body.firstName,
              lastName: body.lastName,
              displayName: `${body.firstName} ${body.lastName}`,
              whatsAppNumber: body.whatsAppNumber,
              roles: JSON.stringify(vendor ? ['buyer', 'vendor'] : ['buyer']),
              passwordHash,
              // A new vendor has no subscription yet, so may start a trial (spec §3 canTrial).
              canTrial: vendor,
              createdAt: now.toISOString(),
            })
            .returning({ id: users.id });
          return await logIn(c, db, row.id, now);
        } catch (error) {
          if (isUniqueViolation(error, 'email')) throw new HttpError(409, AUTH_MESSAGES.emailTaken);
          if (!isUniqueViolation(error, 'username')) throw error;
        }
      }
      throw new Error('register: no free username after 3 attempts');
    },
    { status: 201 },
  );
}
