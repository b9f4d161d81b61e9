/**
 * Reads of the moderators' review list (issue 29). Visible reviews come newest first through
 * reviews_moderation_idx (hidden_at, created_at); hidden ones most recently hidden first through the same index;
 * all of them newest first through reviews_created_idx (migration 0029). tests/integration/moderation-reviews.test.ts
 * checks the plans.
 */
import { and, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { RestAdminReview } from '../../schema/rest/review-moderation';
import type { Db } from '../db/client';
import { businesses, products, reviews, users } from '../db/schema';
import { containing } from './reports-queries';

const reviewer = alias(users, 'reviewer');
const hider = alias(users, 'hider');

/** Product, store or reviewer name contains the term. */
const productStoreOrReviewer = (term: string): SQL =>
  sql`(${products.name} like ${containing(term)} escape '\\' or ${businesses.name} like ${containing(term)} escape '\\' or ${reviewer.displayName} like ${containing(term)} escape '\\')`;

const columns = {
  review: reviews,
  productName: products.name,
  productSlug: products.slug,
  ratingAverage: products.ratingAverage,
  reviewCount: products.reviewCount,
  businessName: businesses.name,
  businessSlug: businesses.slug,
  reviewerName: reviewer.displayName,
  hiddenByName: hider.displayName,
};

function base(db: Db) {
  return db
    .select(columns)
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .innerJoin(businesses, eq(businesses.id, products.businessId))
    .innerJoin(reviewer, eq(reviewer.id, reviews.authorId))
    .leftJoin(hider, eq(hider.id, reviews.hiddenBy));
}

type Row = Awaited<ReturnType<ReturnType<typeof base>['execute']>>[number];

export const adminReviewOut = (r: Row): RestAdminReview => ({
  id: r.review.id,
  productId: r.review.productId,
  productName: r.productName,
  productSlug: r.productSlug,
  businessName: r.businessName,
  reviewerName: r.reviewerName,
  rating: r.review.rating,
  review: r.review.review,
  createdAt: r.review.createdAt,
  hiddenAt: r.review.hiddenAt,
  hiddenByName: r.review.hiddenAt ? r.hiddenByName : null,
  hiddenReason: r.review.hiddenAt ? r.review.hiddenReason : null,
  productRating: { average: r.ratingAverage, count: r.reviewCount },
});

export async function adminReviewById(db: Db, id: number) {
  const [row] = await base(db).where(eq(reviews.id, id)).limit(1);
  return row ?? null;
}

export type ReviewFilter = 'visible' | 'hidden' | 'all';

/** The list's statements, exported so the test can EXPLAIN them. */
export function reviewsListQuery(db: Db, opts: { status: ReviewFilter; search?: string; page: number; perPage: number }) {
  const conditions: SQL[] = [];
  if (opts.status === 'visible') conditions.push(isNull(reviews.hiddenAt));
  if (opts.status === 'hidden') conditions.push(isNotNull(reviews.hiddenAt));
  if (opts.search) conditions.push(productStoreOrReviewer(opts.search));
  const where = conditions.length ? and(...conditions) : undefined;
  const order =
    opts.status === 'hidden' ? [desc(reviews.hiddenAt), desc(reviews.createdAt), desc(reviews.id)] : [desc(reviews.createdAt), desc(reviews.id)];
  return {
    rows: base(db)
      .where(where)
      .orderBy(...order)
      .limit(opts.perPage)
      .offset((opts.page - 1) * opts.perPage),
    total: db
      .select({ total: sql<number>`count(*)` })
      .from(reviews)
      .innerJoin(products, eq(products.id, reviews.productId))
      .innerJoin(businesses, eq(businesses.id, products.businessId))
      .innerJoin(reviewer, eq(reviewer.id, reviews.authorId))
      .where(where),
  };
}

export async function adminReviewsPage(db: Db, opts: Parameters<typeof reviewsListQuery>[1]) {
  const q = reviewsListQuery(db, opts);
  const [rows, [{ total }], [{ hidden }]] = await Promise.all([
    q.rows,
    q.total,
    db.select({ hidden: sql<number>`count(*)` }).from(reviews).where(isNotNull(reviews.hiddenAt)),
  ]);
  return { load: rows.map(adminReviewOut), total: Number(total), hidden: Number(hidden) };
}
