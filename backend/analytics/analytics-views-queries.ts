/**
 * Recording product and storefront views: find what was viewed, the day's salt, and the one-statement insert
 * that enforces the 30-minute rule (D1 runs statements one at a time, so two racing views cannot both count).
 */
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { analyticsSalts, businesses, products } from '../db/schema';

export interface ViewTarget {
  businessId: number;
  productId: number | null;
}

/** The published product or storefront behind a slug; null for anything a visitor could not see. */
export async function findViewTarget(db: Db, kind: 'product' | 'storefront', slug: string): Promise<ViewTarget | null> {
  if (kind === 'storefront') {
    const [row] = await db
      .select({ businessId: businesses.id })
      .from(businesses)
      .where(and(eq(businesses.slug, slug), eq(businesses.status, 'publish')))
      .limit(1);
    return row ? { businessId: row.businessId, productId: null } : null;
  }
  const [row] = await db
    .select({ businessId: products.businessId, productId: products.id })
    .from(products)
    .where(and(eq(products.slug, slug), eq(products.status, 'publish')))
    .limit(1);
  return row ?? null;
}

/** Salts change rarely: one read per isolate per day. Not state that counts anything, only a cached read. */
let cachedSalt: { day: string; salt: string } | undefined;

function randomSalt(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The salt of a Harare day, made by whichever request comes first; earlier days' salts are forgotten. */
export async function daySalt(db: Db, day: string): Promise<string> {
  if (cachedSalt?.day === day) return cachedSalt.salt;
  await db.batch([
    db.insert(analyticsSalts).values({ day, salt: randomSalt() }).onConflictDoNothing(),
    db.delete(analyticsSalts).where(lt(analyticsSalts.day, day)),
  ]);
  const [row] = await db.select({ salt: analyticsSalts.salt }).from(analyticsSalts).where(eq(analyticsSalts.day, day)).limit(1);
  cachedSalt = { day, salt: row.salt };
  return row.salt;
}

export interface ViewRecord extends ViewTarget {
  visitor: string;
  viewedAt: string;
  /** Counted views after this instant block this one (view-window.ts). */
  windowStart: string;
  city: string | null;
}

/** Inserts the view unless the visitor has a counted view of the same thing in the window; true when counted. */
export async function insertViewOnce(db: Db, v: ViewRecord): Promise<boolean> {
  // `returning` rather than meta.changes: D1 counts the rollup trigger's write as a change too.
  const inserted = await db.all<{ id: number }>(sql`
    insert into product_views (business_id, product_id, visitor, viewed_at, city)
    select ${v.businessId}, ${v.productId}, ${v.visitor}, ${v.viewedAt}, ${v.city}
    where not exists (
      select 1 from product_views
      where visitor = ${v.visitor} and business_id = ${v.businessId} and product_id is ${v.productId}
        and viewed_at > ${v.windowStart}
    )
    returning id`);
  return inserted.length === 1;
}
