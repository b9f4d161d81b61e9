/** A call a guest may make too (checkout, paying a checkout, reporting a product): the bearer is optional. */
import type { Context } from 'hono';
import { AUTH_MESSAGES } from '../../schema/rest/auth';
import type { Db } from '../db/client';
import { HttpError } from '../http';
import { bearerToken, findToken, type TokenOwner } from './tokens';

/** Bearer optional: none → a guest; a bad one → 401 (so the client logs out rather than acting as a guest). */
export async function optionalUser(c: Context, db: Db, now: Date): Promise<TokenOwner | null> {
  if (!c.req.header('authorization')) return null;
  const owner = await findToken(db, bearerToken(c), now);
  if (!owner) throw new HttpError(401, AUTH_MESSAGES.notLoggedIn);
  return owner;
}
