/**
 * The support inbox (schema/graphql/admin-inbox.graphql ⇄ schema/rest/admin-inbox.ts). Thin: the REST API decides
 * who may act and every rule. The list lets REST 401/403 through as errors (UNAUTHENTICATED / FORBIDDEN); an item
 * that is not there reads as null; the mutations' expected failures (bad reply, unknown item, no address, already
 * closed, the same reply twice) are userErrors.
 */
import * as contract from '../../../schema/rest/admin-inbox';
import type { InboxKind as RestKind, RestInboxItem } from '../../../schema/rest/admin-inbox';
import { RestError, userErrorsFrom } from '../../errors';
import type { InboxItemStatus, InboxKind, Resolvers } from '../../generated/resolvers';
import { boundedPage } from '../shared/paging';

const isId = (v: string) => /^[1-9]\d{0,9}$/.test(v);
const restKind = (kind: InboxKind) => kind.toLowerCase() as RestKind;

function userErrors(error: unknown) {
  const message = error instanceof Error ? error.message : '';
  const field = /^body: /.test(message) ? 'body' : null;
  return userErrorsFrom(error, field).map((e) => ({ ...e, message: e.message.replace(/^body: /, '') }));
}

const itemOut = (item: RestInboxItem) => ({
  ...item,
  id: String(item.id),
  kind: item.kind.toUpperCase() as InboxKind,
  status: item.status.toUpperCase() as InboxItemStatus,
  replies: item.replies.map((r) => ({ ...r, id: String(r.id) })),
});

const notFound = [{ field: 'itemId', message: contract.INBOX_MESSAGES.itemNotFound }];
const CALLS = { READ: contract.readInboxItem, CLOSE: contract.closeInboxItem, REOPEN: contract.reopenInboxItem } as const;

export const adminInboxResolvers: Resolvers = {
  Query: {
    adminInbox: async (_root, { kind, status, search, page }, ctx) => {
      const paging = boundedPage(page, 20);
      const data = await ctx.rest.call(contract.listAdminInbox, {
        query: {
          kind: restKind(kind ?? 'CONTACT'),
          status: (status ?? 'NEW').toLowerCase() as contract.InboxStatus,
          search: search?.trim() || undefined,
          page: paging.page,
          per_page: paging.perPage,
        },
      });
      return { items: data.load.map(itemOut), pageInfo: data.pageInfo, unread: data.unread };
    },
    adminInboxItem: async (_root, { kind, id }, ctx) => {
      if (!isId(id)) return null;
      try {
        const { item } = await ctx.rest.call(contract.getAdminInboxItem, { params: { kind: restKind(kind), id } });
        return itemOut(item);
      } catch (error) {
        if (error instanceof RestError && error.status === 404) return null;
        throw error;
      }
    },
  },
  Mutation: {
    updateInboxItem: async (_root, { input }, ctx) => {
      if (!isId(input.itemId)) return { item: null, changed: false, userErrors: notFound };
      try {
        const data = await ctx.rest.call(CALLS[input.action], { params: { kind: restKind(input.kind), id: input.itemId }, body: {} });
        return { item: itemOut(data.item), changed: data.changed, userErrors: [] };
      } catch (error) {
        return { item: null, changed: false, userErrors: userErrors(error) };
      }
    },
    replyToInboxItem: async (_root, { input }, ctx) => {
      if (!isId(input.itemId)) return { item: null, userErrors: notFound };
      try {
        const data = await ctx.rest.call(contract.replyToInboxItem, {
          params: { kind: restKind(input.kind), id: input.itemId },
          body: { body: input.body },
        });
        return { item: itemOut(data.item), userErrors: [] };
      } catch (error) {
        return { item: null, userErrors: userErrors(error) };
      }
    },
  },
};
