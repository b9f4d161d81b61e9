/**
 * One product with everything its page shows. Only a published product of a published business is found,
 * except by the businesses in `runBy` (the viewer's own): a vendor still opens their unpublished product.
 * Such a request carries a bearer token, so the edge cache neither answers nor keeps it. Answers the product's
 * category id beside it, for its related products.
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { RestProductDetail } from '../../schema/rest/products';
import type { Db } from '../db/client';
import { attributes, attributeTerms, businesses, productAttributeTerms, productImages, products, productVariations } from '../db/schema';
import type { CategoryTree } from './category-tree-queries';
import { summaryColumns, toSummary } from './product-summary-queries';

export async function findProductDetail(
  db: Db,
  tree: CategoryTree,
  slug: string,
  runBy: ReadonlySet<number> = new Set(),
): Promise<{ detail: RestProductDetail; categoryId: number } | null> {
  const [row] = await db
    .select({ ...summaryColumns, businessStatus: businesses.status })
    .from(products)
    .innerJoin(businesses, eq(businesses.id, products.businessId))
    .where(eq(products.slug, slug))
    .limit(1);
  if (!row) return null;
  const published = row.product.status === 'publish' && row.businessStatus === 'publish';
  if (!published && !runBy.has(row.product.businessId)) return null;
  const p = row.product;
  const [images, variations, attrs] = await db.batch([
    db.select().from(productImages).where(eq(productImages.productId, p.id)).orderBy(asc(productImages.position)),
    db.select().from(productVariations).where(eq(productVariations.productId, p.id)).orderBy(productVariations.id),
    db
      // Aliased: batch() maps rows by column name, and both columns are called "name".
      .select({ name: sql<string>`${attributes.name}`.as('attr_name'), value: sql<string>`${attributeTerms.name}`.as('term_name') })
      .from(productAttributeTerms)
      .innerJoin(attributeTerms, eq(attributeTerms.id, productAttributeTerms.termId))
      .innerJoin(attributes, eq(attributes.id, attributeTerms.attributeId))
      .where(eq(productAttributeTerms.productId, p.id))
      .orderBy(attributes.id, attributeTerms.id),
  ]);
  const category = tree.byId(p.categoryId);
  const isRealEstate = p.kind === 'real_estate' || p.kind === 'auction_real_estate';
  const detail: RestProductDetail = {
    ...toSummary(row),
    description: p.description,
    shortDescription: p.shortDescription,
    images: images.map(({ url, alt, width, height }) => ({ url, alt, width, height })),
    categories: [...(category ? tree.ancestors(category.id) : []), ...(category ? [category] : [])].map(({ id, slug, name }) => ({ id, slug, name })),
    attributes: attrs,
    variations: variations.map((v) => ({
      id: v.id,
      name: v.name,
      attributes: JSON.parse(v.attributes) as Record<string, string>,
      priceCents: v.priceCents,
      stockQuantity: v.stockQuantity,
    })),
    realEstate: isRealEstate
      ? {
          propertyType: p.propertyType,
          listingType: p.listingType,
          rentPeriod: p.rentPeriod,
          suburb: p.suburb,
          bedrooms: p.bedrooms,
          bathrooms: p.bathrooms,
          standSizeSqm: p.standSizeSqm,
        }
      : null,
    vehicle:
      p.kind === 'motor_vehicle' && p.make && p.model && p.year
        ? {
            make: p.make,
            model: p.model,
            year: p.year,
            mileageKm: p.mileageKm,
            transmission: p.transmission,
            fuelType: p.fuelType,
          }
        : null,
    serviceArea: p.serviceArea,
    coordinates: { lat: p.lat, lng: p.lng },
    createdAt: p.createdAt,
  };
  return { detail, categoryId: p.categoryId };
}
