/**
 * A vendor's own products, one at a time (spec §2 add/update product screens, §7 "POST /product/create",
 * "PUT /products", "DELETE /product/delete"; GET /product/edit is ours: the edit form needs every field, drafts
 * included, which the public read does not give).
 *
 * Authorization: every call names bID and the caller must run that business (requireBusinessRunner: 401, 404
 * 'Business not found', 403 'You do not manage this business'); a product id or slug that is not that business's
 * answers 404 like an unknown one, so another business's ids are never confirmed.
 *
 * Package rules (spec §4): creating or editing needs the capability create_products (403 MESSAGES.noCapability);
 * publishing a product that was not yet published needs room under the package's product limit, counted as the
 * session counts it (published products of all the user's businesses; 403 overLimit). Drafts never count.
 *
 * Writes: slugs are made once from the name (unique: name, name-2, …) and never change on rename, so links
 * keep working. `images` replaces the photos in order (first = main) and `variations` the sizes and colours.
 * Delete removes the product with its photos, variations, attribute terms, cart lines and wishlist entries —
 * unless orders, reviews, offers, reports or buyer-request answers refer to it: then it is unpublished instead,
 * so their history keeps its product (data.deleted false). Every write names the product in x-musika-purge.
 */
import { z } from 'zod';
import { defineCall, queryInt, slugParam } from './call';
import { productInputWith } from './product-input';
import { FUEL_TYPES, LISTING_TYPES, PRODUCT_STATUSES, PROPERTY_TYPES, TITLE_TYPES, TRANSMISSIONS } from './product-input-fields';
import { productKind } from './shared';

export const VENDOR_PRODUCT_MESSAGES = {
  notFound: 'Product not found',
  noCapability: 'Your package does not include listing products: upgrade to list products',
  overLimit: (limit: number) => `Your package allows ${limit} published products: upgrade to publish more`,
  unknownCategory: 'categoryId: choose a category from the list',
  notLeafCategory: 'categoryId: this category has sub-categories; choose one of them',
  skuTaken: 'sku: another of your products already has this SKU',
  deleted: 'Product deleted',
  keptUnpublished: 'Orders, reviews or offers refer to this product, so it was unpublished and kept for their history',
  /** Spec §8: the failure message of a delete. */
  deleteFailed: 'Failed to delete product',
  /** What a copy's name ends with. */
  copySuffix: ' (copy)',
} as const;

const bodyId = (label: string) =>
  z
    .number({ required_error: `${label} is required`, invalid_type_error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .positive(`${label} must be a positive id`)
    .max(Number.MAX_SAFE_INTEGER, `${label} is too large`);

const cents = z.number().int();
const nullableCents = cents.nullable();
const int = z.number().int().nullable();

/** A stored product as its vendor edits it: the input's fields as stored, plus what the store made of them. */
export const vendorProduct = z.object({
  id: z.number().int(),
  slug: z.string(),
  bID: z.number().int(),
  businessSlug: z.string(),
  kind: productKind,
  status: z.enum(PRODUCT_STATUSES),
  name: z.string(),
  categoryId: z.number().int(),
  shortDescription: z.string(),
  description: z.string(),
  /** The regular price (before any sale). */
  priceCents: cents,
  salePriceCents: nullableCents,
  stockQuantity: int,
  sku: z.string().nullable(),
  city: z.string(),
  lat: z.number(),
  lng: z.number(),
  /** Photo URLs in order; the first is the main photo. */
  images: z.array(z.string()),
  propertyType: z.enum(PROPERTY_TYPES).or(z.string()).nullable(),
  listingType: z.enum(LISTING_TYPES).or(z.string()).nullable(),
  rentPeriod: z.string().nullable().default(null),
  suburb: z.string().nullable().default(null),
  bedrooms: int,
  bathrooms: int,
  standSizeSqm: int,
  titleType: z.enum(TITLE_TYPES).or(z.string()).nullable(),
  make: z.string().nullable(),
  model: z.string().nullable(),
  year: int,
  mileageKm: int,
  transmission: z.enum(TRANSMISSIONS).or(z.string()).nullable(),
  fuelType: z.enum(FUEL_TYPES).or(z.string()).nullable(),
  auctionStartCents: nullableCents,
  auctionReserveCents: nullableCents,
  auctionEndsAt: z.string().nullable(),
  rateCents: nullableCents,
  rateUnit: z.string().nullable(),
  depositCents: nullableCents,
  serviceArea: z.string().nullable(),
  callOutFeeCents: nullableCents,
  variations: z.array(z.object({ size: z.string(), colour: z.string(), priceCents: nullableCents, stockQuantity: z.number().int() })),
  createdAt: z.string(),
  updatedAt: z.string().nullable(),
});
export type RestVendorProduct = z.infer<typeof vendorProduct>;

/** POST /product/create {bID, …product input} → 201 the stored product. */
export const createProduct = defineCall({
  name: 'createProduct',
  method: 'POST',
  path: '/product/create',
  query: z.object({}).strip(),
  body: productInputWith({ bID: bodyId('bID') }),
  data: vendorProduct,
});

/** PUT /products {bID, id, …product input} → the stored product. The whole input: fields left out are cleared. */
export const updateProduct = defineCall({
  name: 'updateProduct',
  method: 'PUT',
  path: '/products',
  query: z.object({}).strip(),
  body: productInputWith({ bID: bodyId('bID'), id: bodyId('id') }),
  data: vendorProduct,
});

/** DELETE /product/delete {id, bID} → {message, deleted}; unknown or another business's product: 404 deleteFailed. */
export const deleteProduct = defineCall({
  name: 'deleteProduct',
  method: 'DELETE',
  path: '/product/delete',
  query: z.object({}).strip(),
  body: z.object({ bID: bodyId('bID'), id: bodyId('id') }),
  data: z.object({ message: z.string(), deleted: z.boolean(), id: z.number().int(), slug: z.string() }),
});

/**
 * POST /product/duplicate {bID, id} → 201 the copy: a draft named "<name> (copy)" with the same fields, photos and
 * sizes, without the SKU (one per product) and, for an auction, without its end (a new auction gets its own).
 * Unknown or another business's product: 404 notFound.
 */
export const duplicateProduct = defineCall({
  name: 'duplicateProduct',
  method: 'POST',
  path: '/product/duplicate',
  query: z.object({}).strip(),
  body: z.object({ bID: bodyId('bID'), id: bodyId('id') }),
  data: vendorProduct,
});

/** GET /product/edit?bID=&slug= → the stored product, for its edit form. */
export const productForEdit = defineCall({
  name: 'productForEdit',
  method: 'GET',
  path: '/product/edit',
  query: z.object({ bID: queryInt(1, Number.MAX_SAFE_INTEGER), slug: slugParam }),
  body: z.object({}).strip(),
  data: vendorProduct,
});
