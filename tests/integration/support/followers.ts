/**
 * Helpers for the followers and newsletter tests: the calls, buyers made straight in D1 (for counts the
 * registration flow would take minutes to reach) and the outbox's newsletter rows.
 */
import { env } from 'cloudflare:test';
import { call } from './accounts';

export const follow = (token: string | undefined, bID: number | string) => call('POST', `/businesses/${bID}/follow`, { token });
export const unfollow = (token: string | undefined, bID: number | string) => call('DELETE', `/businesses/${bID}/follow`, { token });
export const followState = (token: string | undefined, bID: number | string) => call('GET', `/businesses/${bID}/follow`, { token });
export const followers = (token: string | undefined, bID: number | string, query = '') =>
  call('GET', `/vendor/followers?bID=${bID}${query}`, { token });
export const newsletters = (token: string | undefined, bID: number | string) => call('GET', `/vendor/newsletters?bID=${bID}`, { token });
export const sendNewsletter = (token: string | undefined, body: unknown) => call('POST', '/vendor/newsletter', { token, body });
export const unsubscribeStatus = (token: string) => call('GET', `/newsletter/unsubscribe?token=${encodeURIComponent(token)}`);
export const unsubscribe = (token: unknown) => call('POST', '/newsletter/unsubscribe', { body: { token } });

let serial = 0;

/**
 * `count` followers of `businessId` written straight into D1 (users without a password and their follows),
 * followed one second apart from `startMs` so their order is known. Answers their e-mails in follow order.
 */
export async function bulkFollowers(businessId: number, count: number, startMs = Date.now() - 86_400_000): Promise<string[]> {
  serial += 1;
  const tag = `bulk${serial}x${Date.now().toString(36)}`;
  await env.DB.prepare(
    `with recursive n(i) as (select 1 union all select i + 1 from n where i < ?1)
     insert into users (email, username, first_name, last_name, display_name, roles, password_hash, created_at)
     select ?2 || '-' || i || '@example.co.zw', ?2 || '-' || i, 'Bulk', 'Follower ' || i, 'Bulk Follower ' || i, '["buyer"]', '', ?3 from n`,
  )
    .bind(count, tag, new Date(startMs).toISOString())
    .run();
  await env.DB.prepare(
    `insert into business_followers (business_id, user_id, created_at, unsubscribed_at, unsubscribe_token)
     select ?1, id, strftime('%Y-%m-%dT%H:%M:%fZ', ?3 / 1000.0 + cast(substr(username, length(?2) + 2) as integer), 'unixepoch'), null,
            substr(lower(hex(randomblob(22))), 1, 43)
     from users where username like ?2 || '-%'`,
  )
    .bind(businessId, tag, startMs)
    .run();
  return Array.from({ length: count }, (_, i) => `${tag}-${i + 1}@example.co.zw`);
}

export interface NewsletterMail {
  to_email: string;
  subject: string;
  body: string;
}

export async function newsletterMails(subjectLike: string): Promise<NewsletterMail[]> {
  const { results } = await env.DB.prepare("select to_email, subject, body from outbox where kind = 'newsletter' and subject like ? order by id")
    .bind(`%${subjectLike}%`)
    .all<NewsletterMail>();
  return results;
}

/** The token of the unsubscribe link in an e-mail body. */
export function tokenIn(body: string): string {
  const token = /\/newsletter\/unsubscribe\/([A-Za-z0-9_-]{43})/.exec(body)?.[1];
  if (!token) throw new Error(`no unsubscribe link in: ${body}`);
  return token;
}

export async function tokenOf(businessId: number, userId: number): Promise<string> {
  const row = await env.DB.prepare('select unsubscribe_token as t from business_followers where business_id = ? and user_id = ?')
    .bind(businessId, userId)
    .first<{ t: string }>();
  if (!row) throw new Error(`user ${userId} does not follow ${businessId}`);
  return row.t;
}

/** Moves the business's newsletters back in time (the 24-hour window without waiting a day). */
export async function ageNewsletters(businessId: number, hours: number): Promise<void> {
  await env.DB.prepare("update newsletters set created_at = strftime('%Y-%m-%dT%H:%M:%fZ', created_at, ?) where business_id = ?")
    .bind(`-${hours} hours`, businessId)
    .run();
}
