/** Secrets (tokens, login and reset keys): random, URL-safe, and stored only as a SHA-256 digest. */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fromBase64, hashSecret, randomSecret, toBase64 } from './encoding';

describe('secrets and their hashes', () => {
  it('makes 32 random bytes as 43 base64url characters (safe in URLs and cookies), never twice the same', () => {
    const a = randomSecret();
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(a, 'base64url')).toHaveLength(32);
    expect(new Set(Array.from({ length: 50 }, randomSecret)).size).toBe(50);
  });

  it('hashes a secret with SHA-256 (base64url), the same digest Node computes', async () => {
    const token = randomSecret();
    expect(await hashSecret(token)).toBe(createHash('sha256').update(token).digest('base64url'));
    expect(await hashSecret(token)).toBe(await hashSecret(token));
  });

  it('gives a tampered token (one character flipped) a different hash', async () => {
    const token = randomSecret();
    const flipped = (token[0] === 'A' ? 'B' : 'A') + token.slice(1);
    expect(await hashSecret(flipped)).not.toBe(await hashSecret(token));
  });

  it('decodes only canonical base64, so a stored hash cannot be half-read', () => {
    const bytes = new Uint8Array([0, 1, 2, 250, 251, 252, 253]);
    expect(fromBase64(toBase64(bytes))).toEqual(bytes);
    expect(fromBase64('AAEC+vv8/Q')).toBeNull(); // missing padding
    expect(fromBase64('AAEC-vv8_Q==')).toBeNull(); // base64url alphabet
    expect(fromBase64('AAF=')).toBeNull(); // non-zero trailing bits
  });
});
