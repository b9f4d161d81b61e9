/** Rate-limit bucket names (the counting itself is tested against D1 in tests/integration/auth-rate-limits). */
import { describe, expect, it } from 'vitest';
import { limitKey, RATE_MAX_ATTEMPTS, RATE_WINDOW_MS } from './rate-limit';

describe('rate-limit keys', () => {
  it('allow 10 attempts in a fixed 60-second window', () => {
    expect(RATE_MAX_ATTEMPTS).toBe(10);
    expect(RATE_WINDOW_MS).toBe(60_000);
  });

  it('are the same bucket however an account name is typed', () => {
    expect(limitKey('login', 'name', '  Buyer@Musika.co.zw ')).toBe(limitKey('login', 'name', 'buyer@musika.co.zw'));
  });

  it('are bounded in length whatever the client sends', () => {
    expect(limitKey('reset', 'email', 'x'.repeat(10_000)).length).toBeLessThan(300);
  });
});
