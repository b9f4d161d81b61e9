/**
 * ezw/v1 in-app notifications (spec §7 "notifications/count", "notifications/platform/…"; §3 "Conversation or
 * notification"). Musika's "conversations" are these notification threads: orders placed and changed, offers,
 * buyer-request responses, reviews. All need a bearer token and show only the caller's own.
 */
import { z } from 'zod';
import { defineCall, noInput, queryInt, queryFlag } from './call';
import { pageInfo } from './shared';

/**
 * `bID` (Musika, the vendor inbox): narrows a call to what concerns one business the caller runs — its orders,
 * offers on its products, buyer requests in its categories, reviews of its products. The caller must run it
 * (401 / 404 'Business not found' / 403); a notification outside it answers 404 as an unknown one does.
 */
export const inboxBusinessId = z.coerce
  .number({ invalid_type_error: 'bID must be a number' })
  .int('bID must be a whole number')
  .positive('bID must be a positive id')
  .max(2_147_483_647, 'Business not found');

/** A notification's message values: names to strings or numbers (order numbers, counts, names). */
export const notificationValues = z.record(z.union([z.string().max(500), z.number()]));
export type NotificationValues = z.infer<typeof notificationValues>;

export const notification = z.object({
  notificationId: z.number().int(),
  /** order_placed, order_status, offer_received, offer_answered, request_response, request_match, review_received */
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  /**
   * Musika: the words as a message key of the site's catalogues and its values (issue 33 §3), so the reader sees
   * them in their language; null for older notifications (title and body, English, are what they say).
   */
  messageKey: z.string().nullish(),
  messageValues: notificationValues.nullish(),
  /** A site path to open, e.g. /account/order/12. */
  link: z.string().nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type RestNotification = z.infer<typeof notification>;

/** GET /notifications/count?bID — unread notifications (the badge); with bID, one business's. */
export const notificationsCount = defineCall({
  name: 'notificationsCount',
  method: 'GET',
  path: '/notifications/count',
  query: z.object({ bID: inboxBusinessId.optional() }),
  body: noInput,
  data: z.object({ count: z.number().int() }),
});

/** GET /notifications/platform/conversations?page&per_page&unread&bID — newest first (data.load). */
export const conversations = defineCall({
  name: 'conversations',
  method: 'GET',
  path: '/notifications/platform/conversations',
  query: z.object({
    page: queryInt(1, 10_000).default(1),
    per_page: queryInt(1, 100).default(20),
    unread: queryFlag.optional(),
    bID: inboxBusinessId.optional(),
  }),
  body: noInput,
  data: z.object({ load: z.array(notification), pageInfo, unreadCount: z.number().int() }),
});

/** Everything about one thing (an order, an offer, a request): the notifications sharing a link. */
export const conversationThread = z.object({
  link: z.string(),
  /** The newest notification's kind, title and body. */
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  /** Musika: the newest notification's message key and values (see notification.messageKey); null without one. */
  messageKey: z.string().nullish(),
  messageValues: notificationValues.nullish(),
  latestId: z.number().int(),
  latestAt: z.string(),
  messages: z.number().int(),
  unread: z.number().int(),
});
export type RestConversationThread = z.infer<typeof conversationThread>;

/**
 * GET /notifications/platform/threads?page&per_page (Musika) — the inbox's messages as conversations: the
 * caller's notifications grouped by what they link to, the most recently active first.
 */
export const conversationThreads = defineCall({
  name: 'conversationThreads',
  method: 'GET',
  path: '/notifications/platform/threads',
  query: z.object({ page: queryInt(1, 10_000).default(1), per_page: queryInt(1, 100).default(20), bID: inboxBusinessId.optional() }),
  body: noInput,
  data: z.object({ load: z.array(conversationThread), pageInfo }),
});

/** A site path a notification links to (and a thread is keyed by). */
export const sitePath = z.string().regex(/^\/(?!\/)[\w\-./?=&%]{0,300}$/, 'link must be a site path');

const MAX_ID = 2_147_483_647;

/**
 * POST /notifications/platform/read {notificationId} — marks one read (someone else's or unknown: 404);
 * {all: true} marks all of the caller's read, {link} all of one conversation (both Musika). Marking a read one
 * again is no error. Each form takes an optional bID: then only that business's notifications are marked (an
 * id outside it: 404) and `count` is that business's unread count.
 */
export const markConversationRead = defineCall({
  name: 'markConversationRead',
  method: 'POST',
  path: '/notifications/platform/read',
  query: noInput,
  body: z.union([
    z.object({
      notificationId: z
        .union([z.number(), z.string().regex(/^\s*\d{1,10}\s*$/, 'notificationId must be a number')], {
          required_error: 'notificationId is required',
          invalid_type_error: 'notificationId must be a number',
        })
        .pipe(
          z.coerce
            .number()
            .int('notificationId must be a whole number')
            .min(1, 'notificationId must be a positive id')
            .max(MAX_ID, 'Notification not found'),
        ),
      bID: inboxBusinessId.optional(),
    }),
    z.object({ all: z.literal(true), bID: inboxBusinessId.optional() }),
    z.object({ link: sitePath, bID: inboxBusinessId.optional() }),
  ]),
  data: z.object({ updated: z.number().int(), count: z.number().int() }),
});
