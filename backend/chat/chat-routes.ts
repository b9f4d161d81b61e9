/**
 * Buyer ⇄ store chat over REST (schema/rest/chat.ts). Order of checks: a bearer token (401); for a business's
 * list or count, that the caller runs it with inbox access (404/403); for one conversation, that the caller is a
 * party (else 404 as for an unknown one: backend/chat/party.ts). Messages are written by sendChatMessage, the
 * same write the WebSocket room uses, and then handed to the room for its open sockets.
 */
import type { Context } from 'hono';
import * as contract from '../../schema/rest/chat';
import { CHAT_MESSAGES, conversationIdParam, type ChatRole } from '../../schema/rest/chat';
import { enforceRateLimits, limitKey } from '../auth/rate-limit';
import { requireUser } from '../auth/tokens';
import { broadcastMessage, type ChatEnv } from './broadcast';
import { chatParty, type ChatParty } from './party';
import { sendChatMessage } from './send-message';
import type { Db } from '../db/client';
import { businessIdsRunBy, businessRoleOf, requireBusinessRunner } from '../businesses/business-access-queries';
import * as q from './chat-queries';
import { paging } from '../catalogue/product-summary-queries';
import { HttpError, mount, type BackendApp, type BackendEnv } from '../http';
import { clockNow } from '../clock';

type Ctx = Context<{ Bindings: BackendEnv }>;

/** The caller's side of the :id conversation (404 when it is not theirs). */
async function partyOf(c: Ctx, db: Db): Promise<ChatParty> {
  const { userId } = await requireUser(c, db);
  const id = conversationIdParam.safeParse(c.req.param('id'));
  const party = id.success ? await chatParty(db, userId, id.data) : null;
  if (!party) throw new HttpError(404, CHAT_MESSAGES.notFound);
  return party;
}

async function conversationView(db: Db, id: number, role: ChatRole) {
  const [view] = await q.conversationViews(db, q.byId(id), role, 1, 0);
  if (!view) throw new HttpError(404, CHAT_MESSAGES.notFound);
  return view;
}

/** A published store a buyer may write to (a draft or unknown one is "not found"). */
async function requireStore(db: Db, businessId: number) {
  const store = await q.storeById(db, businessId);
  if (store?.status !== 'publish') throw new HttpError(404, CHAT_MESSAGES.storeNotFound);
  return store;
}

export function registerChatRoutes(app: BackendApp): void {
  mount(app, contract.chatStore, async ({ db, query, c }) => {
    const { userId } = await requireUser(c, db);
    const store = await requireStore(db, query.bID);
    const [existing, role] = await Promise.all([q.conversationBetween(db, store.id, userId), businessRoleOf(db, userId, store.id)]);
    return {
      store: { bID: store.id, name: store.name, slug: store.slug, logo: store.logo },
      conversationID: existing?.id ?? null,
      ownStore: Boolean(role),
    };
  });

  mount(
    app,
    contract.openConversation,
    async ({ db, body, c }) => {
      const now = clockNow(c);
      const { userId } = await requireUser(c, db, now);
      await requireStore(db, body.bID);
      if (await businessRoleOf(db, userId, body.bID)) throw new HttpError(400, `bID: ${CHAT_MESSAGES.ownStore}`);
      const existing = await q.conversationBetween(db, body.bID, userId);
      // Opening new conversations is limited apart from messages: one account cannot fan out to every store.
      if (!existing) await enforceRateLimits(db, [limitKey('chat-open', 'user', userId)], now);
      const { row, created } = existing ? { row: existing, created: false } : await q.openConversationRow(db, body.bID, userId, now);
      const message = body.text === undefined ? null : await sendChatMessage(db, userId, row.id, body.text, now);
      if (message) await broadcastMessage(c.env as unknown as ChatEnv, message);
      return { conversation: await conversationView(db, row.id, 'buyer'), created, message };
    },
    { failure: CHAT_MESSAGES.send },
  );

  mount(
    app,
    contract.listConversations,
    async ({ db, query, c }) => {
      const offset = (query.page - 1) * query.per_page;
      if (query.bID !== undefined) {
        await requireBusinessRunner(c, db, query.bID, 'inbox');
        const where = q.ofBusiness(query.bID);
        const [load, total, unread] = await Promise.all([
          q.conversationViews(db, where, 'business', query.per_page, offset),
          q.countConversations(db, where),
          q.unreadTotal(db, null, [query.bID]),
        ]);
        return { load, pageInfo: paging(query.page, query.per_page, total), unread };
      }
      const { userId } = await requireUser(c, db);
      const where = q.asBuyer(userId);
      const [load, total, unread] = await Promise.all([
        q.conversationViews(db, where, 'buyer', query.per_page, offset),
        q.countConversations(db, where),
        q.unreadTotal(db, userId, []),
      ]);
      return { load, pageInfo: paging(query.page, query.per_page, total), unread };
    },
    { failure: CHAT_MESSAGES.fetchConversations },
  );

  mount(
    app,
    contract.conversationMessages,
    async ({ db, query, c }) => {
      const party = await partyOf(c, db);
      const [conversation, page] = await Promise.all([
        conversationView(db, party.conversationId, party.role),
        q.messageViews(db, party.conversationId, query.limit, query.before),
      ]);
      return { conversation, ...page };
    },
    { failure: CHAT_MESSAGES.fetchMessages },
  );

  mount(
    app,
    contract.sendMessage,
    async ({ db, body, c }) => {
      const party = await partyOf(c, db);
      const message = await sendChatMessage(db, party.userId, party.conversationId, body.text);
      await broadcastMessage(c.env as unknown as ChatEnv, message);
      return { message };
    },
    { status: 201, failure: CHAT_MESSAGES.send },
  );

  mount(
    app,
    contract.markChatRead,
    async ({ db, c }) => {
      const party = await partyOf(c, db);
      const updated = await q.markSideRead(db, party.conversationId, party.role);
      const businessIds = party.role === 'business' ? [party.businessId] : [];
      return { updated, count: await q.unreadTotal(db, party.role === 'buyer' ? party.userId : null, businessIds) };
    },
    { failure: CHAT_MESSAGES.markRead },
  );

  mount(
    app,
    contract.chatUnread,
    async ({ db, query, c }) => {
      if (query.bID !== undefined) {
        await requireBusinessRunner(c, db, query.bID, 'inbox');
        return { count: await q.unreadTotal(db, null, [query.bID]) };
      }
      const { userId } = await requireUser(c, db);
      return { count: await q.unreadTotal(db, userId, [...(await businessIdsRunBy(db, userId))]) };
    },
    { failure: CHAT_MESSAGES.unreadCount },
  );
}
