/**
 * Store followers and the vendor's newsletter (issue #14 item 5; docs/decisions/015-followers.md).
 *
 * Buyers (bearer):
 *   GET    /businesses/{id}/follow   → {bID, followers, following, own}; bearer optional (following is null without one).
 *   POST   /businesses/{id}/follow   → the same after following (idempotent; following again resubscribes the newsletter).
 *   DELETE /businesses/{id}/follow   → the same after unfollowing (idempotent).
 *   A business that does not exist or is not published answers 404 'Business not found'; your own 400.
 *   Follow and unfollow are rate limited: 10 a minute per user (429 with Retry-After).
 * Vendors (bearer; runs bID: 401 / 404 'Business not found' / 403):
 *   GET  /vendor/followers?bID&page&per_page → data.load: the business's followers, newest first, and pageInfo.
 *   POST /vendor/newsletter {bID, subject, message} → 201 {newsletter}: one e-mail per subscribed follower in
 *        the outbox. At most one newsletter per business per NEWSLETTER_WINDOW_HOURS (429 with Retry-After) and
 *        NEWSLETTER_MAX_RECIPIENTS followers per send (the longest-standing first; the rest are counted in leftOut).
 *   GET  /vendor/newsletters?bID&page → past sends, newest first, and when the next may go.
 * Anyone holding the link (no login):
 *   GET  /newsletter/unsubscribe?token → {businessName, subscribed}; changes nothing (link scanners open links).
 *   POST /newsletter/unsubscribe {token} → {businessName, subscribed: false}. 10 a minute per IP.
 */
import { z } from 'zod';
import { defineCall, noInput, queryInt } from './call';
import { inboxBusinessId } from './notifications';
import { pageInfo } from './shared';

export const NEWSLETTER_LIMITS = {
  subjectMax: 120,
  messageMin: 10,
  messageMax: 5000,
} as const;
/** One newsletter per business in any rolling window of this many hours. */
export const NEWSLETTER_WINDOW_HOURS = 24;
/** Followers one send reaches at most (one outbox insert; mail providers throttle bigger sends anyway). */
export const NEWSLETTER_MAX_RECIPIENTS = 1000;

export const FOLLOWER_MESSAGES = {
  businessNotFound: 'Business not found',
  ownBusiness: 'You cannot follow your own business',
  subject: `Give the newsletter a subject of 1 to ${NEWSLETTER_LIMITS.subjectMax} characters`,
  message: `Write a message of ${NEWSLETTER_LIMITS.messageMin} to ${NEWSLETTER_LIMITS.messageMax.toLocaleString('en-US')} characters`,
  noFollowers: 'Nobody is subscribed to your newsletter yet: buyers who follow your store will get it.',
  tooSoon: `You can send one newsletter every ${NEWSLETTER_WINDOW_HOURS} hours. Please try again later.`,
  badLink: 'This unsubscribe link is not valid. It may be from a store you no longer follow.',
  fetchFollowers: 'Error fetching followers',
  fetchNewsletters: 'Error fetching newsletters',
  sendNewsletter: 'Error sending newsletter',
  follow: 'Error following store',
  unsubscribe: 'Error unsubscribing',
} as const;

/** The {id} of /businesses/{id}/follow. */
export const followBusinessIdParam = z
  .string()
  .regex(/^[1-9]\d{0,9}$/, FOLLOWER_MESSAGES.businessNotFound)
  .transform(Number)
  .refine((n) => n <= 2_147_483_647, FOLLOWER_MESSAGES.businessNotFound);

/** 32 random bytes in base64url (43 characters). */
export const unsubscribeToken = z.string({ required_error: 'token is required' }).regex(/^[A-Za-z0-9_-]{43}$/, FOLLOWER_MESSAGES.badLink);

export const followState = z.object({
  bID: z.number().int(),
  followers: z.number().int().nonnegative(),
  /** null when the caller is not logged in. */
  following: z.boolean().nullable(),
  /** The caller runs this business (it cannot follow itself). */
  own: z.boolean(),
});
export type RestFollowState = z.infer<typeof followState>;

const followCall = <M extends 'GET' | 'POST' | 'DELETE'>(name: string, method: M) =>
  defineCall({ name, method, path: '/businesses/:id/follow', query: noInput, body: noInput, data: followState });

export const getFollowState = followCall('getFollowState', 'GET');
export const followBusiness = followCall('followBusiness', 'POST');
export const unfollowBusiness = followCall('unfollowBusiness', 'DELETE');

export const follower = z.object({
  followerID: z.number().int(),
  name: z.string(),
  /** When they followed (ISO UTC). */
  since: z.string(),
  /** False once they used the unsubscribe link: they follow, but get no newsletter. */
  subscribed: z.boolean(),
});
export type RestFollower = z.infer<typeof follower>;

export const listFollowers = defineCall({
  name: 'listFollowers',
  method: 'GET',
  path: '/vendor/followers',
  query: z.object({ bID: inboxBusinessId, page: queryInt(1, 10_000).default(1), per_page: queryInt(1, 100).default(20) }),
  body: noInput,
  data: z.object({ load: z.array(follower), pageInfo, subscribed: z.number().int() }),
});

export const newsletterView = z.object({
  id: z.number().int(),
  subject: z.string(),
  body: z.string(),
  recipients: z.number().int(),
  leftOut: z.number().int(),
  createdAt: z.string(),
});
export type RestNewsletter = z.infer<typeof newsletterView>;

/** Plain text: trimmed, Windows line ends made \n, control characters other than \n and \t removed. */
const plain = (value: string) =>
  value
    .replace(/\r\n?/g, '\n')
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
    .trim();

export const sendNewsletterBody = z.object({
  bID: inboxBusinessId,
  subject: z
    .string({ required_error: FOLLOWER_MESSAGES.subject, invalid_type_error: FOLLOWER_MESSAGES.subject })
    // A subject is one line: a line break in it could forge mail headers in a real sender.
    .transform((s) => plain(s).replace(/\s+/g, ' '))
    .pipe(z.string().min(1, FOLLOWER_MESSAGES.subject).max(NEWSLETTER_LIMITS.subjectMax, FOLLOWER_MESSAGES.subject)),
  message: z
    .string({ required_error: FOLLOWER_MESSAGES.message, invalid_type_error: FOLLOWER_MESSAGES.message })
    .transform(plain)
    .pipe(z.string().min(NEWSLETTER_LIMITS.messageMin, FOLLOWER_MESSAGES.message).max(NEWSLETTER_LIMITS.messageMax, FOLLOWER_MESSAGES.message)),
});
export type RestSendNewsletter = z.output<typeof sendNewsletterBody>;

export const sendNewsletter = defineCall({
  name: 'sendNewsletter',
  method: 'POST',
  path: '/vendor/newsletter',
  query: noInput,
  body: sendNewsletterBody,
  data: z.object({ newsletter: newsletterView }),
  unwrap: 'newsletter',
});

export const listNewsletters = defineCall({
  name: 'listNewsletters',
  method: 'GET',
  path: '/vendor/newsletters',
  query: z.object({ bID: inboxBusinessId, page: queryInt(1, 10_000).default(1), per_page: queryInt(1, 50).default(10) }),
  body: noInput,
  data: z.object({
    load: z.array(newsletterView),
    pageInfo,
    /** Subscribed followers now: who the next newsletter would reach (before the cap). */
    subscribed: z.number().int(),
    /** When the next newsletter may be sent (ISO UTC); null: now. */
    nextAllowedAt: z.string().nullable(),
    maxRecipients: z.number().int(),
  }),
});

export const unsubscribeInfo = z.object({ businessName: z.string(), businessSlug: z.string(), subscribed: z.boolean() });

export const unsubscribeStatus = defineCall({
  name: 'unsubscribeStatus',
  method: 'GET',
  path: '/newsletter/unsubscribe',
  query: z.object({ token: unsubscribeToken }),
  body: noInput,
  data: unsubscribeInfo,
});

export const unsubscribe = defineCall({
  name: 'unsubscribe',
  method: 'POST',
  path: '/newsletter/unsubscribe',
  query: noInput,
  body: z.object({ token: unsubscribeToken }),
  data: unsubscribeInfo,
});
