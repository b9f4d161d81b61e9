/**
 * Business settings writes and the draft read: slugs (unique, stable, old ones kept for redirects), the
 * category links and the mapping to schema/rest/business-settings.ts. Each write is one D1 batch, so a
 * business never exists without its categories or loses its old slug halfway.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { slugStartsWith } from '../db/slug-prefix';
import { SOCIAL_NETWORKS, WEEKDAYS, defaultOpeningTimes, storedOpeningTimes } from '../../schema/rest/business-rules';
import type { BusinessDraftValues, RestBusinessSettings } from '../../schema/rest/business-settings';
import type { Db } from '../db/client';
import { businessCategories, businessCategoryLinks, businesses, businessSlugRedirects } from '../db/schema';
import { runBatch, type Statement } from '../db/run-batch';

type BusinessRow = typeof businesses.$inferSelect;

/** "Mbare Musika Fresh & Co." → "mbare-musika-fresh-and-co"; names without a letter or digit → "business". */
export function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug || 'business';
}

/**
 * The first of base, base-2, base-3… that no business uses as its slug or old slug, except that `ownerOf`'s own
 * old slugs are free to it again (renaming back to an earlier name takes its old address back).
 */
export async function freeSlug(db: Db, base: string, ownerOf?: number): Promise<string> {
  const [current, old] = await Promise.all([
    db.select({ slug: businesses.slug, id: businesses.id }).from(businesses).where(slugStartsWith(businesses.slug, base)),
    db
      .select({ slug: businessSlugRedirects.oldSlug, id: businessSlugRedirects.businessId })
      .from(businessSlugRedirects)
      .where(slugStartsWith(businessSlugRedirects.oldSlug, base)),
  ]);
  const taken = new Set([...current, ...old].filter((r) => r.id !== ownerOf).map((r) => r.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** The category ids among `ids` that do not exist (the 14 of spec §3 live in business_categories). */
export async function unknownCategories(db: Db, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db.select({ id: businessCategories.id }).from(businessCategories).where(inArray(businessCategories.id, ids));
  const known = new Set(rows.map((r) => r.id));
  return ids.filter((id) => !known.has(id));
}

export async function ownedBusinessCount(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)` }).from(businesses).where(eq(businesses.ownerId, userId));
  return row?.n ?? 0;
}

/** The columns a draft sets, with the place already resolved (province and map pin). */
export interface ResolvedDraft extends BusinessDraftValues {
  address: BusinessDraftValues['address'] & { province: string };
  location: { lat: number; lng: number };
}

function columns(draft: ResolvedDraft) {
  return {
    status: draft.status,
    name: draft.name,
    description: draft.description,
    logo: draft.logo,
    coverImage: draft.coverImage,
    phone: draft.phone,
    whatsApp: draft.whatsApp,
    email: draft.email,
    website: draft.website,
    shopAddress: draft.address.shopAddress,
    streetAddress: draft.address.streetAddress,
    suburb: draft.address.suburb,
    city: draft.address.city,
    province: draft.address.province,
    country: draft.address.country,
    lat: draft.location.lat,
    lng: draft.location.lng,
    openingTimes: JSON.stringify(storedOpeningTimes(draft.openingTimes)),
    socials: JSON.stringify(Object.fromEntries(Object.entries(draft.socials).filter(([, url]) => url))),
  };
}

/** Links for the business with `slug`, found inside the batch (a new business has no id before it runs). */
const linkStatements = (db: Db, slug: string, categoryIds: number[]): Statement[] =>
  categoryIds.map((id) =>
    db.insert(businessCategoryLinks).select(
      db
        .select({ businessId: businesses.id, categoryId: sql<number>`${id}`.as('category_id') })
        .from(businesses)
        .where(eq(businesses.slug, slug)),
    ),
  );

export async function insertBusiness(db: Db, ownerId: number, slug: string, draft: ResolvedDraft, now: Date): Promise<number> {
  await runBatch(db, [
    db.insert(businesses).values({ ...columns(draft), slug, ownerId, createdAt: now.toISOString() }),
    ...linkStatements(db, slug, draft.categories),
  ]);
  const [row] = await db.select({ id: businesses.id }).from(businesses).where(eq(businesses.slug, slug)).limit(1);
  return row.id;
}

/** Writes the whole resolved draft; a new slug records the old one (and frees a slug of its own it takes back). */
export async function writeBusiness(db: Db, current: BusinessRow, slug: string, draft: ResolvedDraft): Promise<void> {
  const statements: Statement[] = [
    db
      .update(businesses)
      .set({ ...columns(draft), slug })
      .where(eq(businesses.id, current.id)),
    db.delete(businessCategoryLinks).where(eq(businessCategoryLinks.businessId, current.id)),
    ...linkStatements(db, slug, draft.categories),
  ];
  if (slug !== current.slug) {
    statements.push(
      db.delete(businessSlugRedirects).where(and(eq(businessSlugRedirects.oldSlug, slug), eq(businessSlugRedirects.businessId, current.id))),
      db.insert(businessSlugRedirects).values({ oldSlug: current.slug, businessId: current.id }).onConflictDoNothing(),
    );
  }
  // The update runs before the links are rewritten: they find the business by its new slug.
  await runBatch(db, statements);
}

export async function findBusinessRow(db: Db, id: number): Promise<BusinessRow | null> {
  const [row] = await db.select().from(businesses).where(eq(businesses.id, id)).limit(1);
  return row ?? null;
}

/** The current slug of a business that once had `oldSlug`, or null. */
export async function slugAfterRename(db: Db, oldSlug: string): Promise<string | null> {
  const [row] = await db
    .select({ slug: businesses.slug })
    .from(businessSlugRedirects)
    .innerJoin(businesses, eq(businesses.id, businessSlugRedirects.businessId))
    .where(eq(businessSlugRedirects.oldSlug, oldSlug))
    .limit(1);
  return row?.slug ?? null;
}

function parseJson(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The stored draft of business `id`. */
export async function readSettings(db: Db, id: number): Promise<RestBusinessSettings | null> {
  const row = await findBusinessRow(db, id);
  if (!row) return null;
  const links = await db.select({ id: businessCategoryLinks.categoryId }).from(businessCategoryLinks).where(eq(businessCategoryLinks.businessId, id));
  const socials = parseJson(row.socials);
  const times = parseJson(row.openingTimes);
  const defaults = defaultOpeningTimes();
  return {
    bID: row.id,
    slug: row.slug,
    status: row.status === 'draft' ? 'draft' : 'publish',
    name: row.name,
    description: row.description,
    categories: links.map((l) => l.id).sort((a, b) => a - b),
    phone: row.phone,
    whatsApp: row.whatsApp,
    email: row.email,
    website: row.website,
    address: {
      shopAddress: row.shopAddress,
      streetAddress: row.streetAddress,
      suburb: row.suburb,
      city: row.city,
      province: row.province,
      country: row.country,
    },
    location: { lat: row.lat, lng: row.lng },
    // Every day and network present, whatever an older row holds: the form shows all of them.
    openingTimes: Object.fromEntries(
      WEEKDAYS.map((d) => [d, (times[d] as RestBusinessSettings['openingTimes'][typeof d]) ?? defaults[d]]),
    ) as RestBusinessSettings['openingTimes'],
    socials: Object.fromEntries(
      SOCIAL_NETWORKS.map((n) => [n, typeof socials[n] === 'string' ? socials[n] : null]),
    ) as RestBusinessSettings['socials'],
    logo: row.logo,
    coverImage: row.coverImage,
  };
}
