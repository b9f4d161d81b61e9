/**
 * The vendor's catalogue (schema/rest/vendor-catalogue.ts): GET /business/products, POST /products/bulk and
 * POST /products/bulk-import. Each call first checks that the caller runs bID (requireBusinessRunner), then that
 * every product it names belongs to bID — one foreign id refuses the whole request.
 */
import * as contract from '../../schema/rest/vendor-catalogue';
import { CATALOGUE_MESSAGES } from '../../schema/rest/vendor-catalogue';
import { purgeTagsForProduct, setPurgeHeader } from '../cache/purge-tags';
import { refusePublishingWhileSuspended } from '../businesses/admin-businesses-guard';
import { requireBusinessAccess, requireBusinessRunner } from '../businesses/business-access-queries';
import { paging } from './product-summary-queries';
import { deleteProducts, listVendorProducts, productsOfBusiness, publishAllowance, referencedIds, setStatus } from './vendor-catalogue-queries';
import { businesses } from '../db/schema';
import { eq } from 'drizzle-orm';
import { HttpError, mount, type BackendApp } from '../http';
import { clockNow } from '../clock';

export function registerVendorCatalogueRoutes(app: BackendApp): void {
  mount(app, contract.listVendorProducts, async ({ db, query, c }) => {
    await requireBusinessRunner(c, db, query.bID);
    const { load, counts, total } = await listVendorProducts(
      db,
      { businessId: query.bID, term: query.term, kind: query.kind, status: query.status },
      query.page,
      query.per_page,
    );
    return { load, counts, pageInfo: paging(query.page, query.per_page, total) };
  });

  mount(app, contract.bulkProducts, async ({ db, body, c }) => {
    const now = clockNow(c);
    // The owner's package decides how many products the business may publish, whoever of its staff asks.
    const { ownerId: userId } = await requireBusinessAccess(c, db, body.bID, 'manage', now);
    const found = await productsOfBusiness(db, body.bID, body.ids);
    // One id that is not this business's (someone else's, or none at all) refuses everything.
    if (found.length !== body.ids.length) throw new HttpError(404, CATALOGUE_MESSAGES.foreignIds);
    const [business] = await db.select({ slug: businesses.slug }).from(businesses).where(eq(businesses.id, body.bID)).limit(1);
    const purge = (ids: number[]) =>
      setPurgeHeader(
        c,
        found.filter((p) => ids.includes(p.id)).flatMap((p) => purgeTagsForProduct({ slug: p.slug, businessSlug: business.slug })),
      );

    if (body.action === 'publish') {
      const drafts = found.filter((p) => p.status !== 'publish').map((p) => p.id);
      await refusePublishingWhileSuspended(db, body.bID, drafts.length > 0);
      const { limit, remaining } = await publishAllowance(db, userId, now);
      if (drafts.length > remaining) throw new HttpError(403, CATALOGUE_MESSAGES.overLimit(limit));
      await setStatus(db, body.bID, drafts, 'publish', now);
      purge(drafts);
      return { action: body.action, changed: drafts, keptUnpublished: [] };
    }
    if (body.action === 'unpublish') {
      const live = found.filter((p) => p.status === 'publish').map((p) => p.id);
      await setStatus(db, body.bID, live, 'draft', now);
      purge(live);
      return { action: body.action, changed: live, keptUnpublished: [] };
    }
    // delete: products that orders, reviews or offers point at stay (unpublished), so those records keep meaning.
    const referenced = await referencedIds(db, body.ids);
    const removable = body.ids.filter((id) => !referenced.has(id));
    const kept = body.ids.filter((id) => referenced.has(id));
    await deleteProducts(db, body.bID, removable);
    await setStatus(db, body.bID, kept, 'draft', now);
    purge(body.ids);
    return { action: body.action, changed: removable, keptUnpublished: kept };
  });
}
