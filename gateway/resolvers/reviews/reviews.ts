/** Product reviews and product reports (spec §5, §7): read, eligibility, write, report. */
import { me } from '../../../schema/rest/auth';
import * as reviews from '../../../schema/rest/reviews';
import { RestError, errorCatalogue, userErrorsFrom } from '../../errors';
import type { Resolvers } from '../../generated/resolvers';
import { loggedOutIsNull } from '../shared/logged-out-is-null';

export const reviewResolvers: Resolvers = {
  Query: {
    productReviews: async (_root, { slug }, ctx) => {
      const data = await ctx.rest.call(reviews.productReviews, { query: { slug } });
      return { reviews: data.reviews, rating: data.rating };
    },
    canReview: (_root, { productId }, ctx) =>
      ctx.token && /^\d{1,10}$/.test(productId)
        ? ctx.rest.call(reviews.canReview, { query: { productId: Number(productId) } }).catch(loggedOutIsNull)
        : null,
  },
  Mutation: {
    createReview: async (_root, { input }, ctx) => {
      try {
        const viewer = await ctx.rest.call(me);
        const data = await ctx.rest.call(reviews.createReview, {
          body: { productID: Number(input.productId), rating: input.rating, review: input.review, authorID: viewer.userId },
        });
        return { review: data.review, rating: data.rating, userErrors: [] };
      } catch (error) {
        return { review: null, rating: null, userErrors: userErrorsFrom(error) };
      }
    },
    reportProduct: async (_root, { input }, ctx) => {
      try {
        await ctx.rest.call(reviews.reportProduct, {
          body: {
            productId: Number(input.productId),
            reason: input.reason.toLowerCase() as (typeof reviews.REPORT_REASONS)[number],
            details: input.details ?? '',
          },
        });
        return { ok: true, userErrors: [] };
      } catch (error) {
        if (error instanceof RestError && error.status === 401) throw error;
        return { ok: false, userErrors: [{ field: null, message: errorCatalogue.reportProduct.message }] };
      }
    },
  },
  Product: {
    reviews: async (p, _args, ctx) => {
      // The product read carries its first page of reviews (our API); another ezw/v1 is asked for them.
      const data = p.page?.reviews ?? (await ctx.rest.call(reviews.productReviews, { query: { slug: p.slug } }));
      return { reviews: data.reviews, rating: data.rating };
    },
    reviewEligibility: (p, _args, ctx) =>
      ctx.token ? ctx.rest.call(reviews.canReview, { query: { productId: p.id } }).catch(loggedOutIsNull) : null,
  },
  Review: {
    id: (r) => String(r.id),
    authorName: (r) => r.author.displayName,
  },
};
