/**
 * A vendor's own products, one at a time (schema/rest/vendor-products.ts): create, update, duplicate, delete and
 * the edit form's read. Order of checks on every call: the caller runs bID (requireBusinessRunner), the product
 * is that business's, then the package allows the write, then what the contract cannot check (category is a
 * leaf, SKU free). Every write names the product in x-musika-purge so the edge and page caches drop it.
 */
import type { Context } from 'hono';
import * as contract from '../../schema/rest/vendor-products';
import { VENDOR_PRODUCT_MESSAGES as MESSAGES } from '../../schema/rest/vendor-products';
import type { ProductInput } from '../../schema/rest/product-input';
import { purgeTagsForProduct, setPurgeHeader } from '../cache/purge-tags';
import type { Db } from '../db/client';
import { refusePublishingWhileSuspended } from '../businesses/admin-businesses-guard';
import { requireBusinessAccess, requireBusinessRunner } from '../businesses/business-access-queries';
import { constraintFailure } from '../db/run-batch';
import { deleteProducts, packageCapabilities, publishAllowance, referencedIds, setStatus } from './vendor-catalogue-queries';
import {
  businessDefaults,
  categoryProblem,
  findOwnProduct,
  freeProductSlug,
  insertProduct,
  readVendorProduct,
  skuTakenBy,
  updateProduct,
} from './vendor-products-queries';
import { HttpError, mount, type BackendApp } from '../http';
import { copyInput } from './product-copy';
import { clockNow } from '../clock';

const invalid = (message: string) => new HttpError(400, message);

/** The package rules: the capability to list at all, and room under the limit to publish one more. */
async function requirePackageRoom(db: Db, userId: number, publishingNew: boolean, now: Date): Promise<void> {
  if (!(await packageCapabilities(db, userId, now)).includes('create_products')) throw new HttpError(403, MESSAGES.noCapability);
  if (!publishingNew) return;
  const { limit, remaining } = await publishAllowance(db, userId, now);
  if (remaining < 1) throw new HttpError(403, MESSAGES.overLimit(limit));
}

/** What the contract cannot know: the category is a leaf, the SKU is not another product's. */
async function requireValidReferences(db: Db, businessId: number, input: ProductInput, productId?: number): Promise<void> {
  const problem = await categoryProblem(db, input.categoryId);
  if (problem === 'unknown') throw invalid(MESSAGES.unknownCategory);
  if (problem === 'not-leaf') throw invalid(MESSAGES.notLeafCategory);
  if (input.sku && (await skuTakenBy(db, businessId, input.sku, productId))) throw invalid(MESSAGES.skuTaken);
}

function purge(c: Context, slug: string, businessSlug: string) {
  setPurgeHeader(c, purgeTagsForProduct({ slug, businessSlug }));
}

/** Two saves racing for the same slug or SKU: the loser is told plainly instead of a 500. */
function duplicateWrite(error: unknown): never {
  const failure = constraintFailure(error);
  if (failure?.kind === 'unique' && /sku/.test(failure.detail)) throw invalid(MESSAGES.skuTaken);
  if (failure?.kind === 'unique') throw new HttpError(409, 'This product was just saved by another request: please try again');
  throw error;
}

export function registerVendorProductRoutes(app: BackendApp): void {
  mount(
    app,
    contract.createProduct,
    async ({ db, body, c }) => {
      const now = clockNow(c);
      // The owner's package governs the business's products, whoever of its staff asks.
      const { ownerId } = await requireBusinessAccess(c, db, body.bID, 'manage', now);
      await refusePublishingWhileSuspended(db, body.bID, body.status === 'publish');
      await requirePackageRoom(db, ownerId, body.status === 'publish', now);
      await requireValidReferences(db, body.bID, body);
      const business = await businessDefaults(db, body.bID);
      const slug = await freeProductSlug(db, body.name);
      const id = await insertProduct(db, body.bID, slug, body, business, now).catch(duplicateWrite);
      purge(c, slug, business.slug);
      return readVendorProduct(db, id);
    },
    { status: 201 },
  );

  mount(app, contract.updateProduct, async ({ db, body, c }) => {
    const now = clockNow(c);
    const { ownerId } = await requireBusinessAccess(c, db, body.bID, 'manage', now);
    const existing = await findOwnProduct(db, body.bID, { id: body.id });
    if (!existing) throw new HttpError(404, MESSAGES.notFound);
    await refusePublishingWhileSuspended(db, body.bID, body.status === 'publish');
    await requirePackageRoom(db, ownerId, body.status === 'publish' && existing.status !== 'publish', now);
    await requireValidReferences(db, body.bID, body, existing.id);
    const business = await businessDefaults(db, body.bID);
    // The slug stays: a rename must not break links already shared.
    await updateProduct(db, existing.id, body, business, now).catch(duplicateWrite);
    purge(c, existing.slug, business.slug);
    return readVendorProduct(db, existing.id);
  });

  mount(app, contract.deleteProduct, async ({ db, body, c }) => {
    const now = clockNow(c);
    await requireBusinessRunner(c, db, body.bID, now);
    const existing = await findOwnProduct(db, body.bID, { id: body.id });
    // Spec §8's message; an unknown id and another business's product answer alike.
    if (!existing) throw new HttpError(404, MESSAGES.deleteFailed);
    const business = await businessDefaults(db, body.bID);
    const kept = (await referencedIds(db, [existing.id])).has(existing.id);
    // Orders, reviews and offers keep pointing at it: unpublished, it stays out of sight but keeps their history.
    if (kept) await setStatus(db, body.bID, [existing.id], 'draft', now);
    else await deleteProducts(db, body.bID, [existing.id]);
    purge(c, existing.slug, business.slug);
    return { message: kept ? MESSAGES.keptUnpublished : MESSAGES.deleted, deleted: !kept, id: existing.id, slug: existing.slug };
  });

  mount(
    app,
    contract.duplicateProduct,
    async ({ db, body, c }) => {
      const now = clockNow(c);
      const { ownerId } = await requireBusinessAccess(c, db, body.bID, 'manage', now);
      const existing = await findOwnProduct(db, body.bID, { id: body.id });
      if (!existing) throw new HttpError(404, MESSAGES.notFound);
      // A draft: no room under the publish limit is needed, only the capability to list.
      await requirePackageRoom(db, ownerId, false, now);
      const copy = copyInput(await readVendorProduct(db, existing.id));
      if ('problem' in copy) throw invalid(copy.problem);
      const business = await businessDefaults(db, body.bID);
      const slug = await freeProductSlug(db, copy.input.name);
      const id = await insertProduct(db, body.bID, slug, copy.input, business, now).catch(duplicateWrite);
      return readVendorProduct(db, id);
    },
    { status: 201 },
  );

  mount(app, contract.productForEdit, async ({ db, query, c }) => {
    await requireBusinessRunner(c, db, query.bID);
    const existing = await findOwnProduct(db, query.bID, { slug: query.slug });
    if (!existing) throw new HttpError(404, MESSAGES.notFound);
    return readVendorProduct(db, existing.id);
  });
}
