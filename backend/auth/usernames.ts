/**
 * Usernames for new accounts: derived from the e-mail's local part and made unique. They never contain '@',
 * so a username can never equal someone else's e-mail (logins accept either).
 */
import { eq, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';

const USERNAME_MAX = 40;

/** 'Rudo.Moyo+shop@x.co.zw' → 'rudo.moyoshop': lower-case letters, digits, '.', '_' and '-' only. */
export function usernameBase(email: string): string {
  const local = email
    .split('@')[0]
    .toLowerCase()
    .replace(/[^a-z0-9._-]/g, '');
  const trimmed = local.replace(/^[._-]+|[._-]+$/g, '').slice(0, USERNAME_MAX);
  return trimmed || 'user';
}

/** The first free name of base, base2, base3… */
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
