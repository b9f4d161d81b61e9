/**
 * The caller's notifications (spec §7 /notifications/count, /notifications/platform/conversations and …/read),
 * and Musika's …/threads: the same rows grouped into conversations by what they link to.
 * Rows come from backend/notifications/notify.ts. A user only ever sees or marks their own: someone else's
 * id answers 404, as an unknown one does.
 */
import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import * as contract from '../../schema/rest/notifications';
import type { Db } from '../db/client';
import { notifications } from '../db/schema';
import { paging } from '../catalogue/product-summary-queries';
import { HttpError, mount, type BackendApp } from '../http';
import { requireUser } from '../auth/tokens';
import { requireBusinessAccess } from '../businesses/business-access-queries';
import { inboxScope } from './business-scope';
import { clockNow } from '../clock';

const unread = (userId: number, businessId?: number) => and(inboxScope(userId, businessId), isNull(notifications.readAt))!;

export async function unreadCount(db: Db, userId: number, businessId?: number): Promise<number> {
  return db.$count(notifications, unread(userId, businessId));
}

/** A page of the notifications `where` matches, newest first (off notifications_user_created_idx, migration 0043). */
export function notificationsPage(db: Db, where: SQL, page: number, perPage: number) {
  return db
    .select()
    .from(notifications)
    .where(where)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
}

/**
 * Whose notifications the call reads, and the business it is narrowed to (which the caller must run) when it
 * names one. A business's news is addressed to its owner; staff read that same inbox (every role has 'inbox').
 */
async function caller(c: Parameters<typeof requireUser>[0], db: Db, bID: number | undefined): Promise<{ userId: number; bID?: number }> {
  if (bID === undefined) return { userId: (await requireUser(c, db)).userId };
  return { userId: (await requireBusinessAccess(c, db, bID, 'inbox')).ownerId, bID };
}

export function registerNotificationRoutes(app: BackendApp): void {
  mount(app, contract.notificationsCount, async ({ db, query, c }) => {
    const { userId, bID } = await caller(c, db, query.bID);
    return { count: await unreadCount(db, userId, bID) };
  });

  mount(app, contract.conversations, async ({ db, query, c }) => {
    const { userId, bID } = await caller(c, db, query.bID);
    const where = query.unread ? unread(userId, bID) : inboxScope(userId, bID);
    const [rows, total, count] = await Promise.all([
      notificationsPage(db, where, query.page, query.per_page),
      db.$count(notifications, where),
      unreadCount(db, userId, bID),
    ]);
    return {
      load: rows.map((n) => ({
        notificationId: n.id,
        kind: n.kind,
        title: n.title,
        body: n.body,
        link: n.link,
        read: n.readAt !== null,
        createdAt: n.createdAt,
      })),
      pageInfo: paging(query.page, query.per_page, total),
      unreadCount: count,
    };
  });

  mount(app, contract.conversationThreads, async ({ db, query, c }) => {
    const { userId, bID } = await caller(c, db, query.bID);
    const offset = (query.page - 1) * query.per_page;
    const scope = sql`${inboxScope(userId, bID)} and ${notifications.link} is not null`;
    // Ids grow with time, so a thread's newest notification is its max(id), and threads sort by it.
    const [rows, totals] = await Promise.all([
      db.all<contract.RestConversationThread>(sql`
        select n.link as link, n.kind as kind, n.title as title, n.body as body, n.id as latestId,
               n.created_at as latestAt, g.messages as messages, g.unread as unread
        from (select link, max(id) as last_id, count(*) as messages, sum(read_at is null) as unread
              from ${notifications} where ${scope} group by link) g
        join ${notifications} n on n.id = g.last_id
        order by n.id desc limit ${query.per_page} offset ${offset}`),
      db.get<{ n: number }>(sql`select count(distinct link) as n from ${notifications} where ${scope}`),
    ]);
    return {
      load: rows.map((r) => ({ ...r, messages: Number(r.messages), unread: Number(r.unread) })),
      pageInfo: paging(query.page, query.per_page, Number(totals.n)),
    };
  });

  mount(app, contract.markConversationRead, async ({ db, body, c }) => {
    const { userId, bID } = await caller(c, db, body.bID);
    const now = clockNow(c).toISOString();
    if ('all' in body || 'link' in body) {
      const which = 'link' in body ? and(unread(userId, bID), eq(notifications.link, body.link))! : unread(userId, bID);
      const marked = await db.update(notifications).set({ readAt: now }).where(which).returning({ id: notifications.id });
      return { updated: marked.length, count: await unreadCount(db, userId, bID) };
    }
    const [mine] = await db
      .select({ id: notifications.id, readAt: notifications.readAt })
      .from(notifications)
      .where(and(eq(notifications.id, body.notificationId), inboxScope(userId, bID)))
      .limit(1);
    if (!mine) throw new HttpError(404, 'Notification not found');
    // Marking a read one again keeps its first read time.
    if (mine.readAt === null) await db.update(notifications).set({ readAt: now }).where(eq(notifications.id, mine.id));
    return { updated: mine.readAt === null ? 1 : 0, count: await unreadCount(db, userId, bID) };
  });
}
