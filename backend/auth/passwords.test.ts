/** Password hashing rules: stored format, verification, and that nothing malformed ever verifies. */
import { describe, expect, it, vi } from 'vitest';
import { seedPasswordHash } from '../../scripts/seed/accounts.mjs';
import { constantTimeEqual, hashPassword, parseStoredHash, PBKDF2_ITERATIONS, verifyPassword } from './passwords';

const FORMAT = /^pbkdf2-sha256\$100000\$([A-Za-z0-9+/]+=*)\$([A-Za-z0-9+/]+=*)$/;

describe('password hashing', () => {
  it('stores pbkdf2-sha256, 100,000 iterations (the Workers maximum), a 16-byte salt and a 32-byte key', async () => {
    expect(PBKDF2_ITERATIONS).toBe(100_000);
    const stored = await hashPassword('Mbare#Musika1');
    const [, salt, hash] = FORMAT.exec(stored) ?? [];
    expect(Buffer.from(salt, 'base64')).toHaveLength(16);
    expect(Buffer.from(hash, 'base64')).toHaveLength(32);
  });

  it('salts every hash afresh: the same password never gives the same stored text', async () => {
    expect(await hashPassword('same-password')).not.toBe(await hashPassword('same-password'));
  });

  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('Chinhoyi-2026');
    expect(await verifyPassword('Chinhoyi-2026', stored)).toBe(true);
    expect(await verifyPassword('chinhoyi-2026', stored)).toBe(false);
    expect(await verifyPassword('Chinhoyi-2026 ', stored)).toBe(false);
  });

  it('verifies hashes written by the seed generator (node:crypto pbkdf2Sync, same format)', async () => {
    const stored = seedPasswordHash('Vendor#2026!', 'vendor@musika.co.zw');
    expect(stored).toMatch(FORMAT);
    expect(await verifyPassword('Vendor#2026!', stored)).toBe(true);
    expect(await verifyPassword('Buyer#2026!', stored)).toBe(false);
  });

  it('never verifies an empty hash (seed owners without a login) or an unknown account', async () => {
    expect(await verifyPassword('', '')).toBe(false);
    expect(await verifyPassword('anything', '')).toBe(false);
    expect(await verifyPassword('anything', null)).toBe(false);
  });

  it('still runs one PBKDF2 of 100,000 iterations for an unknown account or an empty hash (same timing as a real check)', async () => {
    const derive = vi.spyOn(crypto.subtle, 'deriveBits');
    try {
      for (const stored of [null, '', await hashPassword('Real#Password1')]) {
        derive.mockClear();
        await verifyPassword('Real#Password1', stored);
        expect(derive).toHaveBeenCalledTimes(1);
        expect(derive.mock.calls[0][0]).toMatchObject({ name: 'PBKDF2', hash: 'SHA-256', iterations: 100_000 });
      }
    } finally {
      derive.mockRestore();
    }
  });

  it('refuses a tampered stored hash: changed key, salt, iteration count or algorithm', async () => {
    const stored = await hashPassword('Gweru#Kopje9');
    const [algo, iterations, salt, hash] = stored.split('$');
    const flip = (b64: string) => {
      const bytes = Buffer.from(b64, 'base64');
      bytes[0] ^= 1;
      return bytes.toString('base64');
    };
    const tampered = [
      [algo, iterations, salt, flip(hash)],
      [algo, iterations, flip(salt), hash],
      [algo, '99999', salt, hash],
      ['pbkdf2-sha1', iterations, salt, hash],
    ].map((parts) => parts.join('$'));
    for (const t of tampered) expect(await verifyPassword('Gweru#Kopje9', t), t).toBe(false);
  });

  it('treats malformed stored text as no hash instead of throwing', async () => {
    const stored = await hashPassword('Harare#Sunshine');
    const [algo, , salt, hash] = stored.split('$');
    const malformed = [
      'plain-text-password',
      `${algo}$100000$${salt}`,
      `${algo}$100000$${salt}$${hash}$extra`,
      `${algo}$1000000$${salt}$${hash}`, // above what Workers allow
      `${algo}$0$${salt}$${hash}`,
      `${algo}$100000$not base64!$${hash}`,
      `${algo}$100000$${salt}$${hash.slice(0, -4)}`, // short key
    ];
    for (const m of malformed) {
      expect(parseStoredHash(m), m).toBeNull();
      expect(await verifyPassword('Harare#Sunshine', m), m).toBe(false);
    }
  });

  it('compares keys in constant time over every byte, and never equal across lengths', () => {
    expect(constantTimeEqual(new Uint8Array([1, 2, 3]), new Uint8Array([1, 2, 3]))).toBe(true);
    expect(constantTimeEqual(new Uint8Array([1, 2, 3]), new Uint8Array([1, 2, 4]))).toBe(false);
    expect(constantTimeEqual(new Uint8Array([1, 2]), new Uint8Array([1, 2, 3]))).toBe(false);
  });
});
