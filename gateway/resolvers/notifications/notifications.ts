/** The viewer's own notifications and conversation threads (spec §7), and marking them read. */
import * as notifications from '../../../schema/rest/notifications';
import { userErrorsFrom } from '../../errors';
import type { Resolvers } from '../../generated/resolvers';
import { loggedOutIsNull } from '../shared/logged-out-is-null';
import { boundedPage } from '../shared/paging';

export const notificationResolvers: Resolvers = {
  Query: {
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
  Notification: {
    id: (n) => String(n.notificationId),
    messageKey: (n) => n.messageKey ?? null,
    messageValues: (n) => (n.messageKey && n.messageValues ? JSON.stringify(n.messageValues) : null),
  },
  ConversationThread: {
    messageKey: (t) => t.messageKey ?? null,
    messageValues: (t) => (t.messageKey && t.messageValues ? JSON.stringify(t.messageValues) : null),
  },
};
