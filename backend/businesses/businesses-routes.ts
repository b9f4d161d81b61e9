/** Business reads (spec §7 "Business and ads"). */
import { eq, inArray } from 'drizzle-orm';
import * as contract from '../../schema/rest/businesses';
import { HttpError, mount, type BackendApp } from '../http';
import { findBusinessDetail, listBusinessSummaries } from './businesses-queries';
import { slugAfterRename } from './business-settings-queries';
import { businesses } from '../db/schema';
import { advertisedBusinessIds } from '../ads/ads-serving-queries';

export function registerBusinessRoutes(app: BackendApp): void {
  mount(app, contract.listBusinesses, async ({ db, query }) => ({
    load: await listBusinessSummaries(db, { limit: query.limit }),
  }));

  // Issue #12: the businesses with an ad that can serve now, strongest bid first; while none runs, the seeded
  // is_promoted flag, so the site still shows featured stores.
  mount(app, contract.promotedBusinesses, async ({ db, query }) => {
    const advertised = await advertisedBusinessIds(db);
    if (advertised.length === 0) return { load: await listBusinessSummaries(db, { where: eq(businesses.isPromoted, true), limit: query.limit }) };
    const ids = query.limit === -1 ? advertised : advertised.slice(0, query.limit);
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
