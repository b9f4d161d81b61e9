/** RFC 6238 appendix B (SHA-1) and RFC 4226 appendix D vectors, plus the drift window and replay rules. */
import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, hotp, matchingStep, otpauthUri, stepAt, totpAt } from './totp';

// The RFC's seed for SHA-1: the ASCII bytes "12345678901234567890".
const SEED = new TextEncoder().encode('12345678901234567890');
const SEED_B32 = base32Encode(SEED);

describe('TOTP (RFC 6238)', () => {
  it('base32 round-trips and reads the RFC seed', () => {
    expect(SEED_B32).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(base32Decode(SEED_B32)).toEqual(SEED);
    expect(base32Decode('gezd gnbv')).toEqual(base32Decode('GEZDGNBV'));
    expect(base32Decode('not base32!')).toBeNull();
    expect(base32Decode('MUSIKAADMINSEED2')?.length).toBe(10);
  });

  it('matches RFC 4226 HOTP values', async () => {
    const expected = ['755224', '287082', '359152', '969429', '338314', '254676', '287922', '162583', '399871', '520489'];
    for (const [counter, code] of expected.entries()) expect(await hotp(SEED, counter)).toBe(code);
  });

  it.each([
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ])('RFC 6238 at T=%i: 8 digits %s, and its last 6 on our 6-digit path', async (seconds, eight) => {
    expect(await hotp(SEED, stepAt(seconds * 1000), 8)).toBe(eight);
    expect(await totpAt(SEED_B32, seconds * 1000)).toBe(eight.slice(2));
  });

  it('accepts one step either side, not two, and never a step already used', async () => {
    const now = 1111111111 * 1000;
    const step = stepAt(now);
    const at = (offset: number) => totpAt(SEED_B32, now + offset * 30_000);
    expect(await matchingStep(SEED_B32, await at(0), now, null)).toBe(step);
    expect(await matchingStep(SEED_B32, await at(-1), now, null)).toBe(step - 1);
    expect(await matchingStep(SEED_B32, await at(1), now, null)).toBe(step + 1);
    expect(await matchingStep(SEED_B32, await at(-2), now, null)).toBeNull();
    expect(await matchingStep(SEED_B32, await at(2), now, null)).toBeNull();
    // Replay: the step of a code once accepted, or any earlier one, is spent.
    expect(await matchingStep(SEED_B32, await at(0), now, step)).toBeNull();
    expect(await matchingStep(SEED_B32, await at(-1), now, step - 1)).toBeNull();
    expect(await matchingStep(SEED_B32, await at(1), now, step)).toBe(step + 1);
    expect(await matchingStep(SEED_B32, '12345', now, null)).toBeNull();
  });

  it('writes the otpauth URI authenticator apps scan', () => {
    expect(otpauthUri('MUSIKAADMINSEED2', 'admin@musika.co.zw')).toBe(
      'otpauth://totp/Musika%3Aadmin%40musika.co.zw?secret=MUSIKAADMINSEED2&issuer=Musika&algorithm=SHA1&digits=6&period=30',
    );
  });
});
