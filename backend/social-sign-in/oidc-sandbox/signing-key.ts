/**
 * The sandbox's RS256 key: generated with WebCrypto once per isolate and published at its JWKS endpoint. A new
 * isolate has a new key; a sign-in never spans two (the backend fetches the token and the keys in one request,
 * through the same in-process sandbox), and jwks.ts refetches for a key id it does not know.
 */
import { generateSigningKey, type SigningKey } from '../jwt';

let key: Promise<SigningKey> | undefined;

export function sandboxSigningKey(): Promise<SigningKey> {
  key ??= generateSigningKey();
  return key;
}
