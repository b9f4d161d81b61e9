import { describe, expect, it } from 'vitest';
import { AD_SLOTS } from '../../schema/rest/ads';
import { canPayNextUnit, effectiveBid, keywordMatches, rankByBid, relevance, RELEVANCE, selectAds, type AdCandidate } from './select-ads';

let nextId = 1;
/** A cpm ad with plenty of money and budget, targeting nothing. */
function ad(over: Partial<AdCandidate> = {}): AdCandidate {
  const id = over.id ?? nextId++;
  return {
    id,
    businessId: over.businessId ?? 1000 + id,
    pricing: 'cpm',
    bidCents: 100,
    dailyBudgetCents: 1000,
    categoryId: null,
    keywords: '',
    city: null,
    availableMillicents: 1_000_000,
    spentTodayMillicents: 0,
    productId: null,
    ...over,
  };
}
const ids = (ads: AdCandidate[]) => ads.map((a) => a.id);

describe('selectAds', () => {
  it('higher effective bid first', () => {
    const low = ad({ bidCents: 100 });
    const high = ad({ bidCents: 300 });
    const mid = ad({ bidCents: 200 });
    expect(ids(selectAds([low, high, mid], { placement: 'home' }))).toEqual([high.id, mid.id, low.id]);
  });

  it('cpc compared at 1% click-through (bid × 10 per 1,000 impressions)', () => {
    const cpm = ad({ pricing: 'cpm', bidCents: 150 });
    const cpc = ad({ pricing: 'cpc', bidCents: 20 }); // 20 × 10 = 200 per 1,000 impressions
    expect(effectiveBid(cpc)).toBe(200);
    expect(ids(selectAds([cpm, cpc], { placement: 'home' }))).toEqual([cpc.id, cpm.id]);
    const cheapCpc = ad({ pricing: 'cpc', bidCents: 10 }); // 100 < 150
    expect(ids(selectAds([cheapCpc, cpm], { placement: 'home' }))).toEqual([cpm.id, cheapCpc.id]);
  });

  it('ties broken by older ad first', () => {
    const older = ad({ id: 5 });
    const newer = ad({ id: 9 });
    expect(ids(selectAds([newer, older], { placement: 'home' }))).toEqual([5, 9]);
  });

  it('relevance: a category match outranks a mismatch that bids less than 4× more', () => {
    const match = ad({ categoryId: 7, bidCents: 100 });
    const other = ad({ categoryId: 8, bidCents: 300 });
    expect(ids(selectAds([other, match], { placement: 'category', categoryId: 7 }))).toEqual([match.id, other.id]);
    // A mismatch lowers, never excludes: 500 × 0.25 > 100.
    const rich = ad({ categoryId: 8, bidCents: 500 });
    expect(ids(selectAds([match, rich], { placement: 'category', categoryId: 7 }))).toEqual([rich.id, match.id]);
  });

  it('relevance: search keywords match the query words, multi-word keywords need all their words', () => {
    expect(keywordMatches('toyota hilux, bakkie', 'Used Toyota Hilux 2015')).toBe(true);
    expect(keywordMatches('toyota hilux', 'toyota corolla')).toBe(false);
    expect(keywordMatches('', 'anything')).toBeNull();
    const match = ad({ keywords: 'bakkie,hilux', bidCents: 100 });
    const none = ad({ keywords: 'sofa', bidCents: 250 });
    const untargeted = ad({ bidCents: 150 });
    expect(ids(selectAds([none, untargeted, match], { placement: 'search', q: 'cheap hilux' }))).toEqual([match.id, untargeted.id]);
    // Keyword mismatch × no city known.
    expect(relevance(none, { placement: 'search', q: 'cheap hilux' })).toBe(RELEVANCE.mismatch * RELEVANCE.neutral);
  });

  it('relevance: same city as the visitor ranks first; a city the page does not know is neutral', () => {
    const harare = ad({ city: 'Harare', bidCents: 100 });
    const bulawayo = ad({ city: 'Bulawayo', bidCents: 150 });
    expect(ids(selectAds([bulawayo, harare], { placement: 'home', city: 'harare' }))).toEqual([harare.id, bulawayo.id]);
    expect(ids(selectAds([harare, bulawayo], { placement: 'home' }))).toEqual([bulawayo.id, harare.id]);
  });

  it('relevance only applies the signals of its placement (no category factor on home)', () => {
    const a = ad({ categoryId: 3 });
    expect(relevance(a, { placement: 'home', categoryId: 4 })).toBe(relevance(a, { placement: 'home' }));
    expect(relevance(a, { placement: 'product', categoryId: 4 })).toBe(RELEVANCE.mismatch * relevance(a, { placement: 'home' }));
  });

  it('never more than the slots (nor the page limit)', () => {
    const many = Array.from({ length: 10 }, () => ad());
    for (const placement of ['home', 'category', 'search', 'product', 'storefront'] as const) {
      expect(selectAds(many, { placement })).toHaveLength(AD_SLOTS[placement]);
    }
    expect(selectAds(many, { placement: 'home', limit: 1 })).toHaveLength(1);
  });

  it('one ad per business: its best one', () => {
    const best = ad({ businessId: 1, bidCents: 300 });
    const second = ad({ businessId: 1, bidCents: 200 });
    const other = ad({ businessId: 2, bidCents: 100 });
    expect(ids(selectAds([second, other, best], { placement: 'home' }))).toEqual([best.id, other.id]);
  });

  it('an ad that cannot pay for one more unit is not served', () => {
    const cpmBroke = ad({ bidCents: 100, availableMillicents: 99 });
    const cpmJust = ad({ bidCents: 100, availableMillicents: 100 });
    const cpcBroke = ad({ pricing: 'cpc', bidCents: 10, availableMillicents: 9_999 });
    expect(canPayNextUnit(cpmBroke)).toBe(false);
    expect(canPayNextUnit(cpcBroke)).toBe(false);
    expect(ids(selectAds([cpmBroke, cpcBroke, cpmJust], { placement: 'home' }))).toEqual([cpmJust.id]);
  });

  it('daily budget reached: not served once today’s spend + one unit passes the budget', () => {
    const full = ad({ bidCents: 100, dailyBudgetCents: 100, spentTodayMillicents: 99_901 });
    const lastOne = ad({ bidCents: 100, dailyBudgetCents: 100, spentTodayMillicents: 99_900 });
    expect(ids(selectAds([full, lastOne], { placement: 'home' }))).toEqual([lastOne.id]);
  });

  it("a product's own ad is not shown on its own page", () => {
    const own = ad({ productId: 42, bidCents: 500 });
    const other = ad({ productId: 43 });
    expect(ids(selectAds([own, other], { placement: 'product', productId: 42 }))).toEqual([other.id]);
  });
});

describe('rankByBid', () => {
  it('keeps the ads that can pay, strongest effective bid first, older first on a tie', () => {
    const a = ad({ id: 100, pricing: 'cpc', bidCents: 10 }); // 100
    const b = ad({ id: 101, bidCents: 100 });
    const c = ad({ id: 102, bidCents: 500, availableMillicents: 0 });
    const d = ad({ id: 103, bidCents: 200 });
    expect(ids(rankByBid([b, c, a, d]))).toEqual([103, 100, 101]);
  });
});
