/**
 * POST /advertising/ad-tokens (issue #27; schema/rest/ads-events.ts adTokens): the page's ads script asks, once
 * per slot and page view, for the tokens that make its ads' impressions and click billable. Asked from the
 * browser rather than printed in the page, because a whole page is shared by every anonymous visitor for a
 * minute or more (server/page-cache.ts): a printed token would be one token for them all, and bill once. Only
 * the ads this placement can serve now (not paused, within their days, store and product published) get one.
 */
import { and, eq, inArray, isNull, lte, gte, or } from 'drizzle-orm';
import type { AdPlacement } from '../../schema/rest/ads';
import type { Db } from '../db/client';
import { ads, businesses, products } from '../db/schema';
import { signAdToken } from './ad-token';

export interface TokenRequest {
  placement: AdPlacement;
  pageViewId: string;
  adIDs: number[];
}

async function servingIds(db: Db, placement: AdPlacement, ids: number[], today: string): Promise<Set<number>> {
  const rows = await db
    .select({ id: ads.id })
    .from(ads)
    .innerJoin(businesses, eq(businesses.id, ads.businessId))
    .leftJoin(products, eq(products.id, ads.productId))
    .where(
      and(
        inArray(ads.id, ids),
        eq(ads.placement, placement),
        eq(ads.paused, false),
        lte(ads.startsOn, today),
        gte(ads.endsOn, today),
        eq(businesses.status, 'publish'),
        isNull(businesses.suspendedAt),
        or(isNull(ads.productId), eq(products.status, 'publish')),
      ),
    );
  return new Set(rows.map((r) => r.id));
}

export async function issueAdTokens(
  db: Db,
  secret: string,
  request: TokenRequest,
  today: string,
  now: Date,
): Promise<{ adID: number; token: string }[]> {
  const ids = [...new Set(request.adIDs)];
  const serving = await servingIds(db, request.placement, ids, today);
  return Promise.all(
    ids
      .filter((id) => serving.has(id))
      .map(async (adID) => ({
        adID,
        token: await signAdToken(secret, { adID, placement: request.placement, pageViewId: request.pageViewId, issuedAtMs: now.getTime() }),
      })),
  );
}
