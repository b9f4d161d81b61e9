/**
 * Whose language an e-mail is written in: the account's stored language (users.language, migration 0056) for an
 * address that has one, else the language the caller knows (the request that caused the e-mail), else English.
 */
import { eq } from 'drizzle-orm';
import { asRecipientLanguage, type RecipientLanguage } from '../../schema/rest/languages';
import type { Db } from '../db/client';
import { users } from '../db/schema';

export async function languageOfAddress(db: Db, email: string, otherwise: RecipientLanguage = 'en'): Promise<RecipientLanguage> {
  const [row] = await db.select({ language: users.language }).from(users).where(eq(users.email, email.trim().toLowerCase())).limit(1);
  return row ? asRecipientLanguage(row.language) : otherwise;
}

export async function languageOfUser(db: Db, userId: number): Promise<RecipientLanguage> {
  const [row] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId)).limit(1);
  return asRecipientLanguage(row?.language);
}
