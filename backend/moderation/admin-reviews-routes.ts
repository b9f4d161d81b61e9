/**
 * The moderators' reviews (schema/rest/review-moderation.ts; issue 29). Hiding or restoring is one D1 batch: the
 * review's conditional update (… WHERE hidden_at IS NULL to hide, IS NOT NULL to restore, stamped with a key only
 * this request knows), then — each guarded by that key, so a request that lost the race writes nothing — the
 * reviewer's notification and the audit entry. The product's rating and count move inside the same update: the
 * reviews triggers (migration 0029) recompute them from the visible reviews whenever hidden_at changes, which is
 * why this file never writes them (a direct write would be put back by products_rating_from_reviews anyway).
 * The store has no rating of its own: its pages show its products' ratings. Both are edge-cached public reads, so
 * the answer names the product's and the store's cache tags in x-musika-purge (the Worker also bumps the
 * catalogue generation, so search sorted by rating drops the old numbers).
 */
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { OperatorRole } from '../../schema/rest/operators';
import * as contract from '../../schema/rest/review-moderation';
import { REVIEW_MODERATION_MESSAGES as M } from '../../schema/rest/review-moderation';
import { purgeTagsForProduct, setPurgeHeader } from '../cache/purge-tags';
import { paging } from '../catalogue/product-summary-queries';
import { clockNow } from '../clock';
import type { Db } from '../db/client';
import { runBatch } from '../db/run-batch';
import { reviews } from '../db/schema';
import { HttpError, mount, type BackendApp } from '../http';
import { notifyWhenApplied } from '../notifications/notify-when-applied';
import { requireOperator } from '../operators/require-operator';
import { adminReviewById, adminReviewOut, adminReviewsPage } from './admin-reviews-queries';
import { auditWhenApplied } from '../operators/audit-log';

/** Who may call each /admin route of this file (tests/integration/operators-role-matrix.test.ts reads it). */
export const ADMIN_ROUTE_ROLES: Record<string, readonly OperatorRole[]> = {
  'GET /admin/reviews': ['moderator'],
  'POST /admin/reviews/:id/hide': ['moderator'],
  'POST /admin/reviews/:id/restore': ['moderator'],
};

type Change = { to: 'hidden'; reason: string } | { to: 'visible' };

async function moderate(c: Context, db: Db, change: Change) {
  const now = clockNow(c);
  const hiding = change.to === 'hidden';
  const operator = await requireOperator(c, db, ADMIN_ROUTE_ROLES[hiding ? 'POST /admin/reviews/:id/hide' : 'POST /admin/reviews/:id/restore'], now);
  const parsed = contract.idParam(M.reviewNotFound).safeParse(c.req.param('id'));
  if (!parsed.success) throw new HttpError(404, M.reviewNotFound);
  const id = parsed.data;
  const found = await adminReviewById(db, id);
  if (!found) throw new HttpError(404, M.reviewNotFound);
  const conflict = hiding ? M.alreadyHidden : M.alreadyVisible;
  if (Boolean(found.review.hiddenAt) === hiding) throw new HttpError(409, conflict);

  const at = now.toISOString();
  const stamp = crypto.randomUUID();
  const applied = sql`exists (select 1 from reviews where id = ${id} and moderation_key = ${stamp})`;
  const { productName, productSlug, businessSlug } = found;
  const update = hiding
    ? db
        .update(reviews)
        .set({ hiddenAt: at, hiddenBy: operator.userId, hiddenReason: change.reason, moderationKey: stamp })
        .where(and(eq(reviews.id, id), isNull(reviews.hiddenAt)))
    : db
        .update(reviews)
        .set({ hiddenAt: null, hiddenBy: null, hiddenReason: null, moderationKey: stamp })
        .where(and(eq(reviews.id, id), isNotNull(reviews.hiddenAt)));
  const [result] = (await runBatch(db, [
    update,
    notifyWhenApplied(
      db,
      applied,
      {
        userId: found.review.authorId,
        kind: hiding ? 'review_hidden' : 'review_restored',
        title: hiding ? `Your review of "${productName}" was hidden` : `Your review of "${productName}" is visible again`,
        body: hiding
          ? `A Musika moderator hid your review of "${productName}": ${change.reason} Other shoppers no longer see it and it no longer counts in the product's rating.`
          : `A Musika moderator restored your review of "${productName}": shoppers see it again and it counts in the product's rating.`,
        link: `/product/${productSlug}/`,
        message: hiding
          ? { key: 'notifications.reviewHidden', values: { product: productName, reason: change.reason } }
          : { key: 'notifications.reviewRestored', values: { product: productName } },
      },
      now,
    ),
    auditWhenApplied(
      c,
      db,
      operator,
      {
        action: hiding ? 'review.hidden' : 'review.restored',
        objectType: 'review',
        objectId: id,
        before: { hiddenAt: found.review.hiddenAt, reason: found.review.hiddenReason },
        after: { hiddenAt: hiding ? at : null, reason: hiding ? change.reason : null },
      },
      applied,
      now,
    ),
  ])) as [{ meta?: { changes?: number } }];
  // Another moderator got there between our read and our batch: theirs stands, ours wrote nothing.
  if (!result.meta?.changes) throw new HttpError(409, conflict);
  setPurgeHeader(c, purgeTagsForProduct({ slug: productSlug, businessSlug }));
  return { review: adminReviewOut((await adminReviewById(db, id))!) };
}

export function registerAdminReviewRoutes(app: BackendApp): void {
  mount(
    app,
    contract.listAdminReviews,
    async ({ db, query, c }) => {
      await requireOperator(c, db, ADMIN_ROUTE_ROLES['GET /admin/reviews']);
      const { load, total, hidden } = await adminReviewsPage(db, {
        status: query.status,
        search: query.search || undefined,
        page: query.page,
        perPage: query.per_page,
      });
      return { load, hidden, pageInfo: paging(query.page, query.per_page, total) };
    },
    { failure: M.listReviews },
  );
  mount(app, contract.hideReview, ({ db, body, c }) => moderate(c, db, { to: 'hidden', reason: body.reason }), { failure: M.moderateReview });
  mount(app, contract.restoreReview, ({ db, c }) => moderate(c, db, { to: 'visible' }), { failure: M.moderateReview });
}
