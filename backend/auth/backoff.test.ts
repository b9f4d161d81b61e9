/** The back-off schedule (the counting itself is tested against D1 in tests/integration/auth-lockout). */
import { describe, expect, it } from 'vitest';
import { backoffKey, FREE_ATTEMPTS, MAX_WAIT_MS, waitAfter } from './backoff';

describe('login back-off schedule', () => {
  it('lets the first 5 attempts through without a wait', () => {
    expect(FREE_ATTEMPTS).toBe(5);
    for (let failures = 0; failures < FREE_ATTEMPTS; failures++) expect(waitAfter(failures)).toBe(0);
  });

  it('then doubles the wait with every failure: 2 s, 4 s, 8 s …', () => {
    expect([5, 6, 7, 8].map(waitAfter)).toEqual([2_000, 4_000, 8_000, 16_000]);
  });

  it('never makes anyone wait more than 15 minutes, however many failures (no lock for ever)', () => {
    expect(MAX_WAIT_MS).toBe(15 * 60_000);
    for (const failures of [14, 15, 50, 1_000, 1e9]) expect(waitAfter(failures)).toBe(MAX_WAIT_MS);
  });

  it('keys an account by its id however it is named, and an unknown name by the name as typed', () => {
    const user = { id: 7 } as Parameters<typeof backoffKey>[0];
    expect(backoffKey(user, 'Buyer@Musika.co.zw')).toBe(backoffKey(user, 'buyer'));
    expect(backoffKey(null, '  Ghost@Musika.co.zw ')).toBe(backoffKey(null, 'ghost@musika.co.zw'));
    expect(backoffKey(null, 'x'.repeat(10_000)).length).toBeLessThan(300);
  });
});
