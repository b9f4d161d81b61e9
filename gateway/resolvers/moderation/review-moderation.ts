/**
 * Review moderation (schema/graphql/review-moderation.graphql ⇄ schema/rest/review-moderation.ts). Thin: the REST
 * API decides who may act and every rule. The list lets REST 401/403 through as errors (UNAUTHENTICATED /
 * FORBIDDEN); the mutation's expected failures (bad reason, unknown review, already hidden or visible) are userErrors.
 */
import * as contract from '../../../schema/rest/review-moderation';
import type { RestAdminReview } from '../../../schema/rest/review-moderation';
import { userErrorsFrom } from '../../errors';
import type { Resolvers } from '../../generated/resolvers';
import { boundedPage } from '../shared/paging';

const isId = (v: string) => /^[1-9]\d{0,9}$/.test(v);

function userErrors(error: unknown) {
  const message = error instanceof Error ? error.message : '';
  const field = /^reason: /.test(message) ? 'reason' : null;
  return userErrorsFrom(error, field).map((e) => ({ ...e, message: e.message.replace(/^reason: /, '') }));
}

const reviewOut = (r: RestAdminReview) => ({ ...r, id: String(r.id), productId: String(r.productId) });

export const reviewModerationResolvers: Resolvers = {
  Query: {
    adminReviews: async (_root, { status, search, page }, ctx) => {
      const paging = boundedPage(page, 20);
      const data = await ctx.rest.call(contract.listAdminReviews, {
        query: {
          status: (status ?? 'ALL').toLowerCase() as (typeof contract.REVIEW_FILTERS)[number],
          search: search?.trim() || undefined,
          page: paging.page,
          per_page: paging.perPage,
        },
      });
      return { items: data.load.map(reviewOut), pageInfo: data.pageInfo, hidden: data.hidden };
    },
  },
  Mutation: {
    moderateReview: async (_root, { input }, ctx) => {
      if (!isId(input.reviewId))
        return { review: null, userErrors: [{ field: 'reviewId', message: contract.REVIEW_MODERATION_MESSAGES.reviewNotFound }] };
      try {
        const params = { id: input.reviewId };
        const { review } =
          input.action === 'HIDE'
            ? await ctx.rest.call(contract.hideReview, { params, body: { reason: input.reason ?? '' } })
            : await ctx.rest.call(contract.restoreReview, { params, body: {} });
        return { review: reviewOut(review), userErrors: [] };
      } catch (error) {
        return { review: null, userErrors: userErrors(error) };
      }
    },
  },
};
