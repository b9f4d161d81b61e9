/**
 * Which eligible ads a placement shows, and in what order (pure; docs/decisions/012-ads.md "Serving").
 *
 * score = effective bid × relevance, where the effective bid compares both pricings per 1,000 impressions: a cpm
 * bid as is, a cpc bid × 10 (an assumed 1% click-through: 1,000 impressions bring 10 clicks). Relevance is the
 * product of one factor per signal the page gives: MATCH when the ad targets what the page shows, NEUTRAL when
 * either side says nothing, MISMATCH when they differ. A mismatch only lowers an ad (a matching ad wins unless
 * the other bids 4× more): with few advertisers an empty slot earns nobody anything. The one exclusion is a
 * product's own ad on its own page. Ties go to the older ad. At most the placement's slots, one ad per business.
 * The money rules are checked again here (the SQL already applies them) so ranking never serves an ad that
 * cannot pay for the unit it is about to show.
 */
import { AD_SLOTS, nextUnitMillicents, type AdPlacement, type AdPricing } from '../../schema/rest/ads';

export interface AdCandidate {
  id: number;
  businessId: number;
  pricing: AdPricing;
  bidCents: number;
  dailyBudgetCents: number;
  /** The category it targets (its own, else its product's); null: any. */
  categoryId: number | null;
  /** Lower-case search terms separated by commas. */
  keywords: string;
  city: string | null;
  /** What the business can still spend: balance × 1000 − accrued. */
  availableMillicents: number;
  /** Today's (Harare) spend of this ad. */
  spentTodayMillicents: number;
  /** The product it promotes; null for a store ad. */
  productId?: number | null;
}

export interface PageContext {
  placement: AdPlacement;
  /** The category the page shows (category page) or the page's product's category (product page). */
  categoryId?: number;
  /** The search query (search page). */
  q?: string;
  /** The visitor's or the page's city, when known. */
  city?: string;
  /** The product the page shows: its own ad is not shown there. */
  productId?: number;
  /** Fewer than the placement's slots, when the page has less room. */
  limit?: number;
}

export const RELEVANCE = { match: 1, neutral: 0.5, mismatch: 0.25 } as const;

/** Per 1,000 impressions: cpc bids are weighted by an assumed 1% click-through. */
export function effectiveBid(ad: Pick<AdCandidate, 'pricing' | 'bidCents'>): number {
  return ad.pricing === 'cpm' ? ad.bidCents : ad.bidCents * 10;
}

/** Can the ad pay for one more unit, from the balance and within today's budget? */
export function canPayNextUnit(ad: AdCandidate): boolean {
  const unit = nextUnitMillicents(ad.pricing, ad.bidCents);
  return ad.availableMillicents >= unit && ad.spentTodayMillicents + unit <= ad.dailyBudgetCents * 1000;
}

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** Does any of the ad's keywords (all of its words) appear among the query's words? */
export function keywordMatches(keywords: string, query: string): boolean | null {
  const terms = keywords
    .split(',')
    .map(words)
    .filter((t) => t.length > 0);
  if (terms.length === 0) return null;
  const asked = new Set(words(query));
  return terms.some((term) => term.every((w) => asked.has(w)));
}

function factor(match: boolean | null): number {
  return match === null ? RELEVANCE.neutral : match ? RELEVANCE.match : RELEVANCE.mismatch;
}

export function relevance(ad: AdCandidate, page: PageContext): number {
  let score = 1;
  if (page.placement === 'category' || page.placement === 'product') {
    score *= factor(ad.categoryId === null || page.categoryId === undefined ? null : ad.categoryId === page.categoryId);
  }
  if (page.placement === 'search') score *= factor(page.q ? keywordMatches(ad.keywords, page.q) : null);
  const city = page.city?.trim().toLowerCase();
  score *= factor(!ad.city || !city ? null : ad.city.trim().toLowerCase() === city);
  return score;
}

/** The ads to show, best first: at most the placement's slots (or page.limit), one per business. */
export function selectAds<T extends AdCandidate>(candidates: readonly T[], page: PageContext): T[] {
  const slots = Math.min(AD_SLOTS[page.placement], page.limit ?? Infinity);
  const ranked = candidates
    .filter((ad) => canPayNextUnit(ad) && !(page.productId !== undefined && ad.productId === page.productId))
    .map((ad) => ({ ad, score: effectiveBid(ad) * relevance(ad, page) }))
    .sort((a, b) => b.score - a.score || a.ad.id - b.ad.id);
  const chosen: T[] = [];
  const businesses = new Set<number>();
  for (const { ad } of ranked) {
    if (chosen.length >= slots) break;
    if (businesses.has(ad.businessId)) continue;
    businesses.add(ad.businessId);
    chosen.push(ad);
  }
  return chosen;
}

/** The promoted lists: every ad that can pay, strongest effective bid first, older first on a tie (no page context). */
export function rankByBid<T extends AdCandidate>(candidates: readonly T[]): T[] {
  return candidates.filter(canPayNextUnit).sort((a, b) => effectiveBid(b) - effectiveBid(a) || a.id - b.id);
}
