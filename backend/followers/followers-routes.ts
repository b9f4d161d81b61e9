/**
 * Followers and newsletters (schema/rest/followers.ts; issue #14 item 5). Buyers follow with their bearer; a
 * vendor's reads and sends go through requireBusinessRunner first and are scoped by that bID only; the
 * unsubscribe calls need no login, only the follower's own token, which reaches exactly one follow.
 *
 * None of these answers is cached at the edge (server/edge-cache.ts lists no such path): the follow state is
 * per caller, and the counts must be fresh for the vendor.
 */
import type { Context } from 'hono';
import * as contract from '../../schema/rest/followers';
import { FOLLOWER_MESSAGES, NEWSLETTER_MAX_RECIPIENTS, NEWSLETTER_WINDOW_HOURS } from '../../schema/rest/followers';
import { clientIp, enforceRateLimits, limitKey } from '../auth/rate-limit';
import { publicOrigin } from '../auth/request-config';
import { bearerToken, findToken, requireUser } from '../auth/tokens';
import type { Db } from '../db/client';
import { businessIdsRunBy, requireBusinessRunner } from '../businesses/business-access-queries';
import * as q from './followers-queries';
import { paging } from '../catalogue/product-summary-queries';
import { newsletterTemplates } from './newsletter-email';
import { HttpError, mount, type BackendApp } from '../http';
import { clockNow } from '../clock';

const WINDOW_MS = NEWSLETTER_WINDOW_HOURS * 3_600_000;

function businessIdOf(c: Context): number {
  const parsed = contract.followBusinessIdParam.safeParse(c.req.param('id'));
  if (!parsed.success) throw new HttpError(404, FOLLOWER_MESSAGES.businessNotFound);
  return parsed.data;
}

async function requirePublished(db: Db, businessId: number) {
  const business = await q.publishedBusiness(db, businessId);
  if (!business) throw new HttpError(404, FOLLOWER_MESSAGES.businessNotFound);
  return business;
}

async function stateFor(db: Db, businessId: number, userId: number | null) {
  const [followers, following, own] = await Promise.all([
    q.followerCount(db, businessId),
    userId === null ? Promise.resolve(null) : q.isFollowing(db, businessId, userId),
    userId === null ? Promise.resolve(false) : businessIdsRunBy(db, userId).then((ids) => ids.has(businessId)),
  ]);
  return { bID: businessId, followers, following, own };
}

/** Follow and unfollow: logged in, a published business, not one's own, 10 a minute. */
async function toggle(c: Context, db: Db, follow: boolean) {
  const now = clockNow(c);
  const businessId = businessIdOf(c);
  const { userId } = await requireUser(c, db, now);
  await enforceRateLimits(db, [limitKey('follow', 'user', userId)], now);
  await requirePublished(db, businessId);
  if ((await businessIdsRunBy(db, userId)).has(businessId)) throw new HttpError(400, FOLLOWER_MESSAGES.ownBusiness);
  if (follow) await q.follow(db, businessId, userId, now);
  else await q.unfollow(db, businessId, userId);
  return stateFor(db, businessId, userId);
}

/** When the next newsletter may go, or null when now. */
const nextAllowed = (latest: string | null, now: Date) => {
  if (!latest) return null;
  const next = Date.parse(latest) + WINDOW_MS;
  return next > now.getTime() ? new Date(next).toISOString() : null;
};

export function registerFollowerRoutes(app: BackendApp): void {
  mount(
    app,
    contract.getFollowState,
    async ({ db, c }) => {
      const businessId = businessIdOf(c);
      await requirePublished(db, businessId);
      // A public read: a token the API no longer accepts reads as a visitor, never a failure of the storefront.
      const token = bearerToken(c);
      const owner = token ? await findToken(db, token, clockNow(c)) : null;
      return stateFor(db, businessId, owner?.userId ?? null);
    },
    { failure: FOLLOWER_MESSAGES.follow },
  );

  mount(app, contract.followBusiness, ({ db, c }) => toggle(c, db, true), { failure: FOLLOWER_MESSAGES.follow });
  mount(app, contract.unfollowBusiness, ({ db, c }) => toggle(c, db, false), { failure: FOLLOWER_MESSAGES.follow });

  mount(
    app,
    contract.listFollowers,
    async ({ db, query, c }) => {
      await requireBusinessRunner(c, db, query.bID);
      const { load, total, subscribed } = await q.followersPage(db, query.bID, query.page, query.per_page);
      return { load, subscribed, pageInfo: paging(query.page, query.per_page, total) };
    },
    { failure: FOLLOWER_MESSAGES.fetchFollowers },
  );

  mount(
    app,
    contract.listNewsletters,
    async ({ db, query, c }) => {
      const now = clockNow(c);
      await requireBusinessRunner(c, db, query.bID, now);
      const [{ load, total }, subscribed, latest] = await Promise.all([
        q.newslettersPage(db, query.bID, query.page, query.per_page),
        q.subscribedCount(db, query.bID),
        q.latestNewsletterAt(db, query.bID),
      ]);
      return {
        load,
        subscribed,
        nextAllowedAt: nextAllowed(latest, now),
        maxRecipients: NEWSLETTER_MAX_RECIPIENTS,
        pageInfo: paging(query.page, query.per_page, total),
      };
    },
    { failure: FOLLOWER_MESSAGES.fetchNewsletters },
  );

  mount(
    app,
    contract.sendNewsletter,
    async ({ db, body, c }) => {
      const now = clockNow(c);
      const userId = await requireBusinessRunner(c, db, body.bID, now);
      const tooSoon = (latest: string | null) => {
        const next = nextAllowed(latest, now);
        if (!next) return;
        const seconds = Math.max(1, Math.ceil((Date.parse(next) - now.getTime()) / 1000));
        throw new HttpError(429, FOLLOWER_MESSAGES.tooSoon, { 'Retry-After': String(seconds) });
      };
      tooSoon(await q.latestNewsletterAt(db, body.bID));
      // Nobody to send to is not a send: it does not use up the day's newsletter.
      if ((await q.subscribedCount(db, body.bID)) === 0) throw new HttpError(409, FOLLOWER_MESSAGES.noFollowers);
      const business = await q.publishedBusiness(db, body.bID);
      if (!business) throw new HttpError(409, 'Publish your business before sending a newsletter');
      const mail = newsletterTemplates(publicOrigin(c), business, body.subject, body.message);
      const sent = await q.sendNewsletterBatch(db, {
        businessId: body.bID,
        sentBy: userId,
        subject: body.subject,
        message: body.message,
        mail,
        maxRecipients: NEWSLETTER_MAX_RECIPIENTS,
        windowStart: new Date(now.getTime() - WINDOW_MS).toISOString(),
        now,
      });
      // Another send of the same business won the window between the check above and the batch.
      if (!sent) tooSoon(await q.latestNewsletterAt(db, body.bID));
      if (!sent) throw new HttpError(429, FOLLOWER_MESSAGES.tooSoon);
      return { newsletter: sent };
    },
    { status: 201, failure: FOLLOWER_MESSAGES.sendNewsletter },
  );

  mount(
    app,
    contract.unsubscribeStatus,
    async ({ db, query, c }) => {
      await enforceRateLimits(db, [limitKey('unsubscribe', 'ip', clientIp(c))]);
      const found = await q.followByToken(db, query.token);
      if (!found) throw new HttpError(404, FOLLOWER_MESSAGES.badLink);
      return { businessName: found.businessName, businessSlug: found.businessSlug, subscribed: found.unsubscribedAt === null };
    },
    { failure: FOLLOWER_MESSAGES.unsubscribe },
  );

  mount(
    app,
    contract.unsubscribe,
    async ({ db, body, c }) => {
      const now = clockNow(c);
      await enforceRateLimits(db, [limitKey('unsubscribe', 'ip', clientIp(c))], now);
      const found = await q.followByToken(db, body.token);
      if (!found) throw new HttpError(404, FOLLOWER_MESSAGES.badLink);
      await q.unsubscribeFollow(db, found.id, now);
      return { businessName: found.businessName, businessSlug: found.businessSlug, subscribed: false };
    },
    { failure: FOLLOWER_MESSAGES.unsubscribe },
  );
}
