/**
 * Buyer ⇄ store chat (schema/graphql/chat.graphql ⇄ schema/rest/chat.ts). Thin: ids and roles are mapped; the
 * REST API decides who is a party. Someone else's conversation or business reads as null, as an unknown one.
 */
import * as contract from '../../../schema/rest/chat';
import type { ChatRole as RestRole, RestChatConversation, RestChatMessage } from '../../../schema/rest/chat';
import { RestError, userErrorsFrom } from '../../errors';
import type { ChatRole, Resolvers } from '../../generated/resolvers';
import { boundedPage } from '../shared/paging';

const isId = (v: string | null | undefined): v is string => typeof v === 'string' && /^\d{1,10}$/.test(v);
const role = (r: RestRole): ChatRole => (r === 'buyer' ? 'BUYER' : 'BUSINESS');

function nullIfNotTheirs(error: unknown): null {
  if (error instanceof RestError && (error.status === 401 || error.status === 403 || error.status === 404)) return null;
  throw error;
}

export function messageOut(m: RestChatMessage) {
  return {
    id: String(m.messageID),
    conversationId: String(m.conversationID),
    fromRole: role(m.fromRole),
    senderName: m.senderName,
    text: m.text,
    createdAt: m.createdAt,
  };
}

function conversationOut(c: RestChatConversation) {
  return {
    id: String(c.conversationID),
    store: { id: String(c.business.bID), name: c.business.name, slug: c.business.slug, logo: c.business.logo },
    buyerName: c.buyer.displayName,
    viewerRole: role(c.viewerRole),
    lastMessage: c.lastMessage ? { ...c.lastMessage, fromRole: role(c.lastMessage.fromRole) } : null,
    unread: c.unread,
    messageCount: c.messages,
    createdAt: c.createdAt,
    lastMessageAt: c.lastMessageAt,
  };
}

/** "text: A message is at most…" names the field in the input's words. */
const fieldOf = (error: unknown) => (/^(\w+): /.exec(error instanceof Error ? error.message : '')?.[1] === 'bID' ? 'businessId' : 'text');
const messageOnly = (error: unknown) => userErrorsFrom(error, fieldOf(error)).map((e) => ({ ...e, message: e.message.replace(/^\w+: /, '') }));

export const chatResolvers: Resolvers = {
  Query: {
    chatConversations: async (_root, { businessId, page }, ctx) => {
      if (!ctx.token || (businessId != null && !isId(businessId))) return null;
      const paging = boundedPage(page, 20);
      const query = { page: paging.page, per_page: paging.perPage, ...(businessId != null ? { bID: Number(businessId) } : {}) };
      const data = await ctx.rest.call(contract.listConversations, { query }).catch(nullIfNotTheirs);
      return data ? { items: data.load.map(conversationOut), pageInfo: data.pageInfo, unreadCount: data.unread } : null;
    },
    chatConversation: async (_root, { id, before }, ctx) => {
      if (!ctx.token || !isId(id) || (before != null && !isId(before))) return null;
      const query = before != null ? { before: Number(before) } : {};
      const data = await ctx.rest.call(contract.conversationMessages, { params: { id }, query }).catch(nullIfNotTheirs);
      return data ? { conversation: conversationOut(data.conversation), messages: data.messages.map(messageOut), hasOlder: data.hasOlder } : null;
    },
    chatUnreadCount: async (_root, { businessId }, ctx) => {
      if (!ctx.token || (businessId != null && !isId(businessId))) return null;
      const query = businessId != null ? { bID: Number(businessId) } : {};
      return (await ctx.rest.call(contract.chatUnread, { query }).catch(nullIfNotTheirs))?.count ?? null;
    },
    chatStart: async (_root, { businessId }, ctx) => {
      if (!ctx.token || !isId(businessId)) return null;
      const data = await ctx.rest.call(contract.chatStore, { query: { bID: Number(businessId) } }).catch(nullIfNotTheirs);
      if (!data) return null;
      const s = data.store;
      return {
        store: { id: String(s.bID), name: s.name, slug: s.slug, logo: s.logo },
        conversationId: data.conversationID === null ? null : String(data.conversationID),
        ownStore: data.ownStore,
      };
    },
  },
  Mutation: {
    startChat: async (_root, { input }, ctx) => {
      try {
        if (!isId(input.businessId)) throw new RestError('openConversation', 404, contract.CHAT_MESSAGES.storeNotFound);
        const body = { bID: Number(input.businessId), ...(input.text != null ? { text: input.text } : {}) };
        const data = await ctx.rest.call(contract.openConversation, { body });
        return { conversation: conversationOut(data.conversation), message: data.message ? messageOut(data.message) : null, userErrors: [] };
      } catch (error) {
        return { conversation: null, message: null, userErrors: messageOnly(error) };
      }
    },
    sendChatMessage: async (_root, { input }, ctx) => {
      try {
        if (!isId(input.conversationId)) throw new RestError('sendMessage', 404, contract.CHAT_MESSAGES.notFound);
        const message = await ctx.rest.call(contract.sendMessage, { params: { id: input.conversationId }, body: { text: input.text } });
        return { message: messageOut(message), userErrors: [] };
      } catch (error) {
        return { message: null, userErrors: messageOnly(error) };
      }
    },
    markChatRead: async (_root, { conversationId }, ctx) => {
      try {
        if (!isId(conversationId)) throw new RestError('markChatRead', 404, contract.CHAT_MESSAGES.notFound);
        await ctx.rest.call(contract.markChatRead, { params: { id: conversationId } });
        return { ok: true, userErrors: [] };
      } catch (error) {
        return { ok: false, userErrors: messageOnly(error) };
      }
    },
  },
};
