/**
 * The public reads of ezw/v1 (the spec makes some reads POSTs, WordPress-style): what anyone may see, asked without a
 * user token. The edge cache stores them for as long as their policy says (server/edge-cache.ts, DESIGN §6), and the
 * backend reads them from a D1 replica (backend/db/read-replica.ts). Paths relative to the API base.
 */
export interface CachePolicy {
  /** Seconds an answer is fresh. */
  ttl: number;
  /** Seconds after that it may still be served while a fresh copy is fetched. */
  swr: number;
}

/** Lists (and a product, which carries its reviews and related products) change as vendors list and sell; category and page metadata rarely. */
export const SHORT: CachePolicy = { ttl: 60, swr: 300 };
export const LONG: CachePolicy = { ttl: 600, swr: 3600 };
/**
 * The ads a placement serves. What can serve changes by the second (today's spend), but billing never takes a
 * unit the balance or the daily budget cannot cover (docs/decisions/012-ads.md) and every ad change purges, so
 * reusing an answer for a few seconds costs no vendor money; it spares every uncached page its D1 round trip.
 */
export const ADS: CachePolicy = { ttl: 10, swr: 20 };
/** Public reads of ezw/v1 (the spec makes some reads POSTs, WordPress-style), path relative to the API base. */
const POLICIES: [method: string, path: RegExp, policy: CachePolicy][] = [
  ['GET', /^\/categories$/, LONG],
  ['POST', /^\/categories$/, LONG],
  ['POST', /^\/categories\/popularCategories$/, LONG],
  ['POST', /^\/category\/menu$/, LONG],
  // Editors' business categories (issue 29): every change purges, so long is safe.
  ['GET', /^\/business-categories$/, LONG],
  ['POST', /^\/menu$/, LONG],
  ['POST', /^\/attributes$/, LONG],
  ['GET', /^\/pages$/, LONG],
  // Editors' testimonials and notice bar (issue 29): every change purges, so long is safe.
  ['GET', /^\/testimonials$/, LONG],
  ['GET', /^\/notice-bar$/, LONG],
  ['POST', /^\/business$/, LONG],
  ['GET', /^\/subscriptions\/packages$/, LONG],
  // A product carries its first reviews and related products (its page extras): as fresh as those lists.
  ['POST', /^\/product$/, SHORT],
  ['GET', /^\/products\/related$/, SHORT],
  ['GET', /^\/products\/sale-type$/, SHORT],
  // A product's reviews: a new review names its product in the purge header (backend/reviews/reviews-routes.ts).
  ['GET', /^\/products\/reviews$/, SHORT],
  ['GET', /^\/advertising\/serve$/, ADS],
  ['POST', /^\/products$/, SHORT],
  ['GET', /^\/businesses(\/promoted)?\/?$/, SHORT],
  ['GET', /^\/businesses\/search$/, SHORT],
  ['GET', /^\/products\/storeFinder$/, SHORT],
  ['GET', /^\/search(\/filter(\/categories|\/attributes)?)?$/, SHORT],
  // The ZWG rate changes at most daily; a change bumps the generation (purge header), so short is plenty.
  ['GET', /^\/exchange-rates\/(current|history)$/, SHORT],
];

export function policyFor(method: string, apiPath: string): CachePolicy | null {
  const path = apiPath.length > 1 ? apiPath.replace(/\/+$/, '') : apiPath;
  return POLICIES.find(([m, p]) => m === method && p.test(path))?.[2] ?? null;
}
