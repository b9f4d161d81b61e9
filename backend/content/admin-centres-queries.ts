/**
 * Reads of the editors' shopping centres (issue 29): the list by name (every centre through
 * shopping_centres_name_idx, or one status through shopping_centres_status_name_idx; migration 0032), searchable
 * by name or city, and one centre with every store linked to it, whatever the store's status.
 */
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { AdminCentre } from '../../schema/rest/admin-site-content';
import type { Db } from '../db/client';
import { businesses, shoppingCentres, shoppingCentreStores } from '../db/schema';
import { containing } from '../moderation/reports-queries';

/** Every linked store, published or not: editors see what the centre holds. */
const linkedStores = sql<number>`(select count(*) from shopping_centre_stores s where s.centre_id = "shopping_centres"."id")`;

type CentreRow = typeof shoppingCentres.$inferSelect;

export const centreOut = (c: CentreRow, storeCount: number): AdminCentre => ({
  id: c.id,
  slug: c.slug,
  name: c.name,
  description: c.description,
  streetAddress: c.streetAddress,
  suburb: c.suburb,
  city: c.city,
  lat: c.lat,
  lng: c.lng,
  hours: c.hours,
  parking: c.parking,
  image: c.image,
  status: c.status,
  storeCount: Number(storeCount),
});

/** The list's statement, exported so the plan test can EXPLAIN it. */
export function centresListQuery(db: Db, opts: { status: 'all' | 'publish' | 'draft'; search?: string; page: number; perPage: number }) {
  const conditions: SQL[] = [];
  if (opts.status !== 'all') conditions.push(eq(shoppingCentres.status, opts.status));
  if (opts.search) {
    const term = containing(opts.search);
    conditions.push(sql`(${shoppingCentres.name} like ${term} escape '\\' or ${shoppingCentres.city} like ${term} escape '\\')`);
  }
  const where = conditions.length ? and(...conditions) : undefined;
  return {
    rows: db
      .select({ centre: shoppingCentres, stores: linkedStores })
      .from(shoppingCentres)
      .where(where)
      .orderBy(asc(shoppingCentres.name), asc(shoppingCentres.id))
      .limit(opts.perPage)
      .offset((opts.page - 1) * opts.perPage),
    total: db.select({ total: sql<number>`count(*)` }).from(shoppingCentres).where(where),
  };
}

export async function centresPage(db: Db, opts: Parameters<typeof centresListQuery>[1]) {
  const q = centresListQuery(db, opts);
  const [rows, [{ total }]] = await Promise.all([q.rows, q.total]);
  return { load: rows.map((r) => centreOut(r.centre, r.stores)), total: Number(total) };
}

export async function centreRowById(db: Db, id: number) {
  const [row] = await db.select().from(shoppingCentres).where(eq(shoppingCentres.id, id)).limit(1);
  return row ?? null;
}

/** One centre with its stores (by name), or null. */
export async function centreWithStores(db: Db, id: number) {
  const [row] = await db.select({ centre: shoppingCentres, stores: linkedStores }).from(shoppingCentres).where(eq(shoppingCentres.id, id)).limit(1);
  if (!row) return null;
  const stores = await db
    .select({ businessId: businesses.id, slug: businesses.slug, name: businesses.name, unit: shoppingCentreStores.unit, status: businesses.status })
    .from(shoppingCentreStores)
    .innerJoin(businesses, eq(businesses.id, shoppingCentreStores.businessId))
    .where(eq(shoppingCentreStores.centreId, id))
    .orderBy(asc(businesses.name));
  return { centre: centreOut(row.centre, row.stores), stores };
}

/** A store named by its web name, or by an address of its storefront (…/vendor/<slug>…). */
export async function storeByWebName(db: Db, typed: string) {
  const slug = (/\/vendor\/([^/?#\s]+)/.exec(typed)?.[1] ?? typed).trim().toLowerCase();
  const [row] = await db
    .select({ id: businesses.id, slug: businesses.slug, name: businesses.name })
    .from(businesses)
    .where(eq(businesses.slug, slug))
    .limit(1);
  return row ?? null;
}

/** A centre's web name from its name: "Sam Levy’s Village" → sam-levys-village (the seed's style). */
export function centreSlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
}
