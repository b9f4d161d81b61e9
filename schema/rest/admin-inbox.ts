/**
 * The support inbox (issue 29): contact messages, feedback and custom package requests in one list. Support (and
 * admins) only, see ADMIN_ROUTE_ROLES in backend/support/admin-inbox-routes.ts.
 *   GET  /admin/inbox?kind&status&search&page      → one kind's items newest first: new (unread), open (read, not
 *                                                     closed), closed or all; searchable by sender and text; with
 *                                                     each kind's unread count (the overview's "unread inbox").
 *   GET  /admin/inbox/{kind}/{id}                  → one item with the replies it was sent.
 *   POST /admin/inbox/{kind}/{id}/read             → no longer new (`changed: false` when it already was read).
 *   POST /admin/inbox/{kind}/{id}/reply {body}     → e-mails the sender (the outbox) and marks it read. The same
 *                                                     text twice answers 409: it was sent once.
 *   POST /admin/inbox/{kind}/{id}/close | /reopen  → closed (read too) or open again; a second one answers 409.
 */
import { z } from 'zod';
import { adminPaging, adminSearch, idParam, operatorText } from './admin-lists';
import { defineCall, noInput } from './call';
import { FEEDBACK_REQUEST_TYPE } from './feedback';
import { pageInfo } from './shared';

export const INBOX_KINDS = ['contact', 'feedback', 'custom_package'] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];
export const INBOX_STATUSES = ['new', 'open', 'closed', 'all'] as const;
export type InboxStatus = (typeof INBOX_STATUSES)[number];
export const INBOX_ACTIONS = ['read', 'close', 'reopen'] as const;
export const REPLY_MAX = 5000;

export const INBOX_MESSAGES = {
  itemNotFound: 'Message not found',
  reply: `Write the reply, in 2 to ${REPLY_MAX} characters: the sender reads it`,
  noAddress: 'The sender left no e-mail address, so there is nobody to reply to',
  duplicateReply: 'This reply was already sent; nothing changed',
  alreadyClosed: 'This message is already closed; nothing changed',
  alreadyOpen: 'This message is not closed; nothing changed',
  listInbox: 'Error fetching the inbox',
  inboxAction: 'Error updating the message',
} as const;

/**
 * How a contact message's and a feedback's facts read in the inbox (the API writes them; the site words them
 * in the operator's language by these wordings): a feedback's kind as its subject, and its details, joined by
 * ' · '.
 */
export const INBOX_WORDINGS = {
  feedbackKinds: {
    [FEEDBACK_REQUEST_TYPE.support]: 'Support request',
    [FEEDBACK_REQUEST_TYPE.optOut]: 'New version opt-out',
    [FEEDBACK_REQUEST_TYPE.featureRating]: 'Feature rating',
  } as Record<number, string>,
  feedback: 'Feedback',
  phone: (phone: string) => `Phone: ${phone}`,
  feature: (feature: string) => `Feature: ${feature}`,
  rating: (value: number, label: string) => `Rating: ${value}/5 (${label})`,
  separator: ' · ',
} as const;

export const inboxParams = z.object({
  kind: z.enum(INBOX_KINDS, { errorMap: () => ({ message: INBOX_MESSAGES.itemNotFound }) }),
  id: idParam(INBOX_MESSAGES.itemNotFound),
});

export const inboxReplyView = z.object({
  id: z.number().int(),
  operatorName: z.string(),
  toEmail: z.string(),
  body: z.string(),
  createdAt: z.string(),
});

export const inboxItemView = z.object({
  kind: z.enum(INBOX_KINDS),
  id: z.number().int(),
  status: z.enum(['new', 'open', 'closed']),
  /** The sender as they gave themselves ('' when feedback came anonymously). */
  name: z.string(),
  email: z.string(),
  /** The contact topic, the kind of feedback, or the e-mail's subject. */
  subject: z.string(),
  body: z.string(),
  /** Further facts the sender gave: phone, rating, rated feature. */
  details: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  closedByName: z.string().nullable(),
  replies: z.array(inboxReplyView),
});
export type RestInboxItem = z.infer<typeof inboxItemView>;

export const inboxUnread = z.object({
  contact: z.number().int(),
  feedback: z.number().int(),
  customPackage: z.number().int(),
  total: z.number().int(),
});

export const listAdminInbox = defineCall({
  name: 'listAdminInbox',
  method: 'GET',
  path: '/admin/inbox',
  query: z.object({
    kind: z.enum(INBOX_KINDS).default('contact'),
    status: z.enum(INBOX_STATUSES).default('new'),
    search: adminSearch,
    ...adminPaging,
  }),
  body: noInput,
  data: z.object({ load: z.array(inboxItemView), pageInfo, unread: inboxUnread }),
});

export const getAdminInboxItem = defineCall({
  name: 'getAdminInboxItem',
  method: 'GET',
  path: '/admin/inbox/:kind/:id',
  query: noInput,
  body: noInput,
  data: z.object({ item: inboxItemView }),
});

const action = (name: string, verb: (typeof INBOX_ACTIONS)[number]) =>
  defineCall({
    name,
    method: 'POST',
    path: `/admin/inbox/:kind/:id/${verb}`,
    query: noInput,
    body: noInput,
    data: z.object({ item: inboxItemView, changed: z.boolean() }),
  });

export const readInboxItem = action('readInboxItem', 'read');
export const closeInboxItem = action('closeInboxItem', 'close');
export const reopenInboxItem = action('reopenInboxItem', 'reopen');

export const replyToInboxItem = defineCall({
  name: 'replyToInboxItem',
  method: 'POST',
  path: '/admin/inbox/:kind/:id/reply',
  query: noInput,
  body: z.object({ body: operatorText(2, REPLY_MAX, INBOX_MESSAGES.reply) }),
  data: z.object({ item: inboxItemView }),
});
