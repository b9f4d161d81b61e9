import { describe, expect, it } from 'vitest';
import { createNonce } from './security-headers';

describe('CSP nonce', () => {
  it('is 16 random bytes in base64, different for every request (also across refills of the pool)', () => {
    const nonces = Array.from({ length: 1_000 }, () => createNonce());
    expect(new Set(nonces).size).toBe(1_000);
    for (const nonce of nonces) {
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(atob(nonce)).toHaveLength(16);
    }
  });
});
