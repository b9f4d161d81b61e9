/**
 * Moderation of product reviews (issue 29): moderators (and admins) only, see ADMIN_ROUTE_ROLES in
 * backend/moderation/admin-reviews-routes.ts.
 *   GET  /admin/reviews?status&search&page       → every review newest first (visible, hidden — most recently
 *                                                   hidden first — or all), searchable by product, store or reviewer.
 *   POST /admin/reviews/{id}/hide {reason}       → the review leaves every public read and its product's rating and
 *                                                   count; the reviewer is told why.
 *   POST /admin/reviews/{id}/restore             → back in every public read and the rating; the reviewer is told.
 *                                                   Hiding a hidden review (or restoring a visible one) answers 409
 *                                                   and changes nothing.
 */
import { z } from 'zod';
import { adminListQuery, idParam, operatorText } from './admin-lists';
import { defineCall, noInput } from './call';
import { pageInfo } from './shared';

export const REVIEW_FILTERS = ['visible', 'hidden', 'all'] as const;

export const REVIEW_MODERATION_MESSAGES = {
  reviewNotFound: 'Review not found',
  reason: 'Say why, in 5 to 500 characters: the reviewer reads it',
  alreadyHidden: 'This review is already hidden; nothing changed',
  alreadyVisible: 'This review is already visible; nothing changed',
  listReviews: 'Error fetching reviews',
  moderateReview: 'Error moderating review',
} as const;

export { idParam };

export const adminReviewView = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  productName: z.string(),
  productSlug: z.string(),
  businessName: z.string(),
  reviewerName: z.string(),
  rating: z.number().int(),
  review: z.string(),
  createdAt: z.string(),
  hiddenAt: z.string().nullable(),
  hiddenByName: z.string().nullable(),
  hiddenReason: z.string().nullable(),
  /** The product's rating as buyers see it now (visible reviews only). */
  productRating: z.object({ average: z.number(), count: z.number().int() }),
});
export type RestAdminReview = z.infer<typeof adminReviewView>;

export const listAdminReviews = defineCall({
  name: 'listAdminReviews',
  method: 'GET',
  path: '/admin/reviews',
  query: adminListQuery(REVIEW_FILTERS, 'all'),
  body: noInput,
  data: z.object({ load: z.array(adminReviewView), pageInfo, hidden: z.number().int() }),
});

export const hideReview = defineCall({
  name: 'hideReview',
  method: 'POST',
  path: '/admin/reviews/:id/hide',
  query: noInput,
  body: z.object({ reason: operatorText(5, 500, REVIEW_MODERATION_MESSAGES.reason) }),
  data: z.object({ review: adminReviewView }),
});

export const restoreReview = defineCall({
  name: 'restoreReview',
  method: 'POST',
  path: '/admin/reviews/:id/restore',
  query: noInput,
  body: noInput,
  data: z.object({ review: adminReviewView }),
});
