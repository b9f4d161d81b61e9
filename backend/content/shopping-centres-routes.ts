/** Shopping centres (issue #13): centres by city and business category, and one centre with its stores. */
import { and, asc, count, eq, exists, isNull, sql } from 'drizzle-orm';
import * as contract from '../../schema/rest/shopping-centres';
import { HttpError, mount, type BackendApp } from '../http';
import { businessCategoryLinks, businesses, shoppingCentres, shoppingCentreStores } from '../db/schema';
import { categoriesOf, productCount } from '../businesses/businesses-queries';

type CentreRow = typeof shoppingCentres.$inferSelect;

const published = eq(shoppingCentres.status, 'publish');

/** Published stores only: a store that closed its account disappears from every centre at once. */
const storeCount = sql<number>`(select count(*) from shopping_centre_stores s join businesses b on b.id = s.business_id where s.centre_id = "shopping_centres"."id" and b.status = 'publish' and b.suspended_at is null)`;

const toCentre = (c: CentreRow, stores: number): contract.RestShoppingCentre => ({
  id: c.id,
  slug: c.slug,
  name: c.name,
  description: c.description,
  streetAddress: c.streetAddress,
  suburb: c.suburb,
  city: c.city,
  coordinates: { lat: c.lat, lng: c.lng },
  hours: c.hours,
  parking: c.parking,
  storeCount: stores,
});

export function registerShoppingCentreRoutes(app: BackendApp): void {
  mount(app, contract.listShoppingCentres, async ({ db, query }) => {
    const inCategory =
      query.category === undefined
        ? undefined
        : exists(
            db
              .select({ one: sql`1` })
              .from(shoppingCentreStores)
              .innerJoin(
                businesses,
                and(eq(businesses.id, shoppingCentreStores.businessId), eq(businesses.status, 'publish'), isNull(businesses.suspendedAt)),
              )
              .innerJoin(businessCategoryLinks, eq(businessCategoryLinks.businessId, businesses.id))
              .where(and(eq(shoppingCentreStores.centreId, shoppingCentres.id), eq(businessCategoryLinks.categoryId, query.category))),
          );
    // City names compare case-insensitively: "harare" from a link finds "Harare".
    const inCity = query.city ? sql`lower(${shoppingCentres.city}) = lower(${query.city})` : undefined;
    // Drafts (issue 29: editors prepare a centre before showing it) stay out of every public read.
    const where = and(published, inCity, inCategory);
    const [{ total }] = await db.select({ total: count() }).from(shoppingCentres).where(where);
    const rows = await db
      .select({ centre: shoppingCentres, stores: storeCount })
      .from(shoppingCentres)
      .where(where)
      .orderBy(asc(shoppingCentres.name))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page);
    const cities = await db.selectDistinct({ city: shoppingCentres.city }).from(shoppingCentres).where(published).orderBy(asc(shoppingCentres.city));
    return {
      load: rows.map((r) => toCentre(r.centre, r.stores)),
      pageInfo: { page: query.page, perPage: query.per_page, total, totalPages: Math.ceil(total / query.per_page) },
      cities: cities.map((c) => c.city),
    };
  });

  mount(app, contract.getShoppingCentre, async ({ db, query }) => {
    const [row] = await db
      .select({ centre: shoppingCentres, stores: storeCount })
      .from(shoppingCentres)
      .where(and(eq(shoppingCentres.id, query.id), published))
      .limit(1);
    if (!row) throw new HttpError(404, `No shopping centre found with id: ${query.id}`);
    const stores = await db
      .select({ business: businesses, unit: shoppingCentreStores.unit, productCount })
      .from(shoppingCentreStores)
      .innerJoin(businesses, eq(businesses.id, shoppingCentreStores.businessId))
      .where(and(eq(shoppingCentreStores.centreId, query.id), eq(businesses.status, 'publish'), isNull(businesses.suspendedAt)))
      .orderBy(asc(businesses.name));
    const cats = await categoriesOf(
      db,
      stores.map((s) => s.business.id),
    );
    return {
      centre: toCentre(row.centre, row.stores),
      stores: stores.map(({ business: b, unit, productCount: n }) => ({
        bID: b.id,
        slug: b.slug,
        name: b.name,
        logo: b.logo,
        unit,
        phone: b.phone,
        whatsApp: b.whatsApp,
        categories: cats.get(b.id) ?? [],
        openingTimes: parseOpeningTimes(b.openingTimes),
        productCount: n,
      })),
    };
  });
}

/** A business's stored opening times; a damaged value shows as "no hours" rather than failing the page. */
function parseOpeningTimes(json: string): contract.RestCentreStore['openingTimes'] {
  try {
    const parsed = contract.centreStore.shape.openingTimes.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}
