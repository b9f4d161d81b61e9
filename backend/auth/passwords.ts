/**
 * Password hashing: PBKDF2-SHA256 through WebCrypto (the only KDF a Worker has natively), stored as
 * `pbkdf2-sha256$<iterations>$<salt base64>$<hash base64>` so the algorithm and cost can change later without
 * invalidating existing hashes. Runs unchanged in workerd and in Node ≥ 20 (global `crypto`).
 */
import { fromBase64, toBase64 } from './encoding';

const ALGORITHM = 'pbkdf2-sha256';
/** Cloudflare Workers reject PBKDF2 above 100,000 iterations (local workerd does not enforce it). */
export const PBKDF2_ITERATIONS = 100_000;
const MAX_ITERATIONS = 100_000;
const SALT_BYTES = 16;
const KEY_BYTES = 32;

/**
 * Verified when an account does not exist (or its hash is unusable), so that answer costs one PBKDF2 like a
 * real check and cannot be told apart by timing. Its password is unknown and irrelevant.
 */
const DUMMY_HASH = 'pbkdf2-sha256$100000$idRUAS2X4LpFEaYNZjozVQ==$YNfeMSESRSXwkWxbXIiunv/ZPzl+SHPDiV59yQMB8MA=';

async function derive(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<Uint8Array> {
  const material = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, material, KEY_BYTES * 8);
  return new Uint8Array(bits);
}

export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const hash = await derive(password, salt, PBKDF2_ITERATIONS);
  return `${ALGORITHM}$${PBKDF2_ITERATIONS}$${toBase64(salt)}$${toBase64(hash)}`;
}

interface ParsedHash {
  iterations: number;
  salt: Uint8Array<ArrayBuffer>;
  hash: Uint8Array;
}

/** null for anything that is not a hash we could have written (including '' for seed owners without a login). */
export function parseStoredHash(stored: string): ParsedHash | null {
  const parts = stored.split('$');
  if (parts.length !== 4 || parts[0] !== ALGORITHM || !/^[1-9]\d{0,6}$/.test(parts[1])) return null;
  const iterations = Number(parts[1]);
  if (iterations > MAX_ITERATIONS) return null;
  const salt = fromBase64(parts[2]);
  const hash = fromBase64(parts[3]);
  if (!salt || !hash || salt.length < SALT_BYTES || hash.length !== KEY_BYTES) return null;
  return { iterations, salt, hash };
}

/** Compares every byte whatever the first difference, so the time taken says nothing about where it was. */
export function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a[i] ^ b[i];
  return diff === 0;
}

/**
 * True only when `password` matches `stored`. An empty, malformed or missing hash (pass null for an unknown
 * account) still costs one PBKDF2 against the dummy hash and answers false.
 */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const parsed = stored === null ? null : parseStoredHash(stored);
  const target = parsed ?? (parseStoredHash(DUMMY_HASH) as ParsedHash);
  const actual = await derive(password, target.salt, target.iterations);
  return constantTimeEqual(actual, target.hash) && parsed !== null;
}
