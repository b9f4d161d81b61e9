/**
 * Notifications in the reader's language (issue 33 §3). The backend stores each notification's English title and
 * body and, since migration 0056, a message key with its values (backend/notifications/notify.ts); here the key is
 * rendered in the page's language, so a reader who switches language reads their whole inbox in the new one.
 * English shows the stored words exactly as before; an older row (no key) or a key the catalogue does not know
 * shows them too, order titles read back by their known shapes (orderNoticeTitle).
 */
import { en } from '~/lib/i18n/catalogues/en';
import { formatDateTimeIn } from '~/lib/i18n/intl-format';
import { valuesIn } from './notification-values.server';
import type { Language } from '~/lib/i18n/language';
import { pick, type MessageKey, type MessageValues, type Translate } from '~/lib/i18n/translate.server';
import { formatHarareDateTime } from '~/lib/harare-time';
import { orderNoticeTitle } from '~/features/vendor-orders/vendor-orders-text.server';

export interface StoredNotification {
  title: string;
  body: string;
  messageKey?: string | null;
  messageValues?: string | null;
  createdAt: string;
}

const known = (key: string): key is MessageKey => Object.hasOwn(en, key);

/** One message of the key, or the stored words when it cannot be said (unknown key, missing values). */
function say(t: Translate, key: string, values: MessageValues, stored: string): string {
  if (!known(key)) return stored;
  try {
    return t(key, values);
  } catch {
    return stored;
  }
}

export interface NotificationWords {
  title: string;
  body: string;
  at: string;
  /** The body is someone's own words (a review, a store's reply): shown as written, translate="no". */
  theirs: boolean;
}

/** A notification's title, body and time as the reader sees them. */
export function notificationWords(t: Translate, language: Language, n: StoredNotification): NotificationWords {
  const at = language === 'en' ? formatHarareDateTime(n.createdAt) : formatDateTimeIn(language, n.createdAt);
  const key = n.messageKey ?? '';
  const theirs = key !== '' && known(`${key}.title`) && !known(`${key}.body`);
  if (language === 'en') return { title: n.title, body: n.body, at, theirs };
  const values = key ? valuesIn(t, language, n.messageValues) : null;
  if (!values || !known(`${key}.title`)) return { title: orderNoticeTitle(t, n.title) ?? n.title, body: n.body, at, theirs: false };
  return { title: say(t, `${key}.title`, values, n.title), body: say(t, `${key}.body`, values, n.body), at, theirs };
}

/** The words of the two inbox screens that are not notifications. */
export function notificationsScreenText(t: Translate) {
  return pick(t, [
    'notifications.title',
    'notifications.listLabel',
    'notifications.backToShopping',
    'notifications.seeProducts',
    'notifications.open',
    'notifications.markRead',
    'notifications.tabsLabel',
    'notifications.tabMessages',
    'notifications.unread',
  ] as const);
}
