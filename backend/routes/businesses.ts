/** Business reads (spec §7 "Business and ads"). */
import { eq } from 'drizzle-orm';
import * as contract from '../../schema/rest/businesses';
import { HttpError, mount, type BackendApp } from '../http';
import { findBusinessDetail, listBusinessSummaries } from '../db/queries/businesses';
import { businesses } from '../db/schema';

export function registerBusinessRoutes(app: BackendApp): void {
  mount(app, contract.listBusinesses, async ({ db, query }) => ({
    load: await listBusinessSummaries(db, { limit: query.limit }),
  }));

  mount(app, contract.promotedBusinesses, async ({ db, query }) => ({
    load: await listBusinessSummaries(db, { where: eq(businesses.isPromoted, true), limit: query.limit }),
  }));

  mount(app, contract.getBusiness, async ({ db, query }) => {
    const business = await findBusinessDetail(db, query.bSlug);
    if (!business) throw new HttpError(404, `No business found with slug: ${query.bSlug}`);
    return business;
  });
}
