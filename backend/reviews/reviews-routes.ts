/**
 * Product reviews (spec §7 /products/reviews…; §3 "Review"): anyone reads them; only a buyer with a COMPLETED
 * order containing the product may write one, once, and never on a product of a business they own or staff
 * (403, whatever the page showed). A new review changes the product's rating average and count in the same
 * batch, and notifies the vendor.
 */
import { and, eq, sql } from 'drizzle-orm';
import * as contract from '../../schema/rest/reviews';
import { REVIEW_MESSAGES } from '../../schema/rest/reviews';
import type { Db } from '../db/client';
import { businesses, orderItems, orders, products, reviews, users } from '../db/schema';
import { businessIdsRunBy, viewerBusinessIds } from '../businesses/business-access-queries';
import { reviewColumns, reviewsPage, toReview } from './product-reviews-queries';
import { constraintFailure, runBatch } from '../db/run-batch';
import { purgeTagsForProduct, setPurgeHeader } from '../cache/purge-tags';
import { HttpError, mount, type BackendApp } from '../http';
import { requireUser } from '../auth/tokens';
import { notifyStatement } from '../notifications/notify';
import { clockNow } from '../clock';

type Reason = (typeof contract.CAN_REVIEW_REASONS)[number];

const REASON_MESSAGES: Record<Reason, string> = {
  eligible: 'You can review this product',
  no_completed_order: REVIEW_MESSAGES.noCompletedOrder,
  already_reviewed: REVIEW_MESSAGES.alreadyReviewed,
  own_product: REVIEW_MESSAGES.ownProduct,
};

/**
 * The product if it is public, or unpublished but of a business `runBy` holds (its vendor still sees their
 * draft's page, reviews included); null otherwise, as for an unknown product.
 */
async function visibleProduct(db: Db, where: ReturnType<typeof eq>, runBy: ReadonlySet<number>) {
  const [row] = await db
    .select({
      id: products.id,
      slug: products.slug,
      name: products.name,
      businessId: products.businessId,
      businessSlug: businesses.slug,
      ownerId: businesses.ownerId,
      ratingAverage: products.ratingAverage,
      reviewCount: products.reviewCount,
      status: products.status,
      businessStatus: businesses.status,
    })
    .from(products)
    .innerJoin(businesses, eq(businesses.id, products.businessId))
    .where(where)
    .limit(1);
  if (!row) return null;
  const published = row.status === 'publish' && row.businessStatus === 'publish';
  return published || runBy.has(row.businessId) ? row : null;
}

/** Why `userId` may or may not review the product (own business, already reviewed, no completed order). */
export async function reviewEligibility(
  db: Db,
  userId: number,
  product: { id: number; businessId: number },
  runBy: ReadonlySet<number>,
): Promise<Reason> {
  // Nobody reviews their own product, bought or not: an owner or staff member's praise is not a review.
  if (runBy.has(product.businessId)) return 'own_product';
  const [reviewed, bought] = await Promise.all([
    db.$count(reviews, and(eq(reviews.productId, product.id), eq(reviews.authorId, userId))),
    db
      .select({ id: orderItems.id })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(and(eq(orders.userId, userId), eq(orders.status, 'completed'), eq(orderItems.productId, product.id)))
      .limit(1),
  ]);
  if (reviewed > 0) return 'already_reviewed';
  return bought.length > 0 ? 'eligible' : 'no_completed_order';
}

export function registerReviewRoutes(app: BackendApp): void {
  mount(app, contract.productReviews, async ({ db, query, c }) => {
    const product = await visibleProduct(db, eq(products.slug, query.slug), await viewerBusinessIds(c, db));
    if (!product) throw new HttpError(404, `No product found with slug: ${query.slug}`);
    return { ...(await reviewsPage(db, product, query.page, query.per_page)), message: 'success' };
  });

  mount(app, contract.canReview, async ({ db, query, c }) => {
    const { userId } = await requireUser(c, db);
    const runBy = await businessIdsRunBy(db, userId);
    const product = await visibleProduct(db, eq(products.id, query.productId), runBy);
    if (!product) throw new HttpError(404, REVIEW_MESSAGES.productNotFound);
    const reason = await reviewEligibility(db, userId, product, runBy);
    return { canReview: reason === 'eligible', reason, message: REASON_MESSAGES[reason] };
  });

  mount(
    app,
    contract.createReview,
    async ({ db, body, c }) => {
      const { userId } = await requireUser(c, db);
      if (body.authorID !== userId) throw new HttpError(403, REVIEW_MESSAGES.notYours);
      const runBy = await businessIdsRunBy(db, userId);
      const product = await visibleProduct(db, eq(products.id, body.productID), runBy);
      if (!product) throw new HttpError(404, REVIEW_MESSAGES.productNotFound);
      const reason = await reviewEligibility(db, userId, product, runBy);
      if (reason === 'already_reviewed') throw new HttpError(409, REVIEW_MESSAGES.alreadyReviewed);
      if (reason !== 'eligible') throw new HttpError(403, REASON_MESSAGES[reason]);

      const now = clockNow(c);
      let inserted: { id: number }[];
      try {
        // One batch: the review, the product's running average and count, the vendor's notification. A second
        // submission racing this one fails on the (product, author) unique index and changes nothing.
        [inserted] = (await runBatch(db, [
          db
            .insert(reviews)
            .values({ productId: product.id, authorId: userId, rating: body.rating, review: body.review, createdAt: now.toISOString() })
            .returning({ id: reviews.id }),
          db
            .update(products)
            .set({
              ratingAverage: sql`round((${products.ratingAverage} * ${products.reviewCount} + ${body.rating}) * 1.0 / (${products.reviewCount} + 1), 2)`,
              reviewCount: sql`${products.reviewCount} + 1`,
            })
            .where(eq(products.id, product.id)),
          notifyStatement(
            db,
            {
              userId: product.ownerId,
              kind: 'review_received',
              title: `New ${body.rating}-star review of ${product.name}`,
              body: body.review,
              link: `/product/${product.slug}/`,
              // Only the title has words of ours: the body is the reviewer's.
              message: { key: 'notifications.reviewReceived', values: { rating: body.rating, product: product.name } },
            },
            now,
          ),
        ])) as [{ id: number }[]];
      } catch (error) {
        if (constraintFailure(error)?.kind === 'unique') throw new HttpError(409, REVIEW_MESSAGES.alreadyReviewed);
        throw error;
      }
      const [[row], [rating]] = await Promise.all([
        db.select(reviewColumns).from(reviews).innerJoin(users, eq(users.id, reviews.authorId)).where(eq(reviews.id, inserted[0].id)),
        db.select({ average: products.ratingAverage, count: products.reviewCount }).from(products).where(eq(products.id, product.id)),
      ]);
      // The product's reviews and rating are edge-cached public reads (server/edge-cache.ts): retire them now.
      setPurgeHeader(c, purgeTagsForProduct({ slug: product.slug, businessSlug: product.businessSlug }));
      return { review: toReview(row), rating };
    },
    { status: 201 },
  );
}
