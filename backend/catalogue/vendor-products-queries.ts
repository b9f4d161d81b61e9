/**
 * Reading and writing one of a vendor's products (schema/rest/vendor-products.ts). A write is ONE D1 batch
 * (D1's transaction): the product row, its photos in order and its sizes/colours are replaced together, so a
 * product is never seen half-written. The columns an input sets come from productColumns, shared with the
 * bulk import so both write a product the same way.
 */
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { slugStartsWith } from '../db/slug-prefix';
import type { ProductInput } from '../../schema/rest/product-input';
import type { RestVendorProduct } from '../../schema/rest/vendor-products';
import { placeOf } from '../../schema/rest/zimbabwe-places';
import type { Db } from '../db/client';
import {
  attributes,
  attributeTerms,
  businesses,
  productAttributeTerms,
  productCategories,
  productImages,
  products,
  productVariations,
} from '../db/schema';
import { runBatch, type Statement } from '../db/run-batch';
import { slugify as businessSlugify } from '../businesses/business-settings-queries';
import { productColumns } from './vendor-bulk-import-queries';

/** Uploads carry no size; pages lay such photos out square (as bulk-imported ones). */
const PHOTO_SIZE = 800;

export type ProductRow = typeof products.$inferSelect;

/** The business's product with this id or slug, or undefined (unknown and someone else's look the same). */
export async function findOwnProduct(db: Db, businessId: number, by: { id: number } | { slug: string }): Promise<ProductRow | undefined> {
  const match = 'id' in by ? eq(products.id, by.id) : eq(products.slug, by.slug);
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.businessId, businessId), match))
    .limit(1);
  return row;
}

export async function businessDefaults(db: Db, businessId: number) {
  const [row] = await db
    .select({ id: businesses.id, slug: businesses.slug, city: businesses.city, lat: businesses.lat, lng: businesses.lng })
    .from(businesses)
    .where(eq(businesses.id, businessId))
    .limit(1);
  return row;
}

/** 'ok', or why the category cannot hold products: unknown, or it has sub-categories (products go in leaves). */
export async function categoryProblem(db: Db, categoryId: number): Promise<'ok' | 'unknown' | 'not-leaf'> {
  const rows = await db
    .select({ id: productCategories.id, parentId: productCategories.parentId })
    .from(productCategories)
    .where(or(eq(productCategories.id, categoryId), eq(productCategories.parentId, categoryId)));
  if (!rows.some((r) => r.id === categoryId)) return 'unknown';
  return rows.some((r) => r.parentId === categoryId) ? 'not-leaf' : 'ok';
}

/** Another product of the business with this SKU (SKUs are unique per business). */
export async function skuTakenBy(db: Db, businessId: number, sku: string, exceptId?: number): Promise<boolean> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.businessId, businessId), eq(products.sku, sku)));
  return rows.some((r) => r.id !== exceptId);
}

/** "Bucket Hat (Navy)" → "bucket-hat-navy"; a name without a letter or digit → "product". */
export function productSlugBase(name: string): string {
  return /[a-z0-9]/i.test(name.normalize('NFKD')) ? businessSlugify(name) : 'product';
}

/** The first of base, base-2, base-3… no product uses. */
export async function freeProductSlug(db: Db, name: string): Promise<string> {
  const base = productSlugBase(name);
  const rows = await db.select({ slug: products.slug }).from(products).where(slugStartsWith(products.slug, base));
  const taken = new Set(rows.map((r) => r.slug));
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
}

/** The city and map point: typed ones, else the known town's centre, else the business's own. */
export function placeFor(input: ProductInput, business: { city: string; lat: number; lng: number }) {
  if (!input.city || input.city.toLowerCase() === business.city.toLowerCase()) {
    return { city: business.city, lat: input.lat ?? business.lat, lng: input.lng ?? business.lng };
  }
  const place = placeOf(input.city);
  return { city: place?.city ?? input.city, lat: input.lat ?? place?.lat ?? business.lat, lng: input.lng ?? place?.lng ?? business.lng };
}

/** Statements that replace the product's photos, sizes/colours and size/colour terms (id known or a subquery). */
function childStatements(db: Db, productId: number | SQL<number>, input: ProductInput, kindPrice: number, replace: boolean): Statement[] {
  const out: Statement[] = [];
  const sizeColour = db
    .select({ id: attributeTerms.id })
    .from(attributeTerms)
    .innerJoin(attributes, eq(attributes.id, attributeTerms.attributeId))
    .where(inArray(attributes.slug, ['clothing-size', 'clothing-colour', 'hat-size', 'hat-colour']));
  if (replace && typeof productId === 'number') {
    out.push(db.delete(productImages).where(eq(productImages.productId, productId)));
    out.push(db.delete(productVariations).where(eq(productVariations.productId, productId)));
    // Only the size and colour terms: other terms (a vehicle's body type from the seed) stay.
    out.push(
      db.delete(productAttributeTerms).where(and(eq(productAttributeTerms.productId, productId), inArray(productAttributeTerms.termId, sizeColour))),
    );
  }
  if (input.images.length) {
    out.push(
      db
        .insert(productImages)
        .values(input.images.map((url, position) => ({ productId, url, alt: input.name, width: PHOTO_SIZE, height: PHOTO_SIZE, position }))),
    );
  }
  if (input.variations.length) {
    out.push(
      db.insert(productVariations).values(
        input.variations.map((v) => ({
          productId,
          name: `Size ${v.size} / ${v.colour}`,
          attributes: JSON.stringify({ Size: v.size, Colour: v.colour }),
          priceCents: v.priceCents ?? kindPrice,
          stockQuantity: v.stockQuantity,
        })),
      ),
    );
    // Link the sizes and colours that exist as search filter terms, so the product shows under those filters.
    const prefix = input.kind === 'hat' ? 'hat' : 'clothing';
    const names = [...new Set(input.variations.flatMap((v) => [v.size.toLowerCase(), v.colour.toLowerCase()]))];
    out.push(
      db
        .insert(productAttributeTerms)
        .select(
          db
            .select({ productId: sql<number>`${productId}`.as('product_id'), termId: attributeTerms.id })
            .from(attributeTerms)
            .innerJoin(attributes, eq(attributes.id, attributeTerms.attributeId))
            .where(and(inArray(attributes.slug, [`${prefix}-size`, `${prefix}-colour`]), inArray(sql`lower(${attributeTerms.name})`, names))),
        )
        .onConflictDoNothing(),
    );
  }
  return out;
}

export async function insertProduct(
  db: Db,
  businessId: number,
  slug: string,
  input: ProductInput,
  business: { city: string; lat: number; lng: number },
  now: Date,
): Promise<number> {
  const stamp = now.toISOString();
  const values = {
    ...productColumns({ ...input, ...placeFor(input, business) }, { id: businessId, ...business }, stamp),
    slug,
    businessId,
    createdAt: stamp,
  };
  const idOf = sql<number>`(select id from products where slug = ${slug})`;
  await runBatch(db, [db.insert(products).values(values), ...childStatements(db, idOf, input, values.priceCents, false)]);
  const [row] = await db.select({ id: products.id }).from(products).where(eq(products.slug, slug)).limit(1);
  return row.id;
}

export async function updateProduct(
  db: Db,
  productId: number,
  input: ProductInput,
  business: { id: number; city: string; lat: number; lng: number },
  now: Date,
): Promise<void> {
  const values = productColumns({ ...input, ...placeFor(input, business) }, business, now.toISOString());
  await runBatch(db, [
    db.update(products).set(values).where(eq(products.id, productId)),
    ...childStatements(db, productId, input, values.priceCents, true),
  ]);
}

/** The stored product in the shape its edit form reads. */
export async function readVendorProduct(db: Db, productId: number): Promise<RestVendorProduct> {
  const [[row], images, variations] = await Promise.all([
    db
      .select({ p: products, businessSlug: businesses.slug })
      .from(products)
      .innerJoin(businesses, eq(businesses.id, products.businessId))
      .where(eq(products.id, productId))
      .limit(1),
    db
      .select({ url: productImages.url })
      .from(productImages)
      .where(eq(productImages.productId, productId))
      .orderBy(productImages.position, productImages.id),
    db.select().from(productVariations).where(eq(productVariations.productId, productId)).orderBy(productVariations.id),
  ]);
  const p = row.p;
  // Stored WooCommerce-style: on sale, priceCents is the sale price and regularPriceCents the price.
  const price = p.regularPriceCents ?? p.priceCents;
  const sale = p.regularPriceCents != null ? p.priceCents : null;
  return {
    id: p.id,
    slug: p.slug,
    bID: p.businessId,
    businessSlug: row.businessSlug,
    kind: p.kind,
    status: p.status === 'draft' ? 'draft' : 'publish',
    name: p.name,
    categoryId: p.categoryId,
    shortDescription: p.shortDescription,
    description: p.description,
    priceCents: price,
    salePriceCents: sale,
    stockQuantity: p.stockQuantity,
    sku: p.sku,
    city: p.city,
    lat: p.lat,
    lng: p.lng,
    images: images.map((i) => i.url),
    propertyType: p.propertyType,
    listingType: p.listingType,
    rentPeriod: p.rentPeriod,
    suburb: p.suburb,
    bedrooms: p.bedrooms,
    bathrooms: p.bathrooms,
    standSizeSqm: p.standSizeSqm,
    titleType: p.titleType,
    make: p.make,
    model: p.model,
    year: p.year,
    mileageKm: p.mileageKm,
    transmission: p.transmission,
    fuelType: p.fuelType,
    auctionStartCents: p.auctionStartCents,
    auctionReserveCents: p.auctionReserveCents,
    auctionEndsAt: p.auctionEndsAt,
    rateCents: p.rateCents,
    rateUnit: p.rateUnit,
    depositCents: p.depositCents,
    serviceArea: p.serviceArea,
    callOutFeeCents: p.callOutFeeCents,
    variations: variations.map((v) => {
      const a = parseAttributes(v.attributes);
      // A size priced as the product itself reads back as "same as the product" (null).
      return {
        size: a.Size ?? '',
        colour: a.Colour ?? '',
        priceCents: v.priceCents === p.priceCents ? null : v.priceCents,
        stockQuantity: v.stockQuantity ?? 0,
      };
    }),
    createdAt: p.createdAt,
    updatedAt: p.updatedAt,
  };
}

function parseAttributes(text: string): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}
