/** Business reads and their mapping to the REST shapes. */
import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { RestBusinessDetail, RestBusinessSummary } from '../../schema/rest/businesses';
import type { RestProductPageExtras } from '../../schema/rest/products';
import type { Db } from '../db/client';
import { businessCategories, businessCategoryLinks, businesses, isPublicStoreSql } from '../db/schema';
import { idList } from '../db/id-list';

export type BusinessRow = typeof businesses.$inferSelect;

// A store's published listings, kept by triggers (migration 0042) rather than counted per card (issue 30). Written
// out with an alias and a qualified outer column: Drizzle leaves columns unqualified in single-table selects.
export const productCount = sql<number>`coalesce((select c.n from business_product_counts c where c.business_id = "businesses"."id"), 0)`;

/**
 * A public store: published, and not suspended by a moderator (migration 0030). Written literally, as the partial
 * indexes of the public stores say it (migration 0045): the store lists read their pages off those.
 */
export const isPublicStore = isPublicStoreSql(businesses);

export async function categoriesOf(db: Db, ids: number[]) {
  if (ids.length === 0) return new Map<number, { id: number; name: string }[]>();
  const rows = await db
    .select({ businessId: businessCategoryLinks.businessId, id: businessCategories.id, name: businessCategories.name })
    .from(businessCategoryLinks)
    .innerJoin(businessCategories, eq(businessCategories.id, businessCategoryLinks.categoryId))
    .where(sql`${businessCategoryLinks.businessId} in ${idList(ids)}`)
    .orderBy(businessCategories.id);
  const out = new Map<number, { id: number; name: string }[]>();
  for (const r of rows) out.set(r.businessId, [...(out.get(r.businessId) ?? []), { id: r.id, name: r.name }]);
  return out;
}

export function toSummary(b: BusinessRow, count: number, cats: { id: number; name: string }[]): RestBusinessSummary {
  return {
    bID: b.id,
    slug: b.slug,
    name: b.name,
    logo: b.logo,
    city: b.city,
    categories: cats,
    productCount: count,
    isPromoted: b.isPromoted,
  };
}

/** Where a page of the stores list goes on from: the store's place in its order, or null for an unknown store. */
export type StoreListCursor = { createdAt: string; id: number };

export async function storeListCursor(db: Db, id: number): Promise<StoreListCursor | null> {
  const [row] = await db.select({ createdAt: businesses.createdAt, id: businesses.id }).from(businesses).where(eq(businesses.id, id)).limit(1);
  return row ?? null;
}

export async function listBusinessSummaries(db: Db, opts: { where?: SQL; limit: number; after?: StoreListCursor }) {
  // Past the cursor in the list's order (newest first, then the id): a seek into businesses_public_newest_idx.
  const after = opts.after && sql`(${businesses.createdAt}, ${businesses.id}) < (${opts.after.createdAt}, ${opts.after.id})`;
  let query = db
    .select({ business: businesses, productCount })
    .from(businesses)
    .where(and(isPublicStore, opts.where, after))
    // Newest first, ties newest id first: the order of businesses_public_newest_idx (migration 0045), so a page is a
    // walk of its rows and the list of all of them one pass of the index, never a sort of every store (issue 30).
    .orderBy(desc(businesses.createdAt), desc(businesses.id))
    .$dynamic();
  if (opts.limit !== -1) query = query.limit(opts.limit);
  const rows = await query;
  const cats = await categoriesOf(
    db,
    rows.map((r) => r.business.id),
  );
  return rows.map((r) => toSummary(r.business, r.productCount, cats.get(r.business.id) ?? []));
}

/** What a product page shows of its seller (the product read's page extras): the card, and how to reach them. */
export async function findSellerCard(db: Db, businessId: number): Promise<RestProductPageExtras['seller'] | null> {
  const [row] = await db
    .select({ logo: businesses.logo, city: businesses.city, phone: businesses.phone, whatsApp: businesses.whatsApp, productCount })
    .from(businesses)
    .where(eq(businesses.id, businessId))
    .limit(1);
  return row ?? null;
}

export async function findBusinessDetail(db: Db, slug: string): Promise<RestBusinessDetail | null> {
  const [row] = await db
    .select({ business: businesses, productCount })
    .from(businesses)
    .where(and(eq(businesses.slug, slug), eq(businesses.status, 'publish'), isNull(businesses.suspendedAt)))
    .limit(1);
  if (!row) return null;
  const b = row.business;
  const cats = await categoriesOf(db, [b.id]);
  return {
    ...toSummary(b, row.productCount, cats.get(b.id) ?? []),
    description: b.description,
    coverImage: b.coverImage,
    phone: b.phone,
    whatsApp: b.whatsApp,
    email: b.email,
    website: b.website,
    address: {
      shopAddress: b.shopAddress,
      streetAddress: b.streetAddress,
      suburb: b.suburb,
      city: b.city,
      province: b.province,
      country: b.country,
    },
    openingTimes: JSON.parse(b.openingTimes),
    socials: JSON.parse(b.socials),
    coordinates: { lat: b.lat, lng: b.lng },
  };
}
