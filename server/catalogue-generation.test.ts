import { describe, expect, it } from 'vitest';
import { bumpGeneration, effectiveGeneration, GENERATION_MEMO_MS, readGeneration, type GenerationStore } from './catalogue-generation';

/** A Cache API stand-in that counts lookups; `other` writes as another isolate would (no memo of ours). */
function store() {
  let stored: string | undefined;
  let lookups = 0;
  const cache: GenerationStore = {
    match: async () => {
      lookups += 1;
      return stored === undefined ? undefined : new Response(stored);
    },
    put: async (_key, response) => {
      stored = await response.text();
    },
  };
  const other = (value: string) => {
    stored = value;
  };
  return { cache, lookups: () => lookups, other };
}

describe('catalogue generation', () => {
  it('is 0 before any bump', async () => {
    expect(await readGeneration(store().cache, 1_000)).toBe('0');
  });

  it('a bump made by this isolate is seen by the very next read', async () => {
    const s = store();
    await readGeneration(s.cache, 1_000);
    const next = await bumpGeneration(s.cache, 1_100);
    expect(await readGeneration(s.cache, 1_101)).toBe(next);
  });

  it('is read from the cache at most once per memo period per isolate', async () => {
    const s = store();
    for (let t = 0; t < GENERATION_MEMO_MS; t += 100) await readGeneration(s.cache, 5_000 + t);
    expect(s.lookups()).toBe(1);
  });

  it("another isolate's bump is seen once the memo period has passed (well within the 5 s rule)", async () => {
    const s = store();
    expect(await readGeneration(s.cache, 10_000)).toBe('0');
    s.other('g2');
    expect(await readGeneration(s.cache, 10_000 + GENERATION_MEMO_MS - 1)).toBe('0');
    expect(await readGeneration(s.cache, 10_000 + GENERATION_MEMO_MS)).toBe('g2');
    expect(GENERATION_MEMO_MS).toBeLessThanOrEqual(5_000);
  });

  it('a clock that went backwards reads again instead of trusting the memo', async () => {
    const s = store();
    await readGeneration(s.cache, 20_000);
    s.other('g3');
    expect(await readGeneration(s.cache, 19_000)).toBe('g3');
  });

  it('a changed ZWG_RATE is a new generation: cached pages with the old ZiG prices are not served', () => {
    expect(effectiveGeneration('g7', undefined)).toBe('g7');
    expect(effectiveGeneration('g7', '26.95')).not.toBe(effectiveGeneration('g7', '27.10'));
    expect(effectiveGeneration('g7', '26.95')).not.toBe('g7');
  });
});
