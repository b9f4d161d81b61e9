/**
 * The vendor's own product list and bulk status changes (schema/rest/vendor-catalogue.ts). Unlike the public
 * lists (product-summary.ts) these read drafts too: the caller has already been checked to run the business.
 */
import { and, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { RestVendorProductItem } from '../../schema/rest/vendor-catalogue';
import type { ProductKind } from '../../schema/rest/shared';
import type { Db } from '../db/client';
import { cartItems, offers, orderItems, reviews, wishlistItems, buyerRequestResponses, productReports } from '../orders/buying-tables';
import { productAttributeTerms, productCategories, productImages, productVariations, products } from '../db/schema';
import { activeSubscription, ownedBusinesses, publishedProductCount } from '../auth/accounts-queries';
import { runBatch, type Statement } from '../db/run-batch';
import { idList } from '../db/id-list';

const firstImage = sql<string | null>`(
  select json_object('url', pi.url, 'alt', pi.alt, 'width', pi.width, 'height', pi.height)
  from product_images pi where pi.product_id = ${products.id} order by pi.position, pi.id limit 1)`;

export interface VendorListFilter {
  businessId: number;
  term?: string;
  kind?: ProductKind;
  status?: 'publish' | 'draft';
}

/** `%` and `_` in what the vendor typed are literal characters, not wildcards. */
function likePattern(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function filterWhere(f: VendorListFilter, withStatus = true): SQL {
  const term = f.term?.trim();
  return and(
    eq(products.businessId, f.businessId),
    f.kind ? eq(products.kind, f.kind) : undefined,
    withStatus && f.status ? eq(products.status, f.status) : undefined,
    term
      ? or(
          sql`lower(${products.name}) like ${likePattern(term)} escape '\\'`,
          sql`lower(coalesce(${products.sku}, '')) like ${likePattern(term)} escape '\\'`,
        )
      : undefined,
  )!;
}

/**
 * The list's order, newest change first: products_business_changed_idx and products_business_status_changed_idx
 * (migration 0048) hold it, so a page is a walk of the store's index, never a sort of its every listing.
 */
const changed = sql`coalesce(${products.updatedAt}, ${products.createdAt})`;
const NEWEST_CHANGE = [desc(changed), desc(products.id)];

/**
 * The business's listings by status under the filter: without a term, from the counts kept per store, kind and
 * status (business_facet_counts, migration 0048: hundreds of rows however many listings); a term too short for the
 * trigram index (a substring of the name or SKU) counts its matches live.
 */
function statusCounts(db: Db, f: VendorListFilter): Promise<{ status: string; n: number }[]> {
  if (f.term?.trim()) {
    return db.select({ status: products.status, n: sql<number>`count(*)` }).from(products).where(filterWhere(f, false)).groupBy(products.status);
  }
  return db.all(sql`
    select status, sum(n) as n from business_facet_counts
    where business_id = ${f.businessId} ${f.kind ? sql`and kind = ${f.kind}` : sql``}
    group by status`);
}

/** The card of each listing of a page (`which`: the page's ids), newest change first. */
function pageCards(db: Db, which: SQL) {
  return db
    .select({
      product: products,
      image: firstImage,
      category: { id: productCategories.id, slug: productCategories.slug, name: productCategories.name },
    })
    .from(products)
    .innerJoin(productCategories, eq(productCategories.id, products.categoryId))
    .where(which)
    .orderBy(...NEWEST_CHANGE);
}

/** Terms this long are looked up by trigram (vendor_product_text, migration 0048); shorter ones test each listing. */
const TRIGRAM = 3;

/** The FTS5 query for the store's listings whose name or SKU holds `term`: a phrase of its trigrams, quotes doubled. */
const textQuery = (businessId: number, term: string) => `store : "#${businessId}#" AND {name sku} : "${term.replaceAll('"', '""')}"`;

/**
 * A search of three characters or more: the store's matches looked up in its trigram index, each read once by id
 * (its status and last change), counted and sorted here, and only the page's cards read: as many rows as matches,
 * not the store's every listing. The store and kind are kept off the indexes (unary +): the matches drive.
 */
async function listByText(db: Db, f: VendorListFilter, term: string, page: number, perPage: number) {
  const matches = await db
    .select({ id: products.id, status: products.status, changed: sql<string>`${changed}` })
    .from(products)
    .where(
      and(
        sql`${products.id} in (select rowid from vendor_product_text where vendor_product_text match ${textQuery(f.businessId, term)})`,
        sql`+${products.businessId} = ${f.businessId}`,
        f.kind ? sql`+${products.kind} = ${f.kind}` : undefined,
      ),
    );
  const statusCounted = ['publish', 'draft'].map((status) => ({ status, n: matches.filter((m) => m.status === status).length }));
  const shown = matches
    .filter((m) => !f.status || m.status === f.status)
    .sort((a, b) => (a.changed === b.changed ? b.id - a.id : a.changed < b.changed ? 1 : -1))
    .slice((page - 1) * perPage, page * perPage);
  const rows = shown.length ? await pageCards(db, sql`${products.id} in ${idList(shown.map((m) => m.id))}`) : [];
  return { rows, statusCounted };
}

async function listByWalk(db: Db, f: VendorListFilter, page: number, perPage: number) {
  // The page's ids first, off the index in order, then their cards: a card's photo is looked up for the page only.
  const pageIds = db
    .select({ id: products.id })
    .from(products)
    .where(filterWhere(f))
    .orderBy(...NEWEST_CHANGE)
    .limit(perPage)
    .offset((page - 1) * perPage);
  const [rows, statusCounted] = await Promise.all([
    pageCards(db, inArray(products.id, pageIds)),
    // Counts by status under the same search, so the filter can say how many drafts match.
    statusCounts(db, f),
  ]);
  return { rows, statusCounted };
}

export async function listVendorProducts(db: Db, f: VendorListFilter, page: number, perPage: number) {
  const term = f.term?.trim();
  const { rows, statusCounted } =
    term && [...term].length >= TRIGRAM ? await listByText(db, f, term, page, perPage) : await listByWalk(db, f, page, perPage);
  const count = (s: string) => statusCounted.find((c) => c.status === s)?.n ?? 0;
  const counts = { all: count('publish') + count('draft'), publish: count('publish'), draft: count('draft') };
  const total = f.status ? counts[f.status] : counts.all;
  const load: RestVendorProductItem[] = rows.map(({ product: p, image, category }) => ({
    id: p.id,
    slug: p.slug,
    name: p.name,
    kind: p.kind,
    status: p.status === 'draft' ? 'draft' : 'publish',
    priceCents: p.priceCents,
    regularPriceCents: p.regularPriceCents,
    stockQuantity: p.stockQuantity,
    sku: p.sku,
    category,
    image: image ? JSON.parse(image) : null,
    updatedAt: p.updatedAt ?? p.createdAt,
  }));
  return { load, counts, total };
}

/** The business's products among `ids`, with what the purge tags and the limit check need. */
export async function productsOfBusiness(db: Db, businessId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: products.id, slug: products.slug, status: products.status })
    .from(products)
    .where(and(eq(products.businessId, businessId), inArray(products.id, ids)));
}

/**
 * How many more products the user may publish under their package: Infinity for unlimited (-1), 0 without a
 * subscription. Counted as the session counts (published products of all their businesses), so the dashboard's
 * "at limit" and the API agree.
 */
/** How many products the package lets the user publish in all (-1: no limit; no package: none). */
export function packageProductLimit(subscription: { pkg: { limits: string } } | null): number {
  const limits = subscription ? (JSON.parse(subscription.pkg.limits || '{}') as Record<string, number>) : {};
  return typeof limits.products === 'number' ? limits.products : 0;
}

export async function publishAllowance(db: Db, userId: number, now: Date): Promise<{ limit: number; remaining: number }> {
  const [subscription, owned] = await Promise.all([activeSubscription(db, userId, now), ownedBusinesses(db, userId)]);
  const limit = packageProductLimit(subscription);
  if (limit === -1) return { limit, remaining: Number.POSITIVE_INFINITY };
  const used = await publishedProductCount(
    db,
    owned.map((b) => b.bID),
  );
  return { limit, remaining: Math.max(0, limit - used) };
}

/** The capabilities of the user's active package (without the perm_ prefix). */
export async function packageCapabilities(db: Db, userId: number, now: Date): Promise<string[]> {
  const subscription = await activeSubscription(db, userId, now);
  if (!subscription) return [];
  try {
    const parsed: unknown = JSON.parse(subscription.pkg.capabilities);
    return Array.isArray(parsed) ? parsed.filter((c): c is string => typeof c === 'string') : [];
  } catch {
    return [];
  }
}

export async function setStatus(db: Db, businessId: number, ids: number[], status: 'publish' | 'draft', now: Date) {
  if (ids.length === 0) return;
  await db
    .update(products)
    .set({ status, updatedAt: now.toISOString() })
    .where(and(eq(products.businessId, businessId), inArray(products.id, ids)));
}

/** Ids among `ids` that orders, reviews, offers, reports or buyer-request answers point at: they cannot go. */
export async function referencedIds(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const lists = await Promise.all([
    db.selectDistinct({ id: orderItems.productId }).from(orderItems).where(inArray(orderItems.productId, ids)),
    db.selectDistinct({ id: reviews.productId }).from(reviews).where(inArray(reviews.productId, ids)),
    db.selectDistinct({ id: offers.productId }).from(offers).where(inArray(offers.productId, ids)),
    db.selectDistinct({ id: productReports.productId }).from(productReports).where(inArray(productReports.productId, ids)),
    db
      .selectDistinct({ id: sql<number>`${buyerRequestResponses.productId}` })
      .from(buyerRequestResponses)
      .where(inArray(buyerRequestResponses.productId, ids)),
  ]);
  return new Set(lists.flat().map((r) => r.id));
}

/** Deletes the products and everything that only exists for them, in one batch (D1's transaction). */
export async function deleteProducts(db: Db, businessId: number, ids: number[]) {
  if (ids.length === 0) return;
  const statements: Statement[] = [
    db.delete(cartItems).where(inArray(cartItems.productId, ids)),
    db.delete(wishlistItems).where(inArray(wishlistItems.productId, ids)),
    db.delete(productAttributeTerms).where(inArray(productAttributeTerms.productId, ids)),
    db.delete(productVariations).where(inArray(productVariations.productId, ids)),
    db.delete(productImages).where(inArray(productImages.productId, ids)),
    db.delete(products).where(and(eq(products.businessId, businessId), inArray(products.id, ids))),
  ];
  await runBatch(db, statements);
}
