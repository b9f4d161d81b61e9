/** Wishlist, reviews, product reports and notifications (spec §4, §5, §7). */
import { me } from '../../schema/rest/auth';
import * as cart from '../../schema/rest/cart';
import * as notifications from '../../schema/rest/notifications';
import * as reviews from '../../schema/rest/reviews';
import { RestError, errorCatalogue, userErrorsFrom } from '../errors';
import type { Resolvers } from '../generated/resolvers';
import { boundedPage } from './shape';
import { viewerBusinessIds } from './viewer-businesses';

const loggedOutIsNull = (error: unknown) => {
  if (error instanceof RestError && error.status === 401) return null;
  throw error;
};

export const engagementResolvers: Resolvers = {
  Query: {
    wishlist: (_root, _args, ctx) => (ctx.token ? ctx.rest.call(cart.getWishlist).catch(loggedOutIsNull) : null),
    productReviews: async (_root, { slug }, ctx) => {
      const data = await ctx.rest.call(reviews.productReviews, { query: { slug } });
      return { reviews: data.reviews, rating: data.rating };
    },
    canReview: (_root, { productId }, ctx) =>
      ctx.token && /^\d{1,10}$/.test(productId)
        ? ctx.rest.call(reviews.canReview, { query: { productId: Number(productId) } }).catch(loggedOutIsNull)
        : null,
    notificationCount: async (_root, _args, ctx) =>
      ctx.token ? ((await ctx.rest.call(notifications.notificationsCount).catch(loggedOutIsNull))?.count ?? null) : null,
    notifications: async (_root, { page, unreadOnly }, ctx) => {
      const paging = boundedPage(page, 20);
      const data = await ctx.rest.call(notifications.conversations, {
        query: { page: paging.page, per_page: paging.perPage, unread: unreadOnly ? 1 : undefined },
      });
      return { items: data.load, pageInfo: data.pageInfo, unreadCount: data.unreadCount };
    },
    conversationThreads: async (_root, { page }, ctx) => {
      const paging = boundedPage(page, 20);
      const data = await ctx.rest.call(notifications.conversationThreads, { query: { page: paging.page, per_page: paging.perPage } });
      return { items: data.load, pageInfo: data.pageInfo };
    },
  },
  Mutation: {
    addToWishlist: async (_root, { productId }, ctx) => {
      try {
        return { products: await ctx.rest.call(cart.addToWishlist, { body: { productId: Number(productId) } }), userErrors: [] };
      } catch (error) {
        return { products: null, userErrors: userErrorsFrom(error) };
      }
    },
    removeFromWishlist: async (_root, { productId }, ctx) => {
      try {
        return { products: await ctx.rest.call(cart.removeFromWishlist, { body: { productId: Number(productId) } }), userErrors: [] };
      } catch (error) {
        // Spec §4: removal swallows errors — the item disappears for the user; the failure is logged.
        console.error('Wishlist removal failed', error instanceof Error ? error.message : error);
        return { products: null, userErrors: [] };
      }
    },
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
    markNotificationRead: async (_root, { id }, ctx) => {
      try {
        await ctx.rest.call(notifications.markConversationRead, { body: { notificationId: Number(id) } });
        return { ok: true, userErrors: [] };
      } catch (error) {
        return { ok: false, userErrors: userErrorsFrom(error) };
      }
    },
    markConversationRead: async (_root, { link }, ctx) => {
      try {
        await ctx.rest.call(notifications.markConversationRead, { body: { link } });
        return { ok: true, userErrors: [] };
      } catch (error) {
        return { ok: false, userErrors: userErrorsFrom(error) };
      }
    },
    markAllNotificationsRead: async (_root, _args, ctx) => {
      await ctx.rest.call(notifications.markConversationRead, { body: { all: true } });
      return { ok: true, userErrors: [] };
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
    inWishlist: async (p, _args, ctx) => {
      if (!ctx.token) return false;
      // One wishlist call per request, however many products ask.
      const list = await ctx.loaders.wishlist.load('mine').catch(loggedOutIsNull);
      return !!list?.some((w) => w.id === p.id);
    },
    viewerIsOwner: async (p, _args, ctx) => (await viewerBusinessIds(ctx)).has(p.business.id),
  },
  Review: {
    id: (r) => String(r.id),
    authorName: (r) => r.author.displayName,
  },
  Notification: {
    id: (n) => String(n.notificationId),
  },
};
