/**
 * Writing bulk-imported rows (POST /products/bulk-import). Every row becomes a handful of statements that run in
 * ONE D1 batch (D1's transaction): a file half-written is never left behind, and 250 rows cost one round trip.
 *
 * New products' photos and sizes are inserted with `select id from products where business_id = ? and sku = ?`,
 * so they find the product inserted earlier in the same batch without knowing its id. D1 allows at most 100
 * bound parameters per statement, so lookups go in chunks and every row is its own INSERT.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { basePriceCents, type ProductInput } from '../../schema/rest/product-input';
import type { Db } from '../db/client';
import { attributes, attributeTerms, productAttributeTerms, productImages, products, productVariations } from '../db/schema';
import type { Statement } from '../db/run-batch';

/** Bulk-imported photos carry no size: the page lays them out square until a vendor re-uploads them. */
const IMPORTED_PHOTO_SIZE = 800;
const CHUNK = 90;

export function chunks<T>(items: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export interface ExistingProduct {
  id: number;
  sku: string;
  slug: string;
  status: string;
}

/** The business's products that already carry these SKUs. */
export async function productsBySku(db: Db, businessId: number, skus: string[]): Promise<Map<string, ExistingProduct>> {
  const found = new Map<string, ExistingProduct>();
  for (const part of chunks([...new Set(skus)])) {
    const rows = await db
      .select({ id: products.id, sku: products.sku, slug: products.slug, status: products.status })
      .from(products)
      .where(and(eq(products.businessId, businessId), inArray(products.sku, part)));
    for (const r of rows) if (r.sku) found.set(r.sku, { ...r, sku: r.sku });
  }
  return found;
}

/** Existing variations of these products, keyed `productId|size|colour` (lower case). */
export async function variationsOf(db: Db, productIds: number[]): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  for (const part of chunks(productIds)) {
    const rows = await db
      .select({ id: productVariations.id, productId: productVariations.productId, attributes: productVariations.attributes })
      .from(productVariations)
      .where(inArray(productVariations.productId, part));
    for (const r of rows) {
      const a = safeAttributes(r.attributes);
      out.set(variationKey(r.productId, a.Size ?? '', a.Colour ?? ''), r.id);
    }
  }
  return out;
}

function safeAttributes(text: string): Record<string, string> {
  try {
    return JSON.parse(text) as Record<string, string>;
  } catch {
    return {};
  }
}

export const variationKey = (productId: number, size: string, colour: string) => `${productId}|${size.toLowerCase()}|${colour.toLowerCase()}`;

/** Slugs already taken among `candidates`. */
export async function takenSlugs(db: Db, candidates: string[]): Promise<Set<string>> {
  const taken = new Set<string>();
  for (const part of chunks([...new Set(candidates)])) {
    const rows = await db.select({ slug: products.slug }).from(products).where(inArray(products.slug, part));
    for (const r of rows) taken.add(r.slug);
  }
  return taken;
}

export interface BusinessDefaults {
  id: number;
  city: string;
  lat: number;
  lng: number;
}

/** The product columns an input sets (price WooCommerce-style: a sale price is what buyers pay). */
export function productColumns(input: ProductInput, business: BusinessDefaults, now: string) {
  const base = basePriceCents(input);
  const onSale = input.salePriceCents != null;
  return {
    kind: input.kind,
    status: input.status,
    name: input.name,
    categoryId: input.categoryId,
    shortDescription: input.shortDescription,
    description: input.description,
    priceCents: onSale ? input.salePriceCents! : base,
    regularPriceCents: onSale ? base : null,
    isDeal: onSale,
    stockQuantity: input.stockQuantity,
    city: input.city ?? business.city,
    lat: input.lat ?? business.lat,
    lng: input.lng ?? business.lng,
    propertyType: input.propertyType,
    listingType: input.listingType,
    rentPeriod: input.rentPeriod,
    suburb: input.suburb,
    bedrooms: input.bedrooms,
    bathrooms: input.bathrooms,
    standSizeSqm: input.standSizeSqm,
    titleType: input.titleType,
    make: input.make,
    model: input.model,
    year: input.year,
    mileageKm: input.mileageKm,
    transmission: input.transmission,
    fuelType: input.fuelType,
    auctionStartCents: input.auctionStartCents,
    auctionReserveCents: input.auctionReserveCents,
    auctionEndsAt: input.auctionEndsAt ? new Date(input.auctionEndsAt).toISOString() : null,
    rateCents: input.rateCents,
    rateUnit: input.rateUnit,
    depositCents: input.depositCents,
    callOutFeeCents: input.callOutFeeCents,
    serviceArea: input.serviceArea,
    sku: input.sku,
    updatedAt: now,
  };
}

/** `select id from products where business_id = ? and sku = ?`: the product a row writes, inside the batch. */
const productIdOf = (businessId: number, sku: string) => sql<number>`(select id from products where business_id = ${businessId} and sku = ${sku})`;

/** Photos in order (the first is the main one). */
export function photoStatements(db: Db, businessId: number, sku: string, urls: string[], alt: string): Statement[] {
  return urls.map((url, position) =>
    db.insert(productImages).values({
      productId: productIdOf(businessId, sku),
      url,
      alt,
      width: IMPORTED_PHOTO_SIZE,
      height: IMPORTED_PHOTO_SIZE,
      position,
    }),
  );
}

export function newVariationStatement(db: Db, businessId: number, sku: string, v: ProductInput['variations'][number], priceCents: number): Statement {
  return db.insert(productVariations).values({
    productId: productIdOf(businessId, sku),
    name: `Size ${v.size} / ${v.colour}`,
    attributes: JSON.stringify({ Size: v.size, Colour: v.colour }),
    priceCents: v.priceCents ?? priceCents,
    stockQuantity: v.stockQuantity,
  });
}

/**
 * Links a clothing or hat product to the Size and Colour filter terms its variations name (as the product form
 * does), so search filters find imported products too. On an update the old size and colour links go first.
 */
export function sizeColourTermStatements(db: Db, businessId: number, sku: string, input: ProductInput, existingId: number | null): Statement[] {
  if (!input.variations.length || (input.kind !== 'clothing' && input.kind !== 'hat')) return [];
  const prefix = input.kind === 'hat' ? 'hat' : 'clothing';
  const termIds = (slugs: string[]) =>
    db
      .select({ id: attributeTerms.id })
      .from(attributeTerms)
      .innerJoin(attributes, eq(attributes.id, attributeTerms.attributeId))
      .where(inArray(attributes.slug, slugs));
  const out: Statement[] = [];
  if (existingId !== null) {
    out.push(
      db
        .delete(productAttributeTerms)
        .where(
          and(
            eq(productAttributeTerms.productId, existingId),
            inArray(productAttributeTerms.termId, termIds(['clothing-size', 'clothing-colour', 'hat-size', 'hat-colour'])),
          ),
        ),
    );
  }
  const names = [...new Set(input.variations.flatMap((v) => [v.size.toLowerCase(), v.colour.toLowerCase()]))];
  out.push(
    db
      .insert(productAttributeTerms)
      .select(
        db
          .select({ productId: sql<number>`${productIdOf(businessId, sku)}`.as('product_id'), termId: attributeTerms.id })
          .from(attributeTerms)
          .innerJoin(attributes, eq(attributes.id, attributeTerms.attributeId))
          .where(and(inArray(attributes.slug, [`${prefix}-size`, `${prefix}-colour`]), inArray(sql`lower(${attributeTerms.name})`, names))),
      )
      .onConflictDoNothing(),
  );
  return out;
}

export function insertProductStatement(
  db: Db,
  values: ReturnType<typeof productColumns> & { slug: string; businessId: number; createdAt: string },
): Statement {
  return db.insert(products).values(values);
}

export function updateProductStatement(db: Db, productId: number, values: ReturnType<typeof productColumns>): Statement {
  return db.update(products).set(values).where(eq(products.id, productId));
}
