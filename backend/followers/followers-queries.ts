/**
 * Followers and newsletters in D1 (schema-followers.ts). Every read and write here is scoped by the business
 * id the route has already authorised, or by the follower's own token: nothing reads across businesses.
 */
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { businesses, businessFollowers, newsletters, users } from '../db/schema';
import { randomSecret } from '../auth/encoding';

export async function publishedBusiness(db: Db, businessId: number) {
  const [row] = await db
    .select({ id: businesses.id, name: businesses.name, slug: businesses.slug, status: businesses.status })
    .from(businesses)
    .where(eq(businesses.id, businessId))
    .limit(1);
  return row && row.status === 'publish' ? row : null;
}

export async function followerCount(db: Db, businessId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(businessFollowers).where(eq(businessFollowers.businessId, businessId));
  return Number(row?.n ?? 0);
}

export async function isFollowing(db: Db, businessId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: businessFollowers.id })
    .from(businessFollowers)
    .where(and(eq(businessFollowers.businessId, businessId), eq(businessFollowers.userId, userId)))
    .limit(1);
  return Boolean(row);
}

/** Follows (a new token), or for an existing follow takes the newsletter back: one upsert, safe to repeat. */
export async function follow(db: Db, businessId: number, userId: number, now: Date): Promise<void> {
  await db
    .insert(businessFollowers)
    .values({ businessId, userId, createdAt: now.toISOString(), unsubscribedAt: null, unsubscribeToken: randomSecret() })
    .onConflictDoUpdate({ target: [businessFollowers.businessId, businessFollowers.userId], set: { unsubscribedAt: null } });
}

export async function unfollow(db: Db, businessId: number, userId: number): Promise<void> {
  await db.delete(businessFollowers).where(and(eq(businessFollowers.businessId, businessId), eq(businessFollowers.userId, userId)));
}

/** One page of the business's followers, newest first, with the totals. */
export async function followersPage(db: Db, businessId: number, page: number, perPage: number) {
  const mine = eq(businessFollowers.businessId, businessId);
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        followerID: businessFollowers.id,
        name: users.displayName,
        since: businessFollowers.createdAt,
        unsubscribedAt: businessFollowers.unsubscribedAt,
      })
      .from(businessFollowers)
      .innerJoin(users, eq(users.id, businessFollowers.userId))
      .where(mine)
      .orderBy(desc(businessFollowers.createdAt), desc(businessFollowers.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db
      .select({ total: count(), subscribed: sql<number>`coalesce(sum(case when ${businessFollowers.unsubscribedAt} is null then 1 else 0 end), 0)` })
      .from(businessFollowers)
      .where(mine),
  ]);
  return {
    load: rows.map(({ unsubscribedAt, ...r }) => ({ ...r, subscribed: unsubscribedAt === null })),
    total: Number(totals?.total ?? 0),
    subscribed: Number(totals?.subscribed ?? 0),
  };
}

export async function subscribedCount(db: Db, businessId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(businessFollowers)
    .where(and(eq(businessFollowers.businessId, businessId), isNull(businessFollowers.unsubscribedAt)));
  return Number(row?.n ?? 0);
}

export async function newslettersPage(db: Db, businessId: number, page: number, perPage: number) {
  const mine = eq(newsletters.businessId, businessId);
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: newsletters.id,
        subject: newsletters.subject,
        body: newsletters.body,
        recipients: newsletters.recipients,
        leftOut: newsletters.leftOut,
        createdAt: newsletters.createdAt,
      })
      .from(newsletters)
      .where(mine)
      .orderBy(desc(newsletters.createdAt), desc(newsletters.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ total: count() }).from(newsletters).where(mine),
  ]);
  return { load: rows, total: Number(totals?.total ?? 0) };
}

/** When the business's latest newsletter went (ISO), or null. */
export async function latestNewsletterAt(db: Db, businessId: number): Promise<string | null> {
  const [row] = await db
    .select({ at: newsletters.createdAt })
    .from(newsletters)
    .where(eq(newsletters.businessId, businessId))
    .orderBy(desc(newsletters.createdAt))
    .limit(1);
  return row?.at ?? null;
}

export interface NewsletterSend {
  businessId: number;
  sentBy: number;
  subject: string;
  /** What the vendor wrote (kept for the history). */
  message: string;
  /**
   * The e-mail as stored in the outbox: its subject, and its body around the follower's token — in English, and
   * in chiShona and isiNdebele for followers whose language is one of those (users.language).
   */
  mail: { kind: string; subject: string; before: string; after: string } & Record<'sn' | 'nd', { before: string; after: string }>;
  maxRecipients: number;
  /** Sends after this instant (ISO) block this one: the rolling window. */
  windowStart: string;
  now: Date;
}

/**
 * The send in one D1 batch (one transaction): the newsletter row only when no other send of the business is in
 * the window (so two sends at once cannot both pass), then one e-mail per subscribed follower, the longest-
 * standing first, up to the cap — written only when that row exists. Answers the row, or null when the window
 * was closed.
 */
export async function sendNewsletterBatch(db: Db, s: NewsletterSend) {
  const key = randomSecret();
  const at = s.now.toISOString();
  const subscribed = `from business_followers f join users u on u.id = f.user_id where f.business_id = ?1 and f.unsubscribed_at is null`;
  const d1 = db.$client;
  await d1.batch([
    d1
      .prepare(
        `insert into newsletters (business_id, sent_by, subject, body, recipients, left_out, send_key, created_at)
         select ?1, ?2, ?3, ?4, min(n, ?5), max(n - ?5, 0), ?6, ?7 from (select count(*) as n ${subscribed})
         where not exists (select 1 from newsletters where business_id = ?1 and created_at > ?8)`,
      )
      .bind(s.businessId, s.sentBy, s.subject, s.message, s.maxRecipients, key, at, s.windowStart),
    d1
      .prepare(
        `insert into outbox (kind, to_email, subject, body, created_at)
         select ?2, u.email, ?3,
                iif(u.language = 'sn', ?9, iif(u.language = 'nd', ?11, ?4)) || f.unsubscribe_token ||
                iif(u.language = 'sn', ?10, iif(u.language = 'nd', ?12, ?5)), ?6 ${subscribed}
           and exists (select 1 from newsletters where send_key = ?7)
         order by f.created_at, f.id limit ?8`,
      )
      .bind(
        s.businessId,
        s.mail.kind,
        s.mail.subject,
        s.mail.before,
        s.mail.after,
        at,
        key,
        s.maxRecipients,
        s.mail.sn.before,
        s.mail.sn.after,
        s.mail.nd.before,
        s.mail.nd.after,
      ),
  ]);
  const [row] = await db
    .select({
      id: newsletters.id,
      subject: newsletters.subject,
      body: newsletters.body,
      recipients: newsletters.recipients,
      leftOut: newsletters.leftOut,
      createdAt: newsletters.createdAt,
    })
    .from(newsletters)
    .where(eq(newsletters.sendKey, key))
    .limit(1);
  return row ?? null;
}

/** The follow a token belongs to, with its store. */
export async function followByToken(db: Db, token: string) {
  const [row] = await db
    .select({
      id: businessFollowers.id,
      unsubscribedAt: businessFollowers.unsubscribedAt,
      businessName: businesses.name,
      businessSlug: businesses.slug,
    })
    .from(businessFollowers)
    .innerJoin(businesses, eq(businesses.id, businessFollowers.businessId))
    .where(eq(businessFollowers.unsubscribeToken, token))
    .limit(1);
  return row ?? null;
}

/** Stops that one follow's newsletter; the first time sets the moment, later ones keep it. */
export async function unsubscribeFollow(db: Db, followId: number, now: Date): Promise<void> {
  await db
    .update(businessFollowers)
    .set({ unsubscribedAt: sql`coalesce(${businessFollowers.unsubscribedAt}, ${now.toISOString()})` })
    .where(eq(businessFollowers.id, followId));
}
