/**
 * ezw/v1 product reviews and reports (spec §7; §3 "Review"; §5 "Reporting a product succeeds only if the
 * server answers with status 201").
 */
import { z } from 'zod';
import { defineCall, queryInt, slugParam } from './call';
import { pageInfo } from './shared';

export const REVIEW_MESSAGES = {
  notYours: 'authorID must be the logged-in user',
  noCompletedOrder: 'You can review a product after an order with it is completed',
  alreadyReviewed: 'You have already reviewed this product',
  ownProduct: 'You cannot review a product of your own business',
  productNotFound: 'Product not found',
} as const;

const MAX_ID = 2_147_483_647;
const bodyId = (label: string) =>
  z
    .union([z.number(), z.string().regex(/^\s*\d{1,10}\s*$/, `${label} must be a number`)], {
      required_error: `${label} is required`,
      invalid_type_error: `${label} must be a number`,
    })
    .pipe(
      z.coerce.number().int(`${label} must be a whole number`).min(1, `${label} must be a positive id`).max(MAX_ID, `${label} is not a known id`),
    );

export const review = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  author: z.object({ id: z.number().int(), displayName: z.string() }),
  rating: z.number().int().min(1).max(5),
  review: z.string(),
  createdAt: z.string(),
});
export type RestReview = z.infer<typeof review>;

/** A page of a product's reviews, newest first, with the product's rating as shown on its card. */
export const reviewsPage = z.object({
  reviews: z.array(review),
  rating: z.object({ average: z.number(), count: z.number().int() }),
  pageInfo,
});

/** GET /products/reviews?slug — data.reviews (newest first) and data.message 'success' (spec). */
export const productReviews = defineCall({
  name: 'productReviews',
  method: 'GET',
  path: '/products/reviews',
  query: z.object({ slug: slugParam, page: queryInt(1, 10_000).default(1), per_page: queryInt(1, 100).default(20) }),
  body: z.object({}).strip(),
  data: reviewsPage.extend({ message: z.string() }),
  requireSuccess: true,
});

export const CAN_REVIEW_REASONS = ['eligible', 'no_completed_order', 'already_reviewed', 'own_product'] as const;

/** GET /products/reviews/can-review?productId (bearer) — only buyers with a completed order containing it, once. */
export const canReview = defineCall({
  name: 'canReview',
  method: 'GET',
  path: '/products/reviews/can-review',
  query: z.object({ productId: bodyId('productId') }),
  body: z.object({}).strip(),
  data: z.object({
    canReview: z.boolean(),
    reason: z.enum(CAN_REVIEW_REASONS),
    /** The reason in words, for the UI. */
    message: z.string(),
  }),
});

/**
 * POST /products/reviews {productID, review, rating, authorID} (bearer) — authorID must be the token's user
 * (else 403). 201 with the review; the product's rating average and count change in the same batch.
 */
export const createReview = defineCall({
  name: 'createReview',
  method: 'POST',
  path: '/products/reviews',
  query: z.object({}).strip(),
  body: z.object({
    productID: bodyId('productID'),
    review: z
      .string({ required_error: 'A review is required', invalid_type_error: 'The review must be text' })
      .trim()
      .min(10, 'The review must be at least 10 characters')
      .max(2000, 'The review must be at most 2000 characters'),
    rating: z
      .number({ required_error: 'Please select a rating', invalid_type_error: 'Please select a rating' })
      .int('Please select a rating')
      .min(1, 'The rating must be 1 to 5')
      .max(5, 'The rating must be 1 to 5'),
    authorID: bodyId('authorID'),
  }),
  data: z.object({
    review,
    rating: z.object({ average: z.number(), count: z.number().int() }),
  }),
});

export const REPORT_REASONS = ['counterfeit', 'prohibited', 'scam', 'wrong_category', 'offensive', 'other'] as const;

/** POST /product/report (bearer optional) — HTTP 201 on success (spec §5); reporting twice keeps one report. */
export const reportProduct = defineCall({
  name: 'reportProduct',
  method: 'POST',
  path: '/product/report',
  query: z.object({}).strip(),
  body: z.object({
    productId: bodyId('productId'),
    reason: z.enum(REPORT_REASONS, { errorMap: () => ({ message: `reason must be one of ${REPORT_REASONS.join(', ')}` }) }),
    details: z.string().trim().max(1000, 'Details must be at most 1000 characters').optional().default(''),
  }),
  data: z.object({ reported: z.literal(true) }),
});
