/**
 * One page of a product's reviews, newest first, with its rating as its card shows it (GET /products/reviews,
 * and the product read's page extras). Whether the product may be seen is the caller's check.
 */
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { RestReview } from '../../schema/rest/reviews';
import type { Db } from '../db/client';
import { reviews, users } from '../db/schema';
import { paging } from '../catalogue/product-summary-queries';

export interface ReviewedProduct {
  id: number;
  ratingAverage: number;
  reviewCount: number;
}

export const reviewColumns = {
  id: reviews.id,
  productId: reviews.productId,
  authorId: reviews.authorId,
  displayName: users.displayName,
  rating: reviews.rating,
  review: reviews.review,
  createdAt: reviews.createdAt,
};

export function toReview(row: {
  id: number;
  productId: number;
  authorId: number;
  displayName: string;
  rating: number;
  review: string;
  createdAt: string;
}): RestReview {
  return {
    id: row.id,
    productId: row.productId,
    author: { id: row.authorId, displayName: row.displayName },
    rating: row.rating,
    review: row.review,
    createdAt: row.createdAt,
  };
}

export async function reviewsPage(db: Db, product: ReviewedProduct, page: number, perPage: number) {
  // A review a moderator hid leaves every public read (it is out of the product's rating too).
  const where = and(eq(reviews.productId, product.id), isNull(reviews.hiddenAt));
  const [rows, total] = await Promise.all([
    db
      .select(reviewColumns)
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.authorId))
      .where(where)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.$count(reviews, where),
  ]);
  return {
    reviews: rows.map(toReview),
    rating: { average: product.ratingAverage, count: product.reviewCount },
    pageInfo: paging(page, perPage, total),
  };
}
