/**
 * The ads that can serve now, in one read (docs/decisions/012-ads.md "Serving"): not paused, Harare today within
 * [starts_on, ends_on], the business published (and its product, when it has one), the balance covers one more
 * unit and today's spend + that unit stays within the daily budget. Each row carries what ranking needs and the
 * card it shows (product summary or store), so serving is this one D1 read and a pure ranking
 * (backend/ads/select-ads.ts).
 */
import { and, asc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AdPlacement, AdPricing } from '../../schema/rest/ads';
import type { RestServedAd } from '../../schema/rest/ads-serving';
import type { Db } from '../db/client';
import { adDailyStats, ads, businesses, productCategories, products } from '../db/schema';
import { summaryColumns, toSummary, type SummaryRow } from '../catalogue/product-summary-queries';
import { spendableMillicents } from './ad-status';
import { rankByBid, type AdCandidate } from './select-ads';
import { harareDay } from '../analytics/harare-range';

/** nextUnitMillicents (schema/rest/ads.ts) in SQL: an impression for cpm, a click for cpc. */
const nextUnit = sql<number>`(case when ${ads.pricing} = 'cpm' then ${ads.bidCents} else ${ads.bidCents} * 1000 end)`;
const spentToday = sql<number>`coalesce(${adDailyStats.spendMillicents}, 0)`;
const available = sql<number>`(${businesses.adsBalanceCents} * 1000 - ${businesses.adsAccruedMillicents})`;

/** The most candidates one placement weighs: far more than its slots, so relevance can still reorder them. */
export const MAX_CANDIDATES = 200;

export interface EligibleAd extends AdCandidate {
  title: string;
  pricing: AdPricing;
  business: RestServedAd['business'];
  product: RestServedAd['product'];
}

/** Can this ad serve on Harare day `today`? (SQL condition over ads ⋈ businesses ⟕ products ⟕ today's stats.) */
function canServe(today: string): SQL {
  return and(
    eq(ads.paused, false),
    sql`${ads.startsOn} <= ${today}`,
    sql`${ads.endsOn} >= ${today}`,
    eq(businesses.status, 'publish'),
    isNull(businesses.suspendedAt),
    or(sql`${ads.productId} is null`, eq(products.status, 'publish')),
    sql`${available} >= ${nextUnit}`,
    sql`${spentToday} + ${nextUnit} <= ${ads.dailyBudgetCents} * 1000`,
  )!;
}

function query(db: Db, today: string, where: SQL | undefined, limit: number) {
  return (
    db
      .select({
        ...summaryColumns,
        // products.* is null for a business ad: the left join's product columns come back as a null object.
        adId: ads.id,
        title: ads.title,
        pricing: ads.pricing,
        bidCents: ads.bidCents,
        dailyBudgetCents: ads.dailyBudgetCents,
        adBusinessId: ads.businessId,
        adCategoryId: sql<number | null>`coalesce(${ads.categoryId}, ${products.categoryId})`.as('ad_category_id'),
        keywords: ads.keywords,
        adCity: ads.city,
        balanceCents: sql<number>`${businesses.adsBalanceCents}`.as('balance_cents'),
        accruedMillicents: sql<number>`${businesses.adsAccruedMillicents}`.as('accrued_millicents'),
        spentTodayMillicents: spentToday.as('spent_today'),
        bLogo: sql<string | null>`${businesses.logo}`.as('b_logo'),
        bCity: sql<string>`${businesses.city}`.as('b_city'),
      })
      .from(ads)
      .innerJoin(businesses, eq(businesses.id, ads.businessId))
      .leftJoin(products, eq(products.id, ads.productId))
      .leftJoin(adDailyStats, and(eq(adDailyStats.adId, ads.id), eq(adDailyStats.day, today)))
      .where(where ? and(canServe(today), where) : canServe(today))
      // The strongest bids first, so the cap keeps the ones that can win; older first on a tie.
      .orderBy(sql`(case when ${ads.pricing} = 'cpm' then ${ads.bidCents} else ${ads.bidCents} * 10 end) desc`, asc(ads.id))
      .limit(limit)
  );
}

type Row = Awaited<ReturnType<typeof query>>[number];

function toEligible(row: Row): EligibleAd {
  const hasProduct = row.product !== null && row.product.id !== null;
  return {
    id: row.adId,
    businessId: row.adBusinessId,
    pricing: row.pricing,
    bidCents: row.bidCents,
    dailyBudgetCents: row.dailyBudgetCents,
    categoryId: row.adCategoryId,
    keywords: row.keywords,
    city: row.adCity,
    availableMillicents: spendableMillicents(row.balanceCents, row.accruedMillicents),
    spentTodayMillicents: row.spentTodayMillicents,
    productId: row.product?.id ?? null,
    title: row.title,
    business: { bID: row.adBusinessId, slug: row.businessSlug, name: row.businessName, logo: row.bLogo, city: row.bCity },
    product: hasProduct
      ? toSummary({ product: row.product!, businessSlug: row.businessSlug, businessName: row.businessName, image: row.image } as SummaryRow)
      : null,
  };
}

export interface PageSlugs {
  categorySlug?: string;
  productSlug?: string;
}

/**
 * The ads of one placement that can serve on Harare day `today`, strongest bids first, in one read; and, for a
 * page that knows only its slugs, its category and product ids (and the product's city), read side by side
 * (not a D1 batch: a batch answers rows keyed by column name, and the ads row repeats names such as id). A
 * product's slug gives its category and city too.
 */
export async function eligibleAdsForPage(db: Db, placement: AdPlacement, today: string, slugs: PageSlugs) {
  const [rows, category, product] = await Promise.all([
    query(db, today, eq(ads.placement, placement), MAX_CANDIDATES),
    slugs.categorySlug
      ? db.select({ id: productCategories.id }).from(productCategories).where(eq(productCategories.slug, slugs.categorySlug)).limit(1)
      : [],
    slugs.productSlug
      ? db
          .select({ id: products.id, categoryId: products.categoryId, city: products.city })
          .from(products)
          .where(eq(products.slug, slugs.productSlug))
          .limit(1)
      : [],
  ]);
  return {
    candidates: rows.map(toEligible),
    categoryId: category[0]?.id ?? product[0]?.categoryId,
    productId: product[0]?.id,
    city: product[0]?.city,
  };
}

/**
 * Every ad of any placement that can serve now, ranked by bid (the promoted lists: no page context). A failed
 * read answers none, so the promoted lists fall back to the is_promoted flag rather than fail the home page.
 */
async function rankedAnyPlacement(db: Db, where: SQL | undefined): Promise<EligibleAd[]> {
  try {
    return rankByBid((await query(db, harareDay(new Date()), where, MAX_CANDIDATES)).map(toEligible));
  } catch (error) {
    console.error('promoted: running ads not read', error);
    return [];
  }
}

const unique = (ids: number[]) => [...new Set(ids)];

/** The businesses with any ad that can serve now, strongest bid first (GET /businesses/promoted). */
export async function advertisedBusinessIds(db: Db): Promise<number[]> {
  return unique((await rankedAnyPlacement(db, undefined)).map((ad) => ad.businessId));
}

/** The products with an ad that can serve now, strongest bid first (GET /products/sale-type?saleType=promoted). */
export async function advertisedProductIds(db: Db): Promise<number[]> {
  return unique((await rankedAnyPlacement(db, sql`${ads.productId} is not null`)).map((ad) => ad.productId!));
}
