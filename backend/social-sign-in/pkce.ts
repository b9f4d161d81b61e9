/**
 * PKCE (RFC 7636) with S256: the verifier stays on our server, the browser carries only its challenge to the
 * provider, and the token endpoint gives an ID token only to whoever shows the verifier. Used by the flow and by
 * the OIDC sandbox's token endpoint alike, so both compute the challenge one way.
 */
import { randomSecret, toBase64Url } from '../auth/encoding';

/** 43 characters of base64url: within RFC 7636's 43–128 unreserved characters. */
export const newCodeVerifier = (): string => randomSecret();

export async function codeChallenge(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return toBase64Url(new Uint8Array(digest));
}

/** Whether `verifier` is the one the `challenge` was made from. */
export async function verifierMatches(verifier: string, challenge: string): Promise<boolean> {
  if (!/^[A-Za-z0-9._~-]{43,128}$/.test(verifier)) return false;
  return (await codeChallenge(verifier)) === challenge;
}
