/** Product reads: single product, related, deals and promoted, a business's products (spec §7). */
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import * as contract from '../../schema/rest/products';
import { HttpError, mount, type BackendApp } from '../http';
import { loadCategoryTree } from './category-tree-queries';
import { findProductDetail } from './product-detail-queries';
import { findSellerCard } from '../businesses/businesses-queries';
import { reviewsPage } from '../reviews/product-reviews-queries';
import { findRelatedSource, relatedSummaries } from './related-products-queries';
import { viewerBusinessIds } from '../businesses/business-access-queries';
import { cappedPaging, DEALS_ORDER, pageOfSummaries, paging } from './product-summary-queries';
import { businesses, products } from '../db/schema';
import { advertisedProductIds } from '../ads/ads-serving-queries';

export function registerProductRoutes(app: BackendApp): void {
  mount(app, contract.getProduct, async ({ db, query, c }) => {
    // An unpublished product is not found, except by the vendor whose business sells it.
    const [tree, runBy] = await Promise.all([loadCategoryTree(db), viewerBusinessIds(c, db)]);
    const found = await findProductDetail(db, tree, query.slug, runBy);
    if (!found) throw new HttpError(404, `No product found with slug: ${query.slug}`);
    const { detail, categoryId } = found;
    // The page extras (contract.productPageExtras): what the product page shows around it, in this same read.
    const [seller, reviews, related] = await Promise.all([
      findSellerCard(db, detail.business.id),
      reviewsPage(db, { id: detail.id, ratingAverage: detail.rating.average, reviewCount: detail.rating.count }, 1, contract.REVIEWS_ON_PAGE),
      relatedSummaries(db, tree, { id: detail.id, categoryId, businessId: detail.business.id }, contract.RELATED_ON_PAGE),
    ]);
    return seller ? { ...detail, page: { seller, reviews, related } } : detail;
  });

  mount(app, contract.relatedProducts, async ({ db, query }) => {
    const source = await findRelatedSource(db, query.slug);
    if (!source) throw new HttpError(404, `No product found with slug: ${query.slug}`);
    return { load: await relatedSummaries(db, await loadCategoryTree(db), source, query.limit) };
  });

  mount(app, contract.productsBySaleType, async ({ db, query }) => {
    const wanted = new Set(query.saleType);
    // Issue #12: promoted means a product with an ad that can serve now, strongest bid first; while none runs,
    // the seeded is_promoted flag, so the home page still shows featured products.
    const advertised = wanted.has('promoted') ? await advertisedProductIds(db) : [];
    const promoted = advertised.length > 0 ? inArray(products.id, advertised) : eq(products.isPromoted, true);
    const where = or(wanted.has('deals') ? eq(products.isDeal, true) : undefined, wanted.has('promoted') ? promoted : undefined);
    const offset = (query.page - 1) * query.per_page;
    const adRank =
      advertised.length > 0
        ? [
            sql`case ${products.id} ${sql.join(
              advertised.map((id, i) => sql`when ${id} then ${i}`),
              sql` `,
            )} else ${advertised.length} end`,
          ]
        : [];
    const { items: load, counted } = await pageOfSummaries(db, {
      where,
      // Advertised ones by bid; then biggest saving first for deals; promoted ones newest first.
      orderBy: [...adRank, ...DEALS_ORDER],
      limit: query.per_page,
      offset,
    });
    return { load, pageInfo: cappedPaging(query.page, query.per_page, counted) };
  });

  mount(app, contract.businessProducts, async ({ db, query }) => {
    const where = eq(products.businessId, query.bID);
    const all = query.limit === -1;
    // Public summaries only show for a published business, so only an empty answer needs to ask which it is.
    const { items: load, counted } = await pageOfSummaries(db, {
      where,
      limit: query.limit,
      offset: all ? 0 : (query.page - 1) * query.limit,
    });
    if (counted === 0) {
      const [business] = await db
        .select({ id: businesses.id })
        .from(businesses)
        .where(and(eq(businesses.id, query.bID), eq(businesses.status, 'publish')))
        .limit(1);
      if (!business) throw new HttpError(404, `No business with id ${query.bID}`);
    }
    return {
      load,
      // All of them are read and counted exactly; a page counts up to the cap.
      pageInfo: all ? paging(1, counted, counted) : cappedPaging(query.page, query.limit, counted),
    };
  });
}
