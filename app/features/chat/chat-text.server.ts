/**
 * The chat and inbox message screens in the page's language (issue 33 §3): words, times and counts finished here,
 * so the client components only show strings. The API's chat refusals are its English (schema/rest/chat.ts,
 * kept for API clients), read back into keys; unknown ones pass through as worded. English reads as before.
 */
import { AUTH_MESSAGES } from '../../../schema/rest/auth';
import { CHAT_LIMITS, CHAT_MESSAGES } from '../../../schema/rest/chat';
import { dateTimeIn, monthNames } from '~/lib/i18n/intl-format';
import type { Language } from '~/lib/i18n/language';
import { pick, type MessageKey, type Translate } from '~/lib/i18n/translate.server';
import { holes } from '~/components/placed-text';
import { notificationWords } from '~/features/notifications/notification-text.server';
import type { ChatListText, ConversationText } from './chat-text';
import { apiMessageIn } from '~/lib/i18n/api-message.server';

const REFUSAL_KEY: Record<string, MessageKey> = {
  [CHAT_MESSAGES.empty]: 'chat.error.empty',
  [CHAT_MESSAGES.send]: 'chat.error.send',
  [CHAT_MESSAGES.ownStore]: 'chat.error.ownStore',
  [CHAT_MESSAGES.storeNotFound]: 'chat.error.storeNotFound',
  [CHAT_MESSAGES.markRead]: 'chat.error.markRead',
  // Sending too fast: the API's rate limit answers with the login limit's words (backend/auth/rate-limit.ts).
  [AUTH_MESSAGES.rateLimited]: 'auth.error.rateLimited',
};

/** A chat refusal (the API's English, maybe behind its field's name: "bID: …") in the language. */
export function chatRefusal(t: Translate, message: string): string {
  const bare = message.replace(/^\w+: /, '');
  if (bare === CHAT_MESSAGES.tooLong) return t('chat.error.tooLong', { max: CHAT_LIMITS.textMax });
  const key = REFUSAL_KEY[bare];
  return key ? t(key) : apiMessageIn(t, message);
}

export function chatListText(t: Translate, side: 'buyer' | 'store'): ChatListText {
  return {
    heading: t(side === 'buyer' ? 'chat.withStores' : 'chat.withBuyers'),
    unread: t('chat.unread'),
    noMessages: t('chat.noMessagesYet'),
    empty: t(side === 'buyer' ? 'chat.emptyBuyer' : 'chat.emptyStore'),
  };
}

/** Each chat line with its time and unread count said in the language. */
export function chatLines<C extends { unread: number; createdAt: string; lastMessage?: { createdAt: string } | null }>(
  t: Translate,
  language: Language,
  items: readonly C[],
) {
  return items.map((c) => ({
    ...c,
    at: dateTimeIn(language, c.lastMessage?.createdAt ?? c.createdAt),
    unreadLabel: c.unread > 0 ? t('chat.unreadCount', { count: c.unread }) : null,
  }));
}

export function conversationText(t: Translate, language: Language): ConversationText {
  const words = pick(t, ['chat.messages', 'chat.you', 'chat.sayHello', 'chat.yourMessage', 'chat.live', 'chat.send', 'chat.error.send']);
  const refusals = Object.fromEntries(
    [CHAT_MESSAGES.empty, CHAT_MESSAGES.tooLong, CHAT_MESSAGES.send, AUTH_MESSAGES.rateLimited].map((english) => [english, chatRefusal(t, english)]),
  );
  return {
    messages: words['chat.messages'],
    you: words['chat.you'],
    sayHello: words['chat.sayHello'],
    yourMessage: words['chat.yourMessage'],
    live: words['chat.live'],
    send: words['chat.send'],
    notSent: words['chat.error.send'],
    refusals: language === 'en' ? {} : refusals,
    months: language === 'en' ? null : monthNames(language),
  };
}

/** The messages the server shows, each dated in the language. */
export function datedMessages<M extends { createdAt: string }>(language: Language, messages: readonly M[]) {
  return messages.map((m) => ({ ...m, at: dateTimeIn(language, m.createdAt) }));
}

/** The notification threads' lines (orders, offers, requests): title and body in the language, time and count. */
export function threadLines<
  T extends {
    title: string;
    body: string;
    latestAt: string;
    messages: number;
    unread: number;
    messageKey?: string | null;
    messageValues?: string | null;
  },
>(t: Translate, language: Language, items: readonly T[]) {
  return items.map((item) => {
    // A thread reads as its newest notification: the same words, key and values as the notifications tab.
    const { title, body, theirs } = notificationWords(t, language, { ...item, createdAt: item.latestAt });
    return {
      ...item,
      title,
      body,
      theirs,
      at: dateTimeIn(language, item.latestAt),
      count: t('chat.messageCount', { count: item.messages }) + (item.unread > 0 ? `, ${t('chat.unreadCount', { count: item.unread })}` : ''),
    };
  });
}

/** The inbox message screens' own words (buyer's and store's). */
export function inboxMessagesText(t: Translate) {
  return {
    ...pick(t, [
      'chat.messages',
      'chat.threadsHeading',
      'chat.allConversations',
      'chat.conversations',
      'chat.open',
      'chat.emptyInbox',
      'chat.backToShopping',
      'chat.seeRequests',
    ]),
    // The store's name is put in by the page (`{name}`), marked translate="no".
    emptyStore: t('chat.emptyStoreInbox', holes('name')),
  };
}
