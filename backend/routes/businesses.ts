/** Business reads (spec §7 "Business and ads"). */
import { eq } from 'drizzle-orm';
import * as contract from '../../schema/rest/businesses';
import { HttpError, mount, type BackendApp } from '../http';
import { findBusinessDetail, listBusinessSummaries } from '../db/queries/businesses';
import { slugAfterRename } from '../db/queries/business-settings';
import { businesses } from '../db/schema';

export function registerBusinessRoutes(app: BackendApp): void {
  mount(app, contract.listBusinesses, async ({ db, query }) => ({
    load: await listBusinessSummaries(db, { limit: query.limit }),
  }));

  mount(app, contract.promotedBusinesses, async ({ db, query }) => ({
    load: await listBusinessSummaries(db, { where: eq(businesses.isPromoted, true), limit: query.limit }),
  }));

  mount(app, contract.getBusiness, async ({ db, query }) => {
    // A renamed business keeps answering under its old slugs, with its current `slug` (the storefront
    // redirects old links to it).
    const current = (await findBusinessDetail(db, query.bSlug)) ?? (await slugAfterRename(db, query.bSlug).then((slug) => (slug ? findBusinessDetail(db, slug) : null)));
    if (!current) throw new HttpError(404, `No business found with slug: ${query.bSlug}`);
    return current;
  });
}
