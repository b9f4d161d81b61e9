/**
 * Which ads a public page shows (issue #12 item 2; docs/decisions/012-ads.md "Serving"). Public and cacheable:
 * the answer depends only on the query, so the edge and the gateway may keep it for a few seconds.
 *
 * GET /advertising/serve?placement=&categoryId=&q=&city=&productId=&limit= → {load: [ad]}: the ads that can serve
 * now (not paused, Harare today within their days, business — and product — published, the balance covers one
 * more unit, today's spend + that unit within the daily budget), ranked by effective bid × relevance, at most
 * AD_SLOTS[placement] (or `limit` when smaller) and one per business. `productId` is the page's product: its own
 * ad is not shown on its own page. `categorySlug` / `productSlug` name them by slug instead (a product's slug also
 * gives its category). Default failure: 'Error fetching ads'.
 */
import { z } from 'zod';
import { AD_PRICING, AD_SLOTS } from './ads';
import { adPlacement, AD_CLICK_PATH } from './ads-events';
import { businessSummary } from './businesses';
import { defineCall, noInput, queryInt, slugParam } from './call';
import { productSummary } from './products';

const maxSlots = Math.max(...Object.values(AD_SLOTS));

/** Free text is trimmed and cut, never refused: a hostile query string only narrows relevance. */
const text = (max: number) =>
  z
    .string()
    .max(2000, `must be at most 2000 characters`)
    .transform((s) => s.trim().slice(0, max))
    .optional()
    .transform((s) => (s ? s : undefined));

export const serveAdsQuery = z.object({
  placement: adPlacement,
  categoryId: queryInt(1, Number.MAX_SAFE_INTEGER).optional(),
  q: text(200),
  city: text(80),
  productId: queryInt(1, Number.MAX_SAFE_INTEGER).optional(),
  /** The page's category or product by slug, for pages that know only their slug: read in the same round trip. */
  categorySlug: slugParam.optional(),
  productSlug: slugParam.optional(),
  limit: queryInt(1, maxSlots).optional(),
});
export type ServeAdsQuery = z.output<typeof serveAdsQuery>;

/** The store card of an ad: what the stores list and the home page show of a business. */
export const servedBusiness = businessSummary.pick({ bID: true, slug: true, name: true, logo: true, city: true });

export const servedAd = z.object({
  adID: z.number().int(),
  placement: adPlacement,
  title: z.string(),
  pricing: z.enum(AD_PRICING),
  business: servedBusiness,
  /** The product promoted; null when the ad promotes the business (a store card). */
  product: productSummary.nullable(),
  /** The no-JavaScript click link (AD_CLICK_PATH): records the click and redirects to the product or store. */
  clickUrl: z.string(),
});
export type RestServedAd = z.infer<typeof servedAd>;

export const serveAds = defineCall({
  name: 'serveAds',
  method: 'GET',
  path: '/advertising/serve',
  query: serveAdsQuery,
  body: noInput,
  data: z.object({ load: z.array(servedAd) }),
  unwrap: 'load',
});

/** `/ads/click/{adID}?placement=…`: the link every served ad carries. */
export function adClickUrl(adID: number, placement: string): string {
  return `${AD_CLICK_PATH}/${adID}?placement=${encodeURIComponent(placement)}`;
}
