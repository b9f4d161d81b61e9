/**
 * Compact JWS (RFC 7515) with RS256, on WebCrypto alone: split and decode a token, check its signature against a
 * JWK, and sign one (the OIDC sandbox's ID tokens, and the tests' forged ones). No library: a Worker has
 * `crypto.subtle`, and the checks that matter (which key, which algorithm) stay visible here.
 */
import { toBase64Url } from '../auth/encoding';

const RS256 = { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' } as const;
const encoder = new TextEncoder();

export function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  const padded = text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4);
  try {
    const binary = atob(padded);
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return bytes;
  } catch {
    return null;
  }
}

const jsonPart = (value: unknown) => toBase64Url(encoder.encode(JSON.stringify(value)));

export interface DecodedJwt {
  header: { alg?: unknown; kid?: unknown; typ?: unknown };
  payload: Record<string, unknown>;
  signingInput: Uint8Array<ArrayBuffer>;
  signature: Uint8Array<ArrayBuffer>;
}

/** The token's parts, or null when it is not a three-part JWS with JSON header and payload. */
export function decodeJwt(token: string): DecodedJwt | null {
  const parts = token.split('.');
  if (parts.length !== 3 || token.length > 16_384) return null;
  const [header, payload, signature] = parts.map(fromBase64Url);
  if (!header || !payload || !signature) return null;
  try {
    const decoder = new TextDecoder();
    const h: unknown = JSON.parse(decoder.decode(header));
    const p: unknown = JSON.parse(decoder.decode(payload));
    if (!h || typeof h !== 'object' || !p || typeof p !== 'object' || Array.isArray(p)) return null;
    return {
      header: h as DecodedJwt['header'],
      payload: p as Record<string, unknown>,
      signingInput: encoder.encode(`${parts[0]}.${parts[1]}`),
      signature,
    };
  } catch {
    return null;
  }
}

/** True when `jwk` (an RSA public key) signed the token with RS256. */
export async function hasValidSignature(jwt: DecodedJwt, jwk: JsonWebKey): Promise<boolean> {
  if (jwk.kty !== 'RSA' || (jwk.alg !== undefined && jwk.alg !== 'RS256')) return false;
  try {
    const key = await crypto.subtle.importKey('jwk', { kty: 'RSA', n: jwk.n, e: jwk.e }, RS256, false, ['verify']);
    return await crypto.subtle.verify(RS256, key, jwt.signature, jwt.signingInput);
  } catch {
    return false;
  }
}

export interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  /** The public half as published in a JWKS. */
  publicJwk: JsonWebKey & { kid: string };
}

/** A fresh RS256 key pair (2048-bit), its public half ready for a JWKS. */
export async function generateSigningKey(): Promise<SigningKey> {
  const pair = (await crypto.subtle.generateKey({ ...RS256, modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) }, true, [
    'sign',
    'verify',
  ])) as CryptoKeyPair;
  const exported = (await crypto.subtle.exportKey('jwk', pair.publicKey)) as JsonWebKey;
  const kid = toBase64Url(crypto.getRandomValues(new Uint8Array(9)));
  return { kid, privateKey: pair.privateKey, publicJwk: { kty: 'RSA', n: exported.n, e: exported.e, alg: 'RS256', use: 'sig', kid } };
}

/** A signed JWT with these claims. */
export async function signJwt(claims: Record<string, unknown>, key: SigningKey): Promise<string> {
  const input = `${jsonPart({ alg: 'RS256', typ: 'JWT', kid: key.kid })}.${jsonPart(claims)}`;
  const signature = await crypto.subtle.sign(RS256, key.privateKey, encoder.encode(input));
  return `${input}.${toBase64Url(new Uint8Array(signature))}`;
}
