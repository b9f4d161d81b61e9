import { beforeEach, describe, expect, it } from 'vitest';
import { forgetSigningKeys, signingKeys } from './jwks';

const URI = 'https://issuer.example/jwks';
const T0 = new Date('2026-11-27T09:00:00Z');
const later = (ms: number) => new Date(T0.getTime() + ms);

/** A JWKS endpoint whose keys can rotate, counting its fetches. */
function endpoint(kids: string[]) {
  const state = { kids, fetches: 0 };
  const fetcher = async () => {
    state.fetches++;
    return Response.json({ keys: state.kids.map((kid) => ({ kty: 'RSA', kid, n: 'n', e: 'AQAB' })) });
  };
  return { state, fetcher };
}

const kidsOf = (keys: JsonWebKey[]) => keys.map((k) => (k as { kid?: string }).kid);

beforeEach(forgetSigningKeys);

describe('the provider keys cache', () => {
  it('fetches once and answers from the cache for an hour of the injected clock', async () => {
    const { state, fetcher } = endpoint(['a']);
    expect(kidsOf(await signingKeys(URI, 'a', fetcher, T0))).toEqual(['a']);
    await signingKeys(URI, 'a', fetcher, later(59 * 60_000));
    expect(state.fetches).toBe(1);
    await signingKeys(URI, 'a', fetcher, later(60 * 60_000));
    expect(state.fetches).toBe(2);
  });

  it('refetches for a key id it does not hold (rotation), but at most once a minute', async () => {
    const { state, fetcher } = endpoint(['a']);
    await signingKeys(URI, 'a', fetcher, T0);
    state.kids = ['b'];
    expect(await signingKeys(URI, 'b', fetcher, later(10_000))).toEqual([]);
    expect(state.fetches).toBe(1);
    expect(kidsOf(await signingKeys(URI, 'b', fetcher, later(61_000)))).toEqual(['b']);
    expect(state.fetches).toBe(2);
  });
});
