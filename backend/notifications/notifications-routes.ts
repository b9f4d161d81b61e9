/**
 * The caller's notifications (spec §7 /notifications/count, /notifications/platform/conversations and …/read),
 * and Musika's …/threads: the same rows grouped into conversations by what they link to.
 * Rows come from backend/notifications/notify.ts. A user only ever sees or marks their own: someone else's
 * id answers 404, as an unknown one does.
 */
import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import * as contract from '../../schema/rest/notifications';
import { TOTAL_CAP } from '../../schema/rest/shared';
import type { Db } from '../db/client';
import { notificationCounts, notifications } from '../db/schema';
import { countUpTo, paging } from '../catalogue/product-summary-queries';
import { depthPaging, pageSlice, SEARCH_WINDOW } from '../orders/working-lists';
import { HttpError, mount, type BackendApp } from '../http';
import { requireUser } from '../auth/tokens';
import { requireBusinessAccess } from '../businesses/business-access-queries';
import { inboxScope } from './business-scope';
import { clockNow } from '../clock';

/** The stored JSON values; a row that does not parse shows its English title and body (no values, no key). */
function parseValues(text: string | null): contract.NotificationValues | null {
  if (!text) return null;
  try {
    const parsed = contract.notificationValues.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const unread = (userId: number, businessId?: number) => and(inboxScope(userId, businessId), isNull(notifications.readAt))!;

/** A person's kept counts (migration 0049): every notification and the unread ones; zeros before their first. */
export async function inboxCounts(db: Db, userId: number): Promise<{ total: number; unread: number }> {
  const [row] = await db
    .select({ total: notificationCounts.total, unread: notificationCounts.unread })
    .from(notificationCounts)
    .where(eq(notificationCounts.userId, userId))
    .limit(1);
  return row ?? { total: 0, unread: 0 };
}

/**
 * The unread badge: the person's kept count; narrowed to a business, counted live (a business's news is told apart
 * by what each notification links to, backend/notifications/business-scope.ts).
 */
export async function unreadCount(db: Db, userId: number, businessId?: number): Promise<number> {
  if (businessId === undefined) return (await inboxCounts(db, userId)).unread;
  return db.$count(notifications, unread(userId, businessId));
}

/**
 * A page of the notifications `where` matches, newest first (off notifications_user_created_idx, migration 0043),
 * within the newest LIST_DEPTH (backend/orders/working-lists.ts): a page past them answers none.
 */
export function notificationsPage(db: Db, where: SQL, page: number, perPage: number) {
  const slice = pageSlice(page, perPage) ?? { limit: 0, offset: 0 };
  return db
    .select()
    .from(notifications)
    .where(where)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(slice.limit)
    .offset(slice.offset);
}

/** How many `where` matches: the kept count for a whole inbox (or its unread part), else counted up to 1,001. */
async function inboxTotal(db: Db, userId: number, bID: number | undefined, onlyUnread: boolean, where: SQL) {
  if (bID === undefined) {
    const counts = await inboxCounts(db, userId);
    return { counted: onlyUnread ? counts.unread : counts.total, exact: true };
  }
  const [row] = await countUpTo(db, db.select({ one: sql`1` }).from(notifications).where(where).$dynamic(), TOTAL_CAP + 1);
  return { counted: row?.n ?? 0, exact: false };
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
      inboxTotal(db, userId, bID, query.unread === true, where),
      unreadCount(db, userId, bID),
    ]);
    return {
      load: rows.map((n) => ({
        notificationId: n.id,
        kind: n.kind,
        title: n.title,
        body: n.body,
        messageKey: n.messageKey,
        messageValues: parseValues(n.messageValues),
        link: n.link,
        read: n.readAt !== null,
        createdAt: n.createdAt,
      })),
      pageInfo: depthPaging(query.page, query.per_page, total.counted, total.exact),
      unreadCount: count,
    };
  });

  mount(app, contract.conversationThreads, async ({ db, query, c }) => {
    const { userId, bID } = await caller(c, db, query.bID);
    const offset = (query.page - 1) * query.per_page;
    const scope = sql`${inboxScope(userId, bID)} and ${notifications.link} is not null`;
    // Threads are grouped among the newest SEARCH_WINDOW notifications with a link (issue 30: an inbox of 10,000 was
    // grouped whole on every page); countedNewest says so when there were more. Ids grow with time, so a thread's
    // newest notification is its max(id), and threads sort by it. The window's threads and notifications are counted
    // by window functions over the same grouping, so the window is walked once.
    const grouped = sql`
        select n.link as link, n.kind as kind, n.title as title, n.body as body, n.message_key as messageKey,
               n.message_values as messageValues, n.id as latestId,
               n.created_at as latestAt, g.messages as messages, g.unread as unread,
               count(*) over () as threads, sum(g.messages) over () as windowed
        from (select link, max(id) as last_id, count(*) as messages, sum(read_at is null) as unread
              from (select ${notifications.id} as id, ${notifications.link} as link, ${notifications.readAt} as read_at
                    from ${notifications} where ${scope}
                    order by ${notifications.createdAt} desc, ${notifications.id} desc limit ${SEARCH_WINDOW})
              group by link) g
        join ${notifications} n on n.id = g.last_id
        order by n.id desc`;
    type Row = Omit<contract.RestConversationThread, 'messageValues'> & { messageValues: string | null; threads: number; windowed: number };
    const rows = await db.all<Row>(sql`${grouped} limit ${query.per_page} offset ${offset}`);
    // A page past the end has no row to carry the counts: ask for the first thread alone.
    const counts = rows[0] ?? (await db.all<Row>(sql`${grouped} limit 1`))[0];
    const windowFull = Number(counts?.windowed ?? 0) >= SEARCH_WINDOW;
    return {
      load: rows.map(({ threads: _threads, windowed: _windowed, ...r }) => ({
        ...r,
        messageValues: parseValues(r.messageValues),
        messages: Number(r.messages),
        unread: Number(r.unread),
      })),
      pageInfo: { ...paging(query.page, query.per_page, Number(counts?.threads ?? 0)), ...(windowFull ? { countedNewest: SEARCH_WINDOW } : {}) },
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
