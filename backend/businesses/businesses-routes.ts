/** Business reads (spec §7 "Business and ads"). */
import { eq, inArray } from 'drizzle-orm';
import * as contract from '../../schema/rest/businesses';
import { ALL_STORES_PAGE } from '../../schema/rest/businesses';
import { HttpError, mount, type BackendApp } from '../http';
import { findBusinessDetail, listBusinessSummaries, storeListCursor } from './businesses-queries';
import { slugAfterRename } from './business-settings-queries';
import { businesses } from '../db/schema';
import { advertisedBusinessIds } from '../ads/ads-serving-queries';

export function registerBusinessRoutes(app: BackendApp): void {
  mount(app, contract.listBusinesses, async ({ db, query }) => {
    const after = query.after === undefined ? undefined : await storeListCursor(db, query.after);
    if (after === null) throw new HttpError(400, `No store to go on from: bID ${query.after} is unknown. Ask again without after to start over.`);
    return { load: await listBusinessSummaries(db, { limit: query.limit === -1 ? ALL_STORES_PAGE : query.limit, after }) };
  });

  // Issue #12: the businesses with an ad that can serve now, strongest bid first; while none runs, the seeded
  // is_promoted flag, so the site still shows featured stores.
  mount(app, contract.promotedBusinesses, async ({ db, query }) => {
    // "All" of the featured stores is a page of them too: thousands of stores could carry the seeded flag.
    const limit = query.limit === -1 ? ALL_STORES_PAGE : query.limit;
    const advertised = await advertisedBusinessIds(db);
    if (advertised.length === 0) return { load: await listBusinessSummaries(db, { where: eq(businesses.isPromoted, true), limit }) };
    const ids = advertised.slice(0, limit);
    const found = await listBusinessSummaries(db, { where: inArray(businesses.id, ids), limit: -1 });
    return { load: found.sort((a, b) => ids.indexOf(a.bID) - ids.indexOf(b.bID)) };
  });

  mount(app, contract.getBusiness, async ({ db, query }) => {
    // A renamed business keeps answering under its old slugs, with its current `slug` (the storefront
    // redirects old links to it).
    const current =
      (await findBusinessDetail(db, query.bSlug)) ??
      (await slugAfterRename(db, query.bSlug).then((slug) => (slug ? findBusinessDetail(db, slug) : null)));
    if (!current) throw new HttpError(404, `No business found with slug: ${query.bSlug}`);
    return current;
  });
}
