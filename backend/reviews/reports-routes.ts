/**
 * Reporting a product (spec §7 POST /product/report; §5: it succeeds only on HTTP 201). Logged in or not; a
 * logged-in user's repeated report of the same product and reason is kept once. Rate limited per IP so the
 * queue cannot be flooded.
 */
import { and, eq } from 'drizzle-orm';
import * as contract from '../../schema/rest/reviews';
import { REVIEW_MESSAGES } from '../../schema/rest/reviews';
import { businesses, productReports, products } from '../db/schema';
import { isPublic } from '../catalogue/product-summary-queries';
import { HttpError, mount, type BackendApp } from '../http';
import { clientIp, enforceRateLimits, limitKey } from '../auth/rate-limit';
import { optionalUser } from '../auth/optional-user';
import { clockNow } from '../clock';

export function registerReportRoutes(app: BackendApp): void {
  mount(
    app,
    contract.reportProduct,
    async ({ db, body, c }) => {
      const now = clockNow(c);
      const owner = await optionalUser(c, db, now);
      await enforceRateLimits(db, [limitKey('report', 'ip', clientIp(c))], now);
      const [product] = await db
        .select({ id: products.id })
        .from(products)
        .innerJoin(businesses, eq(businesses.id, products.businessId))
        .where(and(isPublic, eq(products.id, body.productId)))
        .limit(1);
      if (!product) throw new HttpError(404, REVIEW_MESSAGES.productNotFound);
      const reporterId = owner?.userId ?? null;
      const already =
        reporterId !== null &&
        (await db.$count(
          productReports,
          and(eq(productReports.productId, product.id), eq(productReports.reporterId, reporterId), eq(productReports.reason, body.reason)),
        )) > 0;
      if (!already) {
        await db
          .insert(productReports)
          .values({ productId: product.id, reporterId, reason: body.reason, details: body.details, createdAt: now.toISOString() });
      }
      return { reported: true as const };
    },
    { status: 201 },
  );
}
