/**
 * POST /products/bulk-import (schema/rest/vendor-catalogue.ts): a batch of CSV rows, previewed (dryRun) or
 * written. The caller must run bID and their package must include bulk_upload. Rows are planned by
 * backend/catalogue/plan-import.ts and the valid ones written in one D1 batch.
 */
import { eq, inArray } from 'drizzle-orm';
import * as contract from '../../schema/rest/vendor-catalogue';
import { CATALOGUE_MESSAGES } from '../../schema/rest/vendor-catalogue';
import type { CategoryLookup } from '../../schema/rest/product-csv';
import { importPhotos, previewPhotos } from './import-photos';
import { planImport, validateRow } from './plan-import';
import { mediaBucket } from '../media/accept-photo';
import { PHOTO_FETCH_TIMEOUT_MS } from '../media/fetch-remote-photo';
import { purgeTagsForProduct, setPurgeHeader } from '../cache/purge-tags';
import type { Db } from '../db/client';
import { refusePublishingWhileSuspended } from '../businesses/admin-businesses-guard';
import { requireBusinessAccess } from '../businesses/business-access-queries';
import { loadCategoryTree } from './category-tree-queries';
import { runBatch, type Statement } from '../db/run-batch';
import { packageCapabilities, publishAllowance } from './vendor-catalogue-queries';
import { placeFor, productSlugBase } from './vendor-products-queries';
import {
  insertProductStatement,
  newVariationStatement,
  photoStatements,
  sizeColourTermStatements,
  productColumns,
  productsBySku,
  takenSlugs,
  updateProductStatement,
  variationKey,
  variationsOf,
  type BusinessDefaults,
} from './vendor-bulk-import-queries';
import { businesses, productImages, productVariations } from '../db/schema';
import { HttpError, mount, type BackendApp } from '../http';
import { clockNow } from '../clock';

/** A category named by slug or by name (any case); products go in leaf categories only. */
async function categoryLookup(db: Db): Promise<CategoryLookup> {
  const tree = await loadCategoryTree(db);
  return (value) => {
    const wanted = value.trim().toLowerCase();
    const row = tree.bySlug(wanted) ?? tree.all.find((c) => c.name.toLowerCase() === wanted);
    if (!row) return { error: `category: no category has the slug or name "${value.slice(0, 60)}"` };
    const children = tree.children(row.id);
    if (children.length) {
      return {
        error: `category: "${row.name}" has sub-categories; choose one of ${children
          .slice(0, 5)
          .map((c) => c.slug)
          .join(', ')}`,
      };
    }
    return { id: row.id };
  };
}

export function registerBulkImportRoute(app: BackendApp): void {
  mount(app, contract.bulkImportProducts, async ({ db, body, c }) => {
    const now = clockNow(c);
    // The owner's package decides (bulk upload, publish allowance), whoever of its staff asks.
    const { ownerId: userId } = await requireBusinessAccess(c, db, body.bID, 'manage', now);
    if (!(await packageCapabilities(db, userId, now)).includes('bulk_upload')) throw new HttpError(403, CATALOGUE_MESSAGES.noBulkUpload);
    // An import publishes by default (a CSV's status column is optional): a suspended store imports nothing.
    await refusePublishingWhileSuspended(db, body.bID, true);

    const [[business], lookupCategory, allowance, existing] = await Promise.all([
      db
        .select({ id: businesses.id, slug: businesses.slug, city: businesses.city, lat: businesses.lat, lng: businesses.lng })
        .from(businesses)
        .where(eq(businesses.id, body.bID))
        .limit(1),
      categoryLookup(db),
      publishAllowance(db, userId, now),
      productsBySku(db, body.bID, body.rows.map((r) => (r.values.sku ?? '').trim()).filter(Boolean)),
    ]);
    const context = { lookupCategory, existing, publishAllowance: allowance.remaining, publishLimit: allowance.limit };
    const ownOrigin = new URL(c.req.url).origin;
    if (body.dryRun) {
      // The preview downloads nothing (a file is often previewed several times): it checks the addresses only.
      const plan = planImport(body.rows, { ...context, photos: previewPhotos(ownOrigin) });
      return { results: plan.map((p) => (p.input ? { ...p.result, outcome: 'valid' as const } : p.result)) };
    }

    // Photos given by address become our own (backend/catalogue/import-photos.ts), downloaded once each, for
    // the rows the contract accepts; a row whose photo cannot be used is then refused by the plan.
    const photos = await importPhotos(
      body.rows.flatMap((r) => validateRow(r.values, lookupCategory).input?.images ?? []),
      {
        fetch: c.env.fetchImage ?? ((input, init) => fetch(input, init)),
        timeoutMs: c.env.imageFetchTimeoutMs ?? PHOTO_FETCH_TIMEOUT_MS,
        bucket: mediaBucket(c.env),
        ownerId: userId,
        now,
        ownOrigin,
      },
    );
    const plan = planImport(body.rows, { ...context, photos: photos.resolve });
    const toWrite = plan.filter((p) => p.input);
    await photos.discardUnused(toWrite.flatMap((p) => p.input!.images));
    const statements = await writeStatements(db, business, toWrite, now.toISOString());
    await runBatch(db, statements);

    // Fill in the ids of new products for the answer, and tell the edge what changed.
    const written = await productsBySku(
      db,
      body.bID,
      toWrite.map((p) => p.input!.sku!),
    );
    const updated = toWrite.filter((p) => p.existingId !== null).map((p) => existing.get(p.input!.sku!)!);
    setPurgeHeader(c, [`business:${business.slug}`, ...updated.flatMap((p) => purgeTagsForProduct({ slug: p.slug, businessSlug: business.slug }))]);
    return {
      results: plan.map((p) => (p.input ? { ...p.result, productId: written.get(p.input.sku!)?.id ?? null } : p.result)),
    };
  });
}

async function writeStatements(db: Db, business: BusinessDefaults, rows: ReturnType<typeof planImport>, now: string): Promise<Statement[]> {
  const fresh = rows.filter((r) => r.existingId === null);
  // The form's slug for the name (vendor-products.ts), else one made unique by the business and the SKU.
  const fallback = (name: string, sku: string) => `${productSlugBase(name)}-${productSlugBase(sku)}-${business.id}`.slice(0, 120);
  const taken = await takenSlugs(
    db,
    fresh.flatMap((r) => [productSlugBase(r.input!.name), fallback(r.input!.name, r.input!.sku!)]),
  );
  const variations = await variationsOf(
    db,
    rows.filter((r) => r.existingId !== null && r.input!.variations.length).map((r) => r.existingId!),
  );
  const statements: Statement[] = [];

  for (const row of rows) {
    const input = row.input!;
    const sku = input.sku!;
    // The city and map point as the product form sets them (a known town's centre, else the business's).
    const columns = productColumns({ ...input, ...placeFor(input, business) }, business, now);
    const alt = input.name;
    if (row.existingId === null) {
      let slug = productSlugBase(input.name);
      // Someone else's product, or an earlier row of this batch, has the slug: make it this SKU's own.
      if (taken.has(slug)) slug = fallback(input.name, sku);
      if (taken.has(slug)) slug = `${slug}-${crypto.randomUUID().slice(0, 8)}`;
      taken.add(slug);
      statements.push(insertProductStatement(db, { ...columns, slug, businessId: business.id, createdAt: now }));
      statements.push(...photoStatements(db, business.id, sku, input.images, alt));
      for (const v of input.variations) statements.push(newVariationStatement(db, business.id, sku, v, columns.priceCents));
      statements.push(...sizeColourTermStatements(db, business.id, sku, input, null));
      continue;
    }
    const id = row.existingId;
    statements.push(updateProductStatement(db, id, columns));
    // An empty images cell keeps the photos the product has (perhaps uploaded in the form); a list replaces them.
    if (input.images.length) {
      statements.push(db.delete(productImages).where(eq(productImages.productId, id)));
      statements.push(...photoStatements(db, business.id, sku, input.images, alt));
    }
    if (input.variations.length) {
      const listed = new Set<number>();
      for (const v of input.variations) {
        const known = variations.get(variationKey(id, v.size, v.colour));
        if (known === undefined) statements.push(newVariationStatement(db, business.id, sku, v, columns.priceCents));
        else {
          listed.add(known);
          statements.push(
            db
              .update(productVariations)
              .set({ priceCents: v.priceCents ?? columns.priceCents, stockQuantity: v.stockQuantity })
              .where(eq(productVariations.id, known)),
          );
        }
      }
      // Sizes no longer in the file are sold out rather than deleted: orders and carts may point at them.
      const gone = [...variations.entries()].filter(([key, vid]) => key.startsWith(`${id}|`) && !listed.has(vid)).map(([, vid]) => vid);
      if (gone.length) statements.push(db.update(productVariations).set({ stockQuantity: 0 }).where(inArray(productVariations.id, gone)));
      statements.push(...sizeColourTermStatements(db, business.id, sku, input, id));
    }
  }
  return statements;
}
