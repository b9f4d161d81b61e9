/** The product-card projection every product list shares, and its mapping to the REST shape. */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { RestProductSummary } from '../../schema/rest/products';
import { TOTAL_CAP } from '../../schema/rest/shared';
import type { SQLiteColumn, SQLiteSelect } from 'drizzle-orm/sqlite-core';
import type { Db } from '../db/client';
import { businesses, dealSaving, products } from '../db/schema';
import { idList } from '../db/id-list';

const firstImage = sql<string | null>`(
  select json_object('url', pi.url, 'alt', pi.alt, 'width', pi.width, 'height', pi.height)
  from product_images pi where pi.product_id = ${products.id} order by pi.position, pi.id limit 1)`;

// The business's columns are aliased: a D1 batch answers rows keyed by column name, so an unaliased slug or
// name would be overwritten by the product's own (pageOfSummaries batches this select).
export const summaryColumns = {
  product: products,
  businessSlug: sql<string>`${businesses.slug}`.as('business_slug'),
  businessName: sql<string>`${businesses.name}`.as('business_name'),
  image: firstImage,
};

export type SummaryRow = {
  product: typeof products.$inferSelect;
  businessSlug: string;
  businessName: string;
  image: string | null;
};

export function toSummary(row: SummaryRow): RestProductSummary {
  const p = row.product;
  const hasRate = (p.kind === 'hire_item' || p.kind === 'trades_services') && p.rateCents !== null;
  // A rental's price is a rate per its period (issue 31): every card says "$650.00 per month", not "$650.00".
  const rentPeriod = p.kind === 'real_estate' && p.listingType === 'rent' ? p.rentPeriod : null;
  const isAuction = p.kind === 'auction' || p.kind === 'auction_real_estate';
  return {
    id: p.id,
    slug: p.slug,
    name: p.name,
    kind: p.kind,
    priceCents: p.priceCents,
    regularPriceCents: p.regularPriceCents,
    currency: 'USD',
    image: row.image ? JSON.parse(row.image) : null,
    city: p.city,
    isDeal: p.isDeal,
    isPromoted: p.isPromoted,
    rating: { average: p.ratingAverage, count: p.reviewCount },
    business: { id: p.businessId, slug: row.businessSlug, name: row.businessName },
    rate: hasRate ? { cents: p.rateCents!, unit: p.rateUnit ?? 'job' } : rentPeriod ? { cents: p.priceCents, unit: rentPeriod } : null,
    auction:
      isAuction && p.auctionEndsAt ? { startCents: p.auctionStartCents ?? p.priceCents, endsAt: p.auctionEndsAt, status: p.auctionStatus } : null,
    stockQuantity: p.stockQuantity,
  };
}

/** Only published products of published businesses are public. */
export const isPublic = and(eq(products.status, 'publish'), eq(businesses.status, 'publish'))!;

/**
 * isPublic for a query that another lookup should drive (a list of ids, a term's full-text matches). SQLite has no
 * statistics here, so it takes `status = 'publish'` for a selective index term and walks a status index of the whole
 * catalogue, testing each listing against the ids or the matches (issue 30: 20,000 rows read at 20,000 listings to
 * show four related products). The unary + keeps the term off every index; it still filters.
 */
export const isPublicLookedUp = and(sql`+${products.status} = 'publish'`, eq(businesses.status, 'publish'))!;

export interface ListOptions {
  where?: SQL;
  orderBy?: (SQL | SQLiteColumn)[];
  /** -1 means all (spec §9). */
  limit: number;
  offset?: number;
}

function summariesQuery(db: Db, { where, orderBy, limit, offset = 0 }: ListOptions) {
  const filter = publicWhere(where);
  const order = orderBy ?? [sql`${products.createdAt} desc`, products.id];
  const cards = db.select(summaryColumns).from(products).innerJoin(businesses, eq(businesses.id, products.businessId)).$dynamic();
  if (limit === -1) return cards.where(filter).orderBy(...order);
  // The page's ids first, then their cards: SQLite works out a row's columns (its photo's subquery among them)
  // before it sorts, so sorting the cards themselves would look up a photo for every matching row (issue 30).
  const page = db
    .select({ id: products.id })
    .from(products)
    .innerJoin(businesses, eq(businesses.id, products.businessId))
    .where(filter)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  return cards.where(inArray(products.id, page)).orderBy(...order);
}

/** Today's deals: biggest saving first, then the newest; read off products_deal_saving_idx (migration 0041). */
export const DEALS_ORDER = [sql`${dealSaving(products)} desc`, sql`${products.createdAt} desc`, products.id];

/** Public products, and those of them `where` matches. */
const publicWhere = (where?: SQL): SQL => (where ? and(isPublic, where)! : isPublic);

/**
 * How many products (with their business) `where` matches, counting no further than `upTo` (by default TOTAL_CAP
 * + 1, enough to say "1,000+"): an index walk of at most that many matches, however large the catalogue (issue
 * 30). `'all'` counts them all, for a list that reads them all anyway. `where` must hold the visibility it wants.
 */
export function countMatches(db: Db, where: SQL, upTo: number | 'all' = TOTAL_CAP + 1) {
  return countUpTo(
    db,
    db.select({ one: sql`1` }).from(products).innerJoin(businesses, eq(businesses.id, products.businessId)).where(where).$dynamic(),
    upTo,
  );
}

/** How many rows `matching` (a dynamic select of one constant) has, counting no further than `upTo`. */
export function countUpTo(db: Db, matching: SQLiteSelect, upTo: number | 'all') {
  return db.select({ n: sql<number>`count(*)` }).from((upTo === 'all' ? matching : matching.limit(upTo)).as('matching'));
}

export async function listSummaries(db: Db, options: ListOptions) {
  return (await summariesQuery(db, options)).map(toSummary);
}

/** The public cards of these ids, in the order given: each looked up by its id, never a walk of the catalogue. */
export async function summariesByIds(db: Db, ids: number[]): Promise<RestProductSummary[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(summaryColumns)
    .from(products)
    .innerJoin(businesses, eq(businesses.id, products.businessId))
    .where(and(sql`${products.id} in ${idList(ids)}`, isPublicLookedUp));
  const position = new Map(ids.map((id, index) => [id, index]));
  return rows.map(toSummary).sort((a, b) => position.get(a.id)! - position.get(b.id)!);
}

/**
 * A page of summaries and how many match (counted up to TOTAL_CAP + 1, or all of them for a list of all: limit
 * -1), in one D1 batch (one round trip).
 */
export async function pageOfSummaries(db: Db, options: ListOptions): Promise<{ items: RestProductSummary[]; counted: number }> {
  // The list's own filter (a category, a store, the deals) drives its count off that filter's index: with status
  // indexable, SQLite walked the catalogue testing each listing until 1,001 matched (issue 30).
  const countWhere = options.where ? and(isPublicLookedUp, options.where)! : isPublic;
  const [rows, counted] = await db.batch([summariesQuery(db, options), countMatches(db, countWhere, options.limit === -1 ? 'all' : undefined)]);
  return { items: rows.map(toSummary), counted: counted[0]?.n ?? 0 };
}

export function paging(page: number, perPage: number, total: number) {
  return { page, perPage, total, totalPages: perPage > 0 ? Math.ceil(total / perPage) : 1 };
}

/** Paging of a public list (products, stores) from a capped count (countUpTo): past TOTAL_CAP it reads "1,000+". */
export function cappedPaging(page: number, perPage: number, counted: number) {
  const totalIsCapped = counted > TOTAL_CAP;
  return { ...paging(page, perPage, totalIsCapped ? TOTAL_CAP : counted), totalIsCapped };
}
