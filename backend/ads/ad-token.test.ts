/** Served ads' tokens (issue #27): what verifies, and every way a token is refused. */
import { describe, expect, it } from 'vitest';
import { AD_TOKEN_TTL_MS } from '../../schema/rest/ads-events';
import { addressHash, signAdToken, verifyAdToken } from './ad-token';

const SECRET = 'a-test-secret-of-at-least-thirty-two-characters';
const NOW = new Date('2026-03-10T10:00:00Z');
const facts = { adID: 7, placement: 'home' as const, pageViewId: 'page-view-1', issuedAtMs: NOW.getTime() };

describe('ad tokens', () => {
  it('verifies its own token and answers its facts', async () => {
    const token = await signAdToken(SECRET, facts);
    expect(token).toMatch(/^v1\.7\.home\.page-view-1\.\d+\.[\w-]{43}$/);
    expect(await verifyAdToken(SECRET, token, NOW)).toEqual(facts);
  });

  it('refuses another secret, a changed fact, junk, and a token too old or from the future', async () => {
    const token = await signAdToken(SECRET, facts);
    expect(await verifyAdToken('another-secret-of-at-least-thirty-two-chars', token, NOW)).toBeNull();
    expect(await verifyAdToken(SECRET, token.replace('.7.', '.8.'), NOW)).toBeNull();
    expect(await verifyAdToken(SECRET, token.replace('.home.', '.search.'), NOW)).toBeNull();
    expect(await verifyAdToken(SECRET, 'v1.7.home.page-view-1.1.x', NOW)).toBeNull();
    expect(await verifyAdToken(SECRET, undefined, NOW)).toBeNull();
    expect(await verifyAdToken(SECRET, token, new Date(NOW.getTime() + AD_TOKEN_TTL_MS + 1))).toBeNull();
    expect(await verifyAdToken(SECRET, token, new Date(NOW.getTime() - 5 * 60_000))).toBeNull();
  });

  it('hashes an address the same whatever else changes, and differently per address', async () => {
    expect(await addressHash(SECRET, '41.79.1.1')).toBe(await addressHash(SECRET, '41.79.1.1'));
    expect(await addressHash(SECRET, '41.79.1.1')).not.toBe(await addressHash(SECRET, '41.79.1.2'));
    expect(await addressHash(SECRET, '41.79.1.1')).toMatch(/^[0-9a-f]{32}$/);
  });
});
