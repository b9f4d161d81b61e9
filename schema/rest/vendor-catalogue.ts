/**
 * The vendor's catalogue (Musika additions; spec §7 lists only the public POST /products?bID=): every product of
 * one business whatever its status, bulk publish/unpublish/delete, and the bulk CSV import.
 *
 * Authorization: every call is scoped by bID and the caller must run that business (401 without a login,
 * 404 'Business not found', 403 'You do not manage this business'). A bulk call naming any product that is not
 * the business's changes nothing (404 CATALOGUE_MESSAGES.foreignIds): ids are never confirmed to anyone else.
 * Writes name the changed products in x-musika-purge (backend/cache/purge-tags.ts).
 */
import { z } from 'zod';
import { defineCall, noInput, queryInt } from './call';
import { PRODUCT_STATUSES } from './product-input-fields';
import { image, pageInfo, productKind, PRODUCT_KINDS } from './shared';

export const BULK_ACTIONS = ['publish', 'unpublish', 'delete'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

/** At most this many products per bulk action: a page of the list holds at most 100. */
export const MAX_BULK_IDS = 100;
/** At most this many CSV rows per import call; the app sends a file in batches of this size. */
export const MAX_IMPORT_ROWS = 250;
/** At most this many rows in one file (the benchmark imports 1,000). */
export const MAX_FILE_ROWS = 2000;
export const MAX_TERM = 100;

export const CATALOGUE_MESSAGES = {
  foreignIds: 'Some of these products do not belong to this business: nothing was changed',
  overLimit: (limit: number) => `Your package allows ${limit} published products: upgrade to publish more`,
  noBulkUpload: 'Your package does not include bulk upload: upgrade to import products from a file',
  duplicateSku: (row: number) => `sku: this SKU is already used by row ${row} of the file`,
} as const;

const id = (label: string) =>
  z
    .number({ required_error: `${label} is required`, invalid_type_error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .positive(`${label} must be a positive id`)
    .max(Number.MAX_SAFE_INTEGER, `${label} is too large`);

/** One product as its vendor sees it in the list: drafts too, with stock and SKU. */
export const vendorProductItem = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  kind: productKind,
  status: z.enum(PRODUCT_STATUSES),
  priceCents: z.number().int(),
  regularPriceCents: z.number().int().nullable(),
  stockQuantity: z.number().int().nullable(),
  sku: z.string().nullable(),
  category: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }),
  image: image.nullable(),
  updatedAt: z.string(),
});
export type RestVendorProductItem = z.infer<typeof vendorProductItem>;

/**
 * GET /business/products?bID&term&kind&status&page&per_page (bearer; runs bID) → data.load: the business's
 * products of every status, newest change first, 20 a page by default; data.pageInfo; data.counts by status.
 * term matches name or SKU (case-insensitive substring).
 */
export const listVendorProducts = defineCall({
  name: 'listVendorProducts',
  method: 'GET',
  path: '/business/products',
  query: z.object({
    bID: z.coerce.number({ invalid_type_error: 'bID must be a number' }).int('bID must be a whole number').positive('bID must be a positive id'),
    term: z.string().trim().max(MAX_TERM, `term is too long (at most ${MAX_TERM} characters)`).optional(),
    kind: z.enum(PRODUCT_KINDS, { errorMap: () => ({ message: `kind must be one of ${PRODUCT_KINDS.join(', ')}` }) }).optional(),
    status: z.enum(PRODUCT_STATUSES, { errorMap: () => ({ message: "status must be 'publish' or 'draft'" }) }).optional(),
    page: queryInt(1, 10_000).default(1),
    per_page: queryInt(1, 100).default(20),
  }),
  body: noInput,
  data: z.object({
    load: z.array(vendorProductItem),
    pageInfo,
    counts: z.object({ all: z.number().int(), publish: z.number().int(), draft: z.number().int() }),
  }),
});

/**
 * POST /products/bulk {bID, ids[], action} (bearer; runs bID) → the ids changed. Every id must be a product of
 * bID, else 404 and nothing changes. publish is refused (403) when it would take the vendor past the package's
 * product limit. delete removes the products with their photos, variations, cart and wishlist lines; a product
 * someone has ordered, reviewed or made an offer on is unpublished instead (orders keep pointing at it).
 */
export const bulkProducts = defineCall({
  name: 'bulkProducts',
  method: 'POST',
  path: '/products/bulk',
  query: noInput,
  body: z.object({
    bID: id('bID'),
    ids: z
      .array(id('ids[]'), { required_error: 'ids is required', invalid_type_error: 'ids must be a list of product ids' })
      .min(1, 'Choose at least one product')
      .max(MAX_BULK_IDS, `Choose at most ${MAX_BULK_IDS} products at a time`)
      .transform((ids) => [...new Set(ids)]),
    action: z.enum(BULK_ACTIONS, { errorMap: () => ({ message: `action must be one of ${BULK_ACTIONS.join(', ')}` }) }),
  }),
  data: z.object({
    action: z.enum(BULK_ACTIONS),
    /** Products whose status changed, or that were deleted. */
    changed: z.array(z.number().int()),
    /** delete only: products kept (unpublished) because orders, reviews or offers refer to them. */
    keptUnpublished: z.array(z.number().int()),
  }),
});

/** A CSV row as the file gave it: its line-based row number (the header is row 1) and its cells by column. */
export const importRow = z.object({
  row: z.number().int().min(2).max(1_000_000),
  values: z
    .record(z.string().max(6000, 'A cell is too long (at most 6,000 characters)'))
    .refine((v) => Object.keys(v).length <= 60, 'Too many columns'),
});
export type RestImportRow = z.infer<typeof importRow>;

export const IMPORT_OUTCOMES = ['created', 'updated', 'invalid', 'over_limit', 'valid'] as const;

export const importRowResult = z.object({
  row: z.number().int(),
  sku: z.string(),
  /** valid: dry run, the row would be written. */
  outcome: z.enum(IMPORT_OUTCOMES),
  productId: z.number().int().nullable(),
  /** Whether this row would update (dry run) or did update a product with the same SKU. */
  existing: z.boolean(),
  errors: z.array(z.object({ column: z.string(), message: z.string() })),
});
export type RestImportRowResult = z.infer<typeof importRowResult>;

/**
 * POST /products/bulk-import {bID, rows[], dryRun} (bearer; runs bID; package capability bulk_upload, else 403)
 * → one result per row. Rows are validated with the product input contract (schema/rest/product-input.ts) after
 * mapping the CSV columns (schema/rest/product-csv.ts); a row's errors name its CSV column. dryRun writes
 * nothing. Otherwise valid rows are written in one D1 batch: a row whose SKU the business already has updates
 * that product; new published rows past the package's product limit are 'over_limit' and not written.
 * Photo addresses (images) are downloaded once and stored as our own /media photos under the upload's rules
 * (schema/rest/media.ts); one that cannot be used makes its row 'invalid' (column images, REMOTE_PHOTO_MESSAGES).
 * The dry run checks the addresses only (public https) and downloads nothing.
 */
export const bulkImportProducts = defineCall({
  name: 'bulkImportProducts',
  method: 'POST',
  path: '/products/bulk-import',
  query: noInput,
  body: z.object({
    bID: id('bID'),
    rows: z
      .array(importRow, { required_error: 'rows is required', invalid_type_error: 'rows must be a list' })
      .min(1, 'The file has no product rows')
      .max(MAX_IMPORT_ROWS, `Send at most ${MAX_IMPORT_ROWS} rows at a time`),
    dryRun: z.boolean().default(false),
  }),
  data: z.object({ results: z.array(importRowResult) }),
});
