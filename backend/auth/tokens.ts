/**
 * Bearer tokens: 32 random bytes, base64url, valid 30 days. Only SHA-256(token) is stored (`auth_tokens`),
 * so the table cannot be replayed if it leaks. Protected calls take the token from `Authorization: Bearer`
 * only — never from the cookie, so another site cannot make a browser call them (no CSRF).
 *
 * The API's own login cookie (`ezw_session`) carries a token for GET /auth/cookie-token alone (spec §1:
 * logged-out visitors trigger a cookie-based session check). Path=/ because Musika renders on the server: the
 * site's page requests carry it to the check the app runs once per visit. HttpOnly so page scripts cannot read
 * it; SameSite=Lax so other sites' sub-requests do not carry it; Secure over https.
 */
import type { Context } from 'hono';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { AUTH_MESSAGES } from '../../schema/rest/auth';
import type { Db } from '../db/client';
import { authTokens } from '../db/schema';
import { HttpError } from '../http';
import { forgetPerRequest, perRequest } from '../request-memo';
import { hashSecret, randomSecret } from './encoding';
import { clockNow } from '../clock';

export const TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** What randomSecret() produces; anything else cannot be ours and is refused before hashing. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export interface IssuedToken {
  token: string;
  tokenHash: string;
  expiresAt: string;
}

/** A new token and its hash; the caller stores it (alone, or inside a batch with other writes). */
export async function newToken(now: Date): Promise<IssuedToken> {
  const token = randomSecret();
  return { token, tokenHash: await hashSecret(token), expiresAt: new Date(now.getTime() + TOKEN_TTL_MS).toISOString() };
}

export function insertToken(db: Db, userId: number, issued: IssuedToken, now: Date) {
  return db.insert(authTokens).values({
    tokenHash: issued.tokenHash,
    userId,
    createdAt: now.toISOString(),
    expiresAt: issued.expiresAt,
  });
}

export function revokeAllTokens(db: Db, userId: number, now: Date) {
  return db
    .update(authTokens)
    .set({ revokedAt: now.toISOString() })
    .where(and(eq(authTokens.userId, userId), isNull(authTokens.revokedAt)));
}

export function revokeToken(db: Db, tokenId: number, now: Date) {
  return db.update(authTokens).set({ revokedAt: now.toISOString() }).where(eq(authTokens.id, tokenId));
}

export interface TokenOwner {
  tokenId: number;
  userId: number;
  expiresAt: string;
}

/** The live token's owner, or null when the token is malformed, unknown, expired or revoked. */
export async function findToken(db: Db, token: string | undefined | null, now: Date): Promise<TokenOwner | null> {
  if (!token || !TOKEN_SHAPE.test(token)) return null;
  const [row] = await db
    .select({ tokenId: authTokens.id, userId: authTokens.userId, expiresAt: authTokens.expiresAt })
    .from(authTokens)
    .where(and(eq(authTokens.tokenHash, await hashSecret(token)), isNull(authTokens.revokedAt), gt(authTokens.expiresAt, now.toISOString())))
    .limit(1);
  return row ?? null;
}

/** The token of an `Authorization: Bearer <token>` header, if any. */
export function bearerToken(c: Context): string | null {
  const match = /^Bearer\s+(\S{1,512})$/i.exec(c.req.header('authorization')?.trim() ?? '');
  return match ? match[1] : null;
}

/** After revoking tokens: later calls in this request must look them up again (and be refused). */
export function forgetVerifiedTokens(c: Context) {
  forgetPerRequest(c, 'token:');
}

/**
 * For protected calls: the bearer's owner, or 401 with the one message for every way a token can be bad.
 * Looked up once per request to the Worker (request-memo.ts).
 */
export async function requireUser(c: Context, db: Db, now: Date = clockNow(c)): Promise<TokenOwner> {
  const token = bearerToken(c);
  const owner = token ? await perRequest(c, `token:${token}`, () => findToken(db, token, now)) : null;
  if (!owner) throw new HttpError(401, AUTH_MESSAGES.notLoggedIn);
  return owner;
}

// ── The login cookie ──

export const SESSION_COOKIE = 'ezw_session';
const MAX_AGE_SECONDS = TOKEN_TTL_MS / 1000;

function attributes(c: Context, maxAge: number): string {
  const secure = new URL(c.req.url).protocol === 'https:' ? '; Secure' : '';
  return `HttpOnly; Path=/; SameSite=Lax; Max-Age=${maxAge}${secure}`;
}

export function setSessionCookie(c: Context, token: string): void {
  c.header('Set-Cookie', `${SESSION_COOKIE}=${token}; ${attributes(c, MAX_AGE_SECONDS)}`);
}

export function clearSessionCookie(c: Context): void {
  c.header('Set-Cookie', `${SESSION_COOKIE}=; ${attributes(c, 0)}`);
}

/** The cookie's value from the Cookie header (parsed by hand: one name, no decoding needed for base64url). */
export function readSessionCookie(c: Context): string | null {
  for (const part of (c.req.header('cookie') ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === SESSION_COOKIE) return part.slice(at + 1).trim() || null;
  }
  return null;
}
