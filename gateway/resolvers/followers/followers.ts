/**
 * Followers and newsletters (schema/graphql/followers.graphql ⇄ schema/rest/followers.ts). Thin: the REST API
 * checks who may do what. Someone else's business reads as null, as an unknown one does; a REST 401 stays an
 * error (UNAUTHENTICATED logs the session out). Expected failures of the mutations are userErrors.
 */
import * as contract from '../../../schema/rest/followers';
import type { RestFollowState, RestNewsletter } from '../../../schema/rest/followers';
import { RestError, userErrorsFrom } from '../../errors';
import type { Resolvers } from '../../generated/resolvers';
import { boundedPage } from '../shared/paging';

const isId = (v: string) => /^[1-9]\d{0,9}$/.test(v);
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

function nullIfNotTheirs(error: unknown): null {
  if (error instanceof RestError && (error.status === 403 || error.status === 404)) return null;
  throw error;
}

const followOut = (s: RestFollowState) => ({ businessId: String(s.bID), followers: s.followers, following: s.following, own: s.own });
const newsletterOut = (n: RestNewsletter) => ({ ...n, id: String(n.id) });

/** The field a REST 400 names ("subject: …"). */
const fieldOf = (error: unknown) => /^(subject|message): /.exec(error instanceof Error ? error.message : '')?.[1] ?? null;
/** "subject: Give the newsletter…" → "Give the newsletter…": the form shows it beside its field. */
function userErrors(error: unknown) {
  return userErrorsFrom(error, fieldOf(error)).map((e) => ({ ...e, message: e.message.replace(/^(subject|message|bID): /, '') }));
}

export const followerResolvers: Resolvers = {
  Query: {
    storeFollow: async (_root, { businessId }, ctx) => {
      if (!isId(businessId)) return null;
      const state = await ctx.rest.call(contract.getFollowState, { params: { id: businessId } }).catch(nullIfNotTheirs);
      return state ? followOut(state) : null;
    },
    businessFollowers: async (_root, { businessId, page, perPage }, ctx) => {
      if (!ctx.token || !isId(businessId)) return null;
      const paging = boundedPage(page, perPage ?? 20);
      const data = await ctx.rest
        .call(contract.listFollowers, { query: { bID: Number(businessId), page: paging.page, per_page: paging.perPage } })
        .catch(nullIfNotTheirs);
      if (!data) return null;
      return {
        businessId,
        items: data.load.map((f) => ({ id: String(f.followerID), name: f.name, since: f.since, subscribed: f.subscribed })),
        pageInfo: data.pageInfo,
        subscribed: data.subscribed,
      };
    },
    businessNewsletters: async (_root, { businessId, page }, ctx) => {
      if (!ctx.token || !isId(businessId)) return null;
      const paging = boundedPage(page, 10, 50);
      const data = await ctx.rest
        .call(contract.listNewsletters, { query: { bID: Number(businessId), page: paging.page, per_page: paging.perPage } })
        .catch(nullIfNotTheirs);
      if (!data) return null;
      return {
        businessId,
        items: data.load.map(newsletterOut),
        pageInfo: data.pageInfo,
        subscribed: data.subscribed,
        nextAllowedAt: data.nextAllowedAt,
        maxRecipients: data.maxRecipients,
      };
    },
    newsletterSubscription: async (_root, { token }, ctx) => {
      if (!TOKEN.test(token)) return null;
      return ctx.rest.call(contract.unsubscribeStatus, { query: { token } }).catch(nullIfNotTheirs);
    },
  },
  Mutation: {
    followStore: async (_root, { input }, ctx) => {
      if (!isId(input.businessId))
        return { follow: null, userErrors: [{ field: 'businessId', message: contract.FOLLOWER_MESSAGES.businessNotFound }] };
      try {
        const state = await ctx.rest.call(input.follow ? contract.followBusiness : contract.unfollowBusiness, { params: { id: input.businessId } });
        return { follow: followOut(state), userErrors: [] };
      } catch (error) {
        return { follow: null, userErrors: userErrorsFrom(error) };
      }
    },
    sendNewsletter: async (_root, { input }, ctx) => {
      if (!isId(input.businessId))
        return { newsletter: null, userErrors: [{ field: 'businessId', message: contract.FOLLOWER_MESSAGES.businessNotFound }] };
      try {
        const sent = await ctx.rest.call(contract.sendNewsletter, {
          body: { bID: Number(input.businessId), subject: input.subject, message: input.message },
        });
        return { newsletter: newsletterOut(sent), userErrors: [] };
      } catch (error) {
        return { newsletter: null, userErrors: userErrors(error) };
      }
    },
    unsubscribeNewsletter: async (_root, { input }, ctx) => {
      if (!TOKEN.test(input.token)) return { subscription: null, userErrors: [{ field: 'token', message: contract.FOLLOWER_MESSAGES.badLink }] };
      try {
        return { subscription: await ctx.rest.call(contract.unsubscribe, { body: { token: input.token } }), userErrors: [] };
      } catch (error) {
        return { subscription: null, userErrors: userErrorsFrom(error) };
      }
    },
  },
};
