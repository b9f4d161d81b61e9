/**
 * The moderators' product reports (schema/rest/moderation.ts; issue 29). Resolving a report is one D1 batch: the
 * report's conditional update (… WHERE resolved_at IS NULL, stamped with a key only this request knows), then —
 * each guarded by that key, so a request that lost the race writes nothing — the listing's unpublishing, the
 * store owner's and the reporter's notifications and the audit entry. Unpublishing names the listing's cache
 * tags in x-musika-purge, so the Worker bumps the catalogue generation and search and category pages drop it
 * on the next request (the same signal a vendor's own unpublish sends).
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import * as contract from '../../schema/rest/moderation';
import { MODERATION_MESSAGES } from '../../schema/rest/moderation';
import type { OperatorRole } from '../../schema/rest/operators';
import { suspendedListings } from '../businesses/admin-businesses-tables';
import { purgeTagsForProduct, setPurgeHeader } from '../cache/purge-tags';
import { paging } from '../catalogue/product-summary-queries';
import { clockNow } from '../clock';
import type { Db } from '../db/client';
import { runBatch, type Statement } from '../db/run-batch';
import { productReports, products } from '../db/schema';
import { HttpError, mount, type BackendApp } from '../http';
import { notifyWhenApplied } from '../notifications/notify-when-applied';
import { requireOperator } from '../operators/require-operator';
import { auditWhenApplied } from '../operators/audit-log';
import { reportById, reportOut, reportsPage } from './reports-queries';

/** Who may call each /admin route of this file (tests/integration/operators-role-matrix.test.ts reads it). */
export const ADMIN_ROUTE_ROLES: Record<string, readonly OperatorRole[]> = {
  'GET /admin/reports': ['moderator'],
  'POST /admin/reports/:id/unpublish': ['moderator'],
  'POST /admin/reports/:id/dismiss': ['moderator'],
};

const REASON_WORDS: Record<string, string> = {
  counterfeit: 'counterfeit goods',
  prohibited: 'a prohibited item',
  scam: 'a scam',
  wrong_category: 'the wrong category',
  offensive: 'offensive content',
  other: 'another reason',
};

type Resolution = { outcome: 'unpublished'; reason: string } | { outcome: 'dismissed'; note: string };

async function resolve(c: Context, db: Db, resolution: Resolution) {
  const now = clockNow(c);
  const key = resolution.outcome === 'unpublished' ? 'POST /admin/reports/:id/unpublish' : 'POST /admin/reports/:id/dismiss';
  const operator = await requireOperator(c, db, ADMIN_ROUTE_ROLES[key], now);
  const parsed = contract.idParam(MODERATION_MESSAGES.reportNotFound).safeParse(c.req.param('id'));
  if (!parsed.success) throw new HttpError(404, MODERATION_MESSAGES.reportNotFound);
  const id = parsed.data;
  const found = await reportById(db, id);
  if (!found) throw new HttpError(404, MODERATION_MESSAGES.reportNotFound);
  const { report, productName, businessName, productSlug, businessSlug, ownerId } = found;
  if (report.resolvedAt) throw new HttpError(409, MODERATION_MESSAGES.alreadyResolved(report.outcome ?? 'resolved'));

  const at = now.toISOString();
  const stamp = crypto.randomUUID();
  const applied = sql`exists (select 1 from product_reports where id = ${id} and resolution_key = ${stamp})`;
  const note = resolution.outcome === 'unpublished' ? resolution.reason : resolution.note || null;
  const statements: Statement[] = [
    db
      .update(productReports)
      .set({ resolvedAt: at, resolvedBy: operator.userId, outcome: resolution.outcome, resolutionNote: note, resolutionKey: stamp })
      .where(and(eq(productReports.id, id), isNull(productReports.resolvedAt))),
  ];
  if (resolution.outcome === 'unpublished') {
    statements.push(
      db
        .update(products)
        .set({ status: 'draft', updatedAt: at })
        .where(sql`${products.id} = ${report.productId} and ${products.status} = 'publish' and ${applied}`),
      // A listing its store's suspension took off sale stays unpublished when the store is reinstated.
      db
        .delete(suspendedListings)
        .where(
          sql`${suspendedListings.businessId} = (select business_id from products where id = ${report.productId}) and ${suspendedListings.productId} = ${report.productId} and ${applied}`,
        ),
      notifyWhenApplied(
        db,
        applied,
        {
          userId: ownerId,
          kind: 'listing_unpublished',
          title: `Your listing "${productName}" was unpublished`,
          body: `A Musika moderator unpublished "${productName}" (${businessName}) after a report of ${REASON_WORDS[report.reason] ?? report.reason}: ${resolution.reason} It stays in your listings as a draft; buyers no longer see it.`,
          link: '/dashboard/all-sell-items',
          message: {
            key: 'notifications.listingUnpublished',
            values: { product: productName, store: businessName, report: report.reason, reason: resolution.reason },
          },
        },
        now,
      ),
    );
  }
  if (report.reporterId !== null) {
    statements.push(
      notifyWhenApplied(
        db,
        applied,
        {
          userId: report.reporterId,
          kind: 'report_resolved',
          title: `Your report about "${productName}"`,
          body:
            resolution.outcome === 'unpublished'
              ? `Thank you: a moderator reviewed your report and unpublished "${productName}".`
              : `A moderator reviewed your report and left "${productName}" listed.${resolution.note ? ` ${resolution.note}` : ''}`,
          link: null,
          message:
            resolution.outcome === 'unpublished'
              ? { key: 'notifications.reportUnpublished', values: { product: productName } }
              : { key: 'notifications.reportDismissed', values: { product: productName, note: resolution.note ? ` ${resolution.note}` : '' } },
        },
        now,
      ),
    );
  }
  statements.push(
    auditWhenApplied(
      c,
      db,
      operator,
      {
        action: `report.${resolution.outcome}`,
        objectType: 'product_report',
        objectId: id,
        before: { resolvedAt: null, productStatus: found.productStatus },
        after: {
          outcome: resolution.outcome,
          note,
          productStatus: resolution.outcome === 'unpublished' ? 'draft' : found.productStatus,
        },
      },
      applied,
      now,
    ),
  );
  const [update] = (await runBatch(db, statements)) as [{ meta?: { changes?: number } }];
  if (!update.meta?.changes) {
    // Another moderator resolved it between our read and our batch: theirs stands, ours wrote nothing.
    const now2 = await reportById(db, id);
    throw new HttpError(409, MODERATION_MESSAGES.alreadyResolved(now2?.report.outcome ?? 'resolved'));
  }
  if (resolution.outcome === 'unpublished') setPurgeHeader(c, purgeTagsForProduct({ slug: productSlug, businessSlug }));
  const after = (await reportById(db, id))!;
  return { report: reportOut(after) };
}

export function registerAdminReportRoutes(app: BackendApp): void {
  mount(
    app,
    contract.listAdminReports,
    async ({ db, query, c }) => {
      await requireOperator(c, db, ADMIN_ROUTE_ROLES['GET /admin/reports']);
      const { load, total, open } = await reportsPage(db, {
        status: query.status,
        search: query.search || undefined,
        page: query.page,
        perPage: query.per_page,
      });
      return { load, open, pageInfo: paging(query.page, query.per_page, total) };
    },
    { failure: MODERATION_MESSAGES.listReports },
  );
  mount(app, contract.unpublishReported, ({ db, body, c }) => resolve(c, db, { outcome: 'unpublished', reason: body.reason }), {
    failure: MODERATION_MESSAGES.resolveReport,
  });
  mount(app, contract.dismissReport, ({ db, body, c }) => resolve(c, db, { outcome: 'dismissed', note: body.note ?? '' }), {
    failure: MODERATION_MESSAGES.resolveReport,
  });
}
