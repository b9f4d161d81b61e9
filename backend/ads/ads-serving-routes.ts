/**
 * GET /advertising/serve (issue #12 item 2): the ads a public page shows. One D1 read of the ads that can serve
 * now (ads-serving-queries.ts), ranked by the pure rules of ads/select-ads.ts. Public: no token, no visitor
 * state, so the answer may be cached for a few seconds like the catalogue reads. A page known by slug (category,
 * product) has its ids read beside the ads.
 */
import { serveAds, adClickUrl } from '../../schema/rest/ads-serving';
import { harareDay } from '../analytics/harare-range';
import { selectAds } from './select-ads';
import { eligibleAdsForPage } from './ads-serving-queries';
import { mount, type BackendApp } from '../http';
import { clockNow } from '../clock';

export function registerAdsServingRoutes(app: BackendApp): void {
  mount(app, serveAds, async ({ db, query, c }) => {
    const { placement, categorySlug, productSlug } = query;
    const found = await eligibleAdsForPage(db, placement, harareDay(clockNow(c)), { categorySlug, productSlug });
    // Ids given outright win over those found by slug.
    const page = {
      ...query,
      categoryId: query.categoryId ?? found.categoryId,
      productId: query.productId ?? found.productId,
      city: query.city ?? found.city,
    };
    return {
      load: selectAds(found.candidates, page).map((ad) => ({
        adID: ad.id,
        placement,
        title: ad.title,
        pricing: ad.pricing,
        business: ad.business,
        product: ad.product,
        clickUrl: adClickUrl(ad.id, placement),
      })),
    };
  });
}
