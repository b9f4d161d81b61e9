/**
 * ID token verification (OpenID Connect Core §3.1.3.7): the RS256 signature against the provider's JWKS, then
 * `iss`, `aud` (and `azp` when several audiences), `exp` and `iat` with a small leeway read from the injected
 * clock, and the `nonce` of this attempt. Every refusal is an IdTokenError whose message names the rule
 * (schema/rest/social-sign-in.ts SOCIAL_MESSAGES), so a person sees what went wrong and a test can say which rule.
 */
import { z } from 'zod';
import { SOCIAL_MESSAGES } from '../../schema/rest/social-sign-in';
import { decodeJwt, hasValidSignature } from './jwt';

/** Clock skew allowed between the provider and us. */
export const LEEWAY_SECONDS = 60;

export class IdTokenError extends Error {}

const claims = z.object({
  iss: z.string(),
  sub: z.string().min(1).max(255),
  aud: z.union([z.string(), z.array(z.string()).min(1)]),
  azp: z.string().optional(),
  exp: z.number(),
  iat: z.number(),
  nonce: z.string().optional(),
  email: z.string().trim().toLowerCase().email().max(254).optional(),
  // Google sends a boolean; some providers the text "true".
  email_verified: z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]).optional(),
  given_name: z.string().max(100).optional(),
  family_name: z.string().max(100).optional(),
  name: z.string().max(200).optional(),
});
export type IdTokenClaims = z.infer<typeof claims>;

export interface Expected {
  /** The provider's issuer names (Google's tokens say https://accounts.google.com or accounts.google.com). */
  issuers: readonly string[];
  audience: string;
  nonce: string;
  now: Date;
  /** The provider's keys for a key id (jwks.ts). */
  keys(kid: string | undefined): Promise<JsonWebKey[]>;
}

const refuse = (message: string): never => {
  throw new IdTokenError(message);
};

export async function verifyIdToken(token: string, expected: Expected): Promise<IdTokenClaims> {
  const jwt = decodeJwt(token) ?? refuse(SOCIAL_MESSAGES.malformed);
  // Only RS256: never "none", never an HMAC keyed with a public key.
  if (jwt.header.alg !== 'RS256') refuse(SOCIAL_MESSAGES.signature);
  const kid = typeof jwt.header.kid === 'string' ? jwt.header.kid : undefined;
  let signed = false;
  for (const key of await expected.keys(kid)) if (!signed) signed = await hasValidSignature(jwt, key);
  if (!signed) refuse(SOCIAL_MESSAGES.signature);

  const parsed = claims.safeParse(jwt.payload);
  if (!parsed.success) return refuse(SOCIAL_MESSAGES.malformed);
  const c = parsed.data;
  if (!expected.issuers.includes(c.iss)) refuse(SOCIAL_MESSAGES.issuer);
  const audiences = Array.isArray(c.aud) ? c.aud : [c.aud];
  if (!audiences.includes(expected.audience)) refuse(SOCIAL_MESSAGES.audience);
  if (audiences.length > 1 && c.azp !== expected.audience) refuse(SOCIAL_MESSAGES.audience);
  const nowSeconds = expected.now.getTime() / 1000;
  if (c.exp + LEEWAY_SECONDS <= nowSeconds) refuse(SOCIAL_MESSAGES.expired);
  if (c.iat - LEEWAY_SECONDS > nowSeconds) refuse(SOCIAL_MESSAGES.notYetValid);
  if (c.nonce !== expected.nonce) refuse(SOCIAL_MESSAGES.nonce);
  return c;
}
