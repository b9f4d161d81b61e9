/**
 * The vendor inbox (schema/graphql/vendor-inbox.graphql ⇄ schema/rest/notifications.ts with bID): one business's
 * notifications and conversations, and marking them read. Thin: the REST API checks that the caller runs the
 * business and that each notification concerns it.
 */
import * as notifications from '../../../schema/rest/notifications';
import { RestError, userErrorsFrom } from '../../errors';
import type { Resolvers } from '../../generated/resolvers';
import { boundedPage } from '../shared/paging';

/** What BusinessInbox's fields resolve from: the business (already checked) and its badge. */
export interface BusinessInboxParent {
  businessId: number;
  unreadCount: number;
}

const isId = (v: string) => /^\d{1,10}$/.test(v);
const badId = (field: string) => ({ ok: false, userErrors: [{ field, message: `${field} is not a valid id` }] });

/** Someone else's business reads as nothing at all, as an unknown one does. */
const notMineIsNull = (error: unknown) => {
  if (error instanceof RestError && [401, 403, 404].includes(error.status)) return null;
  throw error;
};

async function okOrErrors(run: () => Promise<unknown>) {
  try {
    await run();
    return { ok: true, userErrors: [] };
  } catch (error) {
    return { ok: false, userErrors: userErrorsFrom(error) };
  }
}

export const businessInboxResolvers: Resolvers = {
  Query: {
    businessInbox: async (_root, { businessId }, ctx) => {
      if (!ctx.token || !isId(businessId)) return null;
      const bID = Number(businessId);
      const data = await ctx.rest.call(notifications.notificationsCount, { query: { bID } }).catch(notMineIsNull);
      return data ? { businessId: bID, unreadCount: data.count } : null;
    },
  },
  BusinessInbox: {
    businessId: (inbox) => String(inbox.businessId),
    notifications: async (inbox, { page, perPage, unreadOnly }, ctx) => {
      const paging = boundedPage(page, perPage ?? 20);
      const data = await ctx.rest.call(notifications.conversations, {
        query: { bID: inbox.businessId, page: paging.page, per_page: paging.perPage, unread: unreadOnly ? 1 : undefined },
      });
      return { items: data.load, pageInfo: data.pageInfo, unreadCount: data.unreadCount };
    },
    conversations: async (inbox, { page, perPage }, ctx) => {
      const paging = boundedPage(page, perPage ?? 20);
      const data = await ctx.rest.call(notifications.conversationThreads, {
        query: { bID: inbox.businessId, page: paging.page, per_page: paging.perPage },
      });
      return { items: data.load, pageInfo: data.pageInfo };
    },
  },
  Mutation: {
    markBusinessNotificationRead: (_root, { businessId, id }, ctx) => {
      if (!isId(businessId)) return badId('businessId');
      if (!isId(id)) return badId('id');
      return okOrErrors(() => ctx.rest.call(notifications.markConversationRead, { body: { notificationId: Number(id), bID: Number(businessId) } }));
    },
    markBusinessConversationRead: (_root, { businessId, link }, ctx) => {
      if (!isId(businessId)) return badId('businessId');
      return okOrErrors(() => ctx.rest.call(notifications.markConversationRead, { body: { link, bID: Number(businessId) } }));
    },
    markAllBusinessNotificationsRead: (_root, { businessId }, ctx) => {
      if (!isId(businessId)) return badId('businessId');
      return okOrErrors(() => ctx.rest.call(notifications.markConversationRead, { body: { all: true, bID: Number(businessId) } }));
    },
  },
};
